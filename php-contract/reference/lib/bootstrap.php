<?php
// Shared set-up for every endpoint script of the reference backend: configuration, CORS,
// JSON in and out, the PDO connection and stored-file helpers. A test double of the real
// PHP + MySQL backend, not the product (see README.md).

declare(strict_types=1);

ini_set('display_errors', '0');
ini_set('log_errors', '1');
error_reporting(E_ALL);
// New rows get DATETIME values in the machine's local time zone (like MySQL's NOW() on a host),
// so a browser on the same machine reads them as "just now". REFERENCE_TZ or TZ override it.
(static function (): void {
    $zone = getenv('REFERENCE_TZ') ?: (getenv('TZ') ?: '');
    if ($zone === '' && is_link('/etc/localtime')) {
        $zone = (string) preg_replace('#^.*zoneinfo/#', '', (string) readlink('/etc/localtime'));
    }
    date_default_timezone_set(in_array($zone, timezone_identifiers_list(), true) ? $zone : 'UTC');
})();

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

function data_dir(): string
{
    $dir = getenv('REFERENCE_DATA_DIR');
    return rtrim($dir !== false && $dir !== '' ? $dir : dirname(__DIR__) . '/.data', '/');
}

/** Where files written by the backend live (served at /uploads/ before the seed assets). */
function uploads_dir(): string
{
    return data_dir() . '/uploads';
}

/** The read-only seed assets committed in the repository. */
function seed_uploads_dir(): string
{
    return dirname(__DIR__, 3) . '/public/uploads';
}

/** A line on the server's stderr (php -S runs with -q, which also silences error_log()). */
function log_line(string $message): void
{
    file_put_contents('php://stderr', '[' . date('Y-m-d H:i:s') . '] ' . $message . "\n");
}

function send_cors_headers(): void
{
    header('Access-Control-Allow-Origin: *');
    header('Access-Control-Allow-Methods: GET, POST, PUT, DELETE, OPTIONS');
    header('Access-Control-Allow-Headers: Content-Type');
    header('Access-Control-Max-Age: 86400');
}

/** The Content-Type of JSON answers; a script may change it (insert_part.php does, like the original). */
function json_content_type(?string $type = null): string
{
    static $current = 'application/json; charset=utf-8';
    if ($type !== null) {
        $current = $type;
    }
    return $current;
}

/** Sends a JSON response and ends the request. */
function respond(int $status, $payload): never
{
    http_response_code($status);
    header('Content-Type: ' . json_content_type());
    echo json_encode($payload, JSON_INVALID_UTF8_SUBSTITUTE);
    exit;
}

function fail(int $status, string $text, string $key = 'message'): never
{
    respond($status, ['success' => false, $key => $text]);
}

function method(): string
{
    return strtoupper($_SERVER['REQUEST_METHOD'] ?? 'GET');
}

function answer_preflight(): never
{
    ini_set('default_mimetype', '');
    http_response_code(204);
    exit;
}

/** Answers a preflight, or 405 for a method the script does not implement. */
function allow_methods(array $methods, string $errorKey = 'message'): void
{
    if (method() === 'OPTIONS') {
        answer_preflight();
    }
    if (!in_array(method(), $methods, true)) {
        header('Allow: ' . implode(', ', array_merge($methods, ['OPTIONS'])));
        fail(405, 'Method not allowed', $errorKey);
    }
}

/**
 * The request body as an array: JSON, or form fields when the client posted a form.
 * An empty body is an empty array; malformed JSON ends the request with 400.
 */
function request_body(string $errorKey = 'message'): array
{
    static $body = null;
    if ($body !== null) {
        return $body;
    }
    $raw = file_get_contents('php://input');
    if ($raw === false || trim($raw) === '') {
        return $body = $_POST;
    }
    $type = $_SERVER['CONTENT_TYPE'] ?? '';
    if (stripos($type, 'application/x-www-form-urlencoded') !== false || stripos($type, 'multipart/form-data') !== false) {
        return $body = $_POST;
    }
    $decoded = json_decode($raw, true);
    if (!is_array($decoded)) {
        fail(400, 'Invalid JSON body', $errorKey);
    }
    return $body = $decoded;
}

