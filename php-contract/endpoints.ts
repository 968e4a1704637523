/**
 * The PHP backend's contract, one entry per row of SPEC §7, written once as data. What each entry is
 * for and its quirks are prose for the tools (prose.ts), kept out of the browser's bundle.
 * The API layer (src/api), the fake backend (mocks/handlers), the contract tests and the
 * provider verifier (php-contract/verify.ts) are all derived from this table, and so is openapi.json:
 * after a change here, in schemas.ts or in fixtures/, run `npm run contract:openapi` and commit it.
 */
import * as wire from './schemas.ts';
import type { Wire } from './schemas.ts';
import { blogItemWire, blogListWire, buyLeadWire, inquiryWire, partWire } from './records.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who may call an entry: anyone; staff of either role; or only an admin (what the subadmin may not do). */
export type Access = 'public' | 'staff' | 'admin';
export type Resource = 'brochures' | 'categories' | 'parts' | 'inquiries' | 'buyLeads' | 'blogPosts' | 'uploads' | 'auth' | 'whatsapp';

export interface Endpoint {
  id: string;
  resource: Resource;
  method: Method;
  /** The PHP script under {backend}/. */
  script: string;
  /** Query parameters the call may send. */
  query: readonly string[];
  /** Query parameters that select this entry (e.g. `id` for the single-record GET). */
  requiredQuery: readonly string[];
  body: 'none' | 'json' | 'multipart';
  /** Schema of a successful response body. */
  response: Wire;
  /**
   * Who may call it. The role table (src/features/staff/roles.ts, capabilityCalls) says the same for
   * screens (a test checks they agree); the server-side staff gate (build/staff-gate.ts) is written from it.
   */
  access: Access;
  /** Whether the call changes data (verify runs these only with --writes). */
  write: boolean;
}

const entry = (e: Omit<Endpoint, 'query' | 'requiredQuery' | 'body' | 'write'> & Partial<Endpoint>): Endpoint => ({
  query: [],
  requiredQuery: [],
  body: 'none',
  write: e.method !== 'GET',
  ...e,
});

/**
 * The five calls of a record's script: the list (with its filters), one record by ?id=, add, update (the
 * whole record and its id in a JSON body) and delete by ?id=. Only staff of the admin role update and delete.
 */
function recordCalls<One extends string, Many extends string>(
  one: One,
  many: Many,
  { resource, script, read, add, listQuery, replies }: {
    resource: Resource; script: string; read: Access; add: Access; listQuery: readonly string[];
    replies: Record<'list' | 'get' | 'create' | 'update' | 'delete', Wire>;
  },
) {
  const byId = { query: ['id'], requiredQuery: ['id'] };
  const calls: Endpoint[] = [
    entry({ id: `list${many}`, access: read, resource, method: 'GET', script, query: listQuery, response: replies.list }),
    entry({ id: `get${one}`, access: read, resource, method: 'GET', script, ...byId, response: replies.get }),
    entry({ id: `create${one}`, access: add, resource, method: 'POST', script, body: 'json', response: replies.create }),
    entry({ id: `update${one}`, access: 'admin', resource, method: 'PUT', script, body: 'json', response: replies.update }),
    entry({ id: `delete${one}`, access: 'admin', resource, method: 'DELETE', script, ...byId, response: replies.delete }),
  ];
  return Object.fromEntries(calls.map((call) => [call.id, call])) as Record<`list${Many}` | `${'get' | 'create' | 'update' | 'delete'}${One}`, Endpoint>;
}

