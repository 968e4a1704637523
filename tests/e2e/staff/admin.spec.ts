/**
 * The admin's sign-in on the built site in a real browser: typed-in admin addresses landing on /SSA-admin,
 * both login routes, a wrong password, what the tab keeps (the flag and the fake desk's Basic header), logout, and a guarded page
 * asked for before login opened after it. The
 * admin screens' work (parts with files, enquiries, buy leads, categories, brochures, the blog) is the
 * integration tests' (tests/integration/staff/), on the same fake backend (docs/testing.md).
 */
import { expect, test } from '../fixtures';
import { ADMIN, expectGuardedToLogin, expectLoginPage, loginAdmin } from './support';

test.describe('admin', () => {
  test('typed-in admin addresses land on /SSA-admin; logs in through it and /login, keeps the flag and the Basic header, and logs out', async ({
    page,
  }) => {
    await expectGuardedToLogin(page, ['/admin', '/admin/inquiries/1', '/admin/inquiries?status=pending'], '/SSA-admin', 'Admin Login');
    await page.goto('/login');
    // SPEC's other address of the admin login: its own page, not indexed, with Back to Home.
    await expectLoginPage(page, 'Admin Login');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);

    await loginAdmin(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    // The session flag, and the Basic header the fake lead desk names its caller by (demo mode keeps it as the lock would).
    expect(await page.evaluate(() => ({ ...sessionStorage }))).toEqual({
      adminSession: 'true',
      'staffLock:login.php': `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`,
    });

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/SSA-admin$/);
    await page.goto('/admin/parts');
    await expect(page).toHaveURL(/\/SSA-admin$/);
    // Logging in again goes back to the page that was asked for.
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('admin12345');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/parts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Parts Manager' })).toBeVisible();
  });

  test('at 390 px the sidebar opens and closes from the Menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await loginAdmin(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Admin Panel' });
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
  });
});
