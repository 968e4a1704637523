import { inquiryRecord, type InputOf } from '@contract';
import { formInput, formValuesOf, type FormValuesOf } from '../../lib/record-form';

/** The enquiry form: its blank values and payload from the enquiry's table (its rules are lead-rules.ts's). */
export type InquiryValues = FormValuesOf<typeof inquiryRecord>;
export const blankInquiry: InquiryValues = formValuesOf(inquiryRecord);
export const inquiryInput = (values: InquiryValues) => formInput(inquiryRecord, values) as InputOf<typeof inquiryRecord>;

/** The enquiry's draft key (use-form-draft.ts): the one-part form and the basket share the customer's details through it. */
export const INQUIRY_DRAFT_KEY = 'inquiry';
