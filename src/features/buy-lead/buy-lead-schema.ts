import { buyLeadRecord, type InputOf } from '@contract';
import { formInput, formSchema, formValuesOf, type FormValuesOf } from '../../lib/record-form';
import { leadChecks } from '../forms/contact-schema';

/** The buy-lead form: its rules (spec §5), blank values and payload, all from the buy lead's table. */
export const buyLeadSchema = formSchema(buyLeadRecord, leadChecks);
export type BuyLeadValues = FormValuesOf<typeof buyLeadRecord>;
export const blankBuyLead: BuyLeadValues = formValuesOf(buyLeadRecord);
export const buyLeadInput = (values: BuyLeadValues) => formInput(buyLeadRecord, values) as InputOf<typeof buyLeadRecord>;
