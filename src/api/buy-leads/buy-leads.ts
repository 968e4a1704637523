import { buyLeadCalls, bareList, buyLeadRecord, buyLeadWire, bodyOf, fromWire, type InputOf, type RecordOf } from '@contract';
import { env } from '../../config/env';
import { ApiError } from '../../lib/api-error';
import { callAndConfirm, callUnlessRefused, deleteByIdCall, filteredListCall, readWire, recordCall } from '../http';
import type { CallTexts } from '../texts/call-texts';
import { buyLeadTexts } from '../texts/calls';

export type BuyLead = RecordOf<typeof buyLeadRecord>;
export type BuyLeadInput = InputOf<typeof buyLeadRecord>;

/** 'new' shows as New; every other status as Quoted (spec §3). */
export const buyLeadStatusLabel = (status: string) => (status.trim().toLowerCase() === 'new' ? 'New' : 'Quoted');

export const toBuyLead = (row: Record<string, unknown>): BuyLead => fromWire(buyLeadRecord, row);

const listSchema = bareList(buyLeadWire);

/** The list must be a bare array; anything else is 'Failed to fetch buy leads - invalid data format'. */
export async function normalizeBuyLeads(body: unknown): Promise<BuyLead[]> {
  if (!Array.isArray(body)) throw new ApiError('invalid-response', buyLeadTexts.load.failed);
  return readWire(listSchema, body, buyLeadTexts.load).map(toBuyLead);
}

/** One lead: the bare object (an envelope {success, data} is tolerated). */
export async function normalizeBuyLead(body: unknown): Promise<BuyLead> {
  const row = typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
  return toBuyLead(readWire(buyLeadWire, row, buyLeadTexts.get));
}

export const listBuyLeads = filteredListCall(buyLeadCalls.listBuyLeads, buyLeadTexts.load, normalizeBuyLeads);
export const getBuyLead = recordCall(buyLeadCalls.getBuyLead, buyLeadTexts.get, normalizeBuyLead);

/** Submits a buy lead. Failures carry the server's `error` text, else the fallback. */
export async function createBuyLead(input: BuyLeadInput, texts: CallTexts = buyLeadTexts.submit): Promise<void> {
  await callAndConfirm(buyLeadCalls.createBuyLead, texts, { body: bodyOf(buyLeadRecord, input, 'create'), timeoutMs: env.leadTimeoutMs });
}

/**
 * PUT buy_leads.php with the whole lead and its id, e.g. with a new status. The reply's shape is not
 * shown by the spec: any JSON answer that does not say it failed is success.
 */
export async function updateBuyLead(lead: BuyLead): Promise<void> {
  await callUnlessRefused(buyLeadCalls.updateBuyLead, buyLeadTexts.update, { body: bodyOf(buyLeadRecord, lead, 'update') });
}

export const deleteBuyLead = deleteByIdCall(buyLeadCalls.deleteBuyLead, buyLeadTexts.remove);

/** The variant that sends the id in a JSON body. */
export async function deleteBuyLeadByBody(id: number): Promise<void> {
  await callAndConfirm(buyLeadCalls.deleteBuyLeadByBody, buyLeadTexts.remove, { body: { id } });
}
