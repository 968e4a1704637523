import * as yup from 'yup';
import { blankContact, contactFields, limitedText, type ContactValues } from '../forms/contact-schema';

export const deliveryLocationRequired = 'Delivery location is required';

/** The buy-lead form's rules (spec §5): the shared contact rules plus a delivery location. */
export const buyLeadSchema = yup.object({
  ...contactFields,
  partNumber: limitedText('partNumber'),
  budget: limitedText('budget'),
  deliveryLocation: limitedText('deliveryLocation').required(deliveryLocationRequired),
  additionalRequirements: limitedText('additionalRequirements'),
});

export interface BuyLeadValues extends ContactValues {
  partNumber: string;
  budget: string;
  deliveryLocation: string;
  additionalRequirements: string;
}

export const blankBuyLead: BuyLeadValues = { ...blankContact, partNumber: '', budget: '', deliveryLocation: '', additionalRequirements: '' };
