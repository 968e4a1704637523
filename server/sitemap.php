<?php
/**
 * /sitemap.xml: the site's public pages, every part and every post, read from the backend's public
 * lists and cached like the record pages. Never a staff address: the public paths come from the
 * build (the public page table), the rest are record pages. With no list and no copy of one, 503, so
 * that a crawler comes back rather than reading a sitemap with the records missing.
 */
declare(strict_types=1);

namespace TruckParts\Server;

require_once __DIR__ . '/lib/records.php';

/** The ids (and a post's date) of a public list reply, or null when it is not one. */
function read_list(int $status, array $reply, bool $dated): ?array
{
    $rows = $reply['data'] ?? $reply;
    if ($status !== 200 || !is_array($rows) || ($rows !== [] && !isset($rows[0]))) {
        return null;
    }
    $items = [];
    foreach ($rows as $row) {
        $id = is_array($row) && isset($row['id']) && ctype_digit((string) $row['id']) ? (int) $row['id'] : 0;
        if ($id > 0) {
            $items[] = $dated ? [$id, date_of(text_of($row, 'date'))] : [$id, null];
        }
    }
    return $items;
}

run_safely(static function (): void {
    $lists = [];
    foreach (config()['pages'] as $page) {
        $dated = $page['record'] !== 'getPart';
        $entry = cached('list-' . $page['record'], (string) $page['script'], static fn (int $status, array $reply) => read_list($status, $reply, $dated));
        if ($entry === null) {
            throw new \RuntimeException('no list from ' . $page['script']);
        }
        $lists[] = [$page['prefix'], $entry['value']];
    }
    $origin = site_origin();
    $url = static fn (string $path, ?string $date = null) => '  <url><loc>' . htmlspecialchars($origin . $path, ENT_XML1 | ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8') . '</loc>'
        . ($date !== null ? "<lastmod>$date</lastmod>" : '') . "</url>\n";
    $xml = '<?xml version="1.0" encoding="UTF-8"?>' . "\n" . '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' . "\n";
    foreach (config()['publicPaths'] as $path) {
        $xml .= $url((string) $path);
    }
    foreach ($lists as [$prefix, $items]) {
        foreach ($items as [$id, $date]) {
            $xml .= $url($prefix . $id, $date);
        }
    }
    header('Content-Type: application/xml; charset=UTF-8');
    header('Cache-Control: no-cache');
    echo $xml . "</urlset>\n";
}, static function (): void {
    http_response_code(503);
    header('Retry-After: 300');
    header('Content-Type: text/plain; charset=UTF-8');
    echo "The sitemap is not available right now.\n";
});
