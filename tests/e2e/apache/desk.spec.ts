/**
 * The lead desk (server/desk.php) on the real Apache with the staff lock on and the unchanged reference
 * backend (the `apache-gated-same-origin` project): what only two browsers, the real lock and the real
 * store show. The calls' rules one by one are the store's tests (server/test-desk*.php, SQLite and
 * MariaDB) and the fake backend's; the screens' every state is the integration tests'.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { deskEndpointList } from '../../../php-contract/desk';
import type { Endpoint } from '../../../php-contract/endpoint';
import { expect, logIn, siteOf, STAFF, test } from './support';

const basic = (role: keyof typeof STAFF, password: string = STAFF[role].password) =>
  `Basic ${Buffer.from(`${STAFF[role].email}:${password}`).toString('base64')}`;

/** A desk call as the contract names it, on the site's origin. */
function deskCall(
  request: APIRequestContext,
  siteUrl: string,
  entry: Endpoint,
  { authorization, data, query }: { authorization?: string; data?: object; query?: Record<string, string> } = {},
) {
  const selecting = new URLSearchParams(
    query ?? Object.fromEntries(entry.requiredQuery.map((name) => [name, name === 'kind' ? 'inquiries' : '1'])),
  );
  return request.fetch(`${siteUrl}/${entry.script}${selecting.size ? `?${selecting}` : ''}`, {
    method: entry.method,
    headers: authorization ? { Authorization: authorization } : {},
    ...(entry.body === 'json' ? { data: data ?? { kind: 'inquiries', id: 1 } } : {}),
  });
}

const desk = (id: string) => deskEndpointList.find((entry) => entry.id === id)!;

test('every desk URL answers 401 without credentials or with a wrong password; a subadmin may not assign (403)', async ({
  request,
  baseURL,
}) => {
  const siteUrl = baseURL!;
  expect(deskEndpointList.length).toBeGreaterThanOrEqual(8);
  // The public site's nudge is the one call without credentials (desk-push.spec.ts holds it to its rate).
  for (const entry of deskEndpointList.filter(({ access }) => access !== 'public')) {
    const response = await deskCall(request, siteUrl, entry);
    expect(response.status(), `${entry.id}: ${entry.method} ${entry.script}`).toBe(401);
    expect(await response.text(), entry.id).not.toMatch(/"data"|"lead"|"notes"/);
    expect((await deskCall(request, siteUrl, entry, { authorization: basic('admin', 'not-the-password') })).status(), entry.id).toBe(401);
  }
  const leads = await deskCall(request, siteUrl, desk('listDeskLeads'), { authorization: basic('subadmin') });
  expect(leads.status()).toBe(200);
  expect(((await leads.json()) as { me: { user: string; role: string } }).me).toEqual({ user: STAFF.subadmin.email, role: 'subadmin' });
  const assign = await deskCall(request, siteUrl, desk('assignDeskLead'), {
    authorization: basic('subadmin'),
    data: { kind: 'inquiries', id: 1, owner: STAFF.subadmin.email, version: 0 },
  });
  expect(assign.status()).toBe(403);
  const templates = await deskCall(request, siteUrl, desk('saveDeskTemplates'), {
    authorization: basic('subadmin'),
    data: { lang: 'en', text: 'Hello {name}' },
  });
  expect(templates.status()).toBe(403);
});

test("no URL serves the desk's store or its code, however it is spelled", async ({ request, baseURL }, testInfo) => {
  const { docroot } = siteOf(testInfo);
  // The store is in the private folder, outside the web root: make sure it exists first.
  expect((await deskCall(request, baseURL!, desk('listDeskLeads'), { authorization: basic('admin') })).status()).toBe(200);
  for (const path of [
    '/desk.sqlite',
    '/desk/desk.sqlite',
    '/server/desk.php',
    '/server/lib/desk.php',
    '/server/config.php',
    '/%73erver/desk.php',
    '/desk/..%2fserver%2fconfig.php',
    '/desk/../server/desk.php',
    '//server//desk.php',
    '/server/desk.php/leads',
  ]) {
    const response = await request.get(`${baseURL}${path}`, { headers: { Authorization: basic('admin') }, maxRedirects: 0 });
    const body = await response.text();
    expect(body, path).not.toMatch(/^SQLite format 3/);
    expect(body, path).not.toMatch(/<\?php|"lead"|"notes"/);
    if (!path.startsWith('/desk/')) expect(response.status(), path).toBe(404);
  }
  expect(docroot).toBeTruthy();
});

