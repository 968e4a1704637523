import { expectBrowserOnline, OFFLINE_BROWSER } from './browser-online';
import { expect, test } from './fixtures';

// That the built site starts on the fake backend and shows the demo badge ('Demo data') is checked
// on every public route by tests/e2e/public/quality.spec.ts.

test('a browser that refuses the demo backend still gets the site: the page says it could not load, and the badge says why', async ({
  page,
}) => {
  await page.addInitScript(() => {
    ServiceWorkerContainer.prototype.register = () => Promise.reject(new DOMException('Service workers are blocked', 'SecurityError'));
  });
  await page.goto('/catalog');
  await expect(page.getByRole('complementary', { name: 'Demo mode' })).toContainText(
    'No demo data: this browser did not start the demo backend',
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load parts' })).toBeVisible();
  await expect(page.getByText('Loading parts...')).toHaveCount(0);
});

test("the browser runs no page of its own beside the test's, such as the address bar's popup (scripts/bench/chromium.ts)", async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://'))).toEqual([]);
});

test('the set-up check stops on a browser that is offline from the start, naming the cause and the fix', async ({ browser }) => {
  const context = await browser.newContext({ offline: true });
  const page = await context.newPage();
  await expect(expectBrowserOnline(page)).rejects.toThrow(OFFLINE_BROWSER);
  expect(OFFLINE_BROWSER).toMatch(/navigator\.onLine = false[\s\S]*ip link add/);
  await context.close();
});
