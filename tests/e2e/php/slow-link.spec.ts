/**
 * Issue #44 on the PHP backend: a congested link, where the backend stores a form at once and its
 * reply reaches the phone long after. The form is held once, and while the browser is online the
 * page never says there is no connection or that the form was kept on the phone.
 */
import type { Page } from '@playwright/test';
import { test as base } from '../fixtures';
import { countStored, fillBuyLead, fillInquiry } from './offline-support';
import { backendUrl, expect, unique } from './support';

// The page's own calls are held back on purpose; nothing here is a failed request.
const test = base;

const forms = [
  {
    article: 'an',
    name: 'enquiry',
    path: '/inquiry',
    fill: fillInquiry,
    script: 'inquiries.php',
    success: 'Enquiry Submitted Successfully!',
  },
  {
    article: 'a',
    name: 'buy lead',
    path: '/buy-lead',
    fill: fillBuyLead,
    script: 'buy_leads.php',
    success: 'Buy Lead Submitted Successfully!',
  },
] as const;

/** Records whether the page ever says it has no connection or kept the form, however briefly. */
async function watchForOfflineWords(page: Page) {
  await page.addInitScript(() => {
    const words = /no connection|saved on this phone|not confirmed/i;
    new MutationObserver(() => {
      if (words.test(document.body?.textContent ?? '')) (window as { saidOffline?: boolean }).saidOffline = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as { saidOffline?: boolean }).saidOffline === true);
}

/** The backend stores the form at once; its reply reaches the page `seconds` later. */
async function slowReplies(page: Page, script: string, seconds: number) {
  await page.route(`${backendUrl}/${script}`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    await new Promise((done) => setTimeout(done, seconds * 1000));
    await route.fulfill({ response });
  });
}

for (const form of forms) {
  test(`${form.article} ${form.name} whose reply takes 25 s is held once after 90 s, and the page only ever says it is still sending`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const name = unique(`Slow ${form.name}`);
    const saidOffline = await watchForOfflineWords(page);
    await page.goto(form.path);
    await form.fill(page, name);
    await slowReplies(page, form.script, 25);
    const sentAt = Date.now();
    await page.getByRole('button', { name: /^submit/i }).click();

    await expect(
      page.getByRole('status').filter({ hasText: 'Still sending: the connection is slow. Please keep this page open.' }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect.poll(() => countStored(request, backendUrl, form.script, name)).toBe(1);
    await expect(page.getByRole('heading', { name: form.success })).toBeVisible({ timeout: 40_000 });
    // Left open until 90 s after the tap: nothing goes out again.
    await page.waitForTimeout(Math.max(0, sentAt + 90_000 - Date.now()));
    expect(await countStored(request, backendUrl, form.script, name)).toBe(1);
    expect(await saidOffline()).toBe(false);
  });
}

test('an enquiry whose reply takes 70 s is still one enquiry: the form waits for it (README, "Offline")', async ({ page, request }) => {
  test.setTimeout(150_000);
  const name = unique('Very slow enquiry');
  const saidOffline = await watchForOfflineWords(page);
  await page.goto('/inquiry');
  await fillInquiry(page, name);
  await slowReplies(page, 'inquiries.php', 70);
  await page.getByRole('button', { name: /^submit/i }).click();

  await expect(page.getByRole('heading', { name: 'Enquiry Submitted Successfully!' })).toBeVisible({ timeout: 85_000 });
  await expect(page.getByText(/^Your enquiry number is \d+\. Please quote it when you call us\.$/)).toBeVisible();
  expect(await countStored(request, backendUrl, 'inquiries.php', name)).toBe(1);
  expect(await saidOffline()).toBe(false);
});
