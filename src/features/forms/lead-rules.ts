import { buyLeadRecord, inquiryRecord } from '@contract';
import { formSchema } from '../../lib/record-schema';
import { leadChecks } from './contact-schema';

/**
 * The public forms' rules (spec §5), loaded at the first submit (form-page.tsx's `validateWhenLoaded`)
 * rather than with the page: a visitor reads and types before any of them is needed.
 */

export const inquirySchema = formSchema(inquiryRecord, leadChecks);
export const buyLeadSchema = formSchema(buyLeadRecord, leadChecks);
/** The enquiry basket's contact and message (src/features/basket/): each line brings its own part and quantity. */
export const basketSchema = inquirySchema.omit(['partName', 'quantity']);
