import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The field with this label (its label text, without the required mark). */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

/** The error shown beside a field, through its aria-describedby. */
export function errorBeside(label: string): string | null {
  const control = field(label);
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

/** Replaces a field's text (an empty text just clears it). */
export async function fill(user: UserEvent, label: string, text: string) {
  const control = field(label);
  await user.clear(control);
  if (!text) return;
  // Pasting is one change, like typing fast: quicker than typing key by key.
  await user.click(control);
  await user.paste(text);
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
