import type { InquiryWire } from '@contract';

/** What every lead carries, enquiry or buy lead: who asks, and for which part and how many. */
export interface LeadContact {
  name: string;
  email: string;
  phone: string;
  company: string;
  partName: string;
  quantity: number;
}

/** The wire fields of a lead's contact; an enquiry's and a buy lead's wire shapes both have them. */
type LeadContactWire = Pick<InquiryWire, 'name' | 'email' | 'phone' | 'company' | 'partName' | 'part_name' | 'quantity'>;

export const toLeadContact = (row: LeadContactWire): LeadContact => ({
  name: row.name.trim(),
  email: row.email.trim(),
  phone: row.phone.trim(),
  company: row.company.trim(),
  partName: (row.partName ?? row.part_name ?? '').trim(),
  quantity: row.quantity,
});
