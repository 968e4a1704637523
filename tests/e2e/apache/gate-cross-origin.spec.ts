/**
 * The staff gate (build/staff-gate.ts) on the real Apache, where the layout changes nothing: the public
 * flows work without credentials and send none, and a login the lock does not know ends the session. On
 * the gated cross-origin site only (playwright.apache.config.ts), where the backend's answers cross an
 * origin too; what the layout does change is gate.spec.ts's, on both gated sites.
 */
import { fillBuyLead, fillInquiry } from '../php/offline-support';
import { expect, siteOf, test, watchCredentials, watchProblems } from './support';

test('every public flow works without credentials, and sends none', async ({ page }, testInfo) => {
  const { backendUrl } = siteOf(testInfo);
  const problems = watchProblems(page, backendUrl);
  const watched = watchCredentials(page, backendUrl);

  // The server draws the lists' first screen; the app's own reads of them are what this test watches.
  const read = (script: string) => page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(`/${script}`));
  const parts = read('parts.php');
  await page.goto('/catalog');
  await parts;
  await expect(page.getByRole('article').first()).toBeVisible();
  const posts = read('blog_posts.php');
  await page.goto('/blog');
  await posts;
  await expect(page.getByRole('link', { name: /Read More/ }).first()).toBeVisible();
  await page
    .getByRole('link', { name: /Read More/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/inquiry');
  await fillInquiry(page, 'Gate Enquirer');
  await page.getByRole('button', { name: /submit/i }).click();
  await expect(page.getByRole('heading', { name: 'Enquiry Submitted Successfully!' })).toBeVisible();

  await page.goto('/buy-lead');
  await fillBuyLead(page, 'Gate Buyer');
  await page.getByRole('button', { name: /submit buy lead/i }).click();
  await expect(page.getByRole('heading', { name: 'Buy Lead Submitted Successfully!' })).toBeVisible();

  for (const path of ['/SSA-admin', '/SSA-subadmin']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  }
  const calls = await watched();
  expect(calls.map((c) => c.call)).toEqual(
    expect.arrayContaining(['GET parts.php', 'GET blog_posts.php', 'POST inquiries.php', 'POST buy_leads.php']),
  );
  expect(calls.filter((c) => c.authorization)).toEqual([]);
  expect(problems.failed).toEqual([]);
});

test('a login the lock does not know ends the session, saying why and whom to ask', async ({ page }) => {
  // A staff member whose back-office login works but who is not in the staff lock's password file.
  await page.route(/\/sadlogin\.php$/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"message":"Login successful"}' }),
  );
  await page.goto('/SSA-subadmin');
  await page.getByLabel(/e-?mail/i).fill('newcomer@example.com');
  await page.getByLabel(/password/i).fill('not-in-the-lock');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Subadmin Login' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText("The server's staff lock did not accept this login");
  await expect(page.getByRole('alert')).toContainText("ask the website's administrator");
  expect(await page.evaluate(() => ({ ...sessionStorage }))).not.toHaveProperty('subadminSession');
});
