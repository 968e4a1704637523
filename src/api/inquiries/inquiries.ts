import { endpoints } from '../../../php-contract/endpoints';
import { inquiryWire, itemEnvelope, listEnvelope, type InquiryWire } from '../../../php-contract/schemas';
import { parseBackendDate } from '../../lib/dates';
import { callAndConfirm, callEndpoint, ensureSuccess, filterQuery, readWire, type CallTexts, type ListFilters } from '../http';

export interface Inquiry extends InquiryInput {
  id: number;
  status: string;
  date: Date | null;
}

export interface InquiryInput {
  name: string;
  email: string;
  phone: string;
  company: string;
  partName: string;
  quantity: number;
  message: string;
}

export const inquiryTexts = {
  load: { failed: 'Failed to fetch inquiries', network: 'Network error when fetching inquiries' },
  get: { failed: 'Failed to fetch inquiry', network: 'Failed to load inquiry details' },
  add: { failed: 'Failed to add inquiry', network: 'Failed to add inquiry' },
  /** The public enquiry form's text (spec §8). */
  submit: { failed: 'Failed to submit inquiry. Please try again.', network: 'Failed to submit inquiry. Please try again.' },
  update: { failed: 'Failed to update inquiry', network: 'Failed to update inquiry' },
  remove: { failed: 'Failed to delete inquiry', network: 'Failed to delete inquiry' },
} satisfies Record<string, CallTexts>;

export function toInquiry(row: InquiryWire): Inquiry {
  return {
    id: row.id,
    name: row.name.trim(),
    email: row.email.trim(),
    phone: row.phone.trim(),
    company: row.company.trim(),
    partName: (row.partName ?? row.part_name ?? '').trim(),
    quantity: row.quantity,
    message: row.message,
    status: (row.status ?? 'pending').trim().toLowerCase() || 'pending',
    date: parseBackendDate(row.date ?? row.created_at),
  };
}

const listSchema = listEnvelope(inquiryWire);
const itemSchema = itemEnvelope(inquiryWire);

export async function normalizeInquiries(body: unknown): Promise<Inquiry[]> {
  ensureSuccess(body, inquiryTexts.load);
  return readWire(listSchema, body, inquiryTexts.load).data.map(toInquiry);
}

export async function normalizeInquiry(body: unknown, texts: CallTexts = inquiryTexts.get): Promise<Inquiry> {
  ensureSuccess(body, texts);
  return toInquiry(readWire(itemSchema, body, texts).data);
}

export async function listInquiries(filters: ListFilters = {}, signal?: AbortSignal): Promise<Inquiry[]> {
  return normalizeInquiries(await callEndpoint(endpoints.listInquiries, inquiryTexts.load, { query: filterQuery(filters), signal }));
}

export async function getInquiry(id: number, signal?: AbortSignal): Promise<Inquiry> {
  return normalizeInquiry(await callEndpoint(endpoints.getInquiry, inquiryTexts.get, { query: { id }, signal }));
}

/** Submits an enquiry; `texts` lets the public form use its own failure text. */
export async function createInquiry(input: InquiryInput, texts: CallTexts = inquiryTexts.add): Promise<void> {
  await callAndConfirm(endpoints.createInquiry, texts, { body: input });
}

/** PUT inquiries.php with the whole record and its id (spec §7), e.g. with a new status. */
export async function updateInquiry(inquiry: Inquiry): Promise<void> {
  const { id, name, email, phone, company, partName, quantity, message, status } = inquiry;
  await callAndConfirm(endpoints.updateInquiry, inquiryTexts.update, { body: { id, name, email, phone, company, partName, quantity, message, status } });
}

export async function deleteInquiry(id: number): Promise<void> {
  await callAndConfirm(endpoints.deleteInquiry, inquiryTexts.remove, { query: { id } });
}
