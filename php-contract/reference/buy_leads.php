<?php
// Buy leads. Unlike the other scripts the list is a BARE JSON array and failures carry
// `error` rather than `message`, as in the original backend.
declare(strict_types=1);
require_once __DIR__ . '/lib/bootstrap.php';

allow_methods(['GET', 'POST', 'PUT', 'DELETE'], 'error');

const LEAD_COLUMNS = 'id, name, email, phone, company, partName, partNumber, quantity, budget, deliveryLocation, additionalRequirements, status, created_at';
// The statuses this backend stores; another one (e.g. 'closed', which the back office offers) is
// refused with HTTP 400 and a message, as a real backend that does not know it may.
const LEAD_STATUSES = ['new', 'quoted', 'pending'];
const LEAD_TEXT = ['name', 'email', 'phone', 'company', 'partName', 'partNumber', 'budget', 'deliveryLocation', 'additionalRequirements'];
const LEAD_REQUIRED = ['name', 'phone', 'company', 'partName', 'deliveryLocation'];

function find_lead(int $id): ?array
{
    return fetch_one('SELECT ' . LEAD_COLUMNS . ' FROM buy_leads WHERE id = ?', [$id]);
}

/** The lead's text fields from a payload, accepting the snake_case spellings too. */
function lead_text(array $body, string $field): string
{
    $snake = strtolower((string) preg_replace('/([a-z])([A-Z])/', '$1_$2', $field));
    return text_field($body, $field, $snake);
}

function lead_has(array $body, string $field): bool
{
    return has_field($body, $field, strtolower((string) preg_replace('/([a-z])([A-Z])/', '$1_$2', $field)));
}

switch (method()) {
    case 'GET':
        if (isset($_GET['id'])) {
            $id = positive_id($_GET['id']);
            $row = $id === null ? null : find_lead($id);
            if ($row === null) {
                fail(404, 'Buy lead not found', 'error');
            }
            respond(200, $row);
        }
        [$where, $params] = list_filter(['name', 'company', 'partName', 'email', 'phone', 'additionalRequirements']);
        $sql = 'SELECT ' . LEAD_COLUMNS . ' FROM buy_leads' . $where . ' ORDER BY created_at DESC, id DESC';
        respond(200, fetch_all($sql, $params));

    case 'POST':
        $body = request_body('error');
        $values = [];
        foreach (LEAD_TEXT as $field) {
            $values[$field] = lead_text($body, $field);
        }
        foreach (LEAD_REQUIRED as $field) {
            if ($values[$field] === '') {
                fail(400, 'Missing required fields', 'error');
            }
        }
        if (!has_field($body, 'quantity') || text_field($body, 'quantity') === '') {
            fail(400, 'Missing required fields', 'error');
        }
        $quantity = positive_quantity($body['quantity']);
        if ($quantity === null) {
            fail(400, 'Quantity must be a positive number', 'error');
        }
        execute(
            "INSERT INTO buy_leads (name, email, phone, company, partName, partNumber, quantity, budget, deliveryLocation, additionalRequirements, status, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'new', ?)",
            [$values['name'], $values['email'], $values['phone'], $values['company'], $values['partName'], $values['partNumber'], $quantity,
                $values['budget'], $values['deliveryLocation'], $values['additionalRequirements'], now()]
        );
        respond(200, ['success' => true]);

    case 'PUT':
        $body = request_body('error');
        $id = positive_id($body['id'] ?? ($_GET['id'] ?? null));
        if ($id === null) {
            fail(400, 'Missing buy lead id', 'error');
        }
        $current = find_lead($id);
        if ($current === null) {
            fail(404, 'Buy lead not found', 'error');
        }
        $next = [];
        foreach (LEAD_TEXT as $field) {
            $next[$field] = lead_has($body, $field) ? lead_text($body, $field) : $current[$field];
        }
        foreach (LEAD_REQUIRED as $field) {
            if ($next[$field] === '') {
                fail(400, 'Missing required fields', 'error');
            }
        }
        $quantity = has_field($body, 'quantity') ? positive_quantity($body['quantity']) : (int) $current['quantity'];
        if ($quantity === null) {
            fail(400, 'Quantity must be a positive number', 'error');
        }
        $status = has_field($body, 'status') ? text_field($body, 'status') : $current['status'];
        if (!in_array($status, LEAD_STATUSES, true)) {
            fail(400, 'Invalid status', 'error');
        }
        execute(
            'UPDATE buy_leads SET name = ?, email = ?, phone = ?, company = ?, partName = ?, partNumber = ?, quantity = ?, budget = ?,
             deliveryLocation = ?, additionalRequirements = ?, status = ? WHERE id = ?',
            [$next['name'], $next['email'], $next['phone'], $next['company'], $next['partName'], $next['partNumber'], $quantity,
                $next['budget'], $next['deliveryLocation'], $next['additionalRequirements'], $status, $id]
        );
        respond(200, ['success' => true]);

    case 'DELETE':
        $id = positive_id($_GET['id'] ?? (request_body('error')['id'] ?? null));
        if ($id === null) {
            fail(400, 'Missing buy lead id', 'error');
        }
        if (execute('DELETE FROM buy_leads WHERE id = ?', [$id]) === 0) {
            fail(404, 'Buy lead not found', 'error');
        }
        respond(200, ['success' => true]);
}
