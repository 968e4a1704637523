/**
 * On the PHP backend: a congested link, where the backend stores a form at once and its
 * reply reaches the phone long after. The form is held once, and while the browser is online the
 * page never says there is no connection or that the form was kept on the phone. The reply is held in
 * real time only as long as the page's clock (page.clock) takes to move on by the reply's time.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test as base } from '../fixtures';
import { countStored, LEAD_FORMS } from './offline-support';
import { backendUrl, expect, unique } from './support';

// The page's own calls are held back on purpose; nothing here is a failed request.
const test = base;

const forms = LEAD_FORMS;

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

/**
 * The backend stores the form at once and its reply is held until `release()`. Meanwhile the test moves
 * the page's clock on (page.clock: the lead's deadline, the slow notice, the outbox's timers), so the page
 * lives through a reply that long without the test waiting for it in real time.
 */
async function heldReply(page: Page, script: string) {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(`${backendUrl}/${script}`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  return () => release();
}

/** Fills the form, taps submit and waits until the backend has stored it (its reply is still held). */
async function sendHeld(page: Page, form: (typeof forms)[number], name: string, request: APIRequestContext) {
  await page.clock.install();
  await page.goto(form.path);
  await form.fill(page, name);
  const release = await heldReply(page, form.script);
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/${form.script}`));
  await page.getByRole('button', { name: /^submit/i }).click();
  await sent;
  await expect.poll(() => countStored(request, backendUrl, form.script, name)).toBe(1);
  return release;
}

const stillSending = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Still sending: the connection is slow. Please keep this page open.' });

for (const form of forms) {
  test(`${form.article} ${form.name} whose reply takes 25 s is held once after 90 s, and the page only ever says it is still sending`, async ({
    page,
    request,
  }) => {
    const name = unique(`Slow ${form.name}`);
    const saidOffline = await watchForOfflineWords(page);
    const release = await sendHeld(page, form, name, request);

    await page.clock.fastForward(25_000);
    await expect(stillSending(page)).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: form.success })).toBeVisible();
    // 90 s after the tap: whatever the page had scheduled has run, and nothing went out again.
    await page.clock.fastForward(65_000);
    expect(await countStored(request, backendUrl, form.script, name)).toBe(1);
    expect(await saidOffline()).toBe(false);
  });
}

test('a basket whose first reply takes 25 s says it is still sending by 9 s, as the one-part form does, and stores each line once', async ({
  page,
  request,
}) => {
  const name = unique('Slow basket');
  const saidOffline = await watchForOfflineWords(page);
  await page.clock.install();
  await page.goto('/catalog');
  const parts = ['Wheel Lock Ring 20 inch', 'Brake Drum 410 mm'];
  for (const part of parts) {
    await page.getByRole('searchbox', { name: 'Search parts' }).fill(part);
    await page
      .getByRole('article', { name: part })
      .getByRole('button', { name: /^Add to enquiry/ })
      .click();
  }
  await page.getByRole('link', { name: 'Your enquiry list: 2 parts' }).click();
  await page.getByLabel(/^name/i).fill(name);
  await page.getByLabel('Phone Number').fill('+91 98250 12345');
  await page.getByLabel(/company/i).fill('Highway Haulage');
  await page.getByLabel(/message/i).fill('For two trucks in the yard, by Friday please.');
  const release = await heldReply(page, 'inquiries.php');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/inquiries.php'));
  await page.getByRole('button', { name: 'Send enquiry for 2 parts' }).click();
  await sent;
  await expect.poll(() => countStored(request, backendUrl, 'inquiries.php', name)).toBe(1);

  await page.clock.fastForward(9_000);
  await expect(stillSending(page)).toBeVisible();
  await page.clock.fastForward(16_000);
  await expect(stillSending(page)).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Enquiry Submitted Successfully!' })).toBeVisible();
  await expect(stillSending(page)).toBeHidden();
  await page.clock.fastForward(65_000);
  expect(await countStored(request, backendUrl, 'inquiries.php', name)).toBe(parts.length);
  expect(await saidOffline()).toBe(false);
});

test('an enquiry whose reply takes 70 s is still one enquiry: the form waits for it (docs/offline.md)', async ({ page, request }) => {
  const name = unique('Very slow enquiry');
  const saidOffline = await watchForOfflineWords(page);
  const release = await sendHeld(page, forms[0], name, request);

  await page.clock.fastForward(70_000);
  await expect(stillSending(page)).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Enquiry Submitted Successfully!' })).toBeVisible();
  await expect(page.getByText(/^Your enquiry number is \d+\. Please quote it when you call us\.$/)).toBeVisible();
  await page.clock.fastForward(60_000);
  expect(await countStored(request, backendUrl, 'inquiries.php', name)).toBe(1);
  expect(await saidOffline()).toBe(false);
});
