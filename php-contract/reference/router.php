<?php
// Router for PHP's built-in server: `php -S 127.0.0.1:8080 router.php` (see scripts/backend-php.ts).
// Answers CORS preflights, serves /uploads/* (files written by the backend first, then the seed
// assets in public/uploads/) and dispatches the endpoint scripts. The scripts may also be reached
// under a path prefix (e.g. /backend/parts.php), like a backend installed in a sub-folder.
declare(strict_types=1);

require_once __DIR__ . '/lib/bootstrap.php';

const ENDPOINTS = [
    'brochures.php', 'categories.php', 'parts.php', 'insert_part.php', 'inquiries.php', 'buy_leads.php',
    'blog_posts.php', 'upload.php', 'login.php', 'sadlogin.php', 'serve_model.php', 'specific_model.php',
    'whatsapp_status.php', 'test_whatsapp.php',
];

const STATIC_TYPES = [
    'svg' => 'image/svg+xml', 'png' => 'image/png', 'jpg' => 'image/jpeg', 'jpeg' => 'image/jpeg', 'gif' => 'image/gif',
    'webp' => 'image/webp', 'pdf' => 'application/pdf', 'glb' => 'model/gltf-binary', 'gltf' => 'model/gltf+json',
];

// One access-log line per request on stderr (method, path, query, status; never bodies).
// REFERENCE_ACCESS_LOG=0 turns it off (test runs); errors are still logged.
register_shutdown_function(static function (): void {
    if (getenv('REFERENCE_ACCESS_LOG') === '0') {
        return;
    }
    $query = (string) ($_SERVER['QUERY_STRING'] ?? '');
    log_line(sprintf('%s %s%s %d', method(), parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH), $query === '' ? '' : '?' . substr($query, 0, 200), http_response_code()));
});

$path = rawurldecode((string) parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH));

if (method() === 'OPTIONS') {
    answer_preflight();
}

if (preg_match('#(?:^|/)uploads/(.+)$#', $path, $m)) {
    serve_upload($m[1]);
}

if (preg_match('#(?:^|/)([a-z_]+\.php)$#', $path, $m) && in_array($m[1], ENDPOINTS, true)) {
    $_SERVER['SCRIPT_NAME'] = '/' . $m[1];
    $_SERVER['SCRIPT_FILENAME'] = __DIR__ . '/' . $m[1];
    require __DIR__ . '/' . $m[1];
    return true;
}

fail(404, 'Not found');

function serve_upload(string $relative): never
{
    $segments = explode('/', $relative);
    foreach ($segments as $segment) {
        if ($segment === '' || $segment === '.' || $segment === '..' || str_starts_with($segment, '.')) {
            not_found_plain();
        }
    }
    $extension = strtolower(pathinfo($relative, PATHINFO_EXTENSION));
    if (!isset(STATIC_TYPES[$extension]) || !in_array(method(), ['GET', 'HEAD'], true)) {
        not_found_plain();
    }
    foreach ([uploads_dir(), seed_uploads_dir()] as $root) {
        $file = $root . '/' . $relative;
        if (is_file($file)) {
            header('Content-Type: ' . STATIC_TYPES[$extension]);
            header('Content-Length: ' . filesize($file));
            header('Cache-Control: public, max-age=3600');
            header('X-Content-Type-Options: nosniff');
            if ($extension === 'svg') {
                // Uploaded SVGs are served as images, never as active documents.
                header("Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox");
            }
            if (method() !== 'HEAD') {
                readfile($file);
            }
            exit;
        }
    }
    not_found_plain();
}

function not_found_plain(): never
{
    http_response_code(404);
    header('Content-Type: text/plain; charset=utf-8');
    echo "Not Found\n";
    exit;
}
