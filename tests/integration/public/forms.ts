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
