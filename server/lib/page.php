<?php
/**
 * What the server pages share: the build's settings, a failure that never shows, the backend read
 * with a short timeout and a small file cache, escaping, and the site's own address.
 *
 * The pages answer public addresses that a visitor or a crawler opens; a page must never show a PHP
 * error nor wait long on the backend. Whatever goes wrong, the page falls back to what a host without
 * PHP would send (the build's own static file), so the worst case is today's page.
 */
declare(strict_types=1);

namespace TruckParts\Server;

/** The build's settings for this site (server/config.php, written by build/server-pages.ts). */
function config(): array
{
    static $config = null;
    if ($config === null) {
        // The file starts with a line of PHP that answers 404 if it is ever requested; the settings follow as JSON.
        $text = (string) @file_get_contents(__DIR__ . '/../config.php');
        $start = strpos($text, "?>\n");
        $read = $start === false ? null : json_decode(substr($text, $start + 3), true);
        if (!is_array($read)) {
            throw new \RuntimeException('server/config.php is missing or unreadable');
        }
        $config = $read + [
            'backend' => '/api',
            'assetHost' => '/api',
            'siteName' => '',
            'timeoutSeconds' => 1.5,
            'cacheSeconds' => 300,
            'cacheDir' => null,
            'card' => '/site-card.png',
            'publicPaths' => ['/'],
            'pages' => [],
        ];
    }
    return $config;
}

/** The built site's folder (server/ sits in it). */
function site_dir(): string
{
    return dirname(__DIR__, 2);
}

/**
 * Runs a page with every PHP error turned into an exception and nothing printed until it is done:
 * any failure discards what was written and sends `fallback` instead. Errors go to the server's log.
 */
function run_safely(callable $page, callable $fallback): void
{
    ini_set('display_errors', '0');
    ini_set('log_errors', '1');
    error_reporting(E_ALL);
    set_error_handler(static function (int $severity, string $message, string $file, int $line): bool {
        // An @-silenced call (a backend that does not answer) is handled where it is made.
        if (!(error_reporting() & $severity)) {
            return true;
        }
        throw new \ErrorException($message, 0, $severity, $file, $line);
    });
    $level = ob_get_level();
    ob_start();
    try {
        $page();
        ob_end_flush();
    } catch (\Throwable $error) {
        while (ob_get_level() > $level) {
            ob_end_clean();
        }
        error_log('truck-parts server page: ' . $error->getMessage() . ' at ' . $error->getFile() . ':' . $error->getLine());
        try {
            $fallback();
        } catch (\Throwable $ignored) {
            if (!headers_sent()) {
                http_response_code(503);
                header('Retry-After: 60');
            }
        }
    }
}

