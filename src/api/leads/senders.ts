import { createBuyLead, type BuyLeadInput } from '../buy-leads/buy-leads';
import { createInquiry, type InquiryInput } from '../inquiries/inquiries';
import { buyLeadTexts, inquiryTexts } from '../texts/calls';

/** How each public form is sent, with its own failure text; loaded on demand by send.ts. */
export const senders = {
  inquiry: (payload: InquiryInput) => createInquiry(payload, inquiryTexts.submit),
  'buy-lead': (payload: BuyLeadInput) => createBuyLead(payload, buyLeadTexts.submit),
};
