<?php
/**
 * The two records a public page shows, a part and a blog post: read from the backend's public reply,
 * and drawn as the app draws them (src/features/catalog/part-page.tsx, src/features/blog/blog-post-page.tsx),
 * same elements and classes, so that the app takes the markup over without anything moving.
 * Every backend text goes through h() (HTML) or json_for_script() (JSON inside <script>).
 */
declare(strict_types=1);

namespace TruckParts\Server;

require_once __DIR__ . '/copies.php';

const MISSING = ['missing' => true];

/** Only these fields of a reply are kept, cached and sent on: what the public page shows. */
const PART_FIELDS = ['id', 'name', 'description', 'image', 'category', 'category_name', 'model_file', 'model', 'brochure_file', 'brochure', 'stock'];
const POST_FIELDS = ['id', 'title', 'excerpt', 'content', 'author', 'date', 'category', 'image'];

function text_of(array $row, string ...$names): string
{
    foreach ($names as $name) {
        if (isset($row[$name]) && (is_string($row[$name]) || is_int($row[$name]) || is_float($row[$name]))) {
            return trim((string) $row[$name]);
        }
    }
    return '';
}

function pick(array $row, array $fields): array
{
    $kept = [];
    foreach ($fields as $field) {
        if (array_key_exists($field, $row) && (is_scalar($row[$field]) || $row[$field] === null)) {
            $kept[$field] = $row[$field];
        }
    }
    return $kept;
}

/**
 * The backend's answer for one record: its public fields, MISSING for a 404 that the backend itself
 * sent (a JSON body), or null when the answer is not a record (then the page is sent without one).
 */
function read_record(int $status, array $reply, string $kind): ?array
{
    if ($status === 404) {
        return MISSING;
    }
    if ($status !== 200) {
        return null;
    }
    $row = isset($reply['data']) && is_array($reply['data']) ? $reply['data'] : $reply;
    if (isset($row[0]) || !isset($row['id'])) {
        return null;
    }
    $kept = pick($row, $kind === 'getPart' ? PART_FIELDS : POST_FIELDS);
    $name = text_of($kept, $kind === 'getPart' ? 'name' : 'title');
    return $name === '' ? null : $kept;
}

/** A text cut at a word near `max` characters, as the app cuts a description (metaDescription). */
function cut_text(string $text, int $max = 160): string
{
    $text = trim(preg_replace('/\s+/u', ' ', $text) ?? $text);
    if (preg_match_all('/./us', $text) <= $max) {
        return $text;
    }
    preg_match('/^.{0,' . ($max - 3) . '}/us', $text, $head);
    $cut = $head[0] ?? '';
    $space = strrpos($cut, ' ');
    $keep = $space !== false && preg_match_all('/./us', substr($cut, 0, $space)) >= 120 ? substr($cut, 0, $space) : $cut;
    return $keep . '...';
}

/** The post's paragraphs, split at blank lines (paragraphsOf). */
function paragraphs_of(string $content): array
{
    return array_values(array_filter(array_map('trim', preg_split('/\r?\n\s*\r?\n/', $content) ?: []), static fn ($p) => $p !== ''));
}

/** A stored date as YYYY-MM-DD, or null. */
function date_of(string $value): ?string
{
    if (!preg_match('/^(\d{4})-(\d{2})-(\d{2})/', $value, $m) || !checkdate((int) $m[2], (int) $m[3], (int) $m[1])) {
        return null;
    }
    return $m[0];
}

/** "November 10, 2026", as the app's English long date. */
function long_date(string $ymd): string
{
    $months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    [$year, $month, $day] = array_map('intval', explode('-', $ymd));
    return $months[$month - 1] . ' ' . $day . ', ' . $year;
}

/** Pictures a link preview can show: crawlers of chat apps draw no SVG. */
function previewable(?string $url): bool
{
    return $url !== null && (bool) preg_match('/\.(jpe?g|png|webp|gif)$/i', (string) parse_url($url, PHP_URL_PATH));
}

function breadcrumb(array $trail): string
{
    $items = [];
    foreach ($trail as $index => [$label, $to]) {
        $items[] = $index === count($trail) - 1
            ? '<li aria-current="page">' . h($label) . '</li>'
            : '<li><a href="' . h($to) . '" data-discover="true">' . h($label) . '</a></li>';
    }
    return '<nav aria-label="Breadcrumb" class="breadcrumb"><ol>' . implode('', $items) . '</ol></nav>';
}

