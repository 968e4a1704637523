import { telHref } from '../../../lib/phone';

/** A customer's phone number as they typed it, linked for calling. */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{phone}</a>;
}
