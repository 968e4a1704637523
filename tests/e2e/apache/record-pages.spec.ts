/**
 * A part's or a post's page as the server sends it (server/record.php through the build's .htaccess),
 * in both layouts: what a link preview's or a search engine's crawler reads without running any
 * script, the 404 of a missing record, the sitemap and robots.txt, hostile text, a backend that is
 * gone or slow, and the app taking the page over in chromium.
 */
import { once } from 'node:events';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { backendJson, expect, siteOf, test, watchProblems } from './support';

const SITE_NAME = 'Shree Sai Truck Parts';
const HOSTILE = {
  name: 'Bolt "><script>alert(1)</script>',
  description: '</script><script>alert(2)</script> & <b>not bold</b>',
  category: '"><img src=x onerror=alert(3)>',
};

/** The crawlers that draw a shared link's preview or index the page; none of them runs the page's scripts. */
const CRAWLERS = {
  WhatsApp: 'WhatsApp/2.23.20.0 A',
  Facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  Googlebot:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

interface PartRow {
  id: string;
  name: string;
  description: string;
  category: string | null;
}
interface PostRow {
  id: string;
  title: string;
  excerpt: string;
}

/** What a crawler reads of a page: its HTML as sent, drawn without scripts. */
async function crawl(browser: Browser, url: string, userAgent: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const response = await page.goto(url);
    // What is there, without waiting for what is not (a 404 has no Open Graph).
    const attribute = async (selector: string, name: string) => {
      const element = page.locator(selector).first();
      return (await element.count()) ? element.getAttribute(name) : null;
    };
    const meta = (key: string) => attribute(`meta[property="${key}"], meta[name="${key}"]`, 'content');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    return {
      status: response?.status(),
      html: await response!.text(),
      title: await page.title(),
      og: {
        title: await meta('og:title'),
        description: await meta('og:description'),
        url: await meta('og:url'),
        image: await meta('og:image'),
        type: await meta('og:type'),
        siteName: await meta('og:site_name'),
      },
      twitterCard: await meta('twitter:card'),
      description: await meta('description'),
      canonical: await attribute('link[rel="canonical"]', 'href'),
      structured: jsonLd.flatMap((text) => JSON.parse(text) as Record<string, unknown>[]),
      // innerText leaves out scripts and styles: the text a reader is shown.
      text: await page.locator('body').innerText(),
      headings: await page.locator('h1').allInnerTexts(),
    };
  } finally {
    await context.close();
  }
}

/** The server pages' settings in the served copy of the build, rewritten for a test and put back after. */
function serverSettings(docroot: string) {
  const file = join(docroot, 'server', 'config.php');
  const original = readFileSync(file, 'utf8');
  const [guard, json] = [original.slice(0, original.indexOf('\n') + 1), original.slice(original.indexOf('\n') + 1)];
  const settings = JSON.parse(json) as Record<string, unknown>;
  return {
    settings,
    set: (changes: Record<string, unknown>) => writeFileSync(file, guard + JSON.stringify({ ...settings, ...changes })),
    restore: () => writeFileSync(file, original),
  };
}

