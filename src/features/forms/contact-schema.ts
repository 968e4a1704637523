import * as yup from 'yup';
import type { LeadContact } from '../../api/lead-contact';

/** Messages of spec §5, word for word. */
export const contactMessages = {
  nameRequired: 'Name is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is invalid',
  companyRequired: 'Company name is required',
  partNameRequired: 'Part name is required',
  quantityRequired: 'Quantity is required',
  quantityPositive: 'Quantity must be a positive number',
} as const;

/** The forms' own texts beyond spec §5: whole quantities and the length of each text. */
export const inputTexts = {
  quantityWhole: 'Quantity must be a whole number',
  tooLong: (max: number) => `Use at most ${max.toLocaleString('en-IN')} characters`,
  /** Shown under a text as it nears its limit, and once it is reached. */
  length: (length: number, max: number) =>
    length >= max ? `${max.toLocaleString('en-IN')} of ${max.toLocaleString('en-IN')} characters: that is the limit` : `${length.toLocaleString('en-IN')} of ${max.toLocaleString('en-IN')} characters`,
};

/**
 * The most each text of the public forms takes: the sizes the issue set for what a person writes
 * (name 100, company 150, message 5,000), otherwise the reference backend's column sizes
 * (its schema.sql; its TEXT columns get the message's 5,000).
 */
export const textLimits = {
  name: 100,
  email: 255,
  phone: 30,
  company: 150,
  partName: 255,
  message: 5000,
  partNumber: 100,
  budget: 100,
  deliveryLocation: 255,
  additionalRequirements: 5000,
} as const;

export type LimitedField = keyof typeof textLimits;

/** A trimmed text within its field's limit. */
export const limitedText = (field: LimitedField) => yup.string().trim().max(textLimits[field], inputTexts.tooLong(textLimits[field]));

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

/** The rules the enquiry and buy-lead forms share: name, email, phone, company, partName, quantity. */
export const contactFields = {
  name: limitedText('name').required(contactMessages.nameRequired),
  email: limitedText('email').email(contactMessages.emailInvalid),
  phone: limitedText('phone')
    .required(contactMessages.phoneRequired)
    // §5's characters, and then a number its country can have (phone-rule.ts): the same spec message for both.
    .test('phone-format', contactMessages.phoneInvalid, async (value) => !value || (isValidPhone(value) && (await possiblePhone(value)))),
  company: limitedText('company').required(contactMessages.companyRequired),
  partName: limitedText('partName').required(contactMessages.partNameRequired),
  // The text as typed (a number field's '1e3' or '1.5' stays as it is): digits only, more than 0.
  quantity: yup
    .string()
    .trim()
    .required(contactMessages.quantityRequired)
    .test('quantity', (value, context) => {
      if (!value) return true;
      if (!(Number(value) > 0)) return context.createError({ message: contactMessages.quantityPositive });
      return /^\d+$/.test(value) || context.createError({ message: inputTexts.quantityWhole });
    }),
};

/** The values both forms hold while being edited: each field's text as typed. */
export type ContactValues = Omit<LeadContact, 'quantity'> & { quantity: string };

export const blankContact: ContactValues = { name: '', email: '', phone: '', company: '', partName: '', quantity: '' };

/** Trims the texts and turns quantity into a number, as the backend expects. */
export function contactPayload(values: ContactValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    company: values.company.trim(),
    partName: values.partName.trim(),
    quantity: Number(values.quantity),
  };
}
