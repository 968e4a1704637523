/**
 * A tel: link for the business's own numbers (src/config/site.ts), already written in full
 * international form: only the digits and a leading + are kept. Customers' numbers, typed any
 * way, go through the staff screens' normaliser (features/staff/shared/phone.ts) instead.
 */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
