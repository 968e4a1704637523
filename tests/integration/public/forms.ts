import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { HttpResponseResolver } from 'msw';
import { expect } from 'vitest';
import { renderRoute } from '../../support/render';
import { gate, htmlError, http, HttpResponse, recordRequests, server } from './helpers';

/** The field with this label (its label text, without the required mark). */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

/** The error shown beside a field, through its aria-describedby. */
export function errorBeside(label: string): string | null {
  const control = field(label);
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

/**
 * Replaces a field's text (an empty text just clears it). Clearing focuses the field (leaving the one
 * before, as a click would) with nothing selected, so the paste lands in it; pasting is one change,
 * like typing fast. No click between: its pointer events cost as much as the rest, and no form here
 * reacts to them (typing key by key and clicking are tested where they matter).
 */
export async function fill(user: UserEvent, label: string, text: string) {
  const control = field(label);
  await user.clear(control);
  if (text) await user.paste(text);
}

export async function fillAll(user: UserEvent, values: Record<string, string>) {
  for (const [label, text] of Object.entries(values)) await fill(user, label, text);
}

export const mainAlert = async () => within(await screen.findByRole('main')).findByRole('alert');

/** A complete, valid enquiry, by field label. */
export const validEnquiry: Record<string, string> = {
  Name: 'Ravi Kumar',
  Email: 'ravi@example.in',
  'Phone Number': '+91 98765 43210',
  'Company Name': 'Kumar Transport',
  'Part Name': 'Wheel Lock Ring 20 inch',
  Quantity: '12',
  Message: 'Please quote for 12 rings with delivery.',
};

/** A complete, valid buy lead, by field label. */
export const validBuyLead: Record<string, string> = {
  'Full Name': 'Meera Shah',
  'Email Address': 'meera@example.in',
  'Phone Number': '9876543210',
  'Company Name': 'Shah Logistics',
  'Part Name': 'Brake Drum 410 mm',
  'Part Number': 'BD-410',
  Quantity: '40',
  Budget: '₹2,00,000',
  'Delivery Location': 'Surat, Gujarat',
  'Additional Requirements': 'Need delivery before month end.',
};

/** One public lead form as its tests drive it. */
export interface LeadForm {
  script: string;
  draftKey: string;
  /** The heading of its success panel. */
  success: string;
  valid: Record<string, string>;
  /** Renders its page (or `path`, with a query) and waits for the form. */
  open: (path?: string) => Promise<ReturnType<typeof renderRoute>>;
  /** Its submit button, named 'Submitting...' while it sends. */
  submitButton: () => HTMLElement;
}

/** A form on the page at `path`, under its h1 `heading`, sent with `button`. */
function leadForm({
  path,
  heading,
  button,
  ...form
}: Omit<LeadForm, 'open' | 'submitButton'> & { path: string; heading: string; button: string }): LeadForm {
  return {
    ...form,
    async open(at = path) {
      const result = renderRoute(at);
      await screen.findByRole('heading', { level: 1, name: heading });
      await screen.findByRole('button', { name: button });
      return result;
    },
    submitButton: () => screen.getByRole('button', { name: new RegExp(`^(${button}|Submitting\\.\\.\\.)$`) }),
  };
}

export const enquiryForm = leadForm({
  path: '/inquiry',
  heading: 'Product Enquiry',
  button: 'Submit Enquiry',
  script: 'inquiries.php',
  draftKey: 'truck-parts-draft:inquiry',
  success: 'Enquiry Submitted Successfully!',
  valid: validEnquiry,
});

export const buyLeadForm = leadForm({
  path: '/buy-lead',
  heading: 'Submit Buy Lead',
  button: 'Submit Buy Lead',
  script: 'buy_leads.php',
  draftKey: 'truck-parts-draft:buy-lead',
  success: 'Buy Lead Submitted Successfully!',
  valid: validBuyLead,
});

/** Every value of a valid form is still in its field. */
export const keepsValues = (form: LeadForm) => {
  for (const [label, value] of Object.entries(form.valid)) expect(field(label)).toHaveValue(label === 'Quantity' ? Number(value) : value);
};

/** A valid form but for one field's text shows that field's message, and no other. */
export const rejectsOne = (form: LeadForm) => async (label: string, text: string, message: string) => {
  const { user } = await form.open();
  await fillAll(user, { ...form.valid, [label]: text });
  await user.click(form.submitButton());
  await waitFor(() => expect(errorBeside(label)).toBe(message));
  for (const other of Object.keys(form.valid)) if (other !== label) expect(errorBeside(other)).toBeNull();
};

/** A double click sends one record. */
export const sendsOnce = (form: LeadForm) => async () => {
  const posts = recordRequests(form.script, 'post');
  const { user } = await form.open();
  await fillAll(user, form.valid);
  await user.dblClick(form.submitButton());
  await screen.findByRole('heading', { name: form.success });
  expect(posts).toHaveLength(1);
};

/** A failed submit shows the text and keeps every value, with the button ready again. */
export const failsKeeping = (form: LeadForm) => async (_case: string, reply: HttpResponseResolver, text: string) => {
  server.use(http.post(`*/${form.script}`, reply));
  const { user } = await form.open();
  await fillAll(user, form.valid);
  await user.click(form.submitButton());
  expect(await mainAlert()).toHaveTextContent(text);
  keepsValues(form);
  expect(form.submitButton()).toBeEnabled();
};

/**
 * The ways a lead's submit fails (spec §8), as rows of failsKeeping: the server's own `text` under `key`
 * (HTTP 400), then a server error page, a refusal without a text and a lost connection, each showing `fallback`.
 */
export const failures = (key: 'error' | 'message', text: string, fallback: string): [string, HttpResponseResolver, string][] => [
  [`the server's ${key}`, () => HttpResponse.json({ success: false, [key]: text }, { status: 400 }), text],
  [`'${fallback}' when the server errors`, htmlError, fallback],
  [`'${fallback}' when unsuccessful without a text`, () => HttpResponse.json({ success: false }), fallback],
  [`'${fallback}' when the connection fails`, () => HttpResponse.error(), fallback],
];

/** The draft survives a failed submit and a reload (showing `saved` in storage), and a successful submit clears it. */
export const keepsDraft = (form: LeadForm, saved: string) => async () => {
  server.use(http.post(`*/${form.script}`, () => HttpResponse.error()));
  const first = await form.open();
  await fillAll(first.user, form.valid);
  await first.user.click(form.submitButton());
  await mainAlert();
  await waitFor(() => expect(window.localStorage.getItem(form.draftKey)).toContain(saved));
  first.unmount();

  server.resetHandlers();
  const second = await form.open();
  keepsValues(form);
  await second.user.click(form.submitButton());
  await screen.findByRole('heading', { name: form.success });
  expect(window.localStorage.getItem(form.draftKey)).toBeNull();
  second.unmount();

  await form.open();
  expect(field(Object.keys(form.valid)[0]!)).toHaveValue('');
};

/** Spec §5's rules of the contact and part fields both forms share, as rows of [label, text, message]. */
export const sharedRules: [string, string, string][] = [
  ['Phone Number', '', 'Phone number is required'],
  ['Company Name', '', 'Company name is required'],
  ['Part Name', '', 'Part name is required'],
  ['Quantity', '', 'Quantity is required'],
  ['Quantity', '0', 'Quantity must be a positive number'],
];

/** An empty form shows each required field's message (`required`, by label, the first field first), none beside the others, focuses the first and sends nothing. */
export const rejectsEmpty = (form: LeadForm, required: Record<string, string>) => async () => {
  const posts = recordRequests(form.script, 'post');
  const { user } = await form.open();
  await user.click(form.submitButton());
  const [first] = Object.entries(required);
  await waitFor(() => expect(errorBeside(first![0])).toBe(first![1]));
  for (const label of Object.keys(form.valid)) expect(errorBeside(label)).toBe(required[label] ?? null);
  await waitFor(() => expect(field(first![0])).toHaveFocus());
  expect(posts).toHaveLength(0);
};

/** Submits a valid form while the backend holds its answer: 'Submitting...' on a disabled button until it answers. Gives the bodies sent and the success heading. */
export async function submitHeld(form: LeadForm) {
  const hold = gate();
  const posts: unknown[] = [];
  server.use(
    http.post(`*/${form.script}`, async ({ request }) => {
      posts.push(await request.clone().json());
      await hold.opened;
      return undefined;
    }),
  );
  const { user } = await form.open();
  await fillAll(user, form.valid);
  await user.click(form.submitButton());
  await waitFor(() => expect(form.submitButton()).toHaveTextContent('Submitting...'));
  expect(form.submitButton()).toBeDisabled();
  hold.release();
  return { user, posts, heading: await screen.findByRole('heading', { name: form.success }) };
}
