<?php
/**
 * The server pages' own checks, with no framework: php server/test.php
 * A copy of the pages as the build deploys them (a small page template in place of the build's),
 * served by PHP's built-in server, in front of a fake backend that answers, answers slowly, is gone,
 * trickles, floods, or sends hostile text; and the private folder as a neighbour on the host would
 * plant it. Each check prints "ok" or "FAIL"; the exit status is the number of failures.
 * The Apache e2e (tests/e2e/apache/record-pages.spec.ts) checks the real build on the real server.
 */
declare(strict_types=1);

const HOSTILE = 'Bolt "><script>alert(1)</script>';
require_once __DIR__ . '/test-support.php';

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
    global $defaults;
    $config = $settings + $defaults + [
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
        'lists' => [
            ['path' => '/catalog', 'file' => 'catalog.html', 'call' => 'listParts', 'script' => 'parts.php', 'size' => 24, 'first' => 3, 'title' => 'Parts Catalogue', 'description' => 'Search parts.'],
            ['path' => '/blog', 'file' => 'blog.html', 'call' => 'listBlogPosts', 'script' => 'blog_posts.php', 'size' => 24, 'first' => 3, 'title' => 'Blog', 'description' => 'Tips.'],
        ],
    ];
    write_settings($site, $config);
}

/** GET from a test server, with extra request headers: [status, body, seconds]. */
function get(string $url, array $headers = []): array
{
    $started = microtime(true);
    $context = ['http' => ['ignore_errors' => true, 'timeout' => 15, 'header' => implode("\r\n", $headers)]];
    $body = @file_get_contents($url, false, stream_context_create($context));
    $status = 0;
    foreach ($http_response_header ?? [] as $line) {
        if (preg_match('#^HTTP/\S+\s+(\d{3})#', $line, $m)) {
            $status = (int) $m[1];
        }
    }
    return [$status, (string) $body, microtime(true) - $started];
}

/** `count` GETs of one path sent at once, answered in any order: their [status, body]s. */
function burst(int $port, string $path, int $count): array
{
    $sockets = [];
    for ($i = 0; $i < $count; $i++) {
        $socket = stream_socket_client("tcp://127.0.0.1:$port", $errno, $error, 5);
        fwrite($socket, "GET $path HTTP/1.0\r\nHost: 127.0.0.1:$port\r\nConnection: close\r\n\r\n");
        $sockets[$i] = $socket;
    }
    $replies = [];
    foreach ($sockets as $i => $socket) {
        stream_set_timeout($socket, 15);
        $raw = (string) stream_get_contents($socket);
        fclose($socket);
        preg_match('#^HTTP/\S+\s+(\d{3})#', $raw, $m);
        $replies[$i] = [(int) ($m[1] ?? 0), (string) substr($raw, (int) strpos($raw, "\r\n\r\n") + 4)];
    }
    return $replies;
}

/** How many requests the fake backend had, by script and id (it counts them in a file). */
function backend_reads(string $backend, string $what): int
{
    $lines = @file("$backend/reads.log", FILE_IGNORE_NEW_LINES) ?: [];
    return count(array_filter($lines, static fn ($line) => $line === $what));
}

/** The files of a folder, but . and .. */
function files_in(string $dir): array
{
    return array_values(array_diff(scandir($dir) ?: [], ['.', '..']));
}

