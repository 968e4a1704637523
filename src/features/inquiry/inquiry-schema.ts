import { inquiryRecord, type InputOf } from '@contract';
import { formInput, formValuesOf, type FormValuesOf } from '../../lib/record-form';

/** The enquiry form: its blank values and payload from the enquiry's table (its rules are lead-rules.ts's). */
export type InquiryValues = FormValuesOf<typeof inquiryRecord>;
export const blankInquiry: InquiryValues = formValuesOf(inquiryRecord);
export const inquiryInput = (values: InquiryValues) => formInput(inquiryRecord, values) as InputOf<typeof inquiryRecord>;
