/**
 * The client reference: a short code the site gives every enquiry it sends, so that staff can tell the
 * lines of one request apart from other requests, and a copy (the same enquiry sent again after a lost or
 * slow reply) from a new enquiry. The backend is unchanged and stores no such field, so the reference
 * travels at the end of the enquiry's message, on a line of its own, in a fixed form a person can read and
 * this module can parse:
 *
 *   Ref K7Q2-MX                one enquiry
 *   Ref K7Q2-MX · 2 of 4       the second of the four parts of one request (the enquiry basket)
 *   Ref K7Q2-MX · 2 of 4 · gu  the same, sent from the Gujarati site; English, the default, adds nothing
 *
 * The language is the page's when the customer sent it, so staff answer in it (the desk's reply templates);
 * being part of the message, it survives the offline outbox and the basket as the reference does.
 * The customer's own message stays as typed, above it. The message is a TEXT column on the backend (no
 * limit of its own) and the form's rule is 5,000 characters, so the 30 characters of the line always fit.
 *
 * The public forms write the line with client-ref-line.ts alone, so that the reading below, which only staff
 * screens need, is not part of the forms' first load.
 */

import type { ClientRef, RefLanguage } from './client-ref-line';

export { newClientRef, withClientRef, type ClientRef, type RefLanguage } from './client-ref-line';

// The languages other than English (src/i18n/languages.ts; a unit test checks that each one reads back).
const REF_LINE = /(?:^|\n)Ref ([2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2})(?: · (\d+) of (\d+))?(?: · (hi|gu))?\s*$/;

/** The reference a message ends with, its language 'en' when it names none; or null (an enquiry sent by an older site, or typed by staff). */
export function clientRefOf(message: string): (ClientRef & { lang: RefLanguage }) | null {
  const match = REF_LINE.exec(message);
  if (!match) return null;
  const [, ref, index, total, lang = 'en'] = match;
  const read = { ref: ref!, lang: lang as RefLanguage };
  return index && total ? { ...read, line: { index: Number(index), total: Number(total) } } : read;
}

/** The message as the customer typed it, without the reference's line. */
export const messageWithoutRef = (message: string) => message.replace(REF_LINE, '').trimEnd();

/** What makes two enquiries copies of one another: the same reference and the same line of it. */
export const copyKey = ({ ref, line }: ClientRef) => (line ? `${ref}#${line.index}` : ref);

/**
 * The enquiries that are copies of an earlier one (same reference and line, a higher id): each
 * copy's id mapped to the first one's. The first one received is the original; the rest came from a
 * resend whose first reply was lost.
 */
export function copiesOf(records: readonly { id: number; message: string }[]): Map<number, number> {
  const first = new Map<string, number>();
  const copies = new Map<number, number>();
  for (const record of [...records].sort((a, b) => a.id - b.id)) {
    const ref = clientRefOf(record.message);
    if (!ref) continue;
    const key = copyKey(ref);
    const original = first.get(key);
    if (original === undefined) first.set(key, record.id);
    else copies.set(record.id, original);
  }
  return copies;
}
