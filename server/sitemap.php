<?php
/**
 * /sitemap.xml: the site's public pages, every part and every post, read from the backend's public
 * lists and kept like the record pages. Never a staff address: the public paths come from the
 * build (the public page table), the rest are record pages. With no list and no copy of one, 503, so
 * that a crawler comes back rather than reading a sitemap with the records missing. Past 50,000
 * addresses, a sitemap index of pages.
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

/** One <url> line: XML-escaped, as every address here carries the site's origin. */
function url_line(string $address, ?string $date = null): string
{
    return '  <url><loc>' . htmlspecialchars($address, ENT_XML1 | ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8') . '</loc>'
        . ($date !== null ? "<lastmod>$date</lastmod>" : '') . "</url>\n";
}

run_safely(static function (): void {
    $origin = site_origin();
    if ($origin === null) {
        throw new \RuntimeException('no trusted origin for the sitemap');
    }
    // The whole list as [path, date] pairs: ids only, so 20,000 parts stay well inside PHP's memory.
    $urls = array_map(static fn ($path) => [(string) $path, null], config()['publicPaths']);
    foreach (config()['pages'] as $page) {
        $dated = $page['record'] !== 'getPart';
        $entry = cached('list-' . $page['record'], (string) $page['script'], (int) config()['listBytes'], static fn (int $status, array $reply) => read_list($status, $reply, $dated));
        if ($entry === null) {
            throw new \RuntimeException('no list from ' . $page['script']);
        }
        foreach ($entry['value'] as [$id, $date]) {
            $urls[] = [$page['prefix'] . $id, $date];
        }
    }
    // Past the protocol's 50,000 addresses a file, /sitemap.xml is an index of /sitemap.xml?page=N.
    $size = max(1, (int) config()['sitemapUrls']);
    $pages = (int) ceil(count($urls) / $size);
    $asked = $_GET['page'] ?? null;
    $page = $asked === null ? 1 : (is_string($asked) && ctype_digit($asked) ? (int) $asked : 0);
    if ($page < 1 || $page > $pages) {
        http_response_code(404);
        header('Content-Type: text/plain; charset=UTF-8');
        echo "No such sitemap page.\n";
        return;
    }
    header('Content-Type: application/xml; charset=UTF-8');
    header('Cache-Control: no-cache');
    echo '<?xml version="1.0" encoding="UTF-8"?>' . "\n";
    if ($asked === null && $pages > 1) {
        echo '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' . "\n";
        for ($index = 1; $index <= $pages; $index++) {
            echo '  <sitemap><loc>' . htmlspecialchars("$origin/sitemap.xml?page=$index", ENT_XML1 | ENT_QUOTES, 'UTF-8') . "</loc></sitemap>\n";
        }
        echo "</sitemapindex>\n";
        return;
    }
    echo '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' . "\n";
    foreach (array_slice($urls, ($page - 1) * $size, $size) as [$path, $date]) {
        echo url_line($origin . $path, $date);
    }
    echo "</urlset>\n";
}, static function (): void {
    http_response_code(503);
    header('Retry-After: 300');
    header('Content-Type: text/plain; charset=UTF-8');
    echo "The sitemap is not available right now.\n";
});