export const endpoints = {
  getBrochure: entry({ id: 'getBrochure', access: 'public', resource: 'brochures', method: 'GET', script: 'brochures.php', response: wire.brochureGetWire }),
  saveBrochure: entry({ id: 'saveBrochure', access: 'admin', resource: 'brochures', method: 'POST', script: 'brochures.php', body: 'json', response: wire.statusEnvelope }),
  listCategories: entry({ id: 'listCategories', access: 'public', resource: 'categories', method: 'GET', script: 'categories.php', response: wire.listEnvelope(wire.categoryWire) }),
  createCategory: entry({ id: 'createCategory', access: 'admin', resource: 'categories', method: 'POST', script: 'categories.php', body: 'json', response: wire.statusEnvelope }),
  updateCategory: entry({ id: 'updateCategory', access: 'admin', resource: 'categories', method: 'PUT', script: 'categories.php', body: 'json', response: wire.statusEnvelope }),
  deleteCategory: entry({ id: 'deleteCategory', access: 'admin', resource: 'categories', method: 'DELETE', script: 'categories.php', body: 'json', response: wire.statusEnvelope }),
  listParts: entry({ id: 'listParts', access: 'public', resource: 'parts', method: 'GET', script: 'parts.php', query: ['category', 'search'], response: wire.listEnvelope(partWire) }),
  suggestParts: entry({ id: 'suggestParts', access: 'public', resource: 'parts', method: 'GET', script: 'parts.php', query: ['search'], requiredQuery: ['search'], response: wire.listEnvelope(wire.suggestionWire) }),
  getPart: entry({ id: 'getPart', access: 'public', resource: 'parts', method: 'GET', script: 'parts.php', query: ['id'], requiredQuery: ['id'], response: partWire }),
  createPart: entry({ id: 'createPart', access: 'staff', resource: 'parts', method: 'POST', script: 'parts.php', body: 'json', response: wire.itemEnvelope(partWire) }),
  insertPart: entry({ id: 'insertPart', access: 'staff', resource: 'parts', method: 'POST', script: 'insert_part.php', body: 'json', response: wire.itemEnvelope(partWire) }),
  updatePart: entry({ id: 'updatePart', access: 'staff', resource: 'parts', method: 'PUT', script: 'parts.php', query: ['id'], requiredQuery: ['id'], body: 'json', response: wire.itemEnvelope(partWire) }),
  deletePart: entry({ id: 'deletePart', access: 'admin', resource: 'parts', method: 'DELETE', script: 'parts.php', query: ['id'], requiredQuery: ['id'], response: wire.statusEnvelope }),
  ...recordCalls('Inquiry', 'Inquiries', {
    resource: 'inquiries', script: 'inquiries.php', read: 'staff', add: 'public', listQuery: ['status', 'search'],
    replies: { list: wire.listEnvelope(inquiryWire), get: wire.itemEnvelope(inquiryWire), create: wire.itemEnvelope(inquiryWire), update: wire.itemEnvelope(inquiryWire), delete: wire.statusEnvelope },
  }),
  ...recordCalls('BuyLead', 'BuyLeads', {
    resource: 'buyLeads', script: 'buy_leads.php', read: 'staff', add: 'public', listQuery: ['status', 'search'],
    replies: { list: wire.bareList(buyLeadWire), get: buyLeadWire, create: wire.statusEnvelope, update: wire.opaqueObject, delete: wire.statusEnvelope },
  }),
  deleteBuyLeadByBody: entry({ id: 'deleteBuyLeadByBody', access: 'admin', resource: 'buyLeads', method: 'DELETE', script: 'buy_leads.php', body: 'json', response: wire.statusEnvelope }),
  ...recordCalls('BlogPost', 'BlogPosts', {
    resource: 'blogPosts', script: 'blog_posts.php', read: 'public', add: 'admin', listQuery: [],
    replies: { list: blogListWire, get: blogItemWire, create: wire.opaqueObject, update: wire.opaqueObject, delete: wire.opaqueObject },
  }),
  uploadFile: entry({ id: 'uploadFile', access: 'admin', resource: 'uploads', method: 'POST', script: 'upload.php', body: 'multipart', response: wire.uploadWire }),
  adminLogin: entry({ id: 'adminLogin', access: 'public', resource: 'auth', method: 'POST', script: 'login.php', body: 'json', response: wire.statusEnvelope }),
  subadminLogin: entry({ id: 'subadminLogin', access: 'public', resource: 'auth', method: 'POST', script: 'sadlogin.php', body: 'json', response: wire.statusEnvelope }),
  getWhatsappStatus: entry({ id: 'getWhatsappStatus', access: 'staff', resource: 'whatsapp', method: 'GET', script: 'whatsapp_status.php', response: wire.opaque }),
  testWhatsapp: entry({ id: 'testWhatsapp', access: 'staff', resource: 'whatsapp', method: 'POST', script: 'test_whatsapp.php', body: 'json', response: wire.opaque }),
} satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof endpoints;
export const endpointList: Endpoint[] = Object.values(endpoints);

/**
 * Which entry a request is, given its method, script, query and JSON body:
 * the most specific entry whose selecting query parameters (or JSON body) are present.
 */
export function matchEndpoint(method: string, script: string, query: URLSearchParams, hasJsonBody: boolean): Endpoint | undefined {
  const candidates = endpointList.filter((e) => e.method === method && e.script === script);
  const selecting = candidates
    .filter((e) => e.requiredQuery.length > 0 && e.requiredQuery.every((name) => query.has(name)))
    .sort((a, b) => b.requiredQuery.length - a.requiredQuery.length);
  if (selecting[0]) return selecting[0];
  const plain = candidates.filter((e) => e.requiredQuery.length === 0);
  return plain.find((e) => (e.body === 'json') === hasJsonBody) ?? plain[0];
}
