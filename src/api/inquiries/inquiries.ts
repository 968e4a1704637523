import {
  inquiryCalls,
  inquiryRecord,
  inquiryWire,
  itemEnvelope,
  listEnvelope,
  bodyOf,
  fromWire,
  type InputOf,
  type RecordOf,
} from '@contract';
import { env } from '../../config/env';
import { callAndConfirm, deleteByIdCall, ensureSuccess, filteredListCall, readWire, recordCall } from '../http';
import type { CallTexts } from '../texts/call-texts';
import { inquiryTexts } from '../texts/calls';

export type Inquiry = RecordOf<typeof inquiryRecord>;
export type InquiryInput = InputOf<typeof inquiryRecord>;

export const toInquiry = (row: Record<string, unknown>): Inquiry => fromWire(inquiryRecord, row);

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

export const listInquiries = filteredListCall(inquiryCalls.listInquiries, inquiryTexts.load, normalizeInquiries);
export const getInquiry = recordCall(inquiryCalls.getInquiry, inquiryTexts.get, (body) => normalizeInquiry(body));

/**
 * The created enquiry's number in POST's reply (spec §7: data is the created enquiry), or null when
 * the reply does not carry one. Read leniently: the enquiry is stored whatever else the reply holds.
 */
export function createdInquiryId(body: unknown): number | null {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  const raw = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined;
  const id = typeof raw === 'number' || (typeof raw === 'string' && /^\s*\d+\s*$/.test(raw)) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Submits an enquiry and answers its number (or null); `texts` lets the public form use its own failure text. */
export async function createInquiry(input: InquiryInput, texts: CallTexts = inquiryTexts.add): Promise<number | null> {
  return createdInquiryId(
    await callAndConfirm(inquiryCalls.createInquiry, texts, {
      body: bodyOf(inquiryRecord, input, 'create'),
      timeoutMs: env.leadTimeoutMs,
    }),
  );
}

/** PUT inquiries.php with the whole record and its id (spec §7), e.g. with a new status. */
export async function updateInquiry(inquiry: Inquiry): Promise<void> {
  await callAndConfirm(inquiryCalls.updateInquiry, inquiryTexts.update, { body: bodyOf(inquiryRecord, inquiry, 'update') });
}

export const deleteInquiry = deleteByIdCall(inquiryCalls.deleteInquiry, inquiryTexts.remove);
