/**
 * On the reference PHP backend at volume: 5,000 parts and 10,000 enquiries and buy leads, put
 * straight into its SQLite database (scripts/staff-volume.mjs) and taken out again afterwards.
 * Search, filter, sort and page; Back and reload restore the view; editing a part from page 3
 * comes back to page 3.
 */
import { join } from 'node:path';
import { removePhpVolume, seedPhpVolume } from '../../../scripts/staff-volume.ts';
import { signedIn } from '../signed-in';
import { expect, test } from './support';

/** The data directory of the backend playwright.config.ts starts (scripts/backend-php.mjs's default). */
const dataDir = process.env.E2E_PHP_DATA_DIR ?? join(import.meta.dirname, '..', '..', '..', 'php-contract', 'reference', '.data');

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.beforeAll(() => {
  seedPhpVolume(dataDir);
});
test.afterAll(() => {
  removePhpVolume(dataDir);
});

const showing = (page: import('@playwright/test').Page) => page.locator('.pager-status');
const firstRow = (page: import('@playwright/test').Page) => page.getByRole('table').getByRole('row').nth(1);
// The seeded volume is newer than the mark the signed-in state carries, so its rows open marked
// Unread; once looked at (the reload) the mark is gone. The view is the row without that mark.
const rowView = async (page: import('@playwright/test').Page) => (await firstRow(page).textContent())!.replace('Unread', '');

test('enquiries at 10,000: search, filter, sort and page are kept in the address; reload and Back restore the view', async ({ page }) => {
  await signedIn(page, 'admin', '/admin/inquiries');
  await expect(showing(page)).toContainText(/^Showing 1–25 of 10,0\d\d/);
  expect(await page.locator('table tbody tr').count()).toBe(25);

  await page.getByRole('button', { name: /^Pending \([\d,]+\)$/ }).click();
  await page.getByRole('button', { name: 'Customer' }).click();
  await page.getByRole('button', { name: 'Customer' }).click();
  await expect(page.getByRole('columnheader', { name: 'Customer' })).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('searchbox', { name: 'Search enquiries' }).fill('Patel');
  const pager = page.getByRole('navigation', { name: 'Enquiry pages' });
  await pager.getByRole('button', { name: 'Next page' }).click();
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(showing(page)).toContainText(/^Showing 51–75 of /);
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('page') === '3' &&
      url.searchParams.get('status') === 'pending' &&
      url.searchParams.get('q') === 'Patel' &&
      url.searchParams.get('sort') === 'customer' &&
      url.searchParams.get('dir') === 'desc',
  );
  const view = { url: page.url(), showing: await showing(page).textContent(), first: await rowView(page) };
  expect(view.first).toContain('Patel');

  await page.reload();
  await expect(showing(page)).toHaveText(view.showing!);
  await expect.poll(() => rowView(page)).toBe(view.first);
  await expect(page.getByRole('searchbox', { name: 'Search enquiries' })).toHaveValue('Patel');
  await expect(page.getByRole('button', { name: /^Pending \(/ })).toHaveAttribute('aria-pressed', 'true');

  await firstRow(page)
    .getByRole('link', { name: /^View enquiry from/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry Details' })).toBeVisible();
  await page.goBack();
  expect(page.url()).toBe(view.url);
  await expect(showing(page)).toHaveText(view.showing!);
  await expect.poll(() => rowView(page)).toBe(view.first);
});

test('buy leads at 10,000 for subadmin: the Quoted filter and a shared link open the same page', async ({ page }) => {
  await signedIn(page, 'subadmin', '/subadmin/buy-leads?status=quoted&sort=part&dir=asc&page=4');
  await expect(showing(page)).toContainText(/^Showing 76–100 of /);
  await expect(page.getByRole('button', { name: /^Quoted \(/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('columnheader', { name: 'Part' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('button', { name: /delete/i })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Buy lead pages' }).getByRole('button', { name: 'First page' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('page'));
  await expect(showing(page)).toContainText(/^Showing 1–25 of /);
});

test('edits a part from page 3 of 5,000 and comes back to page 3 with the part highlighted', async ({ page }) => {
  await signedIn(page, 'admin', '/admin/parts');
  await expect(showing(page)).toContainText(/^Showing 1–25 of 5,0\d\d/);
  const pager = page.getByRole('navigation', { name: 'Parts pages' });
  await pager.getByRole('button', { name: 'Next page' }).click();
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(showing(page)).toContainText(/^Showing 51–75 of /);
  const listUrl = page.url();
  const edit = firstRow(page).getByRole('link', { name: /^Edit / });
  const name = (await edit.getAttribute('aria-label'))!.replace(/^Edit /, '');
  await edit.click();
  const field = page.getByLabel(/^Part Name/);
  await expect(field).toHaveValue(name);
  await field.fill(`${name} (revised)`);
  await page.getByRole('button', { name: 'Update Part' }).click();
  await expect(page.getByText('Part updated successfully!')).toBeVisible();
  expect(page.url()).toBe(listUrl);
  await expect(showing(page)).toContainText(/^Showing 51–75 of /);
  await expect(page.locator('tr.data-table-touched')).toContainText(`${name} (revised)`);
});
