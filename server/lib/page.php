<?php
/**
 * What the server pages share: the build's settings, a failure that never shows, escaping, and the
 * site's own address. The backend read is lib/backend.php's, the copies lib/copies.php's.
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
            'backend' => null,
            'backendHost' => null,
            'siteUrl' => null,
            'siteHosts' => [],
            'assetHost' => '/api',
            'siteName' => '',
            'privateDir' => null,
            'timeoutSeconds' => 1.5,
            'recordBytes' => 1048576,
            'listBytes' => 16777216,
            'cacheSeconds' => 300,
            'copies' => 2000,
            'copyBytes' => 67108864,
            'misses' => 512,
            'sitemapUrls' => 50000,
            'card' => '/site-card.png',
            'publicPaths' => ['/'],
            'pages' => [],
        ];
    }
    return $config;
}

/**
 * Says why something the pages could do is not done (no private folder, no trusted origin), once per
 * PHP process and reason, so a busy site does not fill its error log with the same line.
 */
function log_once(string $reason): void
{
    static $said = [];
    if (!isset($said[$reason])) {
        $said[$reason] = true;
        error_log('truck-parts server page: ' . $reason);
    }
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

/**
 * The site's public origin: canonical links, og:url, absolute pictures, the sitemap. SITE_URL when the
 * build was given one; else the request's Host header if it is one of SITE_HOSTS (and never kept in a
 * copy); else none, and the pages send the static files. Never X-Forwarded-*, which any visitor writes.
 */
function site_origin(): ?string
{
    $fixed = config()['siteUrl'];
    if (is_string($fixed) && $fixed !== '') {
        return rtrim($fixed, '/');
    }
    $host = strtolower((string) ($_SERVER['HTTP_HOST'] ?? ''));
    $allowed = array_map('strtolower', array_map('strval', (array) config()['siteHosts']));
    if ($host === '' || !in_array($host, $allowed, true)) {
        log_once($allowed === [] ? 'no SITE_URL nor SITE_HOSTS in the build: the static pages are sent' : 'a request for a host not in SITE_HOSTS got the static page');
        return null;
    }
    $https = strtolower((string) ($_SERVER['HTTPS'] ?? ''));
    return ($https !== '' && $https !== 'off' ? 'https' : 'http') . '://' . $host;
}

/** The request's path, without its query. */
function request_path(): string
{
    $path = parse_url((string) ($_SERVER['REQUEST_URI'] ?? '/'), PHP_URL_PATH);
    return is_string($path) ? $path : '/';
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
function absolute_url(string $url, string $origin): string
{
    if (preg_match('#^https?://#i', $url)) {
        return $url;
    }
    if (strpos($url, '//') === 0) {
        return (string) parse_url($origin, PHP_URL_SCHEME) . ':' . $url;
    }
    return $origin . ($url !== '' && $url[0] === '/' ? '' : '/') . $url;
}

/**
 * A page's fallback: the static file `file()` names for the request (the page a host without PHP
 * sends), or the app's own index.html when even that cannot be told.
 */
function static_fallback(callable $file): callable
{
    return static function () use ($file): void {
        $name = 'index.html';
        try {
            $name = (string) $file();
        } catch (\Throwable $ignored) {
            // The app's own page for any path.
        }
        send_static($name);
    };
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
