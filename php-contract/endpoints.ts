/**
 * The PHP backend's contract, one entry per row of SPEC §7, written once as data.
 * The API layer (src/api), the fake backend (mocks/handlers), the contract tests and the
 * provider verifier (php-contract/verify.ts) are all derived from this table, and so is openapi.json:
 * after a change here, in schemas.ts or in fixtures/, run `npm run contract:openapi` and commit it.
 */
import * as wire from './schemas.ts';
import { sent, type Wire } from './schemas.ts';

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
  /** Schema of the JSON or multipart fields sent. */
  request: Wire | null;
  /** Schema of a successful response body. */
  response: Wire;
  /**
   * Who may call it. The role table (src/features/staff/roles.ts, capabilityCalls) says the same for
   * screens (a test checks they agree); the server-side staff gate (build/staff-gate.ts) is written from it.
   */
  access: Access;
  /** Whether the call changes data (verify runs these only with --writes). */
  write: boolean;
  /** What the call is for, in a few words (the OpenAPI document shows it). */
  summary: string;
  /** How this entry departs from a tidy REST API: the client must copy each one. */
  quirks: readonly string[];
}

const partPayload = {
  name: sent.filled(),
  category: sent.filled(),
  description: sent.filled(),
  image: sent.pathOrNull(),
  model_file: sent.pathOrNull(),
  brochure_file: sent.pathOrNull(),
  stock: sent.integer(),
};

const inquiryPayload = {
  name: sent.filled(),
  email: sent.text(),
  phone: sent.filled(),
  company: sent.filled(),
  partName: sent.filled(),
  quantity: sent.number(),
  message: sent.filled(),
};

const buyLeadPayload = {
  name: sent.filled(),
  email: sent.text(),
  phone: sent.filled(),
  company: sent.filled(),
  partName: sent.filled(),
  partNumber: sent.text(),
  quantity: sent.number(),
  budget: sent.text(),
  deliveryLocation: sent.filled(),
  additionalRequirements: sent.text(),
};

const blogPayload = {
  title: sent.filled(),
  excerpt: sent.text(),
  content: sent.filled(),
  author: sent.text(),
  date: sent.text(),
  category: sent.text(),
  image: sent.pathOrNull(),
};

const idOnly = sent.object({ id: sent.integer() });
const credentials = sent.object({ email: sent.text(), password: sent.password() });

const entry = (e: Omit<Endpoint, 'query' | 'requiredQuery' | 'body' | 'request' | 'write' | 'quirks'> & Partial<Endpoint>): Endpoint => ({
  query: [],
  requiredQuery: [],
  body: 'none',
  request: null,
  write: e.method !== 'GET',
  quirks: [],
  ...e,
});

