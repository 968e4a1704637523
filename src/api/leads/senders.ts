import { createBuyLead, type BuyLeadInput } from '../buy-leads/buy-leads';
import { createInquiry, type InquiryInput } from '../inquiries/inquiries';
import { buyLeadTexts, inquiryTexts } from '../texts/calls';
import { nudgeDesk } from './nudge';

/**
 * How each public form is sent, with its own failure text; loaded on demand by send.ts. Every send goes
 * through here (the form, each line of a basket, the outbox), so each one the backend accepts nudges the desk.
 */
export const senders = {
  inquiry: (payload: InquiryInput) => createInquiry(payload, inquiryTexts.submit).then(nudgeDesk),
  'buy-lead': (payload: BuyLeadInput) => createBuyLead(payload, buyLeadTexts.submit).then(nudgeDesk),
};