function breadcrumb_list(array $trail, string $origin): array
{
    $items = [];
    foreach ($trail as $index => [$label, $to]) {
        $items[] = ['@type' => 'ListItem', 'position' => $index + 1, 'name' => $label, 'item' => $origin . $to];
    }
    return ['@context' => 'https://schema.org', '@type' => 'BreadcrumbList', 'itemListElement' => $items];
}

/** Leaves out empty values, as JSON.stringify leaves out undefined ones. */
function filled(array $data): array
{
    return array_filter($data, static fn ($value) => $value !== null && $value !== '');
}

/**
 * What a record page shows: its head (title, description, canonical, Open Graph, Twitter card) and
 * its body (the record as the app draws it, structured data first).
 */
function part_view(array $part, int $id, string $origin): array
{
    $site = (string) config()['siteName'];
    $name = text_of($part, 'name');
    $description = text_of($part, 'description');
    $category = text_of($part, 'category', 'category_name');
    $picture = asset_url($part['image'] ?? null);
    $brochure = asset_url($part['brochure_file'] ?? ($part['brochure'] ?? null));
    $path = '/catalog/' . $id;
    $url = $origin . $path;
    $trail = array_merge(
        [['Home', '/'], ['Parts Catalogue', '/catalog']],
        $category !== '' ? [[$category, '/catalog?' . http_build_query(['category' => $category])]] : [],
        [[$name, $path]]
    );
    $image = $picture === null ? null : absolute_url($picture, $origin);
    $data = [
        breadcrumb_list($trail, $origin),
        filled([
            '@context' => 'https://schema.org',
            '@type' => 'Product',
            'name' => $name,
            'description' => $description,
            'category' => $category,
            'sku' => (string) $id,
            'image' => $image,
            'url' => $url,
            'brand' => ['@type' => 'Brand', 'name' => $site],
            'manufacturer' => ['@type' => 'Organization', 'name' => $site],
        ]),
    ];
    $pictureHtml = $picture === null
        ? '<div class="img-frame part-page-image card img-frame-empty"><span class="img-fallback-text">No Image</span></div>'
        : '<div class="img-frame part-page-image card"><img alt="' . h($name) . '" width="800" height="600" loading="eager" fetchpriority="high" decoding="async" src="' . h($picture) . '" style="object-fit:contain"></div>';
    $about = '<span class="visually-hidden"> about ' . h($name) . '</span>';
    $body = '<article class="container page-pad part-page" aria-labelledby="part-title">'
        . '<script type="application/ld+json">' . json_for_script($data) . '</script>'
        . breadcrumb($trail)
        . '<div class="part-page-layout">' . $pictureHtml
        . '<div class="part-page-body">'
        . ($category !== '' ? '<span class="badge">' . h($category) . '</span>' : '')
        . '<h1 id="part-title">' . h($name) . '</h1>'
        . '<p class="part-page-description">' . h($description) . '</p>'
        . '<div class="part-page-actions"><a class="btn btn-primary btn-large" href="/inquiry?part=' . h(encode_uri_component($name)) . '" data-discover="true">Enquire Now' . $about . '</a>'
        . '<button type="button" class="btn btn-outline btn-large basket-add">Add to enquiry' . $about . '</button></div>'
        . '<div class="part-page-share"><a class="btn btn-outline" href="https://wa.me/?text=' . h(encode_uri_component($name . ' - ' . $url)) . '" target="_blank" rel="noopener noreferrer">Share on WhatsApp<span class="visually-hidden"> (opens in a new tab)</span></a>'
        . '<button type="button" class="btn btn-outline">Copy link</button><span class="part-page-copied" role="status"></span></div>'
        . ($brochure !== null ? '<div class="part-actions"><a class="btn btn-outline btn-small" href="' . h($brochure) . '" target="_blank" rel="noopener noreferrer">Download Brochure<span class="visually-hidden"> (PDF, opens in a new tab)</span></a></div>' : '')
        . '<div><button type="button" class="btn btn-outline"><span aria-hidden="true">←</span> Back to Catalogue</button></div>'
        . '</div></div></article>';
    return [
        'title' => $name,
        'description' => cut_text($description !== '' ? $description : "$name from $site."),
        'type' => 'product',
        'path' => $path,
        'image' => $image,
        'body' => $body,
    ];
}

