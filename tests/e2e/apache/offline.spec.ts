/**
 * Issue #26 on Apache with the backend in the site's api/ folder (playwright.apache.config.ts), in
 * Playwright's offline mode: pages seen once read offline after a reload, a form sent offline reaches
 * the backend once, no staff reply is kept on the device although the staff calls share the worker's
 * origin, and a release swapped in under a tab that has the offline worker reaches it in one reload.
 * The forms' other cases (the tab closed, a buy lead, refusals) are the PHP e2e's (tests/e2e/php/offline.spec.ts).
 */
import { countStored, expectNoStaffDataOnDevice, fillInquiry, leaveOffline, storedOnDevice, waitForWorker } from '../php/offline-support';
import { backendJson, deployNewRelease, expect, logIn, siteOf, test } from './support';

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

// Each test walks several pages, goes offline and back, on a busy shared host: more time than the suite's 60 s.
test.describe.configure({ timeout: 150_000 });
const slow = { timeout: 30_000 };

test('the catalogue, a part and a blog post seen once are read offline after a reload; after an admin session the device holds no staff reply or route', async ({
  page,
  context,
  request,
}, testInfo) => {
  const { backendUrl } = siteOf(testInfo);
  const part = (await backendJson<{ data: { id: string; name: string }[] }>(request, backendUrl, 'parts.php')).data[0]!;
  const post = (await backendJson<{ data: { id: string; title: string }[] }>(request, backendUrl, 'blog_posts.php')).data[0]!;
  // The worker keeps what is fetched once it controls the page: the visit that installs it is not kept.
  await page.goto('/');
  await waitForWorker(page);
  await page.goto('/catalog');
  const firstCard = (await page.getByRole('article').first().getByRole('heading').first().textContent())!;
  await page.goto(`/catalog/${part.id}`);
  await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible(slow);
  await page.goto(`/blog/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible(slow);

  await leaveOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible(slow);
  await expect(page.getByText(/^(You're offline|The connection is slow or down): showing the blog as of \d\d:\d\d$/)).toBeVisible(slow);
  await page.goto('/catalog');
  await expect(page.getByRole('article').filter({ hasText: firstCard }).first()).toBeVisible(slow);
  await page.goto(`/catalog/${part.id}`);
  await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible(slow);
  await context.setOffline(false);
  await expect(page.getByText(/You're offline|The connection is slow or down/)).toHaveCount(0);

  await test.step('after an admin session, Cache Storage and IndexedDB hold no staff reply or route', async () => {
    await logIn(page, 'admin');
    for (const section of ['/admin/inquiries', '/admin/buy-leads']) {
      await page.goto(section);
      await expect(page.getByRole('table').first()).toBeVisible(slow);
    }
    await expectNoStaffDataOnDevice(page);
  });
});

const forms = [{ label: 'an enquiry', path: '/inquiry', fill: fillInquiry, script: 'inquiries.php' }] as const;

for (const form of forms) {
  test(`${form.label} sent offline is stored once, with the tab kept open and after it was closed`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    const { backendUrl } = siteOf(testInfo);
    const [open, closed] = [unique(`Open ${form.label}`), unique(`Closed ${form.label}`)];
    await page.goto(form.path);
    await form.fill(page, open);
    await leaveOffline(context);
    await page.getByRole('button', { name: /^submit/i }).click();
    await expect(page.getByRole('heading', { name: 'Saved on this phone' })).toBeVisible(slow);
    await context.setOffline(false);
    await expect(page.getByRole('region', { name: 'Your forms on this device' }).getByText(/^Sent at /)).toBeVisible({ timeout: 15_000 });
    expect(await countStored(request, backendUrl, form.script, open)).toBe(1);

    await page.getByRole('button', { name: /^Submit Another/ }).click();
    await form.fill(page, closed);
    await leaveOffline(context);
    await page.getByRole('button', { name: /^submit/i }).click();
    await expect(page.getByRole('heading', { name: 'Saved on this phone' })).toBeVisible(slow);
    await page.close();
    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto('/');
    await expect
      .poll(() => countStored(request, backendUrl, form.script, closed), { timeout: 15_000 })
      .toBe(1)
      .catch(async (error: Error) => {
        // What the new tab saw, so that a failure here says which side held the form back.
        const device = await storedOnDevice(next).catch(() => null);
        const online = await next.evaluate(() => navigator.onLine).catch(() => 'unknown');
        throw new Error(`${error.message}\nnavigator.onLine: ${online}\nIndexedDB: ${JSON.stringify(device?.indexedDb)}`);
      });
    // The page has the reply too (leaving before it would be the documented duplicate case).
    await expect
      .poll(
        async () =>
          (await storedOnDevice(next)).indexedDb
            .filter((row) => row.includes(closed) || row.includes('"state":"sent"'))
            .every((row) => row.includes('"state":"sent"')),
        { timeout: 15_000 },
      )
      .toBe(true);
    await next.reload();
    await next.waitForTimeout(1500);
    expect(await countStored(request, backendUrl, form.script, closed)).toBe(1);
    expect(await countStored(request, backendUrl, form.script, open)).toBe(1);
  });
}

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
