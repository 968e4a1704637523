import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Most customers leave out +91. */
const DEFAULT_COUNTRY = 'IN';

/**
 * Every digit the same, or each one more than the last: '0000000000', '1234567890'. (A real Indian
 * mobile number can read 98765 43210, so the run downwards is left alone.)
 */
function madeUp(digits: string): boolean {
  const steps = new Set<number>();
  for (let at = 1; at < digits.length; at += 1) steps.add((Number(digits[at]) - Number(digits[at - 1]) + 10) % 10);
  return steps.size === 1 && (steps.has(0) || steps.has(1));
}

/**
 * A number that can be dialled in its country (India unless it starts with +): the right length and
 * leading digits by libphonenumber-js's metadata, and not a placeholder typed to get past the form.
 * Checked on top of spec §5's characters rule (contact-schema.ts).
 */
export function isPossiblePhone(phone: string): boolean {
  const parsed = parsePhoneNumberFromString(phone, DEFAULT_COUNTRY);
  return Boolean(parsed?.isValid()) && !madeUp(parsed!.nationalNumber);
}
