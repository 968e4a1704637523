/**
 * SPEC §2.7 and §2.8 on the PHP backend: an enquiry and a buy lead, checked in what the backend stored, with
 * the enquiry's number from the backend and the buy lead's time (its reply has no id) shown after sending.
 */
import { formsRunning } from './offline-support';
import { backendCall, backendJson, backendUrl, expect, partNameField, test, unique, type WirePart } from './support';

interface WireInquiry {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  partName: string | null;
  part_name: string | null;
  quantity: string;
  message: string;
  status: string;
}

interface WireBuyLead {
  name: string;
  company: string;
  partName: string;
  partNumber: string;
  quantity: string;
  budget: string;
  deliveryLocation: string;
  additionalRequirements: string;
  status: string;
}

test('enquiry: part-name suggestions from the backend, submit, stored as pending', async ({ page, request }) => {
  const part = (await backendJson<{ data: WirePart[] }>(request, 'parts.php')).data[0]!;
  const name = unique('E2E Enquirer');

  await page.goto('/inquiry');
  await expect(page.getByRole('heading', { name: 'Product Enquiry' })).toBeVisible();
  // The suggestions are the app's: the form in the page's HTML is typed into once the app runs it.
  await formsRunning(page);
  await page.getByLabel(/^name/i).fill(name);
  await page.getByLabel(/^e-?mail/i).fill('e2e.enquirer@example.com');
  await page.getByLabel(/phone/i).fill('+91 98250 12345');
  await page.getByLabel(/company/i).fill('E2E Logistics');

  // The suggestion search (the catalogue's whole list, read beside it for the ranking, has no ?search=).
  const suggestions = page.waitForResponse(
    (response) => response.url().startsWith(`${backendUrl}/parts.php`) && new URL(response.url()).searchParams.has('search'),
  );
  await partNameField(page).fill(part.name.slice(0, 8));
  expect(new URL((await suggestions).url()).searchParams.get('search')).toBe(part.name.slice(0, 8));
  await page.getByRole('option', { name: part.name, exact: true }).click();
  await expect(partNameField(page)).toHaveValue(part.name);

  await page.getByLabel(/quantity/i).fill('5');
  await page.getByLabel(/message/i).fill('Please quote for five pieces, delivery to Ahmedabad.');
  const submitted = backendCall(page, 'inquiries.php', 'POST');
  await page.getByRole('button', { name: /submit/i }).click();
  expect((await submitted).status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Enquiry Submitted Successfully!' })).toBeVisible();

  const stored = (await backendJson<{ data: WireInquiry[] }>(request, `inquiries.php?search=${encodeURIComponent(name)}`)).data;
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ name, email: 'e2e.enquirer@example.com', company: 'E2E Logistics', quantity: '5', status: 'pending' });
  expect(stored[0]!.partName ?? stored[0]!.part_name).toBe(part.name);
  // The number the backend gave it, shown to quote on the phone.
  await expect(page.getByText(`Your enquiry number is ${stored[0]!.id}. Please quote it when you call us.`)).toBeVisible();

  // The next enquiry keeps the customer and clears the part.
  await page.getByRole('button', { name: 'Submit Another Enquiry' }).click();
  await expect(partNameField(page)).toHaveValue('');
  await expect(page.getByLabel(/^name/i)).toHaveValue(name);
});

test('buy lead: submit, stored as new', async ({ page, request }) => {
  const name = unique('E2E Buyer');

  await page.goto('/buy-lead');
  await expect(page.getByRole('heading', { name: 'Submit Buy Lead' })).toBeVisible();
  await page.getByLabel(/^(full )?name/i).fill(name);
  await page.getByLabel(/^e-?mail/i).fill('e2e.buyer@example.com');
  await page.getByLabel(/phone/i).fill('9823045120');
  await page.getByLabel(/company/i).fill('E2E Freight Carriers');
  await partNameField(page).fill('Spring Shackle Rubber Bush');
  await partNameField(page).press('Escape');
  await page.getByLabel(/part number/i).fill('RB-SS-70');
  await page.getByLabel(/quantity/i).fill('500');
  await page.getByLabel(/budget/i).fill('₹50,000');
  await page.getByLabel(/delivery location/i).fill('Pune, Maharashtra');
  await page.getByLabel(/additional requirements/i).fill('Monthly supply for a fleet of 40 trucks.');
  const submitted = backendCall(page, 'buy_leads.php', 'POST');
  await page.getByRole('button', { name: /submit buy lead/i }).click();
  expect((await submitted).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Buy Lead Submitted Successfully!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Another Buy Lead' })).toBeVisible();
  // Its reply carries no id: the time it was sent stands in for a number.
  await expect(page.getByText(/^Sent on \w+ \d+, \d{4} at \d+:\d{2} [AP]M\. Please mention this time when you call us\.$/)).toBeVisible();

  const stored = await backendJson<WireBuyLead[]>(request, `buy_leads.php?search=${encodeURIComponent(name)}`);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    name,
    company: 'E2E Freight Carriers',
    partName: 'Spring Shackle Rubber Bush',
    partNumber: 'RB-SS-70',
    quantity: '500',
    budget: '₹50,000',
    deliveryLocation: 'Pune, Maharashtra',
    additionalRequirements: 'Monthly supply for a fleet of 40 trucks.',
    status: 'new',
  });
});
