<?php
/**
 * The server pages' own checks, with no framework: php server/test.php
 * A copy of the pages as the build deploys them (a small page template in place of the build's),
 * served by PHP's built-in server, in front of a fake backend that answers, answers slowly, is gone,
 * or sends hostile text. Each check prints "ok" or "FAIL"; the exit status is the number of failures.
 * The Apache e2e (tests/e2e/apache/record-pages.spec.ts) checks the real build on the real server.
 */
declare(strict_types=1);

const HOSTILE = 'Bolt "><script>alert(1)</script>';
$failures = 0;

function check(bool $ok, string $what): void
{
    global $failures;
    echo ($ok ? 'ok   ' : 'FAIL ') . $what . "\n";
    $failures += $ok ? 0 : 1;
}

function free_port(): int
{
    $socket = stream_socket_server('tcp://127.0.0.1:0');
    $port = (int) substr(strrchr(stream_socket_get_name($socket, false), ':'), 1);
    fclose($socket);
    return $port;
}

function copy_tree(string $from, string $to): void
{
    @mkdir($to, 0777, true);
    foreach (scandir($from) as $entry) {
        if ($entry === '.' || $entry === '..' || strpos($entry, 'test') === 0) {
            continue;
        }
        is_dir("$from/$entry") ? copy_tree("$from/$entry", "$to/$entry") : copy("$from/$entry", "$to/$entry");
    }
}

function write_config(string $site, array $settings): void
{
    $config = $settings + [
        'assetHost' => '/api',
        'siteName' => 'Test Parts',
        'timeoutSeconds' => 1.5,
        'cacheSeconds' => 300,
        'card' => '/site-card.png',
        'publicPaths' => ['/', '/catalog', '/blog'],
        'pages' => [
            ['prefix' => '/catalog/', 'file' => 'part.html', 'record' => 'getPart', 'script' => 'parts.php'],
            ['prefix' => '/blog/', 'file' => 'blog-post.html', 'record' => 'getBlogPost', 'script' => 'blog_posts.php'],
        ],
    ];
    file_put_contents("$site/server/config.php", "<?php http_response_code(404); exit; ?>\n" . json_encode($config, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES));
}

/** GET from a test server: [status, body, seconds]. */
function get(string $url): array
{
    $started = microtime(true);
    $body = @file_get_contents($url, false, stream_context_create(['http' => ['ignore_errors' => true, 'timeout' => 15]]));
    $status = 0;
    foreach ($http_response_header ?? [] as $line) {
        if (preg_match('#^HTTP/\S+\s+(\d{3})#', $line, $m)) {
            $status = (int) $m[1];
        }
    }
    return [$status, (string) $body, microtime(true) - $started];
}

function serve(string $root, int $port, ?string $router = null): array
{
    $command = [PHP_BINARY, '-d', 'display_errors=0', '-S', "127.0.0.1:$port", '-t', $root];
    if ($router !== null) {
        $command[] = $router;
    }
    $process = proc_open($command, [['pipe', 'r'], ['file', '/dev/null', 'w'], ['file', '/dev/null', 'w']], $pipes, $root, ['PHP_CLI_SERVER_WORKERS' => '4'] + getenv());
    for ($i = 0; $i < 100 && @fsockopen('127.0.0.1', $port) === false; $i++) {
        usleep(50000);
    }
    return [$process, $pipes];
}

$work = sys_get_temp_dir() . '/server-pages-test-' . getmypid();
$site = "$work/site";
$backend = "$work/backend";
copy_tree(__DIR__, "$site/server");
mkdir($backend, 0777, true);
$template = '<!doctype html><html lang="en"><head><title>Test Parts</title>'
    . "\n    <meta\n      name=\"description\"\n      content=\"The site.\"\n    />"
    . '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>'
    . '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">'
    . '<link rel="preload" as="style" crossorigin href="/assets/page.css"></head>'
    . '<body><div id="root"><div class="site"><main id="main" class="site-main"><div class="spinner-wrap">Loading...</div></main></div></div></body></html>';
