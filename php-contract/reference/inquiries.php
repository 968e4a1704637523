<?php
// Enquiries: GET list (?status=, ?search=), GET ?id=N, POST (new enquiry), PUT {id, ...}, DELETE ?id=N.
declare(strict_types=1);
require_once __DIR__ . '/lib/bootstrap.php';

allow_methods(['GET', 'POST', 'PUT', 'DELETE']);

const INQUIRY_COLUMNS = 'id, name, email, phone, company, part_name, part_name AS partName, quantity, message, status, date';
const INQUIRY_STATUSES = ['pending', 'responded', 'closed'];

function find_inquiry(int $id): ?array
{
    return fetch_one('SELECT ' . INQUIRY_COLUMNS . ' FROM inquiries WHERE id = ?', [$id]);
}


switch (method()) {
    case 'GET':
        if (isset($_GET['id'])) {
            $id = positive_id($_GET['id']);
            $row = $id === null ? null : find_inquiry($id);
            if ($row === null) {
                fail(404, 'Inquiry not found');
            }
            respond(200, ['success' => true, 'data' => $row, 'message' => 'Inquiry fetched successfully']);
        }
        [$where, $params] = list_filter(['name', 'email', 'phone', 'company', 'part_name', 'message']);
        $sql = 'SELECT ' . INQUIRY_COLUMNS . ' FROM inquiries' . $where . ' ORDER BY date DESC, id DESC';
        respond(200, ['success' => true, 'data' => fetch_all($sql, $params), 'message' => 'Inquiries fetched successfully']);

    case 'POST':
        $body = request_body();
        $fields = [
            'name' => text_field($body, 'name'),
            'email' => text_field($body, 'email'),
            'phone' => text_field($body, 'phone'),
            'company' => text_field($body, 'company'),
            'part_name' => text_field($body, 'partName', 'part_name'),
            'message' => text_field($body, 'message'),
        ];
        $labels = ['name' => 'name', 'phone' => 'phone', 'company' => 'company', 'part_name' => 'partName', 'message' => 'message'];
        $missing = array_values(array_filter($labels, static fn ($label, $key) => $fields[$key] === '', ARRAY_FILTER_USE_BOTH));
        if (!has_field($body, 'quantity') || text_field($body, 'quantity') === '') {
            $missing[] = 'quantity';
        }
        if ($missing) {
            fail(400, 'Missing required fields: ' . implode(', ', $missing));
        }
        $quantity = positive_quantity($body['quantity']);
        if ($quantity === null) {
            fail(400, 'Quantity must be a positive number');
        }
        execute(
            "INSERT INTO inquiries (name, email, phone, company, part_name, quantity, message, status, date) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?)",
            [$fields['name'], $fields['email'], $fields['phone'], $fields['company'], $fields['part_name'], $quantity, $fields['message'], now()]
        );
        respond(201, ['success' => true, 'data' => find_inquiry((int) db()->lastInsertId()), 'message' => 'Inquiry submitted successfully']);

    case 'PUT':
        $body = request_body();
        $id = positive_id($body['id'] ?? ($_GET['id'] ?? null));
        if ($id === null) {
            fail(400, 'Inquiry ID is required');
        }
        $current = find_inquiry($id);
        if ($current === null) {
            fail(404, 'Inquiry not found');
        }
        // Fields left out keep their values.
        $next = [
            'name' => has_field($body, 'name') ? text_field($body, 'name') : $current['name'],
            'email' => has_field($body, 'email') ? text_field($body, 'email') : $current['email'],
            'phone' => has_field($body, 'phone') ? text_field($body, 'phone') : $current['phone'],
            'company' => has_field($body, 'company') ? text_field($body, 'company') : $current['company'],
            'part_name' => has_field($body, 'partName', 'part_name') ? text_field($body, 'partName', 'part_name') : $current['part_name'],
            'message' => has_field($body, 'message') ? text_field($body, 'message') : $current['message'],
            'status' => has_field($body, 'status') ? text_field($body, 'status') : $current['status'],
        ];
        foreach (['name', 'phone', 'company', 'part_name', 'message'] as $required) {
            if ($next[$required] === '') {
                fail(400, 'Missing required fields: ' . ($required === 'part_name' ? 'partName' : $required));
            }
        }
        $quantity = has_field($body, 'quantity') ? positive_quantity($body['quantity']) : (int) $current['quantity'];
        if ($quantity === null) {
            fail(400, 'Quantity must be a positive number');
        }
        if (!in_array($next['status'], INQUIRY_STATUSES, true)) {
            fail(400, 'Invalid status');
        }
        execute(
            'UPDATE inquiries SET name = ?, email = ?, phone = ?, company = ?, part_name = ?, quantity = ?, message = ?, status = ? WHERE id = ?',
            [$next['name'], $next['email'], $next['phone'], $next['company'], $next['part_name'], $quantity, $next['message'], $next['status'], $id]
        );
        respond(200, ['success' => true, 'data' => find_inquiry($id), 'message' => 'Inquiry updated successfully']);

    case 'DELETE':
        $id = positive_id($_GET['id'] ?? (request_body()['id'] ?? null));
        if ($id === null) {
            fail(400, 'Inquiry ID is required');
        }
        if (execute('DELETE FROM inquiries WHERE id = ?', [$id]) === 0) {
            fail(404, 'Inquiry not found');
        }
        respond(200, ['success' => true, 'message' => 'Inquiry deleted successfully']);
}