let made = 0;
/** A new enquiry through the backend's public call, as a customer's form sends it: its id. */
async function newEnquiry(request: APIRequestContext, backendUrl: string, message = 'Please quote with GST.'): Promise<number> {
  made += 1;
  const response = await request.post(`${backendUrl}/inquiries.php`, {
    data: {
      name: `Desk Customer ${Date.now()}-${made}`,
      email: '',
      phone: '+91 98250 12345',
      company: 'Patel Roadlines',
      partName: 'Wheel Lock Ring 20 inch',
      quantity: 4,
      message,
    },
  });
  expect(response.status()).toBe(201);
  return Number(((await response.json()) as { data: { id: number | string } }).data.id);
}

/** The desk's day ('YYYY-MM-DD', the business's) and the one before, as the desk counts Today and Overdue. */
async function deskDays(request: APIRequestContext, siteUrl: string): Promise<{ today: string; yesterday: string }> {
  const reply = await deskCall(request, siteUrl, desk('listDeskLeads'), { authorization: basic('admin') });
  const { today } = (await reply.json()) as { today: string };
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return { today, yesterday: day.toISOString().slice(0, 10) };
}

/** A browser of its own (empty storage: another device), signed in as `role`. */
async function device(browser: Browser, baseURL: string, role: keyof typeof STAFF): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, role);
  return { page, close: () => context.close() };
}

type Device = Awaited<ReturnType<typeof device>>;

/** Admin and subadmin, each on a device of their own, both closed whatever `run` does. */
async function withAdminAndSubadmin(
  browser: Browser,
  baseURL: string,
  run: (admin: Device, subadmin: Device) => Promise<void>,
): Promise<void> {
  const admin = await device(browser, baseURL, 'admin');
  const subadmin = await device(browser, baseURL, 'subadmin');
  try {
    await run(admin, subadmin);
  } finally {
    await admin.close();
    await subadmin.close();
  }
}

const enquiryPath = (role: keyof typeof STAFF, id: number) => `/${role}/inquiries/${id}`;
const deskPanel = (page: Page) => page.getByRole('region', { name: 'Follow-ups' });

async function setStep(page: Page, due: string, what: string, button = 'Save next step'): Promise<void> {
  const panel = deskPanel(page);
  await panel.getByLabel('Day').fill(due);
  await panel.getByLabel('What to do').fill(what);
  await panel.getByRole('button', { name: button }).click();
}

test('two devices: a note and a next step written by admin show in a second browser, named; a subadmin note shows back, named as theirs', async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  const { backendUrl } = siteOf(testInfo);
  const id = await newEnquiry(request, backendUrl);
  const { today } = await deskDays(request, baseURL!);
  await withAdminAndSubadmin(browser, baseURL!, async (admin, subadmin) => {
    await admin.page.goto(enquiryPath('admin', id));
    const panel = deskPanel(admin.page);
    await panel.getByLabel('Note').fill('Quoted ₹4,500 a ring; he will confirm by evening.');
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expect(panel.getByText('Quoted ₹4,500 a ring; he will confirm by evening.')).toBeVisible();
    await setStep(admin.page, today, 'Call back for the order');
    await expect(panel.getByText(/Call back for the order/).first()).toBeVisible();

    await subadmin.page.goto(enquiryPath('subadmin', id));
    const seen = deskPanel(subadmin.page);
    await expect(seen.getByText(`Note by ${STAFF.admin.email}`)).toBeVisible();
    await expect(seen.getByText('Quoted ₹4,500 a ring; he will confirm by evening.')).toBeVisible();
    await expect(seen.getByText(`(set by ${STAFF.admin.email})`)).toBeVisible();
    await seen.getByLabel('Note').fill('Customer asked for two more rings.');
    await seen.getByRole('button', { name: 'Add note' }).click();
    await expect(seen.getByText(`Note by ${STAFF.subadmin.email}`)).toBeVisible();

    await admin.page.reload();
    await expect(panel.getByText(`Note by ${STAFF.subadmin.email}`)).toBeVisible();
    await expect(panel.getByText('Customer asked for two more rings.')).toBeVisible();
  });
});

/** The desk's leads whose step is due today or before: what the sidebar counts. */
async function dueCount(request: APIRequestContext, siteUrl: string): Promise<number> {
  const reply = await deskCall(request, siteUrl, desk('listDeskLeads'), { authorization: basic('admin') });
  const { today, data } = (await reply.json()) as { today: string; data: { step: { due: string } | null }[] };
  return data.filter((lead) => lead.step && lead.step.due <= today).length;
}

