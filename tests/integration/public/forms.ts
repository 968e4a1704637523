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

/** One public lead form as its tests drive it; each check is a test body (or an it.each row's). */
class LeadForm {
  /** The page it is on, under its h1 `heading`, sent with `button`. */
  declare readonly path: string;
  declare readonly heading: string;
  declare readonly button: string;
  declare readonly script: string;
  declare readonly draftKey: string;
  /** The heading of its success panel. */
  declare readonly success: string;
  declare readonly valid: Record<string, string>;

  constructor(shape: Pick<LeadForm, 'path' | 'heading' | 'button' | 'script' | 'draftKey' | 'success' | 'valid'>) {
    Object.assign(this, shape);
  }

  /** Renders its page (or `at`, with a query) and waits for the form. */
  async open(at = this.path) {
    const result = renderRoute(at);
    await screen.findByRole('heading', { level: 1, name: this.heading });
    await screen.findByRole('button', { name: this.button });
    return result;
  }

  /** Its submit button, named 'Submitting...' while it sends. */
  submitButton = () => screen.getByRole('button', { name: new RegExp(`^(${this.button}|Submitting\\.\\.\\.)$`) });

  /** Every value of a valid form is still in its field. */
  keepsValues() {
    for (const [label, value] of Object.entries(this.valid)) expect(field(label)).toHaveValue(label === 'Quantity' ? Number(value) : value);
  }

  /** A valid form but for one field's text shows that field's message, and no other. */
  rejectsOne = async (label: string, text: string, message: string) => {
    const { user } = await this.open();
    await fillAll(user, { ...this.valid, [label]: text });
    await user.click(this.submitButton());
    await waitFor(() => expect(errorBeside(label)).toBe(message));
    for (const other of Object.keys(this.valid)) if (other !== label) expect(errorBeside(other)).toBeNull();
  };

  /** A double click sends one record. */
  sendsOnce = async () => {
    const posts = recordRequests(this.script, 'post');
    const { user } = await this.open();
    await fillAll(user, this.valid);
    await user.dblClick(this.submitButton());
    await screen.findByRole('heading', { name: this.success });
    expect(posts).toHaveLength(1);
  };

  /** A failed submit shows the text and keeps every value, with the button ready again. */
  failsKeeping = async (_case: string, reply: HttpResponseResolver, text: string) => {
    server.use(http.post(`*/${this.script}`, reply));
    const { user } = await this.open();
    await fillAll(user, this.valid);
    await user.click(this.submitButton());
    expect(await mainAlert()).toHaveTextContent(text);
    this.keepsValues();
    expect(this.submitButton()).toBeEnabled();
  };

  /** The draft survives a failed submit and a reload (showing `saved` in storage), and a successful submit clears it. */
  keepsDraft = (saved: string) => async () => {
    const { script, draftKey, success } = this;
    server.use(http.post(`*/${script}`, () => HttpResponse.error()));
    const first = await this.open();
    await fillAll(first.user, this.valid);
    await first.user.click(this.submitButton());
    await mainAlert();
    await waitFor(() => expect(window.localStorage.getItem(draftKey)).toContain(saved));
    first.unmount();

    server.resetHandlers();
    const second = await this.open();
    this.keepsValues();
    await second.user.click(this.submitButton());
    await screen.findByRole('heading', { name: success });
    expect(window.localStorage.getItem(draftKey)).toBeNull();
    second.unmount();

    await this.open();
    expect(field(Object.keys(this.valid)[0]!)).toHaveValue('');
  };

  /** An empty form shows each required field's message (`required`, by label, the first field first), none beside the others, focuses the first and sends nothing. */
  rejectsEmpty = (required: Record<string, string>) => async () => {
    const posts = recordRequests(this.script, 'post');
    const { user } = await this.open();
    await user.click(this.submitButton());
    const [first] = Object.entries(required);
    await waitFor(() => expect(errorBeside(first![0])).toBe(first![1]));
    for (const label of Object.keys(this.valid)) expect(errorBeside(label)).toBe(required[label] ?? null);
    await waitFor(() => expect(field(first![0])).toHaveFocus());
    expect(posts).toHaveLength(0);
  };

  /** Submits a valid form while the backend holds its answer: 'Submitting...' on a disabled button until it answers. Gives the bodies sent and the success heading. */
  async submitHeld() {
    const hold = gate();
    const posts: unknown[] = [];
    server.use(
      http.post(`*/${this.script}`, async ({ request }) => {
        posts.push(await request.clone().json());
        await hold.opened;
        return undefined;
      }),
    );
    const { user } = await this.open();
    await fillAll(user, this.valid);
    await user.click(this.submitButton());
    await waitFor(() => expect(this.submitButton()).toHaveTextContent('Submitting...'));
    expect(this.submitButton()).toBeDisabled();
    hold.release();
    return { user, posts, heading: await screen.findByRole('heading', { name: this.success }) };
  }
}

export const enquiryForm = new LeadForm({
  path: '/inquiry',
  heading: 'Product Enquiry',
  button: 'Submit Enquiry',
  script: 'inquiries.php',
  draftKey: 'truck-parts-draft:inquiry',
  success: 'Enquiry Submitted Successfully!',
  valid: validEnquiry,
});

export const buyLeadForm = new LeadForm({
  path: '/buy-lead',
  heading: 'Submit Buy Lead',
  button: 'Submit Buy Lead',
  script: 'buy_leads.php',
  draftKey: 'truck-parts-draft:buy-lead',
  success: 'Buy Lead Submitted Successfully!',
  valid: validBuyLead,
});

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

/** Spec §5's rules of the contact and part fields both forms share, as rows of [label, text, message]. */
export const sharedRules: [string, string, string][] = [
  ['Phone Number', '', 'Phone number is required'],
  ['Company Name', '', 'Company name is required'],
  ['Part Name', '', 'Part name is required'],
  ['Quantity', '', 'Quantity is required'],
  ['Quantity', '0', 'Quantity must be a positive number'],
];
