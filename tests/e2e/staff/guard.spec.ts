import { expect, test } from '../fixtures';

const areas = [
  {
    label: 'Admin',
    login: '/SSA-admin',
    routes: [
      '/admin',
      '/admin/dashboard',
      '/admin/parts',
      '/admin/parts/add',
      '/admin/parts/1/edit',
      '/admin/inquiries',
      '/admin/inquiries?status=pending',
      '/admin/inquiries/1',
      '/admin/buy-leads',
      '/admin/categories',
      '/admin/brochures',
      '/admin/blogs',
    ],
  },
  {
    label: 'Subadmin',
    login: '/SSA-subadmin',
    routes: [
      '/subadmin',
      '/subadmin/dashboard',
      '/subadmin/parts',
      '/subadmin/parts/add',
      '/subadmin/parts/1/edit',
      '/subadmin/inquiries',
      '/subadmin/inquiries?status=pending',
      '/subadmin/inquiries/1',
      '/subadmin/buy-leads',
    ],
  },
];

for (const area of areas) {
  test(`every ${area.label.toLowerCase()} route without the session flag lands on ${area.login}`, async ({ page }) => {
    for (const route of area.routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: `${area.label} Login` }), route).toBeVisible();
      expect(new URL(page.url()).pathname, route).toBe(area.login);
    }
  });
}

test('the login pages are not indexed and offer Back to Home', async ({ page }) => {
  for (const path of ['/SSA-admin', '/login', '/SSA-subadmin', '/subadmin-login']) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  }
});
