import { expect, test } from '../fixtures';
import { expectGuardedToLogin, loginSubadmin, SUBADMIN } from './support';

test.describe('subadmin', () => {
  test('typed-in subadmin addresses land on /SSA-subadmin; logs in, and finds no delete anywhere and no admin-only section', async ({
    page,
  }) => {
    await expectGuardedToLogin(page, ['/subadmin', '/subadmin/parts/1/edit'], '/SSA-subadmin', 'Subadmin Login');
    // SPEC's other address of the subadmin login: its own page, not indexed, with Back to Home.
    await loginSubadmin(page, '/subadmin-login', 'Subadmin Login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sub Admin Dashboard' })).toBeVisible();
    // The session flag, and the Basic header the fake lead desk names its caller by (demo mode keeps it as the lock would).
    expect(await page.evaluate(() => ({ ...sessionStorage }))).toEqual({
      subadminSession: 'true',
      'staffLock:sadlogin.php': `Basic ${Buffer.from(`${SUBADMIN.email}:${SUBADMIN.password}`).toString('base64')}`,
    });
    const nav = page.getByRole('navigation', { name: 'Sub Admin Panel' });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', /^Follow-ups/, 'Parts', /^Enquiries/, /^Buy Leads/]);

    // Adding and editing parts is the integration suite's, for both roles (tests/integration/staff/part-form.test.tsx).
    await nav.getByRole('link', { name: 'Parts' }).click();
    await expect(page.getByRole('link', { name: /^Edit / }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /delete/i })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Enquiries' }).click();
    await page.getByRole('link', { name: 'View enquiry from Rajesh Patel' }).click();
    await expect(page.getByText('Viewing inquiry from Rajesh Patel at Shree Ganesh Logistics')).toBeVisible();
    await expect(page.getByRole('button', { name: /delete/i })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Inquiries' })).toHaveAttribute('href', '/subadmin/inquiries');

    await nav.getByRole('link', { name: 'Buy Leads' }).click();
    await page.getByRole('button', { name: 'Show details for Amit Joshi' }).click();
    await expect(page.getByRole('heading', { name: 'Enquiry Message' })).toBeVisible();
    await expect(page.getByRole('button', { name: /delete/i })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);

    // An admin address typed in, with its query: whose page it is, and the same page in the subadmin's own area.
    // The subadmin's own addresses of admin-only sections say the same: layout.test.tsx, "subadmin limits".
    await page.goto('/admin/inquiries?status=pending');
    await expect(page.getByRole('heading', { level: 1, name: 'This page is for admin' })).toBeVisible();
    await expect(page.getByText('/admin/inquiries?status=pending is in the admin panel. You are signed in as subadmin.')).toBeVisible();
    await page.getByRole('link', { name: 'Open this page in the sub admin panel' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/subadmin/inquiries' && url.searchParams.get('status') === 'pending');
    await expect(page.getByText('Only admin can change the status or delete enquiries.')).toBeVisible();
  });
});
