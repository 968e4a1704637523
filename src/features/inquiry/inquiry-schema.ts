import { inquiryRecord, type InputOf } from '@contract';
import { formInput, formSchema, formValuesOf, type FormValuesOf } from '../../lib/record-form';
import { leadChecks } from '../forms/contact-schema';

/** The enquiry form: its rules (spec §5), blank values and payload, all from the enquiry's table. */
export const inquirySchema = formSchema(inquiryRecord, leadChecks);
export type InquiryValues = FormValuesOf<typeof inquiryRecord>;
export const blankInquiry: InquiryValues = formValuesOf(inquiryRecord);
export const inquiryInput = (values: InquiryValues) => formInput(inquiryRecord, values) as InputOf<typeof inquiryRecord>;