/** Text for HTML: element content and attribute values alike. */
function h(string $text): string
{
    return htmlspecialchars($text, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8');
}

/** JSON that is safe inside a <script> element: no <, >, &, ' or " can end it or open a tag. */
function json_for_script($value): string
{
    $json = json_encode(
        $value,
        JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE
    );
    if (!is_string($json)) {
        throw new \RuntimeException('json_encode failed');
    }
    return $json;
}

/** JavaScript's encodeURIComponent, so links read as the app writes them. */
function encode_uri_component(string $text): string
{
    return strtr(rawurlencode($text), ['%21' => '!', '%2A' => '*', '%27' => "'", '%28' => '(', '%29' => ')']);
}

/** The request's own host, if it is a well-formed host name or address (with an optional port). */
function request_host(): ?string
{
    $host = (string) ($_SERVER['HTTP_HOST'] ?? '');
    return preg_match('/^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9-]{1,63})*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/', $host) ? $host : null;
}

function request_scheme(): string
{
    $https = strtolower((string) ($_SERVER['HTTPS'] ?? ''));
    if ($https !== '' && $https !== 'off') {
        return 'https';
    }
    if (strtolower((string) ($_SERVER['HTTP_X_FORWARDED_PROTO'] ?? '')) === 'https' || strtolower((string) ($_SERVER['REQUEST_SCHEME'] ?? '')) === 'https') {
        return 'https';
    }
    return 'http';
}

/** The site's origin as the visitor reached it: canonical links, og:url and absolute pictures. */
function site_origin(): string
{
    $host = request_host() ?? (string) ($_SERVER['SERVER_NAME'] ?? 'localhost');
    return request_scheme() . '://' . $host;
}

/** The request's path, without its query. */
function request_path(): string
{
    $path = parse_url((string) ($_SERVER['REQUEST_URI'] ?? '/'), PHP_URL_PATH);
    return is_string($path) ? $path : '/';
}

/**
 * Where a backend script is read from. An absolute backend (another origin) is called as the build
 * set it. A relative one (the site's own api/ folder) is called on this very server, by its own
 * address: the visitor's Host header names the site, but it never chooses which machine is called.
 * Returns the URL to connect to and the stream context options that make it this site.
 */
function backend_request(string $script): array
{
    $backend = rtrim((string) config()['backend'], '/');
    if (preg_match('#^https?://#i', $backend)) {
        return [$backend . '/' . $script, []];
    }
    $path = '/' . ltrim($backend, '/') . '/' . $script;
    $host = request_host() ?? (string) ($_SERVER['SERVER_NAME'] ?? 'localhost');
    $address = (string) ($_SERVER['SERVER_ADDR'] ?? '127.0.0.1');
    if (strpos($address, ':') !== false) {
        $address = '[' . $address . ']';
    }
    $port = (int) ($_SERVER['SERVER_PORT'] ?? 0);
    // TLS to this server only when this server speaks it (not when a proxy in front of it does).
    $tls = strtolower((string) ($_SERVER['HTTPS'] ?? ''));
    $scheme = $tls !== '' && $tls !== 'off' ? 'https' : 'http';
    $port = $port > 0 ? $port : ($scheme === 'https' ? 443 : 80);
    $options = ['http' => ['header' => 'Host: ' . $host]];
    if ($scheme === 'https') {
        $options['ssl'] = ['peer_name' => preg_replace('/:\d+$/', '', $host)];
    }
    return [$scheme . '://' . $address . ':' . $port . $path, $options];
}

/**
 * GETs a public backend script and decodes its JSON. Returns [status, decoded] or null when there was
 * no readable answer (no connection, the timeout, a body that is not JSON: a PHP notice before the
 * JSON is tolerated, as the app tolerates it).
 */
function backend_json(string $script): ?array
{
    [$url, $options] = backend_request($script);
    $timeout = (float) config()['timeoutSeconds'];
    $options['http'] = ($options['http'] ?? []) + [
        'method' => 'GET',
        'timeout' => $timeout,
        'ignore_errors' => true,
        'follow_location' => 0,
        'user_agent' => 'truck-parts-server-page',
    ];
    $options['http']['header'] = trim(($options['http']['header'] ?? '') . "\r\nAccept: application/json\r\nConnection: close");
    $context = stream_context_create($options);
    $started = microtime(true);
    $stream = @fopen($url, 'rb', false, $context);
    if ($stream === false) {
        return null;
    }
    $body = '';
    // The read timeout is per read; the whole answer is given the same time.
    while (!feof($stream)) {
        $chunk = fread($stream, 65536);
        if ($chunk === false || (stream_get_meta_data($stream)['timed_out'] ?? false) || microtime(true) - $started > $timeout) {
            fclose($stream);
            return null;
        }
        $body .= $chunk;
        if (strlen($body) > 16 * 1024 * 1024) {
            fclose($stream);
            return null;
        }
    }
    $meta = stream_get_meta_data($stream);
    fclose($stream);
    $status = 0;
    foreach ($meta['wrapper_data'] ?? [] as $line) {
        if (preg_match('#^HTTP/\S+\s+(\d{3})#', (string) $line, $match)) {
            $status = (int) $match[1];
        }
    }
    $decoded = decode_json($body);
    return $status === 0 || $decoded === null ? null : [$status, $decoded];
}

/** JSON, or JSON after a PHP notice or warning the backend printed first. */
function decode_json(string $body): ?array
{
    $decoded = json_decode($body, true);
    if (is_array($decoded)) {
        return $decoded;
    }
    $start = strcspn($body, '{[');
    if ($start > 0 && $start < strlen($body)) {
        $decoded = json_decode(substr($body, $start), true);
        if (is_array($decoded)) {
            return $decoded;
        }
    }
    return null;
}

function cache_dir(): string
{
    $dir = config()['cacheDir'];
    if (!is_string($dir) || $dir === '') {
        // One folder per deployed site and backend, in the system's temporary folder.
        $dir = rtrim(sys_get_temp_dir(), '/\\') . '/truck-parts-pages-' . substr(sha1(site_dir() . '|' . config()['backend']), 0, 16);
    }
    return $dir;
}

/**
 * A backend read through the cache: a copy younger than cacheSeconds is used as it is; an older one
 * is read again, and kept if the backend does not answer. `read` turns the backend's answer into
 * what is kept (or null when the answer is not one: then the copy, if any, is used).
 * Returns ['value' => ..., 'at' => unix time it was read] or null.
 */
function cached(string $key, string $script, callable $read): ?array
{
    $file = cache_dir() . '/' . preg_replace('/[^a-z0-9-]/', '', $key) . '.json';
    $copy = null;
    if (is_file($file)) {
        $stored = json_decode((string) @file_get_contents($file), true);
        if (is_array($stored) && isset($stored['at']) && array_key_exists('value', $stored)) {
            $copy = $stored;
        }
    }
    if ($copy !== null && time() - (int) $copy['at'] < (int) config()['cacheSeconds']) {
        return $copy;
    }
    $answer = backend_json($script);
    $value = $answer === null ? null : $read($answer[0], $answer[1]);
    if ($value === null) {
        return $copy;
    }
    $fresh = ['at' => time(), 'value' => $value];
    write_cache($file, $fresh);
    return $fresh;
}

/** Writes a cache file whole (a reader never sees half of one); a folder that cannot be written is no cache. */
function write_cache(string $file, array $entry): void
{
    $dir = dirname($file);
    if (!is_dir($dir) && !@mkdir($dir, 0700, true) && !is_dir($dir)) {
        return;
    }
    $tmp = $file . '.' . getmypid() . '.tmp';
    if (@file_put_contents($tmp, json_encode($entry, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE)) !== false) {
        @rename($tmp, $file);
    }
}

/**
 * A stored picture's address, as the app makes it (src/config/urls.ts, assetUrl): http(s) addresses
 * as they are, a path on the asset host; anything else (javascript:, data:) is no picture.
 */
function asset_url($stored): ?string
{
    if (!is_string($stored)) {
        return null;
    }
    $url = trim(preg_replace('/[\x00-\x1F\x7F]/', '', $stored) ?? '');
    if ($url === '') {
        return null;
    }
    if (preg_match('/^([a-z][a-z0-9+.-]*):/i', $url, $scheme)) {
        return in_array(strtolower($scheme[1]), ['http', 'https'], true) ? $url : null;
    }
    if (strpos($url, '//') === 0) {
        return $url;
    }
    $path = $url[0] === '/' ? $url : '/' . preg_replace('#^\./#', '', $url);
    return rtrim((string) config()['assetHost'], '/') . $path;
}

/** An address made absolute against the site's origin. */
function absolute_url(string $url): string
{
    if (preg_match('#^https?://#i', $url)) {
        return $url;
    }
    if (strpos($url, '//') === 0) {
        return request_scheme() . ':' . $url;
    }
    return site_origin() . ($url !== '' && $url[0] === '/' ? '' : '/') . $url;
}

/** Sends a file of the built site as it is (the page a host without PHP sends). */
function send_static(string $file, int $status = 200, string $type = 'text/html; charset=UTF-8'): void
{
    $path = site_dir() . '/' . basename($file);
    $body = @file_get_contents($path);
    if ($body === false) {
        throw new \RuntimeException("the built file $file is missing");
    }
    if (!headers_sent()) {
        http_response_code($status);
        header('Content-Type: ' . $type);
        header('Cache-Control: no-cache');
    }
    echo $body;
}
