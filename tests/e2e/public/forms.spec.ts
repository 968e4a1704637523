import { expect, test } from '../fixtures';
import { gotoWithScenario } from './support';

test.describe('enquiry', () => {
  test('submit an enquiry, picking the part from the suggestions with the keyboard', async ({ page }) => {
    await page.goto('/inquiry');
    await page.getByLabel(/^Name/).fill('Ravi Kumar');
    await page.getByLabel(/^Email/).fill('ravi@example.in');
    await page.getByLabel(/^Phone Number/).fill('+91 98765 43210');
    await page.getByLabel(/^Company Name/).fill('Kumar Transport');
    const partName = page.getByRole('combobox', { name: /Part Name/ });
    await partName.pressSequentially('lock r', { delay: 50 });
    await expect(page.getByRole('option', { name: 'Wheel Lock Ring 20 inch' })).toBeVisible();
    await expect(partName).toHaveAttribute('aria-expanded', 'true');
    await partName.press('ArrowDown');
    await partName.press('Enter');
    await expect(partName).toHaveValue(/Lock Ring/);
    await expect(page.getByRole('listbox')).toBeHidden();
    await page.getByLabel(/^Quantity/).fill('12');
    await page.getByLabel(/^Message/).fill('Please quote for 12 rings with delivery to Surat.');
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(page.getByRole('heading', { name: 'Enquiry Submitted Successfully!' })).toBeFocused();
    await page.getByRole('button', { name: 'Submit Another Enquiry' }).click();
    await expect(page.getByLabel(/^Name/)).toHaveValue('');
  });

  test('validation messages appear beside the fields', async ({ page }) => {
    await page.goto('/inquiry');
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toBeFocused();
    await page.getByLabel(/^Phone Number/).fill('123');
    await page.getByLabel(/^Message/).fill('short');
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(page.getByText('Phone number is invalid')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  });

  test('error scenario: the message shows, the form is kept and the draft survives a reload', async ({ page }) => {
    await gotoWithScenario(page, '/inquiry', 'inquiries-500');
    await page.getByLabel(/^Name/).fill('Ravi Kumar');
    await page.getByLabel(/^Phone Number/).fill('9876543210');
    await page.getByLabel(/^Company Name/).fill('Kumar Transport');
    await page.getByRole('combobox', { name: /Part Name/ }).fill('Clutch Cable Assembly');
    await page.getByLabel(/^Quantity/).fill('3');
    await page.getByLabel(/^Message/).fill('Need three clutch cables urgently.');
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to submit inquiry. Please try again.');
    await expect(page.getByLabel(/^Name/)).toHaveValue('Ravi Kumar');
    await page.reload();
    await expect(page.getByLabel(/^Company Name/)).toHaveValue('Kumar Transport');
    await expect(page.getByLabel(/^Message/)).toHaveValue('Need three clutch cables urgently.');
    await gotoWithScenario(page, '/inquiry', 'none');
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(page.getByRole('heading', { name: 'Enquiry Submitted Successfully!' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Name/)).toHaveValue('');
  });
});

test.describe('buy lead', () => {
  test('submit a buy lead', async ({ page }) => {
    await page.goto('/buy-lead');
    await expect(page.getByRole('group', { name: 'Contact Information' })).toBeVisible();
    await page.getByLabel(/^Full Name/).fill('Meera Shah');
    await page.getByLabel(/^Phone Number/).fill('9876543210');
    await page.getByLabel(/^Company Name/).fill('Shah Logistics');
    await page.getByLabel(/^Part Name/).fill('Brake Drum 410 mm');
    await page.getByLabel(/^Quantity/).fill('40');
    await page.getByLabel(/^Budget/).fill('₹2,00,000');
    await page.getByLabel(/^Delivery Location/).fill('Surat, Gujarat');
    await page.getByRole('button', { name: 'Submit Buy Lead' }).click();
    await expect(page.getByRole('heading', { name: 'Buy Lead Submitted Successfully!' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Another Buy Lead' }).click();
    await expect(page.getByLabel(/^Full Name/)).toHaveValue('');
  });

  test('error scenario: a network failure keeps the buy lead on the device and says so (#26)', async ({ page }) => {
    await gotoWithScenario(page, '/buy-lead', 'buy-leads-network');
    await page.getByRole('button', { name: 'Submit Buy Lead' }).click();
    await expect(page.getByText('Delivery location is required')).toBeVisible();
    await page.getByLabel(/^Full Name/).fill('Meera Shah');
    await page.getByLabel(/^Phone Number/).fill('9876543210');
    await page.getByLabel(/^Company Name/).fill('Shah Logistics');
    await page.getByLabel(/^Part Name/).fill('Brake Drum 410 mm');
    await page.getByLabel(/^Quantity/).fill('40');
    await page.getByLabel(/^Delivery Location/).fill('Surat, Gujarat');
    await page.getByRole('button', { name: 'Submit Buy Lead' }).click();
    await expect(page.getByRole('heading', { name: 'Saved on this phone' })).toBeVisible();
    await expect(page.getByText(/your buy lead is saved on this phone\. It will be sent automatically/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your forms on this device' }).getByText(/Buy lead/)).toBeVisible();
  });
});