function post_view(array $post, int $id, string $origin): array
{
    $site = (string) config()['siteName'];
    $title = text_of($post, 'title');
    $excerpt = text_of($post, 'excerpt');
    $author = text_of($post, 'author');
    $category = text_of($post, 'category');
    $date = date_of(text_of($post, 'date'));
    $paragraphs = paragraphs_of(text_of($post, 'content'));
    $picture = asset_url($post['image'] ?? null);
    $image = $picture === null ? null : absolute_url($picture, $origin);
    $path = '/blog/' . $id;
    $trail = [['Home', '/'], ['Blog', '/blog'], [$title, $path]];
    $data = [
        breadcrumb_list($trail, $origin),
        filled([
            '@context' => 'https://schema.org',
            '@type' => 'BlogPosting',
            'headline' => $title,
            'description' => $excerpt,
            'articleSection' => $category,
            'datePublished' => $date,
            'author' => $author !== '' ? ['@type' => 'Person', 'name' => $author] : null,
            'image' => $image,
            'mainEntityOfPage' => ['@type' => 'WebPage', '@id' => $origin . $path],
            'publisher' => ['@type' => 'Organization', 'name' => $site],
        ]),
    ];
    $meta = ($date !== null ? '<time datetime="' . h($date) . '">' . h(long_date($date)) . '</time>' : '')
        . ($date !== null && $author !== '' ? '<span aria-hidden="true"> · </span>' : '')
        . ($author !== '' ? '<span>By ' . h($author) . '</span>' : '');
    $body = '<article class="container narrow page-pad blog-post" aria-labelledby="post-title">'
        . '<script type="application/ld+json">' . json_for_script($data) . '</script>'
        . breadcrumb($trail)
        . '<header class="blog-post-header">'
        . ($category !== '' ? '<span class="badge badge-accent">' . h($category) . '</span>' : '')
        . '<h1 id="post-title">' . h($title) . '</h1>'
        . '<p class="blog-post-meta">' . $meta . '</p>'
        . ($excerpt !== '' ? '<p class="blog-post-excerpt">' . h($excerpt) . '</p>' : '')
        . '</header>'
        . ($picture !== null ? '<div class="img-frame blog-post-image"><img alt="" width="960" height="540" loading="eager" fetchpriority="high" decoding="async" src="' . h($picture) . '" style="object-fit:cover"></div>' : '')
        . '<div class="blog-post-content">' . implode('', array_map(static fn ($p) => '<p>' . h($p) . '</p>', $paragraphs)) . '</div>'
        . '<button type="button" class="btn btn-outline"><span aria-hidden="true">←</span> Back to Blog</button>'
        . '</article>';
    $opening = $paragraphs[0] ?? '';
    return [
        'title' => $title,
        'description' => $excerpt !== '' ? $excerpt : ($opening !== '' ? cut_text($opening) : $title),
        'type' => 'article',
        'path' => $path,
        'image' => $image,
        'body' => $body,
    ];
}

/** The Not Found page's head: the app draws the page itself. */
function missing_view(string $kind): array
{
    return $kind === 'getPart'
        ? ['title' => 'Part Not Found', 'description' => "The part you're looking for doesn't exist or may have been removed from the catalogue."]
        : ['title' => 'Post Not Found', 'description' => "The article you're looking for doesn't exist or may have been removed."];
}

/**
 * The page's HTML: the build's static page for the route (the template) with the record's head
 * and, in place of the loading state in <main>, the record. `reply` is what the app reads instead of
 * asking the backend again (src/app/server-record.ts).
 */
