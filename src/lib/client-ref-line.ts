/**
 * The client reference's line as the public forms write it (src/lib/client-ref.ts says what it is, and reads it
 * back for staff): kept apart so that a form's first load carries the writing only.
 */

/** The site's languages (src/i18n/languages.ts, which src/lib may not import: the forms passing theirs keep the two alike). */
export type RefLanguage = 'en' | 'hi' | 'gu';

/** Letters and digits that cannot be misread for each other over the phone (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export interface ClientRef {
  /** 'K7Q2-MX' */
  ref: string;
  /** The line's place in its request (1-based) and the request's size; absent for a single enquiry. */
  line?: { index: number; total: number };
  /** The site's language it was sent in; none (English) on a line that names none, as an older site's. */
  lang?: RefLanguage;
}

/** A new reference: 6 characters from 31 (about 887 million), from the browser's random source. */
export function newClientRef(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** The reference's line as it ends a message. */
const refLine = ({ ref, line, lang }: ClientRef) =>
  `Ref ${ref}${line ? ` · ${line.index} of ${line.total}` : ''}${lang && lang !== 'en' ? ` · ${lang}` : ''}`;

/** The customer's message with the reference's line after it (a blank line between). */
export const withClientRef = (message: string, ref: ClientRef) => `${message.trimEnd()}\n\n${refLine(ref)}`;