/** Trimmed text of a field, '' when missing, null or not scalar. */
function text_field(array $data, string ...$names): string
{
    foreach ($names as $name) {
        if (array_key_exists($name, $data) && $data[$name] !== null && is_scalar($data[$name])) {
            return trim((string) $data[$name]);
        }
    }
    return '';
}

function has_field(array $data, string ...$names): bool
{
    foreach ($names as $name) {
        if (array_key_exists($name, $data)) {
            return true;
        }
    }
    return false;
}

/** A positive integer id from a query or body value, or null. */
function positive_id($value): ?int
{
    if (is_int($value)) {
        return $value > 0 ? $value : null;
    }
    if (is_string($value) && preg_match('/^\s*\d{1,18}\s*$/', $value)) {
        $id = (int) trim($value);
        return $id > 0 ? $id : null;
    }
    return null;
}

/** A quantity of at least 1 ("5", 5, 5.0), or null when missing or not positive. */
function positive_quantity($value): ?int
{
    if (is_bool($value) || $value === null || (is_string($value) && trim($value) === '') || !is_numeric($value)) {
        return null;
    }
    $number = (float) $value;
    return $number > 0 ? max(1, (int) round($number)) : null;
}

/** Length in characters (mbstring is not always installed). */
function text_length(string $text): int
{
    return function_exists('mb_strlen') ? mb_strlen($text, 'UTF-8') : (int) preg_match_all('/./su', $text);
}

function now(): string
{
    return date('Y-m-d H:i:s');
}

/** LIKE pattern for "contains", with the wildcards of the search text escaped. */
function like_contains(string $text): string
{
    return '%' . strtr($text, ['\\' => '\\\\', '%' => '\\%', '_' => '\\_']) . '%';
}

/**
 * The WHERE clause (or '') and its parameters for a lead list's ?status= ('all' or none: every status)
 * and ?search= (contained in any of the `$searchable` columns).
 */
function list_filter(array $searchable): array
{
    $where = [];
    $params = [];
    $status = trim((string) ($_GET['status'] ?? ''));
    if ($status !== '' && $status !== 'all') {
        $where[] = 'status = ?';
        $params[] = $status;
    }
    $search = trim((string) ($_GET['search'] ?? ''));
    if ($search !== '') {
        $where[] = '(' . implode(' OR ', array_map(static fn ($c) => "$c LIKE ? ESCAPE '\\'", $searchable)) . ')';
        array_push($params, ...array_fill(0, count($searchable), like_contains($search)));
    }
    return [$where ? ' WHERE ' . implode(' AND ', $where) : '', $params];
}

function db(): PDO
{
    static $pdo = null;
    if ($pdo !== null) {
        return $pdo;
    }
    $file = data_dir() . '/database.sqlite';
    if (!is_file($file)) {
        log_line('no database at ' . $file . ' (run reset.php)');
        fail(500, 'Database not initialised');
    }
    $pdo = new PDO('sqlite:' . $file, null, null, [
        PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
        PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
        // The MySQL driver hands every value over as a string; so does this double.
        PDO::ATTR_STRINGIFY_FETCHES => true,
        PDO::ATTR_EMULATE_PREPARES => false,
        PDO::ATTR_TIMEOUT => 10,
    ]);
    $pdo->exec('PRAGMA foreign_keys = ON');
    $pdo->exec('PRAGMA busy_timeout = 10000');
    return $pdo;
}

function fetch_one(string $sql, array $params = []): ?array
{
    $stmt = db()->prepare($sql);
    $stmt->execute($params);
    $row = $stmt->fetch();
    return $row === false ? null : $row;
}

function fetch_all(string $sql, array $params = []): array
{
    $stmt = db()->prepare($sql);
    $stmt->execute($params);
    return $stmt->fetchAll();
}

function execute(string $sql, array $params = []): int
{
    $stmt = db()->prepare($sql);
    $stmt->execute($params);
    return $stmt->rowCount();
}

