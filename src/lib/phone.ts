/**
 * A tel: link for the business's own numbers (src/config/site.ts), already written in full
 * international form: only the digits and a leading + are kept. Customers' numbers, typed any
 * way, go through the staff screens' normaliser (features/staff/shared/phone.ts) instead.
 */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A phone number as staff compare it: its digits, without the separators people type (spaces, dashes,
 * dots, brackets), India's trunk 0 or its country code. So the caller-ID form '+919825011223', the
 * stored '+91 98250 11223', '098250 11223' and the ten bare digits all read '9825011223'. A bare
 * leading 91 is the country code only when more than ten digits follow from it: '9198765432' is a
 * mobile number of its own. Null for a text that is not a number as typed (a word, an e-mail) or has
 * no digits left.
 */
export function phoneDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!/^[\d\s()+.-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.startsWith('91') && (/^\(?\+/.test(trimmed) || digits.length > 10)) digits = digits.slice(2).replace(/^0+/, '');
  return digits || null;
}
