<?php
// Parts: GET ?id=N (bare part), GET list with ?category= and ?search=, POST, PUT ?id=N, DELETE ?id=N.
declare(strict_types=1);
require_once __DIR__ . '/lib/bootstrap.php';
require_once __DIR__ . '/lib/parts.php';

allow_methods(['GET', 'POST', 'PUT', 'DELETE']);

switch (method()) {
    case 'GET':
        if (isset($_GET['id'])) {
            $id = positive_id($_GET['id']);
            $part = $id === null ? null : find_part($id);
            if ($part === null) {
                fail(404, 'Part not found');
            }
            respond(200, $part);
        }
        $where = [];
        $params = [];
        $category = trim((string) ($_GET['category'] ?? ''));
        if ($category !== '' && strcasecmp($category, 'All') !== 0) {
            $where[] = 'category = ?';
            $params[] = $category;
        }
        $search = trim((string) ($_GET['search'] ?? ''));
        if ($search !== '') {
            $where[] = "(name LIKE ? ESCAPE '\\' OR description LIKE ? ESCAPE '\\')";
            $params[] = like_contains($search);
            $params[] = like_contains($search);
        }
        $sql = 'SELECT ' . PART_COLUMNS . ' FROM parts' . ($where ? ' WHERE ' . implode(' AND ', $where) : '') . ' ORDER BY id ASC';
        respond(200, ['success' => true, 'data' => fetch_all($sql, $params), 'message' => 'Parts fetched successfully']);

    case 'POST':
        create_part(request_body());

    case 'PUT':
        $body = request_body();
        $id = positive_id($_GET['id'] ?? ($body['id'] ?? null));
        if ($id === null) {
            fail(400, 'Part ID is required');
        }
        $current = find_part($id);
        if ($current === null) {
            fail(404, 'Part not found');
        }
        [$name, $category, $description] = part_text_fields($body);
        // A field left out keeps its value; null or '' clears it; a data URL is stored as a new file.
        $file = static function (array $names, string $kind, string $column) use ($body, $current, $name): ?string {
            foreach ($names as $key) {
                if (array_key_exists($key, $body)) {
                    return stored_file_value($body[$key], $kind, $name);
                }
            }
            return $current[$column];
        };
        $image = $file(['image'], 'image', 'image');
        $model = $file(['model', 'model_file'], 'model', 'model_file');
        $brochure = $file(['brochure', 'brochure_file'], 'brochure', 'brochure_file');
        $stock = array_key_exists('stock', $body) ? part_stock($body['stock']) : (int) $current['stock'];

        execute(
            'UPDATE parts SET name = ?, description = ?, image = ?, category = ?, model_file = ?, brochure_file = ?, stock = ? WHERE id = ?',
            [$name, $description, $image, $category, $model, $brochure, $stock, $id]
        );
        respond(200, ['success' => true, 'data' => find_part($id), 'message' => 'Part updated successfully']);

    case 'DELETE':
        $id = positive_id($_GET['id'] ?? (request_body()['id'] ?? null));
        if ($id === null) {
            fail(400, 'Part ID is required');
        }
        if (execute('DELETE FROM parts WHERE id = ?', [$id]) === 0) {
            fail(404, 'Part not found');
        }
        respond(200, ['success' => true, 'message' => 'Part deleted successfully']);
}
