<?php
// Blog posts: GET {data: [...]}, GET ?id=N {data: {...}}, POST, PUT {id, ...}, DELETE ?id=N.
// Like the original, these replies carry no `message`; failures carry `error`.
declare(strict_types=1);
require_once __DIR__ . '/lib/bootstrap.php';

allow_methods(['GET', 'POST', 'PUT', 'DELETE'], 'error');

const POST_COLUMNS = 'id, title, excerpt, content, author, date, category, image';

function find_post(int $id): ?array
{
    return fetch_one('SELECT ' . POST_COLUMNS . ' FROM blog_posts WHERE id = ?', [$id]);
}

/** The post date as YYYY-MM-DD (a DATETIME or ISO timestamp is cut to its date); today when blank. */
function post_date(string $value): string
{
    if ($value === '') {
        return date('Y-m-d');
    }
    if (!preg_match('/^(\d{4}-\d{2}-\d{2})/', $value, $m) || !checkdate((int) substr($m[1], 5, 2), (int) substr($m[1], 8, 2), (int) substr($m[1], 0, 4))) {
        fail(400, 'Invalid date', 'error');
    }
    return $m[1];
}

function post_image($value, string $title): ?string
{
    return stored_file_value($value, 'image', $title, 'blog');
}

switch (method()) {
    case 'GET':
        if (isset($_GET['id'])) {
            $id = positive_id($_GET['id']);
            $row = $id === null ? null : find_post($id);
            if ($row === null) {
                respond(404, ['error' => 'Post not found']);
            }
            respond(200, ['data' => $row]);
        }
        respond(200, ['data' => fetch_all('SELECT ' . POST_COLUMNS . ' FROM blog_posts ORDER BY date DESC, id DESC')]);

    case 'POST':
        $body = request_body('error');
        $title = text_field($body, 'title');
        $content = text_field($body, 'content');
        if ($title === '' || $content === '') {
            fail(400, 'Title and content are required', 'error');
        }
        execute(
            'INSERT INTO blog_posts (title, excerpt, content, author, date, category, image, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
            [$title, text_field($body, 'excerpt'), $content, text_field($body, 'author'), post_date(text_field($body, 'date')),
                text_field($body, 'category'), post_image($body['image'] ?? null, $title), now()]
        );
        respond(200, ['success' => true, 'id' => db()->lastInsertId()]);

    case 'PUT':
        $body = request_body('error');
        $id = positive_id($body['id'] ?? ($_GET['id'] ?? null));
        if ($id === null) {
            fail(400, 'Missing post id', 'error');
        }
        $current = find_post($id);
        if ($current === null) {
            fail(404, 'Post not found', 'error');
        }
        $next = [];
        foreach (['title', 'excerpt', 'content', 'author', 'category'] as $field) {
            $next[$field] = has_field($body, $field) ? text_field($body, $field) : $current[$field];
        }
        if ($next['title'] === '' || $next['content'] === '') {
            fail(400, 'Title and content are required', 'error');
        }
        $date = has_field($body, 'date') ? post_date(text_field($body, 'date')) : $current['date'];
        $image = has_field($body, 'image') ? post_image($body['image'], $next['title']) : $current['image'];
        execute(
            'UPDATE blog_posts SET title = ?, excerpt = ?, content = ?, author = ?, date = ?, category = ?, image = ? WHERE id = ?',
            [$next['title'], $next['excerpt'], $next['content'], $next['author'], $date, $next['category'], $image, $id]
        );
        respond(200, ['success' => true]);

    case 'DELETE':
        $id = positive_id($_GET['id'] ?? (request_body('error')['id'] ?? null));
        if ($id === null) {
            fail(400, 'Missing post id', 'error');
        }
        if (execute('DELETE FROM blog_posts WHERE id = ?', [$id]) === 0) {
            fail(404, 'Post not found', 'error');
        }
        respond(200, ['success' => true]);
}
