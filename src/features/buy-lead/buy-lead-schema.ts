import { buyLeadRecord, type InputOf } from '@contract';
import { formInput, formValuesOf, type FormValuesOf } from '../../lib/record-form';

/** The buy-lead form: its blank values and payload from the buy lead's table (its rules are lead-rules.ts's). */
export type BuyLeadValues = FormValuesOf<typeof buyLeadRecord>;
export const blankBuyLead: BuyLeadValues = formValuesOf(buyLeadRecord);
export const buyLeadInput = (values: BuyLeadValues) => formInput(buyLeadRecord, values) as InputOf<typeof buyLeadRecord>;
