import { expect, test } from '../fixtures';

/*
 * Every route of each area is sent to its login by the app's guard, proven in jsdom
 * (tests/integration/staff/layout.test.tsx). What only the built site shows is that a typed-in staff
 * address, top-level or deep with a query, is served the app and reaches that guard (a few each), and
 * that both of an area's login addresses (SPEC's /SSA-admin and /login, /SSA-subadmin and /subadmin-login)
 * show its login, not indexed and with Back to Home.
 */
const areas = [
  { label: 'Admin', login: '/SSA-admin', alias: '/login', routes: ['/admin', '/admin/inquiries/1', '/admin/inquiries?status=pending'] },
  { label: 'Subadmin', login: '/SSA-subadmin', alias: '/subadmin-login', routes: ['/subadmin', '/subadmin/parts/1/edit'] },
];

for (const area of areas) {
  test(`a typed-in ${area.label.toLowerCase()} address without the session flag lands on ${area.login}; ${area.login} and ${area.alias} are not indexed and offer Back to Home`, async ({
    page,
  }) => {
    for (const route of area.routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: `${area.label} Login` }), route).toBeVisible();
      expect(new URL(page.url()).pathname, route).toBe(area.login);
    }
    // The login the guard sent the last address to, then the area's other login address, typed in.
    for (const path of [area.login, area.alias]) {
      if (path !== area.login) await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: `${area.label} Login` }), path).toBeVisible();
      expect(new URL(page.url()).pathname, path).toBe(path);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex, nofollow');
      await expect(page.getByRole('link', { name: 'Back to Home' }), path).toHaveAttribute('href', '/');
    }
  });
}
