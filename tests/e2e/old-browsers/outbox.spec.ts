/**
 * The outbox (src/features/offline/) in a browser of the support target (Safari/iOS 15.4 and up):
 * an enquiry sent offline is kept in IndexedDB and stored once when the connection returns.
 */
import { countStored, fillInquiry, leaveOffline } from '../php/offline-support';
import { backendUrl, unique } from '../php/support';
import { expect, removedBuiltins, test as oldBrowserTest } from './support';

// Offline, the page's own call fails on purpose: the PHP specs' failed-request check is left out here.
const test = oldBrowserTest.extend<{ backendProblems: string[] }>({
  // Playwright needs the fixture's first argument destructured, even when it uses none.
  // eslint-disable-next-line no-empty-pattern
  backendProblems: async ({}, provide) => provide([]),
});

test('an enquiry sent offline is kept on the device and stored once when the connection returns', async ({ page, context, request }) => {
  const name = unique('Old browser offline');
  await page.goto('/inquiry');
  expect((await removedBuiltins(page)).length).toBeGreaterThan(0);
  await fillInquiry(page, name);
  await leaveOffline(context);
  await page.getByRole('button', { name: /^submit/i }).click();
  await expect(page.getByRole('heading', { name: 'Saved on this phone' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('region', { name: 'Your forms on this device' }).getByText(/^Sent at /)).toBeVisible({ timeout: 20_000 });
  expect(await countStored(request, backendUrl, 'inquiries.php', name)).toBe(1);
});
