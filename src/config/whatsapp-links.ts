import { site } from './site';

/** A chat link for the messaging app: digits only, greeting prefilled. */
export function whatsappLink(phone: string, text: string): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** A link that lets the visitor send `text` to a contact of their choosing. */
export const whatsappShareLink = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`;

export const siteChatLink = () => whatsappLink(site.whatsappNumber, site.chatGreeting);
