import { expect, test } from '../fixtures';

/*
 * Every route of each area is sent to its login by the app's guard, proven in jsdom
 * (tests/integration/staff/layout.test.tsx). What only the built site shows is that a typed-in staff
 * address, top-level or deep with a query, is served the app and reaches that guard (a few each), and
 * that the login it lands on is not indexed and offers Back to Home. SPEC's other login addresses, /login
 * and /subadmin-login, are checked the same way where admin.spec.ts and subadmin.spec.ts log in through them.
 */
const areas = [
  { label: 'Admin', login: '/SSA-admin', routes: ['/admin', '/admin/inquiries/1', '/admin/inquiries?status=pending'] },
  { label: 'Subadmin', login: '/SSA-subadmin', routes: ['/subadmin', '/subadmin/parts/1/edit'] },
];

for (const area of areas) {
  test(`a typed-in ${area.label.toLowerCase()} address without the session flag lands on ${area.login}, which is not indexed and offers Back to Home`, async ({
    page,
  }) => {
    for (const route of area.routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: `${area.label} Login` }), route).toBeVisible();
      expect(new URL(page.url()).pathname, route).toBe(area.login);
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
}
