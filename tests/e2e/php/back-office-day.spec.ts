/**
 * The back office on the reference PHP backend, as staff meet it in a day's work: statuses the
 * backend accepts (tabs that add up, a refused value not offered again, one save per keyboard
 * change), a category rename that takes its parts along even when it is cut off half way, Back
 * through list pages, leads with their phone to act on. A login against a failing server, a subadmin
 * at an admin page and whole-number stock are the integration tests' (tests/integration/staff/
 * login.test.tsx, layout.test.tsx, part-form.test.tsx); a wrong password is tests/e2e/php/staff.spec.ts's.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { signedIn } from '../signed-in';
import { backendJson, backendUrl, expect, STAFF, test, unique } from './support';

// A backend on a shared machine: more than the default 45 s at times.
test.describe.configure({ timeout: 90_000 });

/** The status tabs as [label, count] pairs, read from the buttons' own text 'Label (n)'. */
async function tabs(page: Page): Promise<[string, number][]> {
  const group = page.getByRole('group', { name: 'Filter by status' });
  await expect(group.getByRole('button').first()).toBeVisible();
  return (await group.getByRole('button').allTextContents()).map((text) => {
    const match = /^(.+) \((\d+)\)$/.exec(text.trim());
    expect(match, text).not.toBeNull();
    return [match![1]!, Number(match![2])];
  });
}

async function addBuyLead(request: APIRequestContext, fields: Record<string, unknown>) {
  const response = await request.post(`${backendUrl}/buy_leads.php`, {
    data: {
      email: '',
      phone: '98250 12345',
      company: 'Day Haulage',
      partName: 'Brake Drum 410 mm',
      quantity: 10,
      deliveryLocation: 'Surat, Gujarat',
      ...fields,
    },
  });
  expect(response.status()).toBe(200);
}

test.describe('statuses', () => {
  test('the buy-lead tabs add up to All and each lists only its own status; a status the backend refuses is said once, undone, and not offered again', async ({
    page,
    request,
  }) => {
    const customer = unique('Day Refused');
    await addBuyLead(request, { name: customer });
    await signedIn(page, 'admin', '/admin/buy-leads');

    await test.step('the tabs add up to All, and a tab lists only its own status', async () => {
      const counts = await tabs(page);
      const [all, ...rest] = counts;
      expect(all![0]).toBe('All');
      expect(rest.map(([label]) => label)).toEqual(expect.arrayContaining(['New', 'Quoted', 'Pending', 'Closed']));
      expect(rest.reduce((sum, [, count]) => sum + count, 0)).toBe(all![1]);

      await page.getByRole('button', { name: /^Pending \(\d+\)$/ }).click();
      const selects = page.getByRole('combobox', { name: /^Status of the buy lead from / });
      await expect(selects.first()).toBeVisible();
      for (const select of await selects.all()) await expect(select).toHaveValue('pending');
      await page.getByRole('button', { name: /^All \(\d+\)$/ }).click();
    });

    await test.step('a status the backend refuses is said once, undone, and not offered again', async () => {
      const status = page.getByRole('combobox', { name: `Status of the buy lead from ${customer}` });
      await expect(status).toHaveValue('new');
      // 'closed' is a status some leads hold, so it is offered until the backend says no.
      await expect(status.locator('option', { hasText: 'Closed' })).toHaveCount(1);
      const put = page.waitForResponse(
        (response) => response.url().startsWith(`${backendUrl}/buy_leads.php`) && response.request().method() === 'PUT',
      );
      await status.selectOption('closed');
      expect((await put).status()).toBe(400);
      await expect(page.getByRole('alert')).toHaveText(
        /Invalid status: this server does not accept "Closed", so it is no longer offered\./,
      );
      await expect(status).toHaveValue('new');
      await expect(status.locator('option', { hasText: 'Closed' })).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(1);

      // Not offered again: not on another lead, not after a reload; a lead that holds it still shows it.
      await page.reload();
      const offered = page.getByRole('combobox', { name: `Status of the buy lead from ${customer}` });
      await expect(offered).toHaveValue('new');
      await expect(offered.locator('option')).toHaveText(['New', 'Quoted', 'Pending']);
      await page.getByRole('button', { name: /^Closed \(\d+\)$/ }).click();
      const closedLead = page.getByRole('combobox', { name: /^Status of the buy lead from / }).first();
      await expect(closedLead).toHaveValue('closed');
      const leads = await backendJson<{ name: string; status: string }[]>(request, 'buy_leads.php');
      expect(leads.find((row) => row.name === customer)?.status).toBe('new');
    });
  });

  test("subadmin's Pending tab lists each lead by its own status, not the New/Quoted summary", async ({ page }) => {
    await signedIn(page, 'subadmin', '/subadmin/buy-leads?status=pending');
    await expect(page.getByRole('button', { name: /^Pending \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
    const badges = page.getByRole('table').locator('.status-badge');
    await expect(badges.first()).toBeVisible();
    expect(new Set(await badges.allTextContents())).toEqual(new Set(['Pending']));
    const counts = await tabs(page);
    expect(counts.slice(1).reduce((sum, [, count]) => sum + count, 0)).toBe(counts[0]![1]);
  });

  test('a keyboard change of the status sends one request, on leaving the select or on Enter', async ({ page, request }) => {
    const first = unique('Day Keys A');
    const second = unique('Day Keys B');
    for (const name of [first, second]) {
      const response = await request.post(`${backendUrl}/inquiries.php`, {
        data: {
          name,
          email: '',
          phone: '98765 43210',
          company: 'Keys Cargo',
          partName: 'Lock Ring',
          quantity: 1,
          message: 'Please quote for one.',
        },
      });
      expect(response.status()).toBe(201);
    }
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().startsWith(`${backendUrl}/inquiries.php`))
        puts.push(String((request.postDataJSON() as { status: string }).status));
    });
    await signedIn(page, 'admin', `/admin/inquiries?q=${encodeURIComponent('Day Keys')}`);
    const a = page.getByRole('combobox', { name: `Status of the enquiry from ${first}` });
    await expect(a).toHaveValue('pending');
    await a.focus();
    // pending → responded → closed → responded: three steps, one choice.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(a).toHaveValue('responded');
    await page.waitForTimeout(300);
    expect(puts).toEqual([]);
    await page.keyboard.press('Tab');
    await expect.poll(() => puts).toEqual(['responded']);

    const b = page.getByRole('combobox', { name: `Status of the enquiry from ${second}` });
    await b.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => puts).toEqual(['responded', 'closed']);
    await page.keyboard.press('Tab');
    await page.waitForTimeout(300);
    expect(puts).toEqual(['responded', 'closed']);

    const stored = await backendJson<{ data: { name: string; status: string }[] }>(request, 'inquiries.php');
    expect(
      stored.data
        .filter((row) => row.name === first || row.name === second)
        .map((row) => row.status)
        .sort(),
    ).toEqual(['closed', 'responded']);
  });
});