function record_page(string $template, array $view, array $reply, string $origin): string
{
    $site = (string) config()['siteName'];
    $card = config()['card'];
    $image = previewable($view['image']) ? $view['image'] : absolute_url((string) $card, $origin);
    $canonical = $origin . $view['path'];
    $head = [
        '<title>' . h($view['title'] . ' | ' . $site) . '</title>',
        '<meta name="description" content="' . h($view['description']) . '">',
        '<link rel="canonical" href="' . h($canonical) . '">',
        '<meta property="og:type" content="' . h($view['type']) . '">',
        '<meta property="og:site_name" content="' . h($site) . '">',
        '<meta property="og:title" content="' . h($view['title']) . '">',
        '<meta property="og:description" content="' . h($view['description']) . '">',
        '<meta property="og:url" content="' . h($canonical) . '">',
        '<meta property="og:image" content="' . h($image) . '">',
        ...($image !== $view['image'] ? ['<meta property="og:image:width" content="1200">', '<meta property="og:image:height" content="630">'] : []),
        '<meta name="twitter:card" content="summary_large_image">',
        '<meta name="twitter:title" content="' . h($view['title']) . '">',
        '<meta name="twitter:description" content="' . h($view['description']) . '">',
        '<meta name="twitter:image" content="' . h($image) . '">',
        '<script type="application/json" id="server-record">' . json_for_script($reply) . '</script>',
    ];
    $html = with_head($template, $head);
    $html = with_page_styles($html);
    $html = with_code_after_paint($html);
    $count = 0;
    $html = preg_replace_callback(
        '#(<main\b[^>]*>).*?(</main>)#s',
        static fn ($m) => $m[1] . '<div data-server-record="">' . $view['body'] . '</div>' . $m[2],
        $html,
        1,
        $count
    );
    if ($count !== 1 || !is_string($html)) {
        throw new \RuntimeException('the page template has no <main>');
    }
    return $html;
}

/** The Not Found page: the static page, with its title and noindex. */
function missing_page(string $template, array $view): string
{
    $site = (string) config()['siteName'];
    return with_head($template, [
        '<title>' . h($view['title'] . ' | ' . $site) . '</title>',
        '<meta name="description" content="' . h($view['description']) . '">',
        '<meta name="robots" content="noindex">',
    ]);
}

/** The template with its site-wide title and description replaced by `lines`. */
function with_head(string $template, array $lines): string
{
    $count = 0;
    $html = preg_replace('#<title>[^<]*</title>#', '<title-here>', $template, 1, $count);
    if ($count !== 1 || !is_string($html)) {
        throw new \RuntimeException('the page template has no <title>');
    }
    $html = preg_replace('#\s*<meta\s+name="description"[^>]*>#', '', $html, 1) ?? $html;
    return str_replace('<title-here>', implode("\n    ", $lines), $html);
}

/**
 * The page's own stylesheets, which the static page only preloads for the app, inlined: the record
 * is drawn before any script has run, and must be drawn as the app will draw it.
 */
function with_page_styles(string $html): string
{
    $inlined = [];
    return preg_replace_callback(
        '#<link rel="preload" as="style" crossorigin href="/(assets/[A-Za-z0-9_.-]+\.css)">#',
        static function ($m) use (&$inlined) {
            if (isset($inlined[$m[1]])) {
                return $m[0];
            }
            $inlined[$m[1]] = true;
            $css = @file_get_contents(site_dir() . '/' . $m[1]);
            return $css === false || stripos($css, '</style') !== false ? $m[0] : $m[0] . '<style>' . $css . '</style>';
        },
        $html
    ) ?? $html;
}

/**
 * The app's code, named for the page's early script (src/app/early-record.ts) to load once the record
 * has painted, instead of fetched as the HTML is read: the record needs none of it to show, and a
 * phone's link then carries the record's picture first. `<meta name="app-code">` holds the entry,
 * then the modules it imports.
 */
function with_code_after_paint(string $html): string
{
    $modules = [];
    $html = preg_replace_callback(
        '#\s*<link rel="modulepreload"[^>]*\shref="(/assets/[A-Za-z0-9_.-]+\.js)">#',
        static function ($m) use (&$modules) {
            $modules[] = $m[1];
            return '';
        },
        $html
    ) ?? '';
    $count = 0;
    $html = preg_replace_callback(
        '#<script type="module"[^>]*\ssrc="(/assets/[A-Za-z0-9_.-]+\.js)"></script>#',
        static fn ($m) => '<meta name="app-code" content="' . h(implode(' ', array_merge([$m[1]], $modules))) . '">',
        $html,
        1,
        $count
    );
    if ($count !== 1 || !is_string($html)) {
        throw new \RuntimeException("the page template has no entry script");
    }
    return $html;
}
