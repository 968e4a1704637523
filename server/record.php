<?php
/**
 * A record's public page, /catalog/{id} or /blog/{id} (the server rules send both here): the build's
 * static page for the route with the record in it, so a link preview, a search engine and a visitor
 * without the app's code all see the part or the post. The same page for every visitor.
 *   record found        200, the record in the head and body
 *   no such record      404, noindex (the app shows its Not Found page)
 *   no backend answer   a copy if there is one, else the static page (200), within the read's deadline
 *   no trusted origin   the static page (no SITE_URL, and a Host header not in SITE_HOSTS)
 */
declare(strict_types=1);

namespace TruckParts\Server;

require_once __DIR__ . '/lib/records.php';

/** The page of the request's path, and its id; the id is a positive whole number or there is no record. */
function requested_page(): array
{
    foreach (config()['pages'] as $page) {
        $prefix = (string) $page['prefix'];
        if (preg_match('#^' . preg_quote($prefix, '#') . '([^/]+)/?$#', request_path(), $match)) {
            $id = ctype_digit($match[1]) && strlen($match[1]) <= 12 ? (int) $match[1] : 0;
            return [$page, $id];
        }
    }
    throw new \RuntimeException('no record page at ' . request_path());
}


run_safely(static function (): void {
    [$page, $id] = requested_page();
    $kind = (string) $page['record'];
    $template = @file_get_contents(site_dir() . '/' . basename((string) $page['file']));
    if ($template === false) {
        throw new \RuntimeException('the page template is missing');
    }
    header('Content-Type: text/html; charset=UTF-8');
    header('Cache-Control: no-cache');
    $read = static fn (int $status, array $reply) => read_record($status, $reply, $kind);
    $entry = $id > 0
        ? cached("$kind-$id", $page['script'] . '?id=' . $id, (int) config()['recordBytes'], $read, MISSING)
        : ['at' => time(), 'value' => MISSING];
    if ($entry === null) {
        echo $template;
        return;
    }
    if ($entry['value'] === MISSING) {
        http_response_code(404);
        echo missing_page($template, missing_view($kind));
        return;
    }
    $origin = site_origin();
    if ($origin === null) {
        echo $template;
        return;
    }
    $record = $entry['value'];
    $view = $kind === 'getPart' ? part_view($record, $id, $origin) : post_view($record, $id, $origin);
    // What the app reads in place of its own first request: the reply as the backend shapes it.
    $reply = ['id' => $id, 'at' => $entry['at'] * 1000, 'reply' => $kind === 'getPart' ? $record : ['data' => $record]];
    echo record_page($template, $view, $reply, $origin);
}, static_fallback(static fn () => requested_page()[0]['file']));
