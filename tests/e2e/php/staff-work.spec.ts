/**
 * On the reference PHP backend: admin changes enquiry and buy-lead statuses (kept over a reload;
 * a refused one is back-office-day.spec.ts's), and the CSV export holds exactly the filtered rows, with a
 * BOM and formulas only as text. That a subadmin has no status control is status-change.test.tsx's.
 */
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { signedIn } from '../signed-in';
import { backendCall, backendUrl, expect, test, unique } from './support';

async function addInquiry(
  request: import('@playwright/test').APIRequestContext,
  name: string,
  company = 'Patel Roadlines',
  phone = '98765 43210',
) {
  const response = await request.post(`${backendUrl}/inquiries.php`, {
    data: {
      name,
      email: '',
      phone,
      company,
      partName: 'Wheel Lock Ring 20 inch',
      quantity: 4,
      message: 'Please quote with GST.',
    },
  });
  expect(response.status()).toBe(201);
}

async function addBuyLead(request: import('@playwright/test').APIRequestContext, name: string, phone = '022-2345-6789') {
  const response = await request.post(`${backendUrl}/buy_leads.php`, {
    data: {
      name,
      email: '',
      phone,
      company: 'Joshi Freight',
      partName: 'Brake Drum 410 mm',
      quantity: 10,
      deliveryLocation: 'Pune, Maharashtra',
    },
  });
  expect(response.status()).toBe(200);
}

test('admin moves an enquiry to responded and a buy lead to quoted; both stay after a reload', async ({ page, request }) => {
  const customer = unique('E2E Status');
  await addInquiry(request, customer);
  await addBuyLead(request, customer);
  await signedIn(page, 'admin', `/admin/inquiries?q=${encodeURIComponent(customer)}`);
  const inquiryStatus = page.getByRole('combobox', { name: `Status of the enquiry from ${customer}` });
  await expect(inquiryStatus).toHaveValue('pending');
  const put = backendCall(page, 'inquiries.php', 'PUT');
  await inquiryStatus.selectOption('responded');
  const sent = (await put).request().postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    name: customer,
    phone: '98765 43210',
    company: 'Patel Roadlines',
    partName: 'Wheel Lock Ring 20 inch',
    quantity: 4,
    status: 'responded',
  });
  expect(Object.keys(sent).sort()).toEqual(['company', 'email', 'id', 'message', 'name', 'partName', 'phone', 'quantity', 'status']);
  await page.reload();
  await expect(page.getByRole('combobox', { name: `Status of the enquiry from ${customer}` })).toHaveValue('responded');

  // The detail page: the call and chat links carry the number in international form, shown as typed.
  await page.getByRole('link', { name: `View enquiry from ${customer}` }).click();
  await expect(page.getByRole('link', { name: 'Call Customer' })).toHaveAttribute('href', 'tel:+919876543210');
  expect(new URL((await page.getByRole('link', { name: /WhatsApp Customer/ }).getAttribute('href'))!).pathname).toBe('/919876543210');
  await expect(page.getByRole('link', { name: '98765 43210' })).toBeVisible();

  await page.goto(`/admin/buy-leads?q=${encodeURIComponent(customer)}`);
  const leadStatus = page.getByRole('combobox', { name: `Status of the buy lead from ${customer}` });
  await expect(leadStatus).toHaveValue('new');
  const putLead = backendCall(page, 'buy_leads.php', 'PUT');
  await leadStatus.selectOption('quoted');
  expect((await putLead).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('combobox', { name: `Status of the buy lead from ${customer}` })).toHaveValue('quoted');
});

test('the enquiries export holds the filtered rows, a BOM, and a formula only as text', async ({ page, request }) => {
  const tag = unique('E2E Export');
  await addInquiry(request, `${tag} A`, '=HYPERLINK("http://x","y")');
  await addInquiry(request, `${tag} B`);
  await signedIn(page, 'subadmin', `/subadmin/inquiries?q=${encodeURIComponent(tag)}&sort=customer&dir=asc`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Export CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true }).data;
  expect(rows.map((row) => row.Name)).toEqual([`${tag} A`, `${tag} B`]);
  expect(rows[0]!.Company).toBe(`'=HYPERLINK("http://x","y")`);
  expect(rows[0]!.Status).toBe('pending');
  expect(rows[0]!.Date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
});

test("a caller is found by the number on their phone's screen, in enquiries and in buy leads", async ({ page, request }) => {
  const customer = unique('E2E Caller');
  await addInquiry(request, customer, 'Patel Roadlines', '+91 98250 11223');
  await addBuyLead(request, customer, '+91 98250 11223');
  await signedIn(page, 'admin', '/admin/inquiries');
  for (const [path, label] of [
    ['/admin/inquiries', 'Search enquiries'],
    ['/admin/buy-leads', 'Search buy leads'],
  ] as const) {
    if (new URL(page.url()).pathname !== path) await page.goto(path);
    const search = page.getByRole('searchbox', { name: label });
    const found = page.getByRole('table').getByRole('row').filter({ hasText: customer });
    // The bare digits, the caller-ID form, a trunk 0 with a space, and words as before.
    for (const typed of ['9825011223', '+919825011223', '098250 11223', customer, 'Caller']) {
      await search.fill(typed);
      await expect(found, `${label}: ${typed}`).toHaveCount(1);
    }
    await search.fill('9825011224');
    await expect(found).toHaveCount(0);
  }
});
