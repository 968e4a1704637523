import { buyLeadRecord, inquiryRecord } from '@contract';
import { textLimitsOf, type FormValuesOf } from '../../lib/record-form';
import type { Checks } from '../../lib/record-schema';

/**
 * The forms' own texts beyond spec §5 (the rules and their messages are the record tables', in the contract; 'Use at most…' is record-
 * form.ts's).
 */
export const inputTexts = {
  /** Shown under a text as it nears its limit, and once it is reached. */
  length: (length: number, max: number) =>
    length >= max
      ? `${max.toLocaleString('en-IN')} of ${max.toLocaleString('en-IN')} characters: that is the limit`
      : `${length.toLocaleString('en-IN')} of ${max.toLocaleString('en-IN')} characters`,
};

/** The most each text of the public forms takes: each field's `max` in its record's table. */
export const textLimits = { ...textLimitsOf(inquiryRecord), ...textLimitsOf(buyLeadRecord) } as Record<
  keyof InquiryForm | keyof BuyLeadForm,
  number
>;

export type LimitedField = keyof typeof textLimits;

/** The note shown under a text once it is within a tenth of its limit. */
export function lengthNote(text: string, field: LimitedField): string | undefined {
  const max = textLimits[field];
  return text.length >= max * 0.9 ? inputTexts.length(text.length, max) : undefined;
}

/** 10 to 15 characters of digits, plus, hyphen, parentheses or space, checked after spaces are removed. */
const PHONE = /^[0-9+\-() ]{10,15}$/;
export const isValidPhone = (phone: string) => PHONE.test(phone.replace(/\s/g, ''));

/**
 * phone-rule.ts with its country metadata (about 29 KB gzipped) loads at the first submit, not with
 * the form. Should it fail to load (offline, a release replaced), §5's rule alone decides.
 */
const possiblePhone = (phone: string) =>
  import('./phone-rule').then(
    (rule) => rule.isPossiblePhone(phone),
    () => true,
  );

/** The public forms' phone rule: §5's characters, and then a number its country can have (phone-rule.ts), under the same spec message. */
export const leadChecks: Checks = { phone: async (value) => isValidPhone(value) && (await possiblePhone(value)) };

type InquiryForm = FormValuesOf<typeof inquiryRecord>;
type BuyLeadForm = FormValuesOf<typeof buyLeadRecord>;
/** The values both forms hold while being edited: the fields an enquiry and a buy lead share. */
export type ContactValues = Pick<InquiryForm, keyof InquiryForm & keyof BuyLeadForm>;
