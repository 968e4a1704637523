/**
 * Issue #46 on the PHP backend: a lead's time of day from the backend's DATETIME, and the logins and
 * addresses that say where a staff member should be.
 */
import { backendJson, expect, login, STAFF, test } from './support';

test('a lead stored at 2026-11-20 14:03:11 shows 2:03 PM with its date, in the list and on its page', async ({ page, request }) => {
  const { data } = await backendJson<{ data: { id: number | string; name: string; date: string }[] }>(request, 'inquiries.php');
  const lead = data.find((row) => row.date === '2026-11-20 14:03:11');
  expect(lead, 'the seed’s enquiry of 2026-11-20 14:03:11').toBeDefined();
  await login(page, 'admin');
  await expect(page.getByRole('heading', { name: STAFF.admin.title })).toBeVisible();
  // Found by name: the suites before this one add enquiries, so the seed's may no longer be on the first page.
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(lead!.name)}`);
  const row = page.getByRole('row').filter({ hasText: lead!.name });
  await expect(row.getByText('Nov 20, 2026, 2:03 PM', { exact: true })).toBeVisible();
  await page.goto(`/admin/inquiries/${lead!.id}`);
  await expect(page.getByText('November 20, 2026 at 2:03 PM', { exact: true })).toBeVisible();
});

test('subadmin credentials at the admin login say where to sign in, and lead there', async ({ page }) => {
  await page.goto(STAFF.admin.login);
  await page.getByLabel(/e-?mail/i).fill(STAFF.subadmin.email);
  await page.getByLabel(/password/i).fill(STAFF.subadmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This email and password are for the sub admin panel. This page is the Admin Login.');
  await alert.getByRole('link', { name: 'Go to the Subadmin Login' }).click();
  await expect(page.getByRole('heading', { name: STAFF.subadmin.heading })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === STAFF.subadmin.login);
});

test('a subadmin who types an /admin/... address is told whose page it is and opens it in their own area', async ({ page }) => {
  await login(page, 'subadmin');
  await expect(page.getByRole('heading', { name: STAFF.subadmin.title })).toBeVisible();
  await page.goto('/admin/inquiries?status=pending');
  await expect(page.getByRole('heading', { level: 1, name: 'This page is for admin' })).toBeVisible();
  await expect(page.getByText('/admin/inquiries?status=pending is in the admin panel. You are signed in as subadmin.')).toBeVisible();
  await page.getByRole('link', { name: 'Open this page in the sub admin panel' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/subadmin/inquiries' && url.searchParams.get('status') === 'pending');
  await expect(page.getByText('Only admin can change the status or delete enquiries.')).toBeVisible();
});
