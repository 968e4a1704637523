import { customerTelHref } from './phone';

/** A customer's phone number as they typed it, linked for calling in international form. */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={customerTelHref(phone)}>{phone}</a>;
}
