import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { gotoWithScenario } from './support';

/**
 * The public enquiry and buy-lead forms when no reply comes in time, which needs a real browser's
 * IndexedDB (the outbox): online, the form says 'Still sending' and then keeps the form unconfirmed,
 * never 'no connection'. With the network down (saved on the phone, listed as such) it is
 * tests/e2e/php/offline.spec.ts, on the real backend. The request timeout is the build's (90 s by default); the page's clock is
 * fast-forwarded past it instead of waiting. Every fault that gets an answer (HTTP 500, a 4xx with
 * a message, a PHP notice before the JSON, ...) is tests/integration/reliability/fault-matrix-screens.test.tsx,
 * and the draft kept through a failure and a reload is keepsDraft in tests/integration/public/forms.ts.
 */

/** The build's VITE_LEAD_TIMEOUT_MS (unset in the e2e build, so the default): how long a lead waits for its reply. */
const LEAD_TIMEOUT_MS = Number(process.env.VITE_LEAD_TIMEOUT_MS) || 90_000;

interface FormCase {
  name: string;
  path: string;
  target: string;
  button: string;
  /** Field (by its label) and the text typed into it. */
  values: [RegExp, string][];
}

const forms: FormCase[] = [
  {
    name: 'enquiry',
    path: '/inquiry',
    target: 'inquiries',
    button: 'Submit Enquiry',
    values: [
      [/^Name/, 'Ravi Kumar'],
      [/^Email/, 'ravi@example.in'],
      [/^Phone Number/, '+91 98765 43210'],
      [/^Company Name/, 'श्री गणेश Transport 🚚'],
      [/^Part Name/, 'Clutch Cable Assembly'],
      [/^Quantity/, '3'],
      [/^Message/, 'Need three clutch cables <b>urgently</b>.'],
    ],
  },
  {
    name: 'buy lead',
    path: '/buy-lead',
    target: 'buy-leads',
    button: 'Submit Buy Lead',
    values: [
      [/^Full Name/, 'Meera Shah'],
      [/^Phone Number/, '(98) 765-43210'],
      [/^Company Name/, 'Shah Logistics'],
      [/^Part Name/, 'Brake Drum 410 mm'],
      [/^Quantity/, '40'],
      [/^Budget/, '₹2,00,000'],
      [/^Delivery Location/, 'सूरत, Gujarat'],
      [/^Additional Requirements/, 'Deliver before month end.'],
    ],
  },
];

const control = (page: Page, label: RegExp) => page.getByLabel(label).first();

async function fillForm(page: Page, form: FormCase) {
  for (const [label, text] of form.values) await control(page, label).fill(text);
}

for (const form of forms) {
  test.describe(`${form.name} form when no reply comes`, () => {
    test('timeout: Still sending, then Not confirmed yet', async ({ page }) => {
      await page.clock.install();
      await gotoWithScenario(page, form.path, `${form.target}-slow`);
      await fillForm(page, form);
      // The request's timer starts only once the form has validated (the phone rule's data loads at the first submit).
      const sent = page.waitForRequest((request) => request.method() === 'POST');
      await page.getByRole('button', { name: form.button }).click();
      await sent;
      // Still sending, never "no connection", just before the deadline; kept, unconfirmed, once it passes.
      await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
      await page.clock.fastForward(LEAD_TIMEOUT_MS - 1_000);
      await expect(
        page.getByRole('status').filter({ hasText: 'Still sending: the connection is slow. Please keep this page open.' }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toBeHidden();
      await page.clock.fastForward(1_500);
      await expect(page.getByText(/no connection/i)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Not confirmed yet' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Your forms on this device' }).getByText(form.name === 'enquiry' ? /Enquiry/ : /Buy lead/),
      ).toBeVisible();
    });
  });
}