mkdir("$site/assets");
file_put_contents("$site/assets/page.css", '.part-page{color:red}');
file_put_contents("$site/part.html", $template);
file_put_contents("$site/blog-post.html", $template);
file_put_contents("$site/index.html", $template);
file_put_contents("$site/robots.txt", "User-agent: *\nDisallow: /admin/\n");
// As the server rules route: a record's page, the sitemap and robots.txt to the PHP pages; the folder itself is not served.
file_put_contents("$work/router.php", '<?php
$path = parse_url($_SERVER["REQUEST_URI"], PHP_URL_PATH);
if (preg_match("#^/(catalog|blog)/[^/]+/?$#", $path)) { require ' . var_export("$site/server/record.php", true) . '; return true; }
if ($path === "/sitemap.xml") { require ' . var_export("$site/server/sitemap.php", true) . '; return true; }
if ($path === "/robots.txt") { require ' . var_export("$site/server/robots.php", true) . '; return true; }
return false;');
file_put_contents("$backend/parts.php", '<?php
header("Content-Type: application/json");
$id = $_GET["id"] ?? null;
$parts = [
  ["id" => "1", "name" => "Silencer Assembly", "description" => "Complete silencer.", "image" => "uploads/parts/silencer.jpg", "category" => "Silencer Parts", "stock" => "4", "password" => "never shown"],
  ["id" => "2", "name" => ' . var_export(HOSTILE, true) . ', "description" => "</script><script>alert(2)</script> & more", "image" => "javascript:alert(3)", "category" => "\"><img src=x onerror=alert(4)>"],
];
if ($id === null) { echo json_encode(["success" => true, "data" => $parts]); exit; }
if ($id === "3") { echo "<br />\n<b>Notice</b>: something<br />\n"; echo json_encode($parts[0]); exit; }
if ($id === "5") { sleep(10); }
foreach ($parts as $part) { if ($part["id"] === $id) { echo json_encode($part); exit; } }
http_response_code(404); echo json_encode(["success" => false, "message" => "Part not found"]);');
file_put_contents("$backend/blog_posts.php", '<?php
header("Content-Type: application/json");
$post = ["id" => "7", "title" => "Lock ring checks", "excerpt" => "Five minutes a trip.", "content" => "First paragraph.\n\nSecond paragraph.", "author" => "R. Patel", "date" => "2026-11-10 09:00:00", "category" => "Safety", "image" => null];
if (!isset($_GET["id"])) { echo json_encode(["data" => [$post]]); exit; }
if ($_GET["id"] === "7") { echo json_encode(["data" => $post]); exit; }
http_response_code(404); echo json_encode(["error" => "Post not found"]);');

$sitePort = free_port();
$backendPort = free_port();
$cache = "$work/cache";
write_config($site, ['backend' => "http://127.0.0.1:$backendPort", 'cacheDir' => $cache]);
$servers = [serve($site, $sitePort, "$work/router.php"), serve($backend, $backendPort)];
$at = "http://127.0.0.1:$sitePort";

try {
    // Syntax of every page and helper.
    foreach (array_merge(glob(__DIR__ . '/*.php'), glob(__DIR__ . '/lib/*.php')) as $file) {
        exec(escapeshellarg(PHP_BINARY) . ' -l ' . escapeshellarg($file) . ' 2>&1', $output, $status);
        check($status === 0, 'php -l ' . basename($file));
    }

    [$status, $html] = get("$at/catalog/1");
    check($status === 200, 'a part answers 200');
    check(strpos($html, '<title>Silencer Assembly | Test Parts</title>') !== false, 'its title');
    check(strpos($html, '<meta property="og:title" content="Silencer Assembly">') !== false, 'its og:title');
    check(strpos($html, '<meta property="og:image" content="/api/uploads/parts/silencer.jpg">') === false
        && strpos($html, '<meta property="og:image" content="http://127.0.0.1:' . $sitePort . '/api/uploads/parts/silencer.jpg">') !== false, 'its picture as an absolute og:image');
    check(strpos($html, '<link rel="canonical" href="http://127.0.0.1:' . $sitePort . '/catalog/1">') !== false, 'its canonical link');
    check(substr_count($html, 'name="description"') === 1 && strpos($html, 'content="Complete silencer."') !== false, 'one description, the part\'s');
    check(strpos($html, '<h1 id="part-title">Silencer Assembly</h1>') !== false && strpos($html, 'Loading...') === false, 'the part in place of the loading state');
    check(strpos($html, 'never shown') === false, 'no field the page does not show');
    check(strpos($html, '<style>.part-page{color:red}</style>') !== false, "the page's stylesheet inlined");
    check(strpos($html, '<meta name="app-code" content="/assets/index.js /assets/react.js">') !== false
        && strpos($html, '<script type="module"') === false && strpos($html, 'modulepreload') === false, "the app's code named for after the paint, not loaded with the HTML");
    preg_match('#<script type="application/ld\+json">(.*?)</script>#s', $html, $ld);
    $data = json_decode($ld[1] ?? '', true);
    check(($data[1]['@type'] ?? '') === 'Product' && ($data[1]['category'] ?? '') === 'Silencer Parts', 'Product structured data');

    [$status, $html] = get("$at/catalog/2");
    check($status === 200, 'a hostile part answers 200');
    check(strpos($html, '<script>alert(') === false && strpos($html, '<img src=x') === false, 'its texts never become markup');
    check(strpos($html, 'Bolt &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;') !== false, 'its name escaped as text');
    check(!preg_match('/(src|href|content)="javascript:/i', $html), 'its javascript: picture left out');
    preg_match_all('#<script\b[^>]*>(.*?)</script>#s', $html, $scripts);
    $json = array_filter($scripts[0], static fn ($s) => strpos($s, 'application/') !== false);
    check(count($json) === 2, 'two data blocks (structured data, the record for the app)');
    foreach ($json as $block) {
        preg_match('#^<script[^>]*>(.*)</script>$#s', $block, $inner);
        check(json_decode($inner[1], true) !== null && stripos($inner[1], '</script') === false && strpos($inner[1], '<') === false, 'a data block is JSON with no "<" in it');
    }

    [$status, $html] = get("$at/catalog/3");
    check($status === 200 && strpos($html, '<h1 id="part-title">Silencer Assembly</h1>') !== false, 'a reply after a PHP notice is read');

    [$status, $html] = get("$at/catalog/99999");
    check($status === 404 && strpos($html, '<meta name="robots" content="noindex">') !== false && strpos($html, 'Part Not Found') !== false, 'a missing part: 404, noindex');
    [$status] = get("$at/catalog/abc");
    check($status === 404, 'an id that is no number: 404 without asking the backend');

    [$status, $html] = get("$at/blog/7");
    check($status === 200 && strpos($html, '<meta property="og:type" content="article">') !== false, 'a post answers 200 as an article');
    check(strpos($html, '<p class="blog-post-excerpt">Five minutes a trip.</p>') !== false && strpos($html, '<p>First paragraph.</p>') !== false, 'its excerpt and opening in the body');
    check(strpos($html, '<meta property="og:image" content="http://127.0.0.1:' . $sitePort . '/site-card.png">') !== false, 'no picture: the site card');
    check(strpos($html, '<time datetime="2026-11-10">November 10, 2026</time>') !== false, 'its date as the app writes it');

    [$status, $xml] = get("$at/sitemap.xml");
    check($status === 200 && strpos($xml, "<loc>http://127.0.0.1:$sitePort/catalog/2</loc>") !== false && strpos($xml, "<loc>http://127.0.0.1:$sitePort/blog/7</loc><lastmod>2026-11-10</lastmod>") !== false, 'the sitemap lists parts and posts');
    // Without PHP's XML extensions here: every line is a declaration, the set's tags, or one <url>.
    $lines = array_filter(explode("\n", $xml));
    $wellFormed = array_filter($lines, static fn ($line) => !preg_match('#^(<\?xml .*\?>|<urlset [^>]*>|</urlset>|  <url><loc>[^<>&]+</loc>(<lastmod>\d{4}-\d{2}-\d{2}</lastmod>)?</url>)$#', $line));
    check($wellFormed === [] && strpos($xml, 'admin') === false, 'the sitemap is XML with no staff address');
    [$status, $robots] = get("$at/robots.txt");
    check($status === 200 && strpos($robots, "Sitemap: http://127.0.0.1:$sitePort/sitemap.xml") !== false && strpos($robots, 'Disallow: /admin/') !== false, "robots.txt names the sitemap's absolute address");

    [$status, $html, $seconds] = get("$at/catalog/5");
    check($status === 200 && $seconds < 2.0 && strpos($html, 'Loading...') !== false, sprintf('a backend 10 s slow: the static page in %.2f s', $seconds));

    // The backend gone: a record read before is still shown, even once its copy is old; one never read is the static page.
    write_config($site, ['backend' => 'http://127.0.0.1:' . free_port(), 'cacheDir' => $cache, 'cacheSeconds' => 0]);
    [$status, $html, $seconds] = get("$at/catalog/1");
    check($status === 200 && strpos($html, '<h1 id="part-title">Silencer Assembly</h1>') !== false, 'the backend gone: the copy of a part read before');
    [$status, $html, $seconds] = get("$at/blog/8");
    check($status === 200 && $seconds < 2.0 && strpos($html, 'Loading...') !== false, sprintf('the backend gone: the static page in %.2f s', $seconds));
    [$status] = get("$at/sitemap.xml");
    check($status === 200, 'the backend gone: the sitemap from its copy');
    write_config($site, ['backend' => 'http://127.0.0.1:' . free_port(), 'cacheDir' => "$work/empty-cache"]);
    [$status] = get("$at/sitemap.xml");
    check($status === 503, 'the backend gone and no copy: the sitemap is 503');

    // Broken settings: still the static page, and no PHP error shown.
    file_put_contents("$site/server/config.php", '<?php exit; ?>' . "\n{not json");
    [$status, $html] = get("$at/catalog/1");
    check($status === 200 && strpos($html, 'Loading...') !== false && stripos($html, 'Fatal') === false && stripos($html, 'Warning') === false, 'unreadable settings: the static page, no error shown');
    [$status, $body] = get("$at/server/config.php");
    check($body === '', 'the settings file shows nothing when run');
} finally {
    foreach ($servers as [$process]) {
        $pid = (int) proc_get_status($process)['pid'];
        // The built-in server's workers (PHP_CLI_SERVER_WORKERS) outlive their parent: they are stopped first,
        // or they would hold on after the checks, and a runner waiting for every process it started with them.
        exec("pkill -TERM -P $pid");
        posix_kill($pid, SIGTERM);
        proc_close($process);
    }
    exec('rm -rf ' . escapeshellarg($work));
}

echo $failures === 0 ? "all server page checks passed\n" : "$failures server page check(s) failed\n";
exit(min($failures, 255));
