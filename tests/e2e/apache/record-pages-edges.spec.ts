/**
 * The record pages' edges, in one layout (the server pages run the same in both): the 404 of a
 * missing record, hostile text, a backend that is gone or slow, the app taking the page over in
 * chromium, and a page opened in another language.
 */
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { crawl, CRAWLERS, SITE_NAME } from './crawl';
import { deadBackend, expect, serverSettings, siteOf, test, watchLayoutShifts, watchProblems } from './support';

const HOSTILE = {
  name: 'Bolt "><script>alert(1)</script>',
  description: '</script><script>alert(2)</script> & <b>not bold</b>',
  category: '"><img src=x onerror=alert(3)>',
};

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

test('a missing record answers 404 with noindex, and the app still shows its Not Found page', async ({ page, request }) => {
  for (const [path, heading] of [
    ['/catalog/99999', 'Part Not Found'],
    ['/blog/99999', 'Post Not Found'],
    ['/catalog/not-a-number', 'Part Not Found'],
  ] as const) {
    const sent = await request.get(path, { headers: { 'user-agent': CRAWLERS.Googlebot } });
    expect(sent.status(), path).toBe(404);
    const html = await sent.text();
    expect(html, path).toContain('<meta name="robots" content="noindex">');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).toBe(`${heading} | ${SITE_NAME}`);
  }
  const response = await page.goto('/catalog/99999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Part Not Found' })).toBeVisible();
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
  // Where Apache's user may make a private folder of its own.
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
      settings.set({ backend, privateDir: join(cacheDir, what.replace(/\W/g, '')) });
      const { status, html, ms } = await timed('/catalog/2');
      expect(status, what).toBe(200);
      expect(ms, what).toBeLessThan(2000);
      expect(html, what).toBe(staticPage);
    }

    // A copy read while the backend answered stands in for it once it stops, however old.
    settings.set({ privateDir: join(cacheDir, 'copy') });
    const fresh = await timed('/catalog/1');
    expect(fresh.html).toContain('<h1 id="part-title">');
    settings.set({ backend: await deadBackend(), privateDir: join(cacheDir, 'copy'), cacheSeconds: 0 });
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