/** A server that sends a header line every 0.3 s for 30 s: a backend that trickles. */
function trickler(string $work, int $port): array
{
    file_put_contents("$work/trickle.php", '<?php
$server = stream_socket_server("tcp://127.0.0.1:" . $argv[1]);
while ($client = @stream_socket_accept($server, 60)) {
    fread($client, 4096);
    fwrite($client, "HTTP/1.0 200 OK\r\n");
    for ($i = 0; $i < 100 && @fwrite($client, "X-Line-$i: slow\r\n") !== false; $i++) { usleep(300000); }
    fclose($client);
}');
    $process = proc_open([PHP_BINARY, "$work/trickle.php", (string) $port], [['pipe', 'r'], ['file', '/dev/null', 'w'], ['file', '/dev/null', 'w']], $pipes);
    for ($i = 0; $i < 100 && @fsockopen('127.0.0.1', $port) === false; $i++) {
        usleep(50000);
    }
    return [$process, $pipes];
}


$work = work_dir('server-pages-test');
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
// A list's static page keeps its heading band, drawn with the site's frame, above the loading state.
$listTemplate = str_replace('<main id="main" class="site-main">', '<main id="main" class="site-main"><div class="page-header"><h1>The list</h1></div>', $template);
file_put_contents("$site/catalog.html", $listTemplate);
file_put_contents("$site/blog.html", $listTemplate);
file_put_contents("$site/robots.txt", "User-agent: *\nDisallow: /admin/\n");
// As the server rules route: a record's page, the sitemap and robots.txt to the PHP pages; the folder itself is not served.
file_put_contents("$work/router.php", '<?php
$path = parse_url($_SERVER["REQUEST_URI"], PHP_URL_PATH);
if (preg_match("#^/(catalog|blog)/[^/]+/?$#", $path)) { require ' . var_export("$site/server/record.php", true) . '; return true; }
if (preg_match("#^/(catalog|blog)/?$#", $path)) { require ' . var_export("$site/server/list.php", true) . '; return true; }
if ($path === "/sitemap.xml") { require ' . var_export("$site/server/sitemap.php", true) . '; return true; }
if ($path === "/robots.txt") { require ' . var_export("$site/server/robots.php", true) . '; return true; }
return false;');
file_put_contents("$backend/parts.php", '<?php
header("Content-Type: application/json");
$id = $_GET["id"] ?? null;
file_put_contents(__DIR__ . "/reads.log", "parts.php" . ($_SERVER["QUERY_STRING"] === "" ? "" : "?" . $_SERVER["QUERY_STRING"]) . "\n", FILE_APPEND | LOCK_EX);
$parts = [
  ["id" => "1", "name" => "Silencer Assembly", "description" => "Complete silencer.", "image" => "uploads/parts/silencer.jpg", "category" => "Silencer Parts", "stock" => "4", "password" => "never shown"],
  ["id" => "2", "name" => ' . var_export(HOSTILE, true) . ', "description" => "</script><script>alert(2)</script> & more", "image" => "javascript:alert(3)", "category" => "\"><img src=x onerror=alert(4)>"],
];
if ($id === null && is_file(__DIR__ . "/big")) {
  // 20,000 parts as the backend lists them, about 10 MB.
  echo "{\"success\":true,\"data\":[";
  for ($i = 1; $i <= 20000; $i++) { echo ($i > 1 ? "," : "") . json_encode(["id" => (string) $i, "name" => "Part $i", "description" => str_repeat("Heavy duty part for trucks. ", 14), "image" => "uploads/parts/p$i.jpg", "category" => "Engine Parts", "stock" => "3"]); }
  echo "]}"; exit;
}
if ($id === null) {
  $category = $_GET["category"] ?? null;
  $search = strtolower($_GET["search"] ?? "");
  $found = array_values(array_filter($parts, static fn ($part) => ($category === null || $part["category"] === $category) && ($search === "" || strpos(strtolower($part["name"]), $search) !== false)));
  echo json_encode(["success" => true, "data" => $found]); exit;
}
if ($id === "3") { echo "<br />\n<b>Notice</b>: something<br />\n"; echo json_encode($parts[0]); exit; }
if ($id === "4") { echo json_encode(["id" => "4", "name" => "Asked as " . ($_SERVER["HTTP_HOST"] ?? "")]); exit; }
if ($id === "5") { sleep(10); }
if ($id === "6") { usleep(800000); echo json_encode(["id" => "6", "name" => "Slow Clutch Plate"]); exit; }
if ($id === "8") { echo "{\"id\":\"8\",\"name\":\"Flood\",\"description\":\""; for ($i = 0; $i < 20; $i++) { echo str_repeat("x", 1048576); } echo "\"}"; exit; }
if (ctype_digit((string) $id) && $id >= 100 && $id < 200) { echo json_encode(["id" => $id, "name" => "Part $id"]); exit; }
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
$private = "$work/private";
$defaults = ['backend' => "http://127.0.0.1:$backendPort", 'siteUrl' => "http://127.0.0.1:$sitePort", 'privateDir' => $private];
write_config($site, []);
// PHP's usual memory limit on a host, which a reply or a sitemap must stay inside.
$limit = ['memory_limit' => '128M'];
$servers = [serve($site, $sitePort, "$work/router.php", $limit), serve($backend, $backendPort, null, $limit)];
$at = "http://127.0.0.1:$sitePort";
/** Another user of the host: owns what they plant, and may not write the site's files. */
$neighbour = 65534;

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

    // The lists: their first screen in the page, the rows for the app, a category and a search asked of the backend.
    [$status, $html] = get("$at/catalog");
    check($status === 200 && strpos($html, '<title>Parts Catalogue | Test Parts</title>') !== false && strpos($html, '<link rel="canonical" href="http://127.0.0.1:' . $sitePort . '/catalog">') !== false, 'the catalogue: its title and canonical link');
    check(strpos($html, '<h1>The list</h1>') !== false && strpos($html, 'Loading...') === false && substr_count($html, 'class="card compact-card part-card"') === 2, 'its heading band kept, the parts\' cards in place of the loading state');
    check(strpos($html, 'Showing 2 of 2 parts') !== false && strpos($html, '<a href="/catalog/1" data-discover="true">Silencer Assembly</a>') !== false, 'what it shows, and each part\'s link');
    check(strpos($html, '<script>alert(') === false && strpos($html, '<img src=x') === false && strpos($html, 'Bolt &quot;&gt;&lt;script&gt;') !== false && !preg_match('/(src|href)="javascript:/i', $html), 'a hostile part stays text in the list');
    preg_match('#<script type="application/json" id="server-list">(.*?)</script>#s', $html, $listData);
    $list = json_decode($listData[1] ?? '', true);
    check(($list['total'] ?? null) === 2 && count($list['rows'] ?? []) === 2 && ($list['category'] ?? '') === 'All' && strpos($listData[1], 'never shown') === false && strpos($listData[1], '<') === false, 'the rows for the app: the card fields, no "<"');
    [, $html] = get("$at/catalog?category=Silencer%20Parts");
    check(backend_reads($backend, 'parts.php?category=Silencer%20Parts') === 1 && substr_count($html, 'part-card"') === 1 && strpos($html, '<option value="Silencer Parts" selected="">') !== false
        && strpos($html, '<link rel="canonical" href="http://127.0.0.1:' . $sitePort . '/catalog?category=Silencer%20Parts">') !== false, 'a category: asked of the backend, its parts, its own canonical address');
    [, $html] = get("$at/catalog?q=" . rawurlencode('"><script>x</script>'));
    check(strpos($html, '<meta name="robots" content="noindex">') !== false && strpos($html, 'No parts found') !== false && strpos($html, '<script>x') === false
        && strpos($html, 'value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"') !== false, 'a search: not indexed, and what was typed stays text');
    [, $html] = get("$at/catalog?q=silencer");
    check(backend_reads($backend, 'parts.php?search=silencer') === 1 && substr_count($html, 'part-card"') === 1, "a search: the backend's finds");
    [$status, $html] = get("$at/blog");
    preg_match('#<script type="application/json" id="server-list">(.*?)</script>#s', $html, $listData);
    check($status === 200 && substr_count($html, 'blog-card"') === 1 && strpos($html, '<time datetime="2026-11-10">November 10, 2026</time>') !== false
        && (json_decode($listData[1] ?? '', true)['categories'] ?? null) === ['Safety'] && strpos($html, 'First paragraph') === false, "the blog: the first posts, every category, no post's whole text");

    [$status, $html, $seconds] = get("$at/catalog/5");
    check($status === 200 && $seconds < 2.0 && strpos($html, 'Loading...') !== false, sprintf('a backend 10 s slow: the static page in %.2f s', $seconds));

    // The private folder: made by the PHP user, 0700, and nothing in it that others may write.
    $stat = stat($private);
    check($stat['uid'] === posix_geteuid() && ($stat['mode'] & 0777) === 0700, sprintf('the private folder is the PHP user\'s, mode %o', $stat['mode'] & 0777));
    $loose = array_filter(files_in($private), static fn ($file) => fileowner("$private/$file") !== posix_geteuid() || (fileperms("$private/$file") & 0022) !== 0);
    check(files_in($private) !== [] && $loose === [], 'its files are the PHP user\'s and not writable by others');

    // A copy planted by a neighbour, or left writable, is never read: the backend's record is shown.
    $planted = json_encode(['key' => 'getPart-1', 'at' => time() + 86400, 'value' => ['id' => '1', 'name' => 'Planted by co-tenant']]);
    foreach (['owned by another user' => static fn ($file) => chown($file, $neighbour), 'writable by others' => static fn ($file) => chmod($file, 0666)] as $what => $plant) {
        file_put_contents("$private/copy-getPart-1.json", $planted);
        $plant("$private/copy-getPart-1.json");
        [$status, $html] = get("$at/catalog/1");
        check($status === 200 && strpos($html, 'Silencer Assembly') !== false && strpos($html, 'Planted') === false, "a copy $what is ignored");
    }
    // A copy whose key is another record's is not that record's.
    file_put_contents("$private/copy-getPart-100.json", $planted);
    [, $html] = get("$at/catalog/100");
    check(strpos($html, '<h1 id="part-title">Part 100</h1>') !== false, "a copy made for another record is ignored");
    // A link where a copy or a lock would be: never followed, neither read nor written through.
    file_put_contents("$work/victim", 'the site\'s own file');
    unlink("$private/copy-getPart-1.json");
    symlink("$work/victim", "$private/copy-getPart-1.json");
    foreach (glob("$private/lock-*") as $lock) {
        unlink($lock);
        symlink("$work/victim", $lock);
    }
    write_config($site, ['cacheSeconds' => 0]);
    [, $html] = get("$at/catalog/1");
    check(strpos($html, 'Silencer Assembly') !== false && file_get_contents("$work/victim") === 'the site\'s own file', 'a planted link is not followed');
    array_map('unlink', glob("$private/lock-*"));
    write_config($site, []);
    // A folder that a neighbour made first, or that others may write: no copy is read or written there.
    foreach (['made by another user' => [$neighbour, 0700], 'writable by others' => [posix_geteuid(), 0777]] as $what => [$owner, $mode]) {
        $folder = "$work/planted-" . $mode;
        mkdir($folder);
        file_put_contents("$folder/copy-getPart-1.json", $planted);
        chown("$folder/copy-getPart-1.json", $owner);
        chown($folder, $owner);
        chmod($folder, $mode);
        write_config($site, ['privateDir' => $folder]);
        [$status, $html] = get("$at/catalog/1");
        check($status === 200 && strpos($html, 'Silencer Assembly') !== false && strpos($html, 'Planted') === false && files_in($folder) === ['copy-getPart-1.json'], "a private folder $what is not used");
    }
    write_config($site, []);

    // Bounded work: one deadline for the whole read, a cap on the reply, no file per missing record, a cap on the copies.
    $tricklePort = free_port();
    $servers[] = trickler($work, $tricklePort);
    write_config($site, ['backend' => "http://127.0.0.1:$tricklePort"]);
    [$status, $html, $seconds] = get("$at/catalog/101");
    check($status === 200 && $seconds < 2.0 && strpos($html, 'Loading...') !== false, sprintf('a backend that trickles its headers: the static page in %.2f s', $seconds));
    write_config($site, []);
    [$status, $html, $seconds] = get("$at/catalog/8");
    check($status === 200 && $seconds < 2.0 && strpos($html, 'Loading...') !== false && stripos($html, 'Fatal') === false, sprintf('a reply of 20 MB: the static page in %.2f s, within PHP\'s memory', $seconds));
    $before = count(files_in($private));
    for ($id = 20000; $id < 20400; $id++) {
        [$status] = get("$at/catalog/$id");
        $missing[] = $status;
    }
    check(array_unique($missing) === [404] && count(files_in($private)) - $before <= 9, sprintf('400 missing ids: 404, and %d more files', count(files_in($private)) - $before));
    [$status] = get("$at/catalog/20000");
    check($status === 404 && backend_reads($backend, 'parts.php?id=20000') === 1, 'a miss is remembered: the backend is asked once');
    write_config($site, ['copies' => 5]);
    for ($id = 100; $id < 110; $id++) {
        get("$at/catalog/$id");
    }
    check(count(glob("$private/copy-*.json")) === 5 && is_file("$private/copy-getPart-109.json"), 'the copies are capped, the oldest dropped first');
    write_config($site, []);

    // One read per record: a burst while there is no copy, and again when the copy is old.
    $replies = burst($sitePort, '/catalog/6', 8);
    $whole = array_filter($replies, static fn ($reply) => $reply[0] === 200 && strpos($reply[1], '<h1 id="part-title">Slow Clutch Plate</h1>') !== false);
    check(count($whole) === 8 && backend_reads($backend, 'parts.php?id=6') <= 2, sprintf('8 at once, no copy: %d of 8 with the record, %d backend read(s)', count($whole), backend_reads($backend, 'parts.php?id=6')));
    // The copy expires: made ten minutes old.
    $copy = json_decode((string) file_get_contents("$private/copy-getPart-6.json"), true);
    file_put_contents("$private/copy-getPart-6.json", json_encode(['at' => time() - 600] + $copy));
    $replies = burst($sitePort, '/catalog/6', 8);
    $whole = array_filter($replies, static fn ($reply) => $reply[0] === 200 && strpos($reply[1], 'Slow Clutch Plate') !== false);
    check(count($whole) === 8 && backend_reads($backend, 'parts.php?id=6') <= 3, sprintf('8 at once, an old copy: %d of 8 with the record, %d backend read(s) in all', count($whole), backend_reads($backend, 'parts.php?id=6')));

    // The origin: SITE_URL, else a Host header on the allow list, never X-Forwarded-*; the backend's address is the build's.
    [, $html] = get("$at/catalog/1", ['Host: evil.example', 'X-Forwarded-Host: evil.example', 'X-Forwarded-Proto: https']);
    check(strpos($html, 'evil') === false && strpos($html, "http://127.0.0.1:$sitePort/catalog/1") !== false, 'Host and X-Forwarded-Host do not change the origin');
    write_config($site, ['siteUrl' => null, 'siteHosts' => ['parts.example']]);
    [, $html] = get("$at/catalog/1", ['Host: parts.example']);
    check(strpos($html, '<link rel="canonical" href="http://parts.example/catalog/1">') !== false, 'without SITE_URL, a host of SITE_HOSTS is the origin');
    [$status, $html] = get("$at/catalog/1", ['Host: evil.example']);
    check($status === 200 && strpos($html, 'evil') === false && strpos($html, 'Loading...') !== false, 'a host not on the list: the static page');
    write_config($site, ['backendHost' => 'parts.example']);
    [, $html] = get("$at/catalog/4", ['Host: evil.example']);
    check(strpos($html, '<h1 id="part-title">Asked as parts.example</h1>') !== false, 'a loopback backend is asked with the site\'s own name');
    write_config($site, []);

    // The sitemap at 20,000 parts inside PHP's usual memory limit, and as an index past its addresses' limit.
    touch("$backend/big");
    array_map('unlink', glob("$private/copy-list-*"));
    [$status, $xml] = get("$at/sitemap.xml");
    check($status === 200 && substr_count($xml, '<url>') === 20004 && strpos($xml, "/catalog/20000</loc>") !== false, 'a sitemap of 20,000 parts within 128 MB');
    write_config($site, ['sitemapUrls' => 10000]);
    [, $index] = get("$at/sitemap.xml");
    [, $last] = get("$at/sitemap.xml?page=3");
    [$beyond] = get("$at/sitemap.xml?page=4");
    check(strpos($index, '<sitemapindex') !== false && substr_count($index, '<sitemap>') === 3 && strpos($index, "sitemap.xml?page=3</loc>") !== false
        && substr_count($last, '<url>') === 4 && $beyond === 404, 'past its limit, an index of sitemap pages');
    unlink("$backend/big");
    write_config($site, []);

    // The backend gone: a record read before is still shown, even once its copy is old; one never read is the static page.
    write_config($site, ['backend' => 'http://127.0.0.1:' . free_port(), 'cacheSeconds' => 0]);
    [$status, $html, $seconds] = get("$at/catalog/1");
    check($status === 200 && strpos($html, '<h1 id="part-title">Silencer Assembly</h1>') !== false, 'the backend gone: the copy of a part read before');
    [$status, $html, $seconds] = get("$at/blog/8");
    check($status === 200 && $seconds < 2.0 && strpos($html, 'Loading...') !== false, sprintf('the backend gone: the static page in %.2f s', $seconds));
    [$status] = get("$at/sitemap.xml");
    check($status === 200, 'the backend gone: the sitemap from its copy');
    write_config($site, ['backend' => 'http://127.0.0.1:' . free_port(), 'privateDir' => "$work/empty"]);
    [$status] = get("$at/sitemap.xml");
    check($status === 503, 'the backend gone and no copy: the sitemap is 503');
    [$status, $html, $seconds] = get("$at/catalog?category=Cables");
    check($status === 200 && $seconds < 2.0 && strpos($html, 'Loading...') !== false && strpos($html, 'server-list') === false, sprintf('the backend gone: the catalogue\'s static page in %.2f s', $seconds));

    // Broken settings: still the static page, and no PHP error shown.
    file_put_contents("$site/server/config.php", '<?php exit; ?>' . "\n{not json");
    [$status, $html] = get("$at/catalog/1");
    check($status === 200 && strpos($html, 'Loading...') !== false && stripos($html, 'Fatal') === false && stripos($html, 'Warning') === false, 'unreadable settings: the static page, no error shown');
    [$status, $body] = get("$at/server/config.php");
    check($body === '', 'the settings file shows nothing when run');
} finally {
    foreach ($servers as [$process]) {
        stop_server($process);
    }
    exec('rm -rf ' . escapeshellarg($work));
}

echo $failures === 0 ? "all server page checks passed\n" : "$failures server page check(s) failed\n";
exit(min($failures, 255));
