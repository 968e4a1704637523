import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@example.com', password: 'admin12345' };
export const SUBADMIN = { email: 'subadmin@example.com', password: 'subadmin12345' };

/** A login page as the site serves it: its heading, not indexed, Back to Home. */
export async function expectLoginPage(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
}

/** Logs in through a login page, as a person would, and waits for the dashboard. */
export async function login(
  page: Page,
  path: string,
  credentials: { email: string; password: string },
  dashboard: string,
  heading?: string,
) {
  await page.goto(path);
  if (heading) await expectLoginPage(page, heading);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
}

/**
 * Typed-in addresses of an area, top-level or deep with a query, asked for without the session flag: the
 * built site serves the app, whose guard sends each to the area's login (every route of each area is
 * proven in jsdom: tests/integration/staff/layout.test.tsx).
 */
export async function expectGuardedToLogin(page: Page, routes: string[], login: string, heading: string) {
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: heading }), route).toBeVisible();
    expect(new URL(page.url()).pathname, route).toBe(login);
  }
  await expectLoginPage(page, heading);
}

export const loginAdmin = (page: Page, path = '/SSA-admin') => login(page, path, ADMIN, '/admin/dashboard');
export const loginSubadmin = (page: Page, path = '/SSA-subadmin', heading?: string) =>
  login(page, path, SUBADMIN, '/subadmin/dashboard', heading);
