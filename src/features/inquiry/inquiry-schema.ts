import * as yup from 'yup';
import { blankContact, contactFields, limitedText, type ContactValues } from '../forms/contact-schema';

export const messageRules = {
  required: 'Message is required',
  tooShort: 'Message must be at least 10 characters',
  minLength: 10,
} as const;

/** The enquiry form's rules (spec §5). */
export const inquirySchema = yup.object({
  ...contactFields,
  message: limitedText('message').required(messageRules.required).min(messageRules.minLength, messageRules.tooShort),
});

export interface InquiryValues extends ContactValues {
  message: string;
}

export const blankInquiry: InquiryValues = { ...blankContact, message: '' };