test('renaming a category moves its parts, and a run cut off half way says what is left and finishes', async ({ page, request }) => {
  const from = unique('Day Hoses');
  const to = `${from} & Pipes`;
  expect((await request.post(`${backendUrl}/categories.php`, { data: { name: from } })).status()).toBe(200);
  const names = ['Hose A', 'Hose B', 'Hose C', 'Hose D'].map((name) => `${name} ${from}`);
  for (const name of names) {
    const response = await request.post(`${backendUrl}/parts.php`, {
      data: { name, category: from, description: 'A hose for the rename test.', stock: 4 },
    });
    expect(response.status()).toBe(200);
  }
  await signedIn(page, 'admin', `/admin/categories?q=${encodeURIComponent(from)}`);
  await page.getByRole('button', { name: `Edit ${from}` }).click();
  await page.getByLabel('Category name').fill(to);

  // The third part's move meets a failing server (a PHP fatal error page); the rest go through.
  let puts = 0;
  const partById = (url: URL) => url.href.startsWith(`${backendUrl}/parts.php`) && url.searchParams.has('id');
  await page.route(partById, (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    puts += 1;
    return puts === 3
      ? route.fulfill({ status: 500, contentType: 'text/html', body: '<b>Fatal error</b>: Allowed memory size exhausted' })
      : route.fallback();
  });
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename Category' });
  await expect(dialog).toContainText(`Rename "${from}" to "${to}"? 4 parts use "${from}"; they will be moved to "${to}".`);
  await dialog.getByRole('button', { name: 'Rename' }).click();

  const cut = page.getByRole('alert').filter({ hasText: 'moving its parts stopped' });
  await expect(cut).toContainText(`Category renamed to "${to}", but moving its parts stopped after 2 of 4: Failed to update part`);
  await expect(cut).toContainText(`2 parts still carry "${from}": ${names[2]}, ${names[3]}.`);
  const stranded = await backendJson<{ data: { name: string }[] }>(request, `parts.php?category=${encodeURIComponent(from)}`);
  expect(stranded.data.map((part) => part.name).sort()).toEqual([names[2], names[3]].sort());

  await page.unroute(partById);
  await cut.getByRole('button', { name: 'Finish moving' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Category "${to}" updated; 4 parts moved to it.` })).toBeVisible();
  const moved = await backendJson<{ data: { name: string; stock: string }[] }>(request, `parts.php?category=${encodeURIComponent(to)}`);
  expect(moved.data.map((part) => part.name).sort()).toEqual([...names].sort());
  expect(moved.data.every((part) => Number(part.stock) === 4)).toBe(true);
  expect((await backendJson<{ data: unknown[] }>(request, `parts.php?category=${encodeURIComponent(from)}`)).data).toEqual([]);

  // The public catalogue finds them under the new name.
  await page.goto('/catalog');
  await page.getByLabel(/category/i).selectOption(to);
  await expect(page.getByRole('heading', { name: names[0] })).toBeVisible();
});

test.describe('lists in the browser history', () => {
  const tag = unique('Day Pages');
  test.beforeAll(async ({ request }) => {
    for (let index = 0; index < 45; index += 1) await addBuyLead(request, { name: `${tag} ${String(index).padStart(2, '0')}` });
  });
  test.afterAll(async ({ request }) => {
    const leads = await backendJson<{ id: string; name: string }[]>(request, 'buy_leads.php');
    for (const lead of leads.filter((row) => row.name.startsWith(tag))) await request.delete(`${backendUrl}/buy_leads.php?id=${lead.id}`);
  });

  test('Back from page 3 goes to page 2, then 1; search keystrokes add no entries', async ({ page }) => {
    await signedIn(page, 'admin');
    await expect(page).toHaveURL((url) => url.pathname === STAFF.admin.dashboard);
    await page.getByRole('link', { name: 'Buy Leads' }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/buy-leads');
    const search = page.getByRole('searchbox', { name: 'Search buy leads' });
    await search.pressSequentially('zz');
    await search.fill('');
    const showing = page.locator('.pager-status');
    const pager = page.getByRole('navigation', { name: 'Buy lead pages' });
    await expect(showing).toContainText(/^Showing 1–25 of /);
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(showing).toContainText(/^Showing 26–50 of /);
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(showing).toContainText(/^Showing 51–/);

    await page.goBack();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expect(showing).toContainText(/^Showing 26–50 of /);
    await page.goBack();
    await expect(showing).toContainText(/^Showing 1–25 of /);
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === STAFF.admin.dashboard);
  });
});

test('leads show the phone with Call and WhatsApp (mobiles only), and buy-lead search finds part numbers, places and budgets', async ({
  page,
  request,
}) => {
  const mobile = unique('Day Mobile');
  const landline = unique('Day Landline');
  await addBuyLead(request, {
    name: mobile,
    phone: '+91 98250 12345',
    partNumber: 'DAY-PN-7731',
    budget: '₹7,31,000',
    deliveryLocation: 'Daytown, Gujarat',
  });
  await addBuyLead(request, { name: landline, phone: '022-2345-6789' });
  await signedIn(page, 'admin', '/admin/buy-leads');
  const search = page.getByRole('searchbox', { name: 'Search buy leads' });
  for (const text of ['DAY-PN-7731', 'Daytown', '7,31,000']) {
    await search.fill(text);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('combobox', { name: `Status of the buy lead from ${mobile}` })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: `Call ${mobile}` })).toHaveAttribute('href', 'tel:+919825012345');
  const chat = page.getByRole('link', { name: `WhatsApp ${mobile} (opens in a new tab)` });
  expect(new URL((await chat.getAttribute('href'))!).pathname).toBe('/919825012345');
  await expect(chat).toHaveAttribute('rel', /noopener/);

  await search.fill(landline);
  await expect(page.getByRole('link', { name: `Call ${landline}` })).toHaveAttribute('href', 'tel:+912223456789');
  await expect(page.getByRole('link', { name: `WhatsApp ${landline} (opens in a new tab)` })).toHaveCount(0);
  await page.getByRole('button', { name: `Show details for ${landline}` }).click();
  await expect(page.getByRole('link', { name: `WhatsApp ${landline} (opens in a new tab)` })).toHaveCount(0);

  // Every enquiry row carries its phone and a Call link.
  await page.goto('/admin/inquiries');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const bodyRows = (await rows.count()) - 1;
  await expect(page.getByRole('table').getByRole('link', { name: /^Call / })).toHaveCount(bodyRows);
});
