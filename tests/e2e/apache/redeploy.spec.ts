/**
 * A release copied over the old one while people have the site open: their next click to a page
 * they have not opened yet asks for a chunk of the old release, which is gone. The page reloads
 * once (src/app/release-reload.ts) and shows that page from the new release.
 */
import { deployNewRelease, expect, logIn, siteOf, test } from './support';

// Without the offline worker: a tab it controls keeps running on the old release's precached copies
// (docs/deploying.md, "New releases"; apache/offline.spec.ts tests that path), so the old chunk is never missing. Whether
// it had taken control by the click depended on the machine's speed (a run failed so, and passed on its retry).
test.use({ serviceWorkers: 'block' });

/** A release name of its own, also when a retried test deploys again. */
const nextRelease = () => `r${Date.now().toString(36)}`;

const errorPage = (page: import('@playwright/test').Page) => page.getByRole('heading', { name: 'Something went wrong' });

test('a visitor with the site open before a release opens the catalogue after it', async ({ page }, testInfo) => {
  const { docroot } = siteOf(testInfo);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible();
  // The app has started (the link is the app's, not the prerendered page's) before the release goes up.
  await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
  // The blog's posts are in: its code, the HTTP client's among it, all came from the old release.
  await expect(page.getByRole('link', { name: /Read More/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const release = nextRelease();
  deployNewRelease(docroot, release);
  // The tab still runs the old release: it asks for the old catalogue code, which is gone.
  const stale: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/') && !request.url().includes(release)) stale.push(request.url());
  });
  await page.getByRole('link', { name: 'Parts Catalogue' }).first().click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole('searchbox')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(errorPage(page)).toHaveCount(0);
  expect(
    stale.some((url) => /catalog-page-/.test(url)),
    'the old release was asked for',
  ).toBe(true);
});

test('a half-filled enquiry survives the reload a release causes', async ({ page }, testInfo) => {
  const { docroot } = siteOf(testInfo);
  await page.goto('/inquiry');
  await page.getByLabel('Name', { exact: false }).first().fill('Asha Draft');
  await page.getByLabel(/Company Name/).fill('Draft Haulage');
  await page.waitForLoadState('networkidle');

  deployNewRelease(docroot, nextRelease());
  await page.getByRole('link', { name: 'Buy Lead', exact: true }).first().click();
  await expect(page).toHaveURL(/\/buy-lead$/);
  await expect(page.getByText('Contact Information', { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/inquiry$/);
  await expect(page.getByLabel(/Company Name/)).toHaveValue('Draft Haulage');
  await expect(page.getByLabel('Name', { exact: false }).first()).toHaveValue('Asha Draft');
});

test('staff with the back office open before a release open another section after it, keeping their session', async ({
  page,
}, testInfo) => {
  const { docroot } = siteOf(testInfo);
  await logIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  deployNewRelease(docroot, nextRelease());
  await page.getByRole('link', { name: 'Categories' }).first().click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories Manager' })).toBeVisible();
  await expect(errorPage(page)).toHaveCount(0);
});

test.describe(() => {
  // The route below stands for a file the server lost; the offline worker would answer from its copy.
  test.use({ serviceWorkers: 'block' });
  test('a page whose code cannot be loaded even after the reload shows the error page, reloading once', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    // The app runs the page (the server's first screen taken over), so the next link is the app's own navigation.
    await expect(page.locator('[data-server-record]')).toHaveCount(0);
    // The catalogue's code is broken on the server for good, in this release and the next.
    await page.route(/\/assets\/catalog-page-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/catalog') documents += 1;
    });
    await page.getByRole('link', { name: 'Parts Catalogue' }).first().click();
    await expect(errorPage(page)).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/catalog$/);
    expect(documents, 'the page was reloaded once').toBe(1);
  });
});
