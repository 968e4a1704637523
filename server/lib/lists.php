<?php
/**
 * The two public lists, the catalogue and the blog: their first screen read from the backend's public
 * list replies and drawn as the app draws it (src/features/catalog/catalog-page.tsx, part-card.tsx;
 * src/features/blog/blog-list-page.tsx), same elements and classes, so that the app's first render,
 * made from the rows kept here (src/lib/server-list.ts), takes the markup's place without anything moving.
 * Every backend text goes through h(); a link's query through encode_uri_component().
 */
declare(strict_types=1);

namespace TruckParts\Server;

require_once __DIR__ . '/records.php';

/** The fields of a list row kept, copied and sent on: what a card shows. */
const PART_CARD_FIELDS = ['id', 'name', 'description', 'image', 'category', 'category_name', 'model_file', 'model', 'brochure_file', 'brochure', 'stock'];
const POST_CARD_FIELDS = ['id', 'title', 'excerpt', 'author', 'date', 'category', 'image'];

/**
 * A list reply's first `size` rows (their card fields), how many rows it had, and, for the blog, every
 * category in it (the page's filter buttons); null when the reply is not a list.
 */
function read_first_screen(int $status, array $reply, bool $parts, int $size): ?array
{
    $rows = $reply['data'] ?? $reply;
    if ($status !== 200 || !is_array($rows) || ($rows !== [] && !isset($rows[0]))) {
        return null;
    }
    $first = [];
    $categories = [];
    foreach ($rows as $row) {
        if (!is_array($row) || !isset($row['id']) || !ctype_digit((string) $row['id'])) {
            continue;
        }
        if (count($first) < $size) {
            $first[] = pick($row, $parts ? PART_CARD_FIELDS : POST_CARD_FIELDS);
        }
        $category = text_of($row, 'category');
        if (!$parts && $category !== '') {
            $categories[$category] = true;
        }
    }
    return ['total' => count($rows), 'rows' => $first] + ($parts ? [] : ['categories' => array_keys($categories)]);
}

/** A card's picture, as ImageWithFallback draws it; the first row's load at once, with high priority. */
function card_picture(?string $url, string $alt, string $frame, int $width, int $height, string $fit, bool $first): string
{
    if ($url === null) {
        return '<div class="img-frame ' . $frame . ' img-frame-empty"><span class="img-fallback-text">No Image</span></div>';
    }
    return '<div class="img-frame ' . $frame . '"><img alt="' . h($alt) . '" width="' . $width . '" height="' . $height . '"'
        . ($first ? ' loading="eager" fetchpriority="high"' : ' loading="lazy" fetchpriority="auto"')
        . ' decoding="async" src="' . h($url) . '" style="object-fit:' . $fit . '"></div>';
}

function part_card(array $part, bool $first): string
{
    $id = (int) $part['id'];
    $name = text_of($part, 'name');
    $category = text_of($part, 'category', 'category_name');
    $about = '<span class="visually-hidden"> about ' . h($name) . '</span>';
    return '<li><article class="card compact-card part-card" aria-labelledby="part-' . $id . '-title" id="part-' . $id . '" tabindex="-1">'
        . card_picture(asset_url($part['image'] ?? null), $name, 'compact-card-image part-image', 400, 300, 'contain', $first)
        . '<div class="compact-card-body part-body">'
        . ($category !== '' ? '<span class="badge">' . h($category) . '</span>' : '')
        . '<h2 id="part-' . $id . '-title" class="part-name"><a href="/catalog/' . $id . '" data-discover="true">' . h($name) . '</a></h2>'
        . '<p class="part-description line-clamp-2">' . h(text_of($part, 'description')) . '</p>'
        . '<div class="part-card-actions"><a class="btn btn-primary btn-small part-enquire" href="/inquiry?part=' . h(encode_uri_component($name)) . '" data-discover="true">Enquire Now' . $about . '</a>'
        . '<button type="button" class="btn btn-outline btn-small basket-add">Add to enquiry' . $about . '</button>'
        . '<button type="button" aria-expanded="false" class="btn btn-outline btn-small part-toggle">Show Details<span class="visually-hidden"> for ' . h($name) . '</span></button></div>'
        . '<div class="part-details" hidden=""></div></div></article></li>';
}

function post_card(array $post, bool $first): string
{
    $id = (int) $post['id'];
    $title = text_of($post, 'title');
    $category = text_of($post, 'category');
    $author = text_of($post, 'author');
    $date = date_of(text_of($post, 'date'));
    return '<li><article class="card compact-card blog-card" aria-labelledby="post-' . $id . '-title">'
        . card_picture(asset_url($post['image'] ?? null), '', 'compact-card-image blog-card-image', 600, 340, 'cover', $first)
        . '<div class="compact-card-body blog-card-body"><div class="blog-meta">'
        . ($category !== '' ? '<span class="badge badge-accent">' . h($category) . '</span>' : '')
        . ($date !== null ? '<time datetime="' . h($date) . '">' . h(long_date($date)) . '</time>' : '')
        . '</div><h2 id="post-' . $id . '-title" class="blog-card-title line-clamp-2">' . h($title) . '</h2>'
        . '<p class="blog-card-excerpt line-clamp-3">' . h(text_of($post, 'excerpt')) . '</p>'
        . '<div class="blog-card-footer">' . ($author !== '' ? '<span class="blog-author">By ' . h($author) . '</span>' : '<span></span>')
        . '<a class="btn btn-outline btn-small" href="/blog/' . $id . '" data-discover="true">Read More<span class="visually-hidden">: ' . h($title) . '</span></a></div>'
        . '</div></article></li>';
}

