/**
 * On the PHP backend: a lead's time of day from the backend's DATETIME. The logins and
 * addresses that say where a staff member should be are the integration tests' (tests/integration/staff/
 * wrong-place.test.tsx, layout.test.tsx), on the fake backend that answers as PHP does.
 */
import { signedIn } from '../signed-in';
import { backendJson, expect, test } from './support';

test('a lead stored at 2026-11-20 14:03:11 shows 2:03 PM with its date, in the list and on its page', async ({ page, request }) => {
  const { data } = await backendJson<{ data: { id: number | string; name: string; date: string }[] }>(request, 'inquiries.php');
  const lead = data.find((row) => row.date === '2026-11-20 14:03:11');
  expect(lead, 'the seed’s enquiry of 2026-11-20 14:03:11').toBeDefined();
  // Found by name: the suites before this one add enquiries, so the seed's may no longer be on the first page.
  await signedIn(page, 'admin', `/admin/inquiries?q=${encodeURIComponent(lead!.name)}`);
  const row = page.getByRole('row').filter({ hasText: lead!.name });
  await expect(row.getByText('Nov 20, 2026, 2:03 PM', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: `View enquiry from ${lead!.name}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/admin/inquiries/${lead!.id}`);
  await expect(page.getByText('November 20, 2026 at 2:03 PM', { exact: true })).toBeVisible();
});