export const endpoints = {
  getBrochure: entry({
    id: 'getBrochure', access: 'public', summary: 'The current catalogue brochure', resource: 'brochures', method: 'GET', script: 'brochures.php',
    response: wire.brochureGetWire,
    quirks: ['bpath is a stored path, relative or with a leading slash: the client prefixes the asset host and opens it in a new tab'],
  }),
  saveBrochure: entry({
    id: 'saveBrochure', access: 'admin', summary: 'Make an uploaded PDF the current brochure', resource: 'brochures', method: 'POST', script: 'brochures.php', body: 'json',
    request: sent.object({ bpath: sent.filled() }), response: wire.statusEnvelope,
  }),
  listCategories: entry({
    id: 'listCategories', access: 'public', summary: 'All part categories', resource: 'categories', method: 'GET', script: 'categories.php',
    response: wire.listEnvelope(wire.categoryWire),
    quirks: ['on a request failure the client uses its built-in list of 7', "'Other' is moved to the end by the client"],
  }),
  createCategory: entry({
    id: 'createCategory', access: 'admin', summary: 'Add a category', resource: 'categories', method: 'POST', script: 'categories.php', body: 'json',
    request: sent.object({ name: sent.filled() }), response: wire.statusEnvelope,
  }),
  updateCategory: entry({
    id: 'updateCategory', access: 'admin', summary: 'Rename a category', resource: 'categories', method: 'PUT', script: 'categories.php', body: 'json',
    request: sent.object({ id: sent.integer(), name: sent.filled() }), response: wire.statusEnvelope,
  }),
  deleteCategory: entry({
    id: 'deleteCategory', access: 'admin', summary: 'Delete a category', resource: 'categories', method: 'DELETE', script: 'categories.php', body: 'json',
    request: idOnly, response: wire.statusEnvelope,
    quirks: ['DELETE with a JSON body {id}', 'response shape not shown: read as {success, message}'],
  }),
  listParts: entry({
    id: 'listParts', access: 'public', summary: 'The catalogue, optionally filtered by category and search text', resource: 'parts', method: 'GET', script: 'parts.php', query: ['category', 'search'],
    response: wire.listEnvelope(wire.partWire),
    quirks: ['category is omitted when All', 'category may be sent as category_name, model_file as model, brochure_file as brochure', 'numbers as strings'],
  }),
  suggestParts: entry({
    id: 'suggestParts', access: 'public', summary: 'Part names matching a search, for the enquiry forms', resource: 'parts', method: 'GET', script: 'parts.php', query: ['search'], requiredQuery: ['search'],
    response: wire.listEnvelope(wire.suggestionWire),
    quirks: ['items carry partName or name'],
  }),
  getPart: entry({
    id: 'getPart', access: 'public', summary: 'One part', resource: 'parts', method: 'GET', script: 'parts.php', query: ['id'], requiredQuery: ['id'],
    response: wire.partWire,
    quirks: ['answers the bare part, not an envelope (an envelope {success, data} is tolerated)'],
  }),
  createPart: entry({
    id: 'createPart', access: 'staff', summary: 'Add a part whose files are already stored paths', resource: 'parts', method: 'POST', script: 'parts.php', body: 'json',
    request: sent.object(partPayload), response: wire.itemEnvelope(wire.partWire),
    quirks: ['used when no file is a base64 data URL', 'the response is read as text, then parsed'],
  }),
  insertPart: entry({
    id: 'insertPart', access: 'staff', summary: 'Add a part with its files as base64 data URLs', resource: 'parts', method: 'POST', script: 'insert_part.php', body: 'json',
    request: sent.object(partPayload), response: wire.itemEnvelope(wire.partWire),
    quirks: ['used when image, model_file or brochure_file is a base64 data URL', "a non-JSON body gives 'Server returned invalid JSON: ' and its first 100 characters"],
  }),
  updatePart: entry({
    id: 'updatePart', access: 'staff', summary: 'Change a part', resource: 'parts', method: 'PUT', script: 'parts.php', query: ['id'], requiredQuery: ['id'], body: 'json',
    request: sent.object({
      id: sent.integer(), name: sent.filled(), category: sent.filled(), description: sent.filled(),
      image: sent.pathOrNull(), model: sent.pathOrNull(), brochure: sent.pathOrNull(), stock: sent.integer(),
    }),
    response: wire.itemEnvelope(wire.partWire),
    quirks: ['id in the query and the body', 'files sent as model and brochure (not model_file, brochure_file)', 'stock as an integer'],
  }),
  deletePart: entry({
    id: 'deletePart', access: 'admin', summary: 'Delete a part', resource: 'parts', method: 'DELETE', script: 'parts.php', query: ['id'], requiredQuery: ['id'],
    response: wire.statusEnvelope,
  }),
  listInquiries: entry({
    id: 'listInquiries', access: 'staff', summary: 'Enquiries, optionally filtered by status and search text', resource: 'inquiries', method: 'GET', script: 'inquiries.php', query: ['status', 'search'],
    response: wire.listEnvelope(wire.inquiryWire),
    quirks: ["status is omitted when 'all'", 'the part is partName or part_name', 'quantity as a string'],
  }),
  getInquiry: entry({
    id: 'getInquiry', access: 'staff', summary: 'One enquiry', resource: 'inquiries', method: 'GET', script: 'inquiries.php', query: ['id'], requiredQuery: ['id'],
    response: wire.itemEnvelope(wire.inquiryWire),
  }),
  createInquiry: entry({
    id: 'createInquiry', access: 'public', summary: 'Send an enquiry (the public form)', resource: 'inquiries', method: 'POST', script: 'inquiries.php', body: 'json',
    request: sent.object(inquiryPayload), response: wire.itemEnvelope(wire.inquiryWire),
  }),
  updateInquiry: entry({
    id: 'updateInquiry', access: 'admin', summary: 'Change an enquiry', resource: 'inquiries', method: 'PUT', script: 'inquiries.php', body: 'json',
    request: sent.object({ id: sent.integer(), ...inquiryPayload }), response: wire.itemEnvelope(wire.inquiryWire),
  }),
  deleteInquiry: entry({
    id: 'deleteInquiry', access: 'admin', summary: 'Delete an enquiry', resource: 'inquiries', method: 'DELETE', script: 'inquiries.php', query: ['id'], requiredQuery: ['id'],
    response: wire.statusEnvelope,
  }),
  listBuyLeads: entry({
    id: 'listBuyLeads', access: 'staff', summary: 'Buy leads, optionally filtered by status and search text', resource: 'buyLeads', method: 'GET', script: 'buy_leads.php', query: ['status', 'search'],
    response: wire.bareList(wire.buyLeadWire),
    quirks: ["a bare array, not an envelope; anything else is 'Failed to fetch buy leads - invalid data format'", 'created_at as DATETIME'],
  }),
  getBuyLead: entry({
    id: 'getBuyLead', access: 'staff', summary: 'One buy lead', resource: 'buyLeads', method: 'GET', script: 'buy_leads.php', query: ['id'], requiredQuery: ['id'],
    response: wire.buyLeadWire, quirks: ['answers the bare lead'],
  }),
  createBuyLead: entry({
    id: 'createBuyLead', access: 'public', summary: 'Send a buy lead (the public form)', resource: 'buyLeads', method: 'POST', script: 'buy_leads.php', body: 'json',
    request: sent.object(buyLeadPayload), response: wire.statusEnvelope, quirks: ['failures carry `error`, not `message`'],
  }),
  updateBuyLead: entry({
    id: 'updateBuyLead', access: 'admin', summary: 'Change a buy lead, including its status', resource: 'buyLeads', method: 'PUT', script: 'buy_leads.php', body: 'json',
    request: sent.object({ id: sent.integer(), ...buyLeadPayload, status: sent.text() }), response: wire.opaqueObject,
    quirks: ['response shape not shown'],
  }),
  deleteBuyLead: entry({
    id: 'deleteBuyLead', access: 'admin', summary: 'Delete a buy lead named in the query', resource: 'buyLeads', method: 'DELETE', script: 'buy_leads.php', query: ['id'], requiredQuery: ['id'],
    response: wire.statusEnvelope,
  }),
  deleteBuyLeadByBody: entry({
    id: 'deleteBuyLeadByBody', access: 'admin', summary: 'Delete a buy lead named in a JSON body', resource: 'buyLeads', method: 'DELETE', script: 'buy_leads.php', body: 'json',
    request: idOnly, response: wire.statusEnvelope, quirks: ['the variant with a JSON body {id}'],
  }),
  listBlogPosts: entry({
    id: 'listBlogPosts', access: 'public', summary: 'All blog posts', resource: 'blogPosts', method: 'GET', script: 'blog_posts.php',
    response: wire.blogListWire, quirks: ['{data: [...]} without success', 'image paths starting with /uploads/ are prefixed with the asset host'],
  }),
  getBlogPost: entry({
    id: 'getBlogPost', access: 'public', summary: 'One blog post', resource: 'blogPosts', method: 'GET', script: 'blog_posts.php', query: ['id'], requiredQuery: ['id'],
    response: wire.blogItemWire, quirks: ['{data: {...}} without success'],
  }),
  createBlogPost: entry({
    id: 'createBlogPost', access: 'admin', summary: 'Publish a blog post', resource: 'blogPosts', method: 'POST', script: 'blog_posts.php', body: 'json',
    request: sent.object(blogPayload), response: wire.opaqueObject, quirks: ['image is the path returned by upload.php', 'response not shown'],
  }),
  updateBlogPost: entry({
    id: 'updateBlogPost', access: 'admin', summary: 'Change a blog post', resource: 'blogPosts', method: 'PUT', script: 'blog_posts.php', body: 'json',
    request: sent.object({ id: sent.integer(), ...blogPayload }), response: wire.opaqueObject, quirks: ['response not shown'],
  }),
  deleteBlogPost: entry({
    id: 'deleteBlogPost', access: 'admin', summary: 'Delete a blog post', resource: 'blogPosts', method: 'DELETE', script: 'blog_posts.php', query: ['id'], requiredQuery: ['id'],
    response: wire.opaqueObject, quirks: ['response not shown'],
  }),
  uploadFile: entry({
    id: 'uploadFile', access: 'admin', summary: 'Upload a brochure PDF or an image; answers its stored path', resource: 'uploads', method: 'POST', script: 'upload.php', body: 'multipart',
    request: sent.object({ file: sent.file(), type: sent.oneOf(['brochure', 'image']) }),
    response: wire.uploadWire,
  }),
  adminLogin: entry({
    id: 'adminLogin', access: 'public', summary: "Check an admin's email and password", resource: 'auth', method: 'POST', script: 'login.php', body: 'json',
    request: credentials, response: wire.statusEnvelope, quirks: ['a failure may be HTTP 401 with a JSON message'],
  }),
  subadminLogin: entry({
    id: 'subadminLogin', access: 'public', summary: "Check a subadmin's email and password", resource: 'auth', method: 'POST', script: 'sadlogin.php', body: 'json',
    request: credentials, response: wire.statusEnvelope, quirks: ['a failure may be HTTP 401 with a JSON message'],
  }),
  getWhatsappStatus: entry({
    id: 'getWhatsappStatus', access: 'staff', summary: 'The WhatsApp notifier status', resource: 'whatsapp', method: 'GET', script: 'whatsapp_status.php',
    response: wire.opaque, quirks: ['payload and use not shown: opaque'],
  }),
  testWhatsapp: entry({
    id: 'testWhatsapp', access: 'staff', summary: 'Send a WhatsApp test message', resource: 'whatsapp', method: 'POST', script: 'test_whatsapp.php', body: 'json',
    request: sent.any(), response: wire.opaque, quirks: ['payload and use not shown: opaque'],
  }),
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
