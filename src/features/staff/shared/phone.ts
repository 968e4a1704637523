/**
 * Customers' phone numbers, typed any way ('98765 43210', '022-2345-6789', '+44 20 7946 0958'),
 * in the international form tel: and wa.me links need. India is the default country, since most
 * customers leave out +91. Parsing is libphonenumber-js's (metadata for every country, kept up to
 * date upstream); it is imported only by staff screens, so it never loads on the public site.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { whatsappLink } from '../../../lib/whatsapp';

/** The number as country code and national number, digits only ('919876543210'), or null when it is not a possible number. */
export function internationalDigits(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), 'IN');
  return parsed?.isPossible() ? parsed.number.slice(1) : null;
}

/** The digits a link uses: the international form, or (for a number it cannot read) the digits as typed. */
const linkDigits = (phone: string) => internationalDigits(phone) ?? phone.replace(/\D/g, '');

export const customerTelHref = (phone: string) => `tel:+${linkDigits(phone)}`;

export const customerChatLink = (phone: string, text: string) => whatsappLink(linkDigits(phone), text);
