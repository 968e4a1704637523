import { blankBuyLead, type BuyLeadValues } from '../../src/features/buy-lead/buy-lead-schema';
import { blankInquiry, type InquiryValues } from '../../src/features/inquiry/inquiry-schema';

/**
 * A complete, valid enquiry and buy lead by field, as the forms hold them: what the node tests validate
 * and send. The screen tests fill the same values by label (tests/integration/public/forms.ts).
 */
export const validInquiryValues: InquiryValues = {
  ...blankInquiry,
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  phone: '+91 98765 43210',
  company: 'Kumar Transport',
  partName: 'Wheel Lock Ring 20 inch',
  quantity: '12',
  message: 'Please quote for 12 rings with delivery.',
};

export const validBuyLeadValues: BuyLeadValues = {
  ...blankBuyLead,
  name: 'Meera Shah',
  email: 'meera@example.in',
  phone: '9876543210',
  company: 'Shah Logistics',
  partName: 'Brake Drum 410 mm',
  partNumber: 'BD-410',
  quantity: '40',
  budget: '₹2,00,000',
  deliveryLocation: 'Surat, Gujarat',
  additionalRequirements: 'Need delivery before month end.',
};
