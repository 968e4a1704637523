<?php
/**
 * A public list's page, /catalog (with ?category= and ?q=) or /blog (the server rules send both here):
 * the build's static page for the route with the list's first screen in it, so a visitor on a slow link
 * sees the first parts or posts before the app's code is in, and a crawler or a browser without
 * scripts sees them at all. The same page for every visitor.
 *   list read           200, the first screen in the body and the rows for the app
 *   no backend answer   a copy if there is one, else the static page (200), within the read's deadline
 */
declare(strict_types=1);

namespace TruckParts\Server;

require_once __DIR__ . '/lib/lists.php';

/** The list page of the request's path. */
function requested_list(): array
{
    foreach (config()['lists'] as $list) {
        if (rtrim(request_path(), '/') === $list['path']) {
            return $list;
        }
    }
    throw new \RuntimeException('no list page at ' . request_path());
}

/** A query parameter as one line of text, at most 200 characters (what the app's address can carry). */
function query_text(string $name): string
{
    $value = $_GET[$name] ?? '';
    if (!is_string($value)) {
        return '';
    }
    $value = trim(preg_replace('/[\x00-\x1F\x7F]/', ' ', $value) ?? '');
    // mbstring is not on every host: the first 200 characters by a UTF-8 pattern (nothing, if not UTF-8).
    return preg_match('/^.{0,200}/us', $value, $head) ? $head[0] : '';
}


run_safely(static function (): void {
    $list = requested_list();
    $template = @file_get_contents(site_dir() . '/' . basename((string) $list['file']));
    if ($template === false) {
        throw new \RuntimeException('the list template is missing');
    }
    header('Content-Type: text/html; charset=UTF-8');
    header('Cache-Control: no-cache');
    $parts = $list['call'] === 'listParts';
    // The catalogue's address carries its category and search as the app writes them (catalogStateParams).
    $category = $parts ? query_text('category') : '';
    $category = $category === '' ? 'All' : $category;
    $search = $parts ? query_text('q') : '';
    $query = array_filter(['category' => $category === 'All' ? '' : $category, 'search' => $search], static fn ($v) => $v !== '');
    $script = $list['script'] . ($query === [] ? '' : '?' . http_build_query($query, '', '&', PHP_QUERY_RFC3986));
    // Without a trusted origin the page cannot be drawn: no backend read for it.
    $origin = site_origin();
    if ($origin === null) {
        echo $template;
        return;
    }
    $size = (int) $list['size'];
    $entry = cached(
        $list['call'] . '-' . substr(sha1($script), 0, 16),
        $script,
        (int) config()['listBytes'],
        static fn (int $status, array $reply) => read_first_screen($status, $reply, $parts, $size)
    );
    if ($entry === null) {
        echo $template;
        return;
    }
    $screen = $entry['value'];
    $body = $parts ? catalog_body($screen, $category, $search, (int) $list['first']) : blog_body($screen, (int) $list['first']);
    // What the app shows until its own read of the list is in (src/lib/server-list.ts).
    $data = ['path' => $list['path'], 'category' => $category, 'search' => $search, 'at' => $entry['at'] * 1000] + $screen;
    // A category's page is a page of its own; a search's is not one to index (it is the backend's finds).
    $canonical = $origin . $list['path'] . ($category !== 'All' ? '?' . http_build_query(['category' => $category], '', '&', PHP_QUERY_RFC3986) : '');
    echo list_page($template, list_head($list, $canonical, $search !== '', $origin), $body, $data);
}, static_fallback(static fn () => requested_list()['file']));