/**
 * The catalogue's first screen for a category and a search: its filters (a plain GET form, so that a
 * search works with no script too), how many parts it shows, and their cards.
 */
function catalog_body(array $screen, string $category, string $search, int $first): string
{
    $total = (int) $screen['total'];
    $rows = $screen['rows'];
    $options = '<option value="All"' . ($category === 'All' ? ' selected=""' : '') . '>All</option>'
        . ($category !== 'All' ? '<option value="' . h($category) . '" selected="">' . h($category) . '</option>' : '');
    $form = '<form class="catalog-filters card" role="search" aria-label="Parts" method="get" action="/catalog">'
        . '<div class="field"><label for="catalog-search">Search parts</label><input id="catalog-search" name="q" placeholder="Part name or category" autocomplete="off" spellcheck="false" type="search" value="' . h($search) . '"></div>'
        . '<div class="field"><label for="catalog-category">Category</label><select id="catalog-category" name="category">' . $options . '</select></div></form>';
    if ($total === 0) {
        $results = '<div class="empty-state"><h2>No parts found</h2><p>Try changing your search terms or selecting a different category.</p>'
            . ($search !== ''
                ? '<p>' . h('Send us an enquiry for “' . $search . '” and our team will look for it.') . '</p><a class="btn btn-primary" href="/inquiry?part=' . h(encode_uri_component($search)) . '" data-discover="true">Ask us for this part</a>'
                : '')
            . '</div>';
        $status = '';
    } else {
        $cards = '';
        foreach ($rows as $index => $row) {
            $cards .= part_card($row, $index < $first);
        }
        $results = '<ul class="grid-3 part-grid">' . $cards . '</ul>'
            . ($total > count($rows) ? '<div class="show-more"><button type="button" class="btn btn-primary">Show more</button></div>' : '');
        $status = $total === 1 ? 'Showing 1 of 1 part' : 'Showing ' . count($rows) . ' of ' . $total . ' parts';
    }
    return '<div class="container page-pad">' . $form
        . '<p class="catalog-status" role="status" aria-live="polite">' . h($status) . '</p>'
        . '<div class="catalog-results">' . $results . '</div></div>';
}

/** The blog's first screen: its search and category buttons, and the first posts' cards. */
function blog_body(array $screen, int $first): string
{
    $buttons = '<button type="button" class="chip is-active" aria-pressed="true">All</button>';
    foreach ($screen['categories'] as $category) {
        $buttons .= '<button type="button" class="chip" aria-pressed="false">' . h((string) $category) . '</button>';
    }
    $cards = '';
    foreach ($screen['rows'] as $index => $row) {
        $cards .= post_card($row, $index < $first);
    }
    $total = (int) $screen['total'];
    return '<div class="container page-pad"><form class="blog-filters" role="search" aria-label="Articles">'
        . '<div class="field"><label for="blog-search">Search articles</label><input id="blog-search" placeholder="Search by title or summary" type="search" value=""></div>'
        . '<div class="category-buttons" role="group" aria-label="Filter by category">' . $buttons . '</div></form>'
        . '<p class="visually-hidden" role="status" aria-live="polite">' . ($total === 1 ? '1 article shown' : $total . ' articles shown') . '</p>'
        . ($total === 0
            ? '<div class="empty-state"><p>No articles found matching your criteria.</p></div>'
            : '<ul class="grid-3 blog-grid">' . $cards . '</ul>')
        . '</div>';
}

/** The list page's head: its title and description as the app's, its canonical address, a link preview's tags. */
function list_head(array $list, string $canonical, bool $noindex, string $origin): array
{
    $site = (string) config()['siteName'];
    $title = (string) $list['title'];
    $description = (string) $list['description'];
    $card = absolute_url((string) config()['card'], $origin);
    return [
        '<title>' . h($title . ' | ' . $site) . '</title>',
        '<meta name="description" content="' . h($description) . '">',
        ...($noindex ? ['<meta name="robots" content="noindex">'] : []),
        '<link rel="canonical" href="' . h($canonical) . '">',
        '<meta property="og:type" content="website">',
        '<meta property="og:site_name" content="' . h($site) . '">',
        '<meta property="og:title" content="' . h($title) . '">',
        '<meta property="og:description" content="' . h($description) . '">',
        '<meta property="og:url" content="' . h($canonical) . '">',
        '<meta property="og:image" content="' . h($card) . '">',
        '<meta property="og:image:width" content="1200">',
        '<meta property="og:image:height" content="630">',
        '<meta name="twitter:card" content="summary_large_image">',
    ];
}

/**
 * The list page's HTML: the build's static page with, in place of its loading state (the page's
 * heading band stays), the first screen, and `data` for the app (#server-list).
 */
function list_page(string $template, array $head, string $body, array $data): string
{
    $html = with_head($template, array_merge($head, ['<script type="application/json" id="server-list">' . json_for_script($data) . '</script>']));
    // The page's inline script (src/app/after-paint-script.ts) loads the app's code once the list has
    // painted, as a record page's does: on a phone's link the cards then come first.
    $html = with_page_styles($html);
    $html = with_code_after_paint($html);
    $count = 0;
    $html = preg_replace_callback(
        '#(<main\b[^>]*>.*?)<div class="spinner-wrap"[^>]*>.*?</div>(\s*</main>)#s',
        static fn ($m) => $m[1] . '<div data-server-record="">' . $body . '</div>' . $m[2],
        $html,
        1,
        $count
    );
    if ($count !== 1 || !is_string($html)) {
        throw new \RuntimeException('the list template has no loading state in <main>');
    }
    return $html;
}
