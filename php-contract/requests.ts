/**
 * What each call sends, as a schema: the tools' part of the contract (contract tests, verify, openapi.json).
 * The browser never checks its own requests, so none of this reaches the bundle. A record's calls send the
 * fields of its table (records.ts) that the wire says are sent.
 */
import type { Endpoint, EndpointId } from './endpoints.ts';
import { blogPostRecord, buyLeadRecord, inquiryRecord, partRecord, sendOf, sentFields, type Send, type Table } from './records.ts';
import type { Wire } from './schemas.ts';
import { sent } from './sent.ts';

const SENT: Record<Send, () => Wire> = {
  filled: sent.filled,
  optional: sent.optional,
  text: sent.text,
  number: sent.number,
  integer: sent.integer,
  path: sent.pathOrNull,
};

/** A record's add or update request: its sent fields under the names that call uses (an update with its id). */
export function recordRequest(table: Table, mode: 'create' | 'update'): Wire {
  const fields = Object.fromEntries(sentFields(table, mode).map(([, name, row]) => [name, SENT[sendOf(row)]()]));
  return sent.object(mode === 'update' ? { id: sent.integer(), ...fields } : fields);
}

const idOnly = sent.object({ id: sent.integer() });
const credentials = sent.object({ email: sent.text(), password: sent.password() });

const requests: Partial<Record<EndpointId, Wire>> = {
  saveBrochure: sent.object({ bpath: sent.filled() }),
  createCategory: sent.object({ name: sent.filled() }),
  updateCategory: sent.object({ id: sent.integer(), name: sent.filled() }),
  deleteCategory: idOnly,
  createPart: recordRequest(partRecord, 'create'),
  insertPart: recordRequest(partRecord, 'create'),
  updatePart: recordRequest(partRecord, 'update'),
  createInquiry: recordRequest(inquiryRecord, 'create'),
  updateInquiry: recordRequest(inquiryRecord, 'update'),
  createBuyLead: recordRequest(buyLeadRecord, 'create'),
  updateBuyLead: recordRequest(buyLeadRecord, 'update'),
  deleteBuyLeadByBody: idOnly,
  createBlogPost: recordRequest(blogPostRecord, 'create'),
  updateBlogPost: recordRequest(blogPostRecord, 'update'),
  uploadFile: sent.object({ file: sent.file(), type: sent.oneOf(['brochure', 'image']) }),
  adminLogin: credentials,
  subadminLogin: credentials,
  testWhatsapp: sent.any(),
};

/** The schema of the JSON or multipart fields an entry sends; null for an entry that sends none. */
export const requestOf = (entry: Endpoint): Wire | null => requests[entry.id as EndpointId] ?? null;
