import * as yup from 'yup';
import type { LeadContact } from '../../../api/lead-contact';

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

/** 10 to 15 characters of digits, plus, hyphen, parentheses or space, checked after spaces are removed. */
const PHONE = /^[0-9+\-() ]{10,15}$/;
export const isValidPhone = (phone: string) => PHONE.test(phone.replace(/\s/g, ''));

/** The rules the enquiry and buy-lead forms share: name, email, phone, company, partName, quantity. */
export const contactFields = {
  name: yup.string().trim().required(contactMessages.nameRequired),
  email: yup.string().trim().email(contactMessages.emailInvalid),
  phone: yup
    .string()
    .trim()
    .required(contactMessages.phoneRequired)
    .test('phone-format', contactMessages.phoneInvalid, (value) => !value || isValidPhone(value)),
  company: yup.string().trim().required(contactMessages.companyRequired),
  partName: yup.string().trim().required(contactMessages.partNameRequired),
  quantity: yup
    .number()
    // An empty field is "required", not "not a number"; anything unreadable is not a positive number.
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(contactMessages.quantityPositive)
    .required(contactMessages.quantityRequired)
    .moreThan(0, contactMessages.quantityPositive),
};

/** The values both forms hold while being edited (quantity is '' until a number is typed). */
export type ContactValues = Omit<LeadContact, 'quantity'> & { quantity: number | '' };

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
