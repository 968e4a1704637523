/**
 * A part's or a post's page as the server sends it (server/record.php through the build's .htaccess),
 * in both layouts, since the server pages read the backend where the layout puts it: what a link
 * preview's or a search engine's crawler reads without running any script, the sitemap and robots.txt.
 * What does not depend on the layout is record-pages-edges.spec.ts's.
 */
import { BROWSER, crawl, CRAWLERS, SITE_NAME, type PartRow, type PostRow } from './crawl';
import { backendJson, expect, siteOf, test } from './support';

test('crawlers of link previews and search engines read the part and the post in the HTML', async ({ browser, request }, testInfo) => {
  const { url, backendUrl } = siteOf(testInfo);
  const part = await backendJson<PartRow>(request, backendUrl, 'parts.php?id=1');
  const post = (await backendJson<{ data: PostRow }>(request, backendUrl, 'blog_posts.php?id=1')).data;
  const pages = [
    { path: `/catalog/${part.id}`, name: part.name, description: part.description, type: 'product', schema: 'Product' },
    { path: `/blog/${post.id}`, name: post.title, description: post.excerpt, type: 'article', schema: 'BlogPosting' },
  ];
  for (const { path, name, description, type, schema } of pages) {
    const seen = await crawl(browser, `${url}${path}`, CRAWLERS.WhatsApp);
    expect(seen.status, path).toBe(200);
    expect(seen.title, path).toBe(`${name} | ${SITE_NAME}`);
    expect(seen.og, path).toEqual({
      title: name,
      description,
      url: `${url}${path}`,
      image: expect.stringMatching(/^https?:\/\//),
      type,
      siteName: SITE_NAME,
    });
    expect(seen.twitterCard, path).toBe('summary_large_image');
    expect(seen.description, path).toBe(description);
    expect(seen.canonical, path).toBe(`${url}${path}`);
    const record = seen.structured.find((item) => item['@type'] === schema);
    expect(record, path).toMatchObject(
      schema === 'Product' ? { name, description, category: part.category } : { headline: name, description },
    );
    // In the page's text, not only in its head or a script.
    expect(seen.text, path).toContain(name);
    expect(seen.text, path).toContain(description);
    expect(seen.headings, path).toEqual([name]);
    const picture = await request.get(seen.og.image!);
    expect(picture.status(), `${path}: og:image`).toBe(200);
    expect(picture.headers()['content-type'], `${path}: og:image`).toMatch(/^image\//);
    // The same page for every visitor: no crawler, and no browser, is told apart.
    for (const [visitor, userAgent] of Object.entries({ ...CRAWLERS, browser: BROWSER })) {
      const sent = await request.get(`${url}${path}`, { headers: { 'user-agent': userAgent } });
      expect(await sent.text(), `${path} as ${visitor}`).toBe(seen.html);
    }
  }
});

test('sitemap.xml lists the public pages, every part and every post, and robots.txt names it', async ({ request }, testInfo) => {
  const { url, backendUrl } = siteOf(testInfo);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  // A Sitemap line must be an absolute address (sitemaps.org): the server writes its own.
  expect(await robots.text()).toContain(`\nSitemap: ${url}/sitemap.xml\n`);
  expect(await robots.text()).toContain('Disallow: /admin/');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await sitemap.text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const parts = (await backendJson<{ data: PartRow[] }>(request, backendUrl, 'parts.php')).data;
  const posts = (await backendJson<{ data: PostRow[] }>(request, backendUrl, 'blog_posts.php')).data;
  expect(parts.length).toBeGreaterThan(10);
  expect(posts.length).toBeGreaterThan(1);
  expect(listed.sort()).toEqual(
    [
      ...['/', '/catalog', '/blog', '/inquiry', '/buy-lead'],
      ...parts.map((part) => `/catalog/${part.id}`),
      ...posts.map((post) => `/blog/${post.id}`),
    ]
      .map((path) => `${url}${path}`)
      .sort(),
  );
  for (const staff of ['/admin', '/subadmin', '/SSA-', '/login', '.php']) expect(xml, staff).not.toContain(staff);
});
