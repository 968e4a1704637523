/**
 * The catalogue's and the blog's pages as the server sends them (server/list.php through the build's
 * .htaccess), in one layout (the server pages run the same in both): their first screen in the HTML
 * for a category and a search, for a browser without scripts and a crawler alike, hostile text, a
 * stopped backend, and the app taking the screen over without anything moving.
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crawl, CRAWLERS, SITE_NAME, type PartRow } from './crawl';
import { backendJson, deadBackend, expect, serverSettings, siteOf, test, watchLayoutShifts, watchProblems } from './support';

const partLinks = (html: string) =>
  [...html.matchAll(/<h2 id="part-\d+-title" class="part-name"><a href="\/catalog\/(\d+)"/g)].map((match) => match[1]);

test('a category and a search carry their first parts in the HTML, as a crawler reads it', async ({ browser, request }, testInfo) => {
  const { url, backendUrl } = siteOf(testInfo);
  const { data: all } = await backendJson<{ data: PartRow[] }>(request, backendUrl, 'parts.php');
  const category = all.find((part) => part.category)!.category!;
  for (const [address, script] of [
    [`/catalog?category=${encodeURIComponent(category)}`, `parts.php?category=${encodeURIComponent(category)}`],
    ['/catalog?q=silencer', 'parts.php?search=silencer'],
    ['/catalog', 'parts.php'],
  ]) {
    const { data: expected } = await backendJson<{ data: PartRow[] }>(request, backendUrl, script!);
    expect(expected.length, script).toBeGreaterThan(0);
    const seen = await crawl(browser, `${url}${address}`, CRAWLERS.Googlebot);
    expect(seen.status, address).toBe(200);
    expect(partLinks(seen.html), address).toEqual(expected.slice(0, 12).map((part) => part.id));
    expect(seen.text, address).toContain(expected[0]!.name);
    expect(seen.headings, address).toEqual(['Parts Catalogue']);
    expect(seen.title, address).toBe(`Parts Catalogue | ${SITE_NAME}`);
  }
  const seen = await crawl(browser, `${url}/catalog?category=${encodeURIComponent(category)}`, CRAWLERS.WhatsApp);
  expect(seen.canonical).toBe(`${url}/catalog?category=${encodeURIComponent(category)}`);
  expect(seen.og.url).toBe(seen.canonical);
  const blog = await crawl(browser, `${url}/blog`, CRAWLERS.Googlebot);
  const { data: posts } = await backendJson<{ data: { id: string; title: string }[] }>(request, backendUrl, 'blog_posts.php');
  expect(blog.canonical).toBe(`${url}/blog`);
  expect(blog.text).toContain(posts[0]!.title);
});

test('with scripts off, the catalogue and the blog show their heading and first cards, and a search works', async ({
  browser,
}, testInfo) => {
  const { url } = siteOf(testInfo);
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/catalog`);
    await expect(page.getByRole('heading', { level: 1, name: 'Parts Catalogue' })).toBeVisible();
    await expect(page.locator('article.part-card')).toHaveCount(12);
    await expect(page.getByRole('status')).toHaveText(/^Showing 12 of \d+ parts$/);
    // The filters are a plain form: a search goes to the server, which answers with its finds.
    await page.getByLabel('Search parts').fill('clamp');
    await page.getByLabel('Search parts').press('Enter');
    await expect(page).toHaveURL(/\/catalog\?q=clamp/);
    await expect(page.locator('article.part-card').first()).toContainText(/clamp/i);
    await page.goto(`${url}/blog`);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.locator('article.blog-card').first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a hostile part name stays text in the list, and runs nothing', async ({ page, request }, testInfo) => {
  const { backendUrl } = siteOf(testInfo);
  const name = 'Zylophone "><script>alert(1)</script><img src=x onerror=alert(2)>';
  const created = await request.post(`${backendUrl}/parts.php`, {
    data: { name, description: '</p><b>not bold</b>', category: 'Other', image: null, model_file: null, brochure_file: null, stock: 1 },
  });
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  try {
    const sent = await request.get('/catalog?q=Zylophone');
    const html = await sent.text();
    expect(html).toContain('Zylophone &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script>alert|<img src=x|<b>not bold|="javascript:/);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/catalog?q=Zylophone');
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    expect(dialogs).toEqual([]);
  } finally {
    await request.delete(`${backendUrl}/parts.php?id=${id}`);
  }
});

test('with the backend stopped, the catalogue answers within 2 s with its static page', async ({ request }, testInfo) => {
  const { docroot } = siteOf(testInfo);
  const staticPage = readFileSync(join(docroot, 'catalog.html'), 'utf8');
  const settings = serverSettings(docroot);
  const privateDir = join(tmpdir(), `list-pages-${Date.now()}`);
  try {
    settings.set({ backend: await deadBackend(), privateDir });
    const started = Date.now();
    const response = await request.get('/catalog?category=Cables');
    // A bound the issue sets, not a wait.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe(staticPage);
  } finally {
    settings.restore();
    rmSync(privateDir, { recursive: true, force: true });
  }
});

test('the app takes the lists over: their cards stay where they were drawn, one h1, no error, no policy violation', async ({
  page,
}, testInfo) => {
  const { backendUrl } = siteOf(testInfo);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const problems = watchProblems(page, backendUrl);
  const layoutShift = await watchLayoutShifts(page);
  // Whether the page was ever left without a card once the server's had painted (a spinner in their place).
  await page.addInitScript(() => {
    const state = window as unknown as { cardsGone: boolean };
    state.cardsGone = false;
    document.addEventListener('DOMContentLoaded', () =>
      new MutationObserver(() => {
        if (document.querySelector('main article.card') === null) state.cardsGone = true;
      }).observe(document.body, { childList: true, subtree: true }),
    );
  });
  for (const [path, card, control] of [
    ['/catalog', 'article.part-card', 'Show more'],
    ['/blog', 'article.blog-card', 'All'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('[data-server-record]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await layoutShift(), path).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { cardsGone: boolean }).cardsGone), `${path}: cards gone for a moment`).toBe(
      false,
    );
    // The app's own controls work: it has drawn the page.
    await page.getByRole('button', { name: control }).first().click();
    await expect(page.locator(card).first()).toBeVisible();
  }
  await expect(page.locator('article.blog-card').first()).toBeVisible();
  expect(errors).toEqual([]);
  expect(problems.csp).toEqual([]);
  expect(problems.failed).toEqual([]);
});

test("a search typed before the app's code arrives is kept, with its focus, and searched once the app runs", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/catalog');
  const box = page.getByRole('searchbox', { name: 'Search parts' });
  await box.pressSequentially('clam');
  release();
  await expect(page.locator('[data-server-record]')).toHaveCount(0);
  await box.press('p');
  await expect(box).toHaveValue('clamp');
  await expect(page).toHaveURL(/\/catalog\?q=clamp$/);
  await expect(page.getByRole('article').first()).toContainText(/clamp/i);
});