test("the day's lists: a step due today is in Today in the other browser, yesterday's in Overdue, and the sidebar counts both", async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  const { backendUrl } = siteOf(testInfo);
  const [dueToday, dueYesterday] = [await newEnquiry(request, backendUrl), await newEnquiry(request, backendUrl)];
  const { today, yesterday } = await deskDays(request, baseURL!);
  await withAdminAndSubadmin(browser, baseURL!, async (admin, subadmin) => {
    await admin.page.goto(enquiryPath('admin', dueToday));
    await setStep(admin.page, today, 'Send the price list');
    await expect(
      deskPanel(admin.page)
        .getByText(/Send the price list/)
        .first(),
    ).toBeVisible();
    await admin.page.goto(enquiryPath('admin', dueYesterday));
    await setStep(admin.page, yesterday, 'Ask about the second truck');
    await expect(
      deskPanel(admin.page)
        .getByText(/Ask about the second truck/)
        .first(),
    ).toBeVisible();

    const page = subadmin.page;
    await page.getByRole('link', { name: /^Follow-ups/ }).click();
    const tabs = page.getByRole('tablist', { name: 'Follow-up lists' });
    await tabs.getByRole('tab', { name: /^Today/ }).click();
    const list = page.getByRole('tabpanel');
    await expect(list.getByText('Send the price list')).toBeVisible();
    await expect(list.getByText('Ask about the second truck')).toHaveCount(0);
    await tabs.getByRole('tab', { name: /^Overdue/ }).click();
    await expect(page.getByRole('tabpanel').getByText('Ask about the second truck')).toBeVisible();

    const count = await dueCount(request, baseURL!);
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('link', { name: /^Follow-ups/ })).toHaveAccessibleName(`Follow-ups ${count} due today or overdue`);
    // Each list opens its lead.
    await page.getByRole('tabpanel').getByRole('link').filter({ hasText: /./ }).first().click();
    await expect(page).toHaveURL(new RegExp(`/subadmin/inquiries/${dueYesterday}$`));
  });
});

test('the race: admin and subadmin take one lead at the same moment; one owns it, the other is told who does', async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  const { backendUrl } = siteOf(testInfo);
  const id = await newEnquiry(request, backendUrl);
  await withAdminAndSubadmin(browser, baseURL!, async (admin, subadmin) => {
    await admin.page.goto(enquiryPath('admin', id));
    await subadmin.page.goto(enquiryPath('subadmin', id));
    const buttons = [admin.page, subadmin.page].map((page) => deskPanel(page).getByRole('button', { name: 'Take it' }));
    for (const button of buttons) await expect(button).toBeEnabled();
    const answered = [admin.page, subadmin.page].map((page) => page.waitForResponse((response) => response.url().endsWith('/desk/take')));
    await Promise.all(buttons.map((button) => button.click()));
    expect((await Promise.all(answered)).map((response) => response.status()).sort()).toEqual([200, 409]);

    const owners = await deskCall(request, baseURL!, desk('getDeskLead'), {
      authorization: basic('admin'),
      query: { kind: 'inquiries', id: String(id) },
    });
    const owner = ((await owners.json()) as { lead: { owner: string } }).lead.owner;
    const [winner, loser] = owner === STAFF.admin.email ? [admin.page, subadmin.page] : [subadmin.page, admin.page];
    expect([STAFF.admin.email, STAFF.subadmin.email]).toContain(owner);
    await expect(deskPanel(loser).getByText(`Already taken by ${owner}.`)).toBeVisible();
    for (const page of [winner, loser]) await expect(deskPanel(page).getByText(`Owner: ${owner}`)).toBeVisible();
    await expect(deskPanel(winner).getByText(/Already taken by/)).toHaveCount(0);
  });
});

