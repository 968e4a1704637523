import { site } from './site';

/** A chat link for the messaging app: digits only, greeting prefilled. */
export function whatsappLink(phone: string, text: string): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** A link that lets the visitor send `text` to a contact of their choosing. */
export const whatsappShareLink = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`;

export const siteChatLink = () => whatsappLink(site.whatsappNumber, site.chatGreeting);

/** A part a customer asked about, with how many. */
export interface AskedPart {
  partName: string;
  quantity: number;
}

/**
 * The reply's greeting: one part by its name; the parts of a request sent together (the basket) each with
 * its quantity, so the customer reads back the whole request, not one line of it.
 */
export function customerGreeting(customer: string, parts: readonly AskedPart[]): string {
  const named = parts.map((part) => (parts.length > 1 ? `${part.quantity} × "${part.partName}"` : `"${part.partName}"`));
  const about = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)!}` : (named[0] ?? '');
  return `Hello ${customer}, thank you for your enquiry with ${site.name} about ${about}. How can we assist you further?`;
}
