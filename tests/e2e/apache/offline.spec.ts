/**
 * Issue #26 on Apache with the backend in the site's api/ folder (playwright.apache.config.ts): what the
 * same origin changes for the offline worker. No staff reply is kept on the device although the staff
 * calls share the worker's origin, and a release swapped in under a tab that has the worker reaches it in
 * one reload, then offline. Offline reads and the outbox are the PHP e2e's (tests/e2e/php/offline.spec.ts):
 * the page's and the worker's own code, the same whichever server sends the files.
 */
import { expectNoStaffDataOnDevice, leaveOffline, waitForWorker } from '../php/offline-support';
import { deployNewRelease, expect, logIn, siteOf, test } from './support';

// A release swap and a worker update on a busy shared host: more time than the suite's 60 s.
test.describe.configure({ timeout: 150_000 });
const slow = { timeout: 30_000 };

test("after an admin session, the device holds no staff reply or route, though the staff calls share the worker's origin", async ({
  page,
}) => {
  // The worker keeps what is fetched once it controls the page: the visit that installs it is not kept.
  await page.goto('/');
  await waitForWorker(page);
  // The server draws the catalogue's first cards; the app's own read of the list is what the worker keeps.
  const listRead = page.waitForResponse((response) => /\/parts\.php/.test(response.url()), slow);
  await page.goto('/catalog');
  await listRead;
  await logIn(page, 'admin');
  for (const section of ['/admin/inquiries', '/admin/buy-leads']) {
    await page.goto(section);
    await expect(page.getByRole('table').first()).toBeVisible(slow);
  }
  await expectNoStaffDataOnDevice(page);
});

test('a release swapped in under an open tab that has the worker reaches it within one reload, and then offline', async ({
  page,
  context,
}, testInfo) => {
  const { docroot } = siteOf(testInfo);
  await page.goto('/catalog');
  await waitForWorker(page);
  await expect(page.getByRole('article').first()).toBeVisible(slow);

  const release = `r${Date.now().toString(36)}`;
  deployNewRelease(docroot, release);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible(slow);
  const entry = page.locator('script[type="module"][src^="/assets/"]').first();
  await expect(entry).toHaveAttribute('src', new RegExp(release));

  // The new release's worker takes over and keeps the new release: offline, the reload is still it.
  // Asked for at once rather than left to the browser's own update check, and waited for until it is
  // the active worker: until then the old worker still answers offline from the old release's copy.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          await registration?.update().catch(() => undefined);
          return !!registration && !registration.installing && !registration.waiting && registration.active?.state === 'activated';
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
  const src = (await entry.getAttribute('src'))!;
  await expect.poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, src), { timeout: 20_000 }).toBe(true);
  await leaveOffline(context);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible(slow);
  await expect(page.locator('script[type="module"][src^="/assets/"]').first()).toHaveAttribute('src', new RegExp(release));
});