test("a stale change: a next step set on an old copy is refused with the other person's name and time, and both values", async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  const { backendUrl } = siteOf(testInfo);
  const id = await newEnquiry(request, backendUrl);
  const { today } = await deskDays(request, baseURL!);
  await withAdminAndSubadmin(browser, baseURL!, async (admin, subadmin) => {
    await subadmin.page.goto(enquiryPath('subadmin', id));
    await expect(deskPanel(subadmin.page).getByText('No next step.')).toBeVisible();
    await admin.page.goto(enquiryPath('admin', id));
    await setStep(admin.page, today, 'Send the catalogue');
    await expect(
      deskPanel(admin.page)
        .getByText(/Send the catalogue/)
        .first(),
    ).toBeVisible();

    // The subadmin's page still holds the lead as it was before: its reads of the lead are held back, as a tab's
    // whose refresh has not come (otherwise the focus that typing gives the page reads the lead again first).
    await subadmin.page.route(/\/desk\/leads?(\?|$)/, (route) => route.abort());
    await setStep(subadmin.page, today, 'Call on Monday');
    const conflict = deskPanel(subadmin.page).getByRole('alert').filter({ hasText: 'Nothing was overwritten.' });
    await expect(conflict).toContainText(`Changed by ${STAFF.admin.email} at `);
    await expect(conflict.getByText(/Send the catalogue/)).toBeVisible();
    await expect(conflict.getByText(/Call on Monday/)).toBeVisible();
    const kept = await deskCall(request, baseURL!, desk('getDeskLead'), {
      authorization: basic('admin'),
      query: { kind: 'inquiries', id: String(id) },
    });
    expect(((await kept.json()) as { lead: { step: { what: string } } }).lead.step.what).toBe('Send the catalogue');
  });
});

test('hostile notes: markup shows as text on the lead, and the CSV carries it with no formula', async ({ page, request }, testInfo) => {
  const { backendUrl } = siteOf(testInfo);
  const id = await newEnquiry(request, backendUrl);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await logIn(page, 'admin');
  await page.goto(enquiryPath('admin', id));
  const panel = deskPanel(page);
  for (const text of ['<img src=x onerror=alert(1)>', '=HYPERLINK("http://evil.example","Click")']) {
    await panel.getByLabel('Note').fill(text);
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expect(panel.getByText(text, { exact: true })).toBeVisible();
    await expect(panel.getByText('Waiting to send')).toHaveCount(0);
  }
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  await page.goto('/admin/inquiries');
  await expect(page.getByRole('button', { name: /^Export CSV/ })).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Export CSV/ }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('Last note');
  expect(csv).toContain(`'=HYPERLINK(""http://evil.example"",""Click"")`);
  expect(csv.split(/\r?\n/).join(',')).not.toMatch(/(^|,)"?[=+@]/);
  expect(dialogs).toEqual([]);
});

test('a lead sent from the Hindi site through the outbox, offline first, is Hindi on the staff side, its WhatsApp reply the Hindi template filled in', async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  const { backendUrl } = siteOf(testInfo);
  const name = `Ramesh Yadav ${Date.now()}`;
  const visitor = await browser.newContext({ baseURL });
  try {
    const page = await visitor.newPage();
    await page.goto('/inquiry?lang=hi');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.locator('main form button[type="submit"]:disabled')).toHaveCount(0);
    const form = page.locator('main form');
    await form.locator('[name="name"]').fill(name);
    await form.locator('[name="email"]').fill('ramesh@example.com');
    await form.locator('[name="phone"]').fill('+91 98250 12345');
    await form.locator('[name="company"]').fill('Yadav Motors');
    await form.locator('[name="partName"]').fill('Brake Drum');
    await form.locator('[name="partName"]').press('Escape');
    await form.locator('[name="quantity"]').fill('2');
    await form.locator('[name="message"]').fill('जल्दी रेट बताइए।');
    await visitor.setOffline(true);
    await form.locator('button[type="submit"]').click();
    await expect(page.getByRole('heading', { name: 'इस फ़ोन पर सेव है' })).toBeVisible();
    await visitor.setOffline(false);
    // "Sent at …", in Hindi.
    await expect(page.getByRole('region', { name: 'इस डिवाइस पर आपके फ़ॉर्म' }).getByText(/^भेजी गई/)).toBeVisible({ timeout: 20_000 });
  } finally {
    await visitor.close();
  }

  const stored = await request.get(`${backendUrl}/inquiries.php?search=${encodeURIComponent(name)}`, {
    headers: { Authorization: basic('admin') },
  });
  const [lead] = ((await stored.json()) as { data: { id: number | string; message: string }[] }).data;
  expect(lead?.message).toMatch(/\nRef [2-9A-Z]{4}-[2-9A-Z]{2} · hi$/);

  const admin = await device(browser, baseURL!, 'admin');
  try {
    await admin.page.goto(enquiryPath('admin', Number(lead!.id)));
    await expect(admin.page.getByText('Language:')).toContainText('हिन्दी');
    const reply = admin.page.getByRole('link', { name: 'WhatsApp Customer' });
    const text = new URL((await reply.getAttribute('href'))!).searchParams.get('text');
    expect(text).toBe(`नमस्ते ${name} जी, Brake Drum (2 पीस) के लिए आपकी पूछताछ मिल गई है। रेट और स्टॉक अभी बताते हैं।`);
  } finally {
    await admin.close();
  }
});
