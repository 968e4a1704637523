/**
 * Customers' phone numbers, typed any way ('98765 43210', '022-2345-6789', '+44 20 7946 0958'),
 * in the international form tel: and wa.me links need. India is the default country, since most
 * customers leave out +91. Parsing is libphonenumber-js's with its full metadata (every country's
 * number plan, kept up to date upstream; the smaller sets cannot tell a mobile number from a
 * landline). It is imported only by staff screens, so it never loads on the public site.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { whatsappLink } from '../../../config/whatsapp-links';

export interface CustomerPhone {
  /** The number as country code and national number, digits only ('919876543210'); null when it is no real number. */
  digits: string | null;
  /** Whether it can take a WhatsApp chat: a mobile number (or one its country does not tell apart from a landline). */
  mobile: boolean;
}

export function readPhone(phone: string): CustomerPhone {
  const parsed = parsePhoneNumberFromString(phone.trim(), 'IN');
  if (!parsed?.isValid()) return { digits: null, mobile: false };
  const type = parsed.getType();
  return { digits: parsed.number.slice(1), mobile: type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' };
}

/** The Call link, or null for a number that cannot be called as written (e.g. '0000000000'). */
export const customerTelHref = (phone: string) => {
  const { digits } = readPhone(phone);
  return digits ? `tel:+${digits}` : null;
};

/** The WhatsApp chat with the greeting, or null unless the number is a mobile one. */
export const customerChatLink = (phone: string, text: string) => {
  const { digits, mobile } = readPhone(phone);
  return digits && mobile ? whatsappLink(digits, text) : null;
};
