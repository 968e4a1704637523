<?php
// Categories: GET list, POST {name}, PUT {id, name}, DELETE with a JSON body {id}.
declare(strict_types=1);
require_once __DIR__ . '/lib/bootstrap.php';

allow_methods(['GET', 'POST', 'PUT', 'DELETE']);

if (method() === 'GET') {
    $rows = fetch_all('SELECT id, name FROM categories ORDER BY id ASC');
    respond(200, ['success' => true, 'data' => $rows]);
}

$body = request_body();

function category_id_from(array $body): int
{
    $id = positive_id($body['id'] ?? ($_GET['id'] ?? null));
    if ($id === null) {
        fail(400, 'Category ID is required');
    }
    return $id;
}

function required_name(array $body): string
{
    $name = text_field($body, 'name');
    if ($name === '') {
        fail(400, 'Category name is required');
    }
    if (text_length($name) > 100) {
        fail(400, 'Category name is too long');
    }
    return $name;
}

function name_taken(string $name, int $exceptId = 0): bool
{
    return fetch_one('SELECT id FROM categories WHERE LOWER(name) = LOWER(?) AND id <> ?', [$name, $exceptId]) !== null;
}

switch (method()) {
    case 'POST':
        $name = required_name($body);
        if (name_taken($name)) {
            fail(409, 'Category already exists');
        }
        execute('INSERT INTO categories (name, created_at) VALUES (?, ?)', [$name, now()]);
        respond(200, ['success' => true, 'message' => 'Category added successfully']);

    case 'PUT':
        $id = category_id_from($body);
        $name = required_name($body);
        if (fetch_one('SELECT id FROM categories WHERE id = ?', [$id]) === null) {
            fail(404, 'Category not found');
        }
        if (name_taken($name, $id)) {
            fail(409, 'Category already exists');
        }
        execute('UPDATE categories SET name = ? WHERE id = ?', [$name, $id]);
        respond(200, ['success' => true, 'message' => 'Category updated successfully']);

    case 'DELETE':
        $id = category_id_from($body);
        if (execute('DELETE FROM categories WHERE id = ?', [$id]) === 0) {
            fail(404, 'Category not found');
        }
        respond(200, ['success' => true, 'message' => 'Category deleted successfully']);
}
