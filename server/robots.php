<?php
/**
 * /robots.txt: the build's robots.txt with the sitemap's absolute address, which only the server
 * knows (a Sitemap line must be a full URL). A host without PHP serves the file as it is.
 */
declare(strict_types=1);

namespace TruckParts\Server;

require_once __DIR__ . '/lib/page.php';

run_safely(static function (): void {
    $rules = @file_get_contents(site_dir() . '/robots.txt');
    if ($rules === false) {
        throw new \RuntimeException('robots.txt is missing');
    }
    $origin = site_origin();
    if ($origin === null) {
        throw new \RuntimeException('no trusted origin for the Sitemap line');
    }
    header('Content-Type: text/plain; charset=UTF-8');
    header('Cache-Control: no-cache');
    echo rtrim($rules) . "\n\nSitemap: " . $origin . "/sitemap.xml\n";
}, static function (): void {
    send_static('robots.txt', 200, 'text/plain; charset=UTF-8');
});