/** A backend that takes the connection and answers nothing for 10 s. */
async function slowBackend(): Promise<{ url: string; close: () => void }> {
  const server: Server = createServer((_request, response) => {
    setTimeout(() => response.end('{}'), 10_000).unref();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** A port with nothing listening: the backend is stopped. */
async function deadBackend(): Promise<string> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return `http://127.0.0.1:${port}`;
}

/** Sums the page's layout shifts (as CLS counts them: not those right after input) from its first paint. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
}

test('crawlers of link previews and search engines read the part and the post in the HTML', async ({ browser, request }, testInfo) => {
  const { url, backendUrl } = siteOf(testInfo);
  const part = await backendJson<PartRow>(request, backendUrl, 'parts.php?id=1');
  const post = (await backendJson<{ data: PostRow }>(request, backendUrl, 'blog_posts.php?id=1')).data;
  const pages = [
    { path: `/catalog/${part.id}`, name: part.name, description: part.description, type: 'product', schema: 'Product' },
    { path: `/blog/${post.id}`, name: post.title, description: post.excerpt, type: 'article', schema: 'BlogPosting' },
  ];
  for (const { path, name, description, type, schema } of pages) {
    const sent = new Set<string>();
    for (const [crawler, userAgent] of Object.entries(CRAWLERS)) {
      const seen = await crawl(browser, `${url}${path}`, userAgent);
      const where = `${path} as ${crawler}`;
      expect(seen.status, where).toBe(200);
      expect(seen.title, where).toBe(`${name} | ${SITE_NAME}`);
      expect(seen.og, where).toEqual({
        title: name,
        description,
        url: `${url}${path}`,
        image: expect.stringMatching(/^https?:\/\//),
        type,
        siteName: SITE_NAME,
      });
      expect(seen.twitterCard, where).toBe('summary_large_image');
      expect(seen.description, where).toBe(description);
      expect(seen.canonical, where).toBe(`${url}${path}`);
      const record = seen.structured.find((item) => item['@type'] === schema);
      expect(record, where).toMatchObject(
        schema === 'Product' ? { name, description, category: part.category } : { headline: name, description },
      );
      // In the page's text, not only in its head or a script.
      expect(seen.text, where).toContain(name);
      expect(seen.text, where).toContain(description);
      expect(seen.headings, where).toEqual([name]);
      const picture = await request.get(seen.og.image!);
      expect(picture.status(), `${where}: og:image`).toBe(200);
      expect(picture.headers()['content-type'], `${where}: og:image`).toMatch(/^image\//);
      sent.add(seen.html);
    }
    // The same page for every visitor: no crawler is told apart.
    const browserCopy = await crawl(
      browser,
      `${url}${path}`,
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    );
    sent.add(browserCopy.html);
    expect(sent.size, `${path}: one page for every user agent`).toBe(1);
  }
});

test('a missing record answers 404 with noindex, and the app still shows its Not Found page', async ({ browser, page }, testInfo) => {
  const { url } = siteOf(testInfo);
  for (const [path, heading] of [
    ['/catalog/99999', 'Part Not Found'],
    ['/blog/99999', 'Post Not Found'],
    ['/catalog/not-a-number', 'Part Not Found'],
  ] as const) {
    const seen = await crawl(browser, `${url}${path}`, CRAWLERS.Googlebot);
    expect(seen.status, path).toBe(404);
    expect(seen.html, path).toContain('<meta name="robots" content="noindex">');
    expect(seen.title, path).toBe(`${heading} | ${SITE_NAME}`);
  }
  const response = await page.goto('/catalog/99999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Part Not Found' })).toBeVisible();
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

test('a part with hostile text shows it as text in every tag and runs nothing', async ({ browser, page, request }, testInfo) => {
  const { url, backendUrl } = siteOf(testInfo);
  const created = await request.post(`${backendUrl}/parts.php`, {
    data: { ...HOSTILE, image: null, model_file: null, brochure_file: null, stock: 1 },
  });
  expect(created.ok()).toBe(true);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  try {
    const seen = await crawl(browser, `${url}/catalog/${id}`, CRAWLERS.WhatsApp);
    expect(seen.status).toBe(200);
    expect(seen.title).toBe(`${HOSTILE.name} | ${SITE_NAME}`);
    expect(seen.og.title).toBe(HOSTILE.name);
    expect(seen.og.description).toBe(HOSTILE.description);
    expect(seen.headings).toEqual([HOSTILE.name]);
    expect(seen.text).toContain(HOSTILE.description);
    expect(seen.structured.find((item) => item['@type'] === 'Product')).toMatchObject(HOSTILE);
    // No element or script came out of the texts.
    expect(seen.html).not.toMatch(/<script>alert|<img src=x|<b>not bold/);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const problems = watchProblems(page, backendUrl);
    await page.goto(`/catalog/${id}`);
    await expect(page.locator('[data-server-record]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE.name);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    expect(problems.csp).toEqual([]);
  } finally {
    await request.delete(`${backendUrl}/parts.php?id=${id}`);
  }
});

test('with the backend stopped or 10 s slow, a part page answers 200 within 2 s with the static page', async ({ request }, testInfo) => {
  const { docroot } = siteOf(testInfo);
  const staticPage = readFileSync(join(docroot, 'part.html'), 'utf8');
  const settings = serverSettings(docroot);
  const slow = await slowBackend();
  // Where Apache's user may write, as the system's temporary folder it uses by default.
  const cacheDir = join(tmpdir(), `record-pages-cache-${Date.now()}`);
  /** GETs a part page; its time is a bound the issue sets, not a wait. */
  const timed = async (path: string) => {
    const started = Date.now();
    const response = await request.get(path);
    return { status: response.status(), html: await response.text(), ms: Date.now() - started };
  };
  try {
    for (const [what, backend] of [
      ['stopped', await deadBackend()],
      ['10 s slow', slow.url],
    ] as const) {
      settings.set({ backend, cacheDir: join(cacheDir, what.replace(/\W/g, '')) });
      const { status, html, ms } = await timed('/catalog/2');
      expect(status, what).toBe(200);
      expect(ms, what).toBeLessThan(2000);
      expect(html, what).toBe(staticPage);
    }

    // A copy read while the backend answered stands in for it once it stops, however old.
    settings.set({ cacheDir: join(cacheDir, 'copy') });
    const fresh = await timed('/catalog/1');
    expect(fresh.html).toContain('<h1 id="part-title">');
    settings.set({ backend: await deadBackend(), cacheDir: join(cacheDir, 'copy'), cacheSeconds: 0 });
    const stale = await timed('/catalog/1');
    expect(stale.status).toBe(200);
    expect(stale.ms).toBeLessThan(2000);
    expect(stale.html).toBe(fresh.html);
  } finally {
    settings.restore();
    slow.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
});

test('the app takes the part page over: one h1, nothing moved, no console error, no policy violation', async ({
  browser,
  page,
}, testInfo) => {
  const { url, backendUrl } = siteOf(testInfo);
  const viewport = { width: 390, height: 844 };
  // Where the server's markup puts the heading and the picture, drawn with no script at all.
  const plain = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block', viewport });
  const before = await plain.newPage();
  await before.goto(`${url}/catalog/1`);
  const boxes = async (target: Page) => ({
    heading: await target.locator('h1').boundingBox(),
    picture: await target.locator('main img').first().boundingBox(),
  });
  const server = await boxes(before);
  await plain.close();

  await page.setViewportSize(viewport);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const problems = watchProblems(page, backendUrl);
  const layoutShift = await watchLayoutShifts(page);
  await page.goto('/catalog/1');
  // The app has drawn the page itself: the server's markup is gone, the app's controls work.
  await expect(page.locator('[data-server-record]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1')).toHaveCount(1);
  expect(await boxes(page)).toEqual(server);
  expect(await layoutShift()).toBe(0);
  expect(errors).toEqual([]);
  expect(problems.csp).toEqual([]);
  expect(problems.failed).toEqual([]);
});

test('a record page opened with ?lang=hi or ?lang=gu opens in that language', async ({ page }) => {
  for (const [language, enquire] of [
    ['hi', /पूछताछ/],
    ['gu', /પૂછપરછ/],
  ] as const) {
    await page.goto(`/catalog/1?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('link', { name: enquire }).first()).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
  }
});