/** Writes bytes to uploads/<folder>/ under a generated name and returns the stored relative path. */
function store_file(string $folder, string $bytes, string $extension, string $hint = ''): string
{
    $dir = uploads_dir() . '/' . $folder;
    if (!is_dir($dir) && !mkdir($dir, 0775, true) && !is_dir($dir)) {
        throw new RuntimeException('cannot create ' . $dir);
    }
    $slug = strtolower(trim((string) preg_replace('/[^A-Za-z0-9]+/', '-', $hint), '-'));
    $slug = substr($slug !== '' ? $slug : $folder, 0, 40);
    $name = $slug . '-' . bin2hex(random_bytes(6)) . '.' . $extension;
    if (file_put_contents($dir . '/' . $name, $bytes, LOCK_EX) === false) {
        throw new RuntimeException('cannot write ' . $name);
    }
    return 'uploads/' . $folder . '/' . $name;
}

function sniff_mime(string $bytes): string
{
    $finfo = new finfo(FILEINFO_MIME_TYPE);
    return (string) $finfo->buffer($bytes);
}

function looks_like_svg(string $bytes): bool
{
    return preg_match('/<svg[\s>]/i', substr($bytes, 0, 4096)) === 1;
}

/**
 * The file extension for bytes of a given kind, checked by content (magic bytes), or null when
 * the content is not of that kind. Kinds: image, model, brochure.
 */
function detect_extension(string $kind, string $bytes): ?string
{
    $mime = sniff_mime($bytes);
    switch ($kind) {
        case 'image':
            $images = ['image/png' => 'png', 'image/jpeg' => 'jpg', 'image/gif' => 'gif', 'image/webp' => 'webp', 'image/svg+xml' => 'svg'];
            if (isset($images[$mime])) {
                return $images[$mime];
            }
            return in_array($mime, ['text/xml', 'application/xml', 'text/plain', 'text/html'], true) && looks_like_svg($bytes) ? 'svg' : null;
        case 'model':
            if (strncmp($bytes, 'glTF', 4) === 0) {
                return 'glb';
            }
            $json = json_decode($bytes, true);
            return is_array($json) && isset($json['asset']) ? 'gltf' : null;
        case 'brochure':
            return strncmp($bytes, '%PDF-', 5) === 0 && $mime === 'application/pdf' ? 'pdf' : null;
    }
    return null;
}

/**
 * A part file field as it should be stored: a base64 data URL is decoded and written to
 * uploads/<folder>/ (by default parts/, models/ or brochures/ after the kind; its content must
 * match the kind); a path or URL is kept; blank is null.
 * Ends the request with 400 on a bad data URL.
 */
function stored_file_value($value, string $kind, string $hint, ?string $folder = null): ?string
{
    if ($value === null || !is_string($value) || trim($value) === '') {
        return null;
    }
    $value = trim($value);
    if (strncmp($value, 'data:', 5) !== 0) {
        return $value;
    }
    $labels = ['image' => 'image', 'model' => '3D model', 'brochure' => 'brochure'];
    $folders = ['image' => 'parts', 'model' => 'models', 'brochure' => 'brochures'];
    if (!preg_match('#^data:([\w.+-]+/[\w.+-]+)?((?:;[\w.+-]+=[\w.+-]+)*);base64,(.*)$#s', $value, $m)) {
        fail(400, 'Invalid ' . $labels[$kind] . ' data');
    }
    $bytes = base64_decode(preg_replace('/\s+/', '', $m[3]), true);
    if ($bytes === false || $bytes === '') {
        fail(400, 'Invalid ' . $labels[$kind] . ' data');
    }
    if (strlen($bytes) > MAX_UPLOAD_BYTES) {
        fail(400, 'The ' . $labels[$kind] . ' is too large (maximum 10MB)');
    }
    $extension = detect_extension($kind, $bytes);
    if ($extension === null) {
        fail(400, 'Invalid ' . $labels[$kind] . ' file type');
    }
    return store_file($folder ?? $folders[$kind], $bytes, $extension, $hint);
}

set_error_handler(static function (int $level, string $message, string $file, int $line): bool {
    if (error_reporting() & $level) {
        log_line("PHP error $level: $message in $file:$line");
    }
    return true;
});

set_exception_handler(static function (Throwable $e): void {
    log_line(get_class($e) . ': ' . $e->getMessage() . ' in ' . $e->getFile() . ':' . $e->getLine());
    if (!headers_sent()) {
        send_cors_headers();
    }
    respond(500, ['success' => false, 'message' => 'Internal server error']);
});

send_cors_headers();
