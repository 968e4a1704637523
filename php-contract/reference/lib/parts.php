<?php
// Part reads and writes shared by parts.php and insert_part.php.
declare(strict_types=1);

const PART_COLUMNS = 'id, name, description, image, category, model_file, brochure_file, stock';

function find_part(int $id): ?array
{
    return fetch_one('SELECT ' . PART_COLUMNS . ' FROM parts WHERE id = ?', [$id]);
}

function part_stock($value): int
{
    if (is_numeric($value)) {
        return max(0, (int) $value);
    }
    return 0;
}

/** Validates the text fields of a part payload and returns them trimmed. */
function part_text_fields(array $body): array
{
    $name = text_field($body, 'name');
    $category = text_field($body, 'category', 'category_name');
    $description = text_field($body, 'description');
    if ($name === '' || $category === '' || $description === '') {
        fail(400, 'Name, category and description are required');
    }
    if (text_length($name) > 255 || text_length($category) > 100) {
        fail(400, 'Name or category is too long');
    }
    return [$name, $category, $description];
}

/** Creates a part from the POST payload (files may be base64 data URLs) and responds. */
function create_part(array $body): never
{
    [$name, $category, $description] = part_text_fields($body);
    $image = stored_file_value($body['image'] ?? null, 'image', $name);
    $model = stored_file_value($body['model_file'] ?? ($body['model'] ?? null), 'model', $name);
    $brochure = stored_file_value($body['brochure_file'] ?? ($body['brochure'] ?? null), 'brochure', $name);
    $stock = part_stock($body['stock'] ?? 0);

    execute(
        'INSERT INTO parts (name, description, image, category, model_file, brochure_file, stock, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [$name, $description, $image, $category, $model, $brochure, $stock, now()]
    );
    $part = find_part((int) db()->lastInsertId());
    respond(200, ['success' => true, 'data' => $part, 'message' => 'Part added successfully']);
}
