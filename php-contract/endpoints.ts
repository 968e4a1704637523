/**
 * The PHP backend's contract, one entry per row of SPEC §7, written once as data.
 * The API layer (src/api), the fake backend (mocks/handlers), the contract tests and the
 * provider verifier (php-contract/verify.ts) are all derived from this table.
 */
import type * as Yup from 'yup';
import * as wire from './schemas.ts';
import { wire as shape, type Wire } from './schemas.ts';

type YupModule = typeof Yup;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
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
  /** Whether the call changes data (verify runs these only with --writes). */
  write: boolean;
  /** How this entry departs from a tidy REST API: the client must copy each one. */
  quirks: readonly string[];
}

const partPayload = (yup: YupModule) => yup.object({
  name: yup.string().required(),
  category: yup.string().required(),
  description: yup.string().required(),
  image: yup.string().nullable().defined(),
  model_file: yup.string().nullable().defined(),
  brochure_file: yup.string().nullable().defined(),
  stock: yup.number().integer().required(),
});

const inquiryPayload = (yup: YupModule) => yup.object({
  name: yup.string().required(),
  email: yup.string().defined(),
  phone: yup.string().required(),
  company: yup.string().required(),
  partName: yup.string().required(),
  quantity: yup.number().required(),
  message: yup.string().required(),
});

const buyLeadPayload = (yup: YupModule) => yup.object({
  name: yup.string().required(),
  email: yup.string().defined(),
  phone: yup.string().required(),
  company: yup.string().required(),
  partName: yup.string().required(),
  partNumber: yup.string().defined(),
  quantity: yup.number().required(),
  budget: yup.string().defined(),
  deliveryLocation: yup.string().required(),
  additionalRequirements: yup.string().defined(),
});

const blogPayload = (yup: YupModule) => yup.object({
  title: yup.string().required(),
  excerpt: yup.string().defined(),
  content: yup.string().required(),
  author: yup.string().defined(),
  date: yup.string().defined(),
  category: yup.string().defined(),
  image: yup.string().nullable().defined(),
});

const withId = <S extends Yup.ObjectSchema<Yup.AnyObject>>(payload: (yup: YupModule) => S) => (yup: YupModule) =>
  payload(yup).shape({ id: yup.number().integer().required() });
const idOnly = (yup: YupModule) => yup.object({ id: yup.number().integer().required() });
const credentials = (yup: YupModule) => yup.object({ email: yup.string().defined(), password: yup.string().defined() });

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
    id: 'getBrochure', resource: 'brochures', method: 'GET', script: 'brochures.php',
    response: wire.brochureGetWire,
    quirks: ['bpath is a stored path, relative or with a leading slash: the client prefixes the asset host and opens it in a new tab'],
  }),
  saveBrochure: entry({
    id: 'saveBrochure', resource: 'brochures', method: 'POST', script: 'brochures.php', body: 'json',
    request: shape((yup) => yup.object({ bpath: yup.string().required() })), response: wire.statusEnvelope,
  }),
  listCategories: entry({
    id: 'listCategories', resource: 'categories', method: 'GET', script: 'categories.php',
    response: wire.listEnvelope(wire.categoryWire),
    quirks: ['on a request failure the client uses its built-in list of 7', "'Other' is moved to the end by the client"],
  }),
  createCategory: entry({
    id: 'createCategory', resource: 'categories', method: 'POST', script: 'categories.php', body: 'json',
    request: shape((yup) => yup.object({ name: yup.string().required() })), response: wire.statusEnvelope,
  }),
  updateCategory: entry({
    id: 'updateCategory', resource: 'categories', method: 'PUT', script: 'categories.php', body: 'json',
    request: shape((yup) => yup.object({ id: yup.number().integer().required(), name: yup.string().required() })), response: wire.statusEnvelope,
  }),
  deleteCategory: entry({
    id: 'deleteCategory', resource: 'categories', method: 'DELETE', script: 'categories.php', body: 'json',
    request: shape(idOnly), response: wire.statusEnvelope,
    quirks: ['DELETE with a JSON body {id}', 'response shape not shown: read as {success, message}'],
  }),
  listParts: entry({
    id: 'listParts', resource: 'parts', method: 'GET', script: 'parts.php', query: ['category', 'search'],
    response: wire.listEnvelope(wire.partWire),
    quirks: ['category is omitted when All', 'category may be sent as category_name, model_file as model, brochure_file as brochure', 'numbers as strings'],
  }),
  suggestParts: entry({
    id: 'suggestParts', resource: 'parts', method: 'GET', script: 'parts.php', query: ['search'], requiredQuery: ['search'],
    response: wire.listEnvelope(wire.suggestionWire),
    quirks: ['items carry partName or name'],
  }),
  getPart: entry({
    id: 'getPart', resource: 'parts', method: 'GET', script: 'parts.php', query: ['id'], requiredQuery: ['id'],
    response: wire.partWire,
    quirks: ['answers the bare part, not an envelope (an envelope {success, data} is tolerated)'],
  }),
  createPart: entry({
    id: 'createPart', resource: 'parts', method: 'POST', script: 'parts.php', body: 'json',
    request: shape(partPayload), response: wire.itemEnvelope(wire.partWire),
    quirks: ['used when no file is a base64 data URL', 'the response is read as text, then parsed'],
  }),
  insertPart: entry({
    id: 'insertPart', resource: 'parts', method: 'POST', script: 'insert_part.php', body: 'json',
    request: shape(partPayload), response: wire.itemEnvelope(wire.partWire),
    quirks: ['used when image, model_file or brochure_file is a base64 data URL', "a non-JSON body gives 'Server returned invalid JSON: ' and its first 100 characters"],
  }),
  updatePart: entry({
    id: 'updatePart', resource: 'parts', method: 'PUT', script: 'parts.php', query: ['id'], requiredQuery: ['id'], body: 'json',
    request: shape((yup) => yup.object({
      id: yup.number().integer().required(), name: yup.string().required(), category: yup.string().required(),
      description: yup.string().required(), image: yup.string().nullable().defined(), model: yup.string().nullable().defined(),
      brochure: yup.string().nullable().defined(), stock: yup.number().integer().required(),
    })),
    response: wire.itemEnvelope(wire.partWire),
    quirks: ['id in the query and the body', 'files sent as model and brochure (not model_file, brochure_file)', 'stock as an integer'],
  }),
  deletePart: entry({
    id: 'deletePart', resource: 'parts', method: 'DELETE', script: 'parts.php', query: ['id'], requiredQuery: ['id'],
    response: wire.statusEnvelope,
  }),
  listInquiries: entry({
    id: 'listInquiries', resource: 'inquiries', method: 'GET', script: 'inquiries.php', query: ['status', 'search'],
    response: wire.listEnvelope(wire.inquiryWire),
    quirks: ["status is omitted when 'all'", 'the part is partName or part_name', 'quantity as a string'],
  }),
  getInquiry: entry({
    id: 'getInquiry', resource: 'inquiries', method: 'GET', script: 'inquiries.php', query: ['id'], requiredQuery: ['id'],
    response: wire.itemEnvelope(wire.inquiryWire),
  }),
  createInquiry: entry({
    id: 'createInquiry', resource: 'inquiries', method: 'POST', script: 'inquiries.php', body: 'json',
    request: shape(inquiryPayload), response: wire.itemEnvelope(wire.inquiryWire),
  }),
  updateInquiry: entry({
    id: 'updateInquiry', resource: 'inquiries', method: 'PUT', script: 'inquiries.php', body: 'json',
    request: shape(withId(inquiryPayload)), response: wire.itemEnvelope(wire.inquiryWire),
  }),
  deleteInquiry: entry({
    id: 'deleteInquiry', resource: 'inquiries', method: 'DELETE', script: 'inquiries.php', query: ['id'], requiredQuery: ['id'],
    response: wire.statusEnvelope,
  }),
  listBuyLeads: entry({
    id: 'listBuyLeads', resource: 'buyLeads', method: 'GET', script: 'buy_leads.php', query: ['status', 'search'],
    response: wire.bareList(wire.buyLeadWire),
    quirks: ["a bare array, not an envelope; anything else is 'Failed to fetch buy leads - invalid data format'", 'created_at as DATETIME'],
  }),
  getBuyLead: entry({
    id: 'getBuyLead', resource: 'buyLeads', method: 'GET', script: 'buy_leads.php', query: ['id'], requiredQuery: ['id'],
    response: wire.buyLeadWire, quirks: ['answers the bare lead'],
  }),
  createBuyLead: entry({
    id: 'createBuyLead', resource: 'buyLeads', method: 'POST', script: 'buy_leads.php', body: 'json',
    request: shape(buyLeadPayload), response: wire.statusEnvelope, quirks: ['failures carry `error`, not `message`'],
  }),
  updateBuyLead: entry({
    id: 'updateBuyLead', resource: 'buyLeads', method: 'PUT', script: 'buy_leads.php', body: 'json',
    request: shape((yup) => withId(buyLeadPayload)(yup).shape({ status: yup.string().defined() })), response: wire.opaqueObject,
    quirks: ['response shape not shown'],
  }),
  deleteBuyLead: entry({
    id: 'deleteBuyLead', resource: 'buyLeads', method: 'DELETE', script: 'buy_leads.php', query: ['id'], requiredQuery: ['id'],
    response: wire.statusEnvelope,
  }),
  deleteBuyLeadByBody: entry({
    id: 'deleteBuyLeadByBody', resource: 'buyLeads', method: 'DELETE', script: 'buy_leads.php', body: 'json',
    request: shape(idOnly), response: wire.statusEnvelope, quirks: ['the variant with a JSON body {id}'],
  }),
  listBlogPosts: entry({
    id: 'listBlogPosts', resource: 'blogPosts', method: 'GET', script: 'blog_posts.php',
    response: wire.blogListWire, quirks: ['{data: [...]} without success', 'image paths starting with /uploads/ are prefixed with the asset host'],
  }),
  getBlogPost: entry({
    id: 'getBlogPost', resource: 'blogPosts', method: 'GET', script: 'blog_posts.php', query: ['id'], requiredQuery: ['id'],
    response: wire.blogItemWire, quirks: ['{data: {...}} without success'],
  }),
  createBlogPost: entry({
    id: 'createBlogPost', resource: 'blogPosts', method: 'POST', script: 'blog_posts.php', body: 'json',
    request: shape(blogPayload), response: wire.opaqueObject, quirks: ['image is the path returned by upload.php', 'response not shown'],
  }),
  updateBlogPost: entry({
    id: 'updateBlogPost', resource: 'blogPosts', method: 'PUT', script: 'blog_posts.php', body: 'json',
    request: shape(withId(blogPayload)), response: wire.opaqueObject, quirks: ['response not shown'],
  }),
  deleteBlogPost: entry({
    id: 'deleteBlogPost', resource: 'blogPosts', method: 'DELETE', script: 'blog_posts.php', query: ['id'], requiredQuery: ['id'],
    response: wire.opaqueObject, quirks: ['response not shown'],
  }),
  uploadFile: entry({
    id: 'uploadFile', resource: 'uploads', method: 'POST', script: 'upload.php', body: 'multipart',
    request: shape((yup) => yup.object({ file: yup.mixed().required(), type: yup.string().oneOf(['brochure', 'image']).required() })),
    response: wire.uploadWire,
  }),
  adminLogin: entry({
    id: 'adminLogin', resource: 'auth', method: 'POST', script: 'login.php', body: 'json',
    request: shape(credentials), response: wire.statusEnvelope, quirks: ['a failure may be HTTP 401 with a JSON message'],
  }),
  subadminLogin: entry({
    id: 'subadminLogin', resource: 'auth', method: 'POST', script: 'sadlogin.php', body: 'json',
    request: shape(credentials), response: wire.statusEnvelope, quirks: ['a failure may be HTTP 401 with a JSON message'],
  }),
  getWhatsappStatus: entry({
    id: 'getWhatsappStatus', resource: 'whatsapp', method: 'GET', script: 'whatsapp_status.php',
    response: wire.opaque, quirks: ['payload and use not shown: opaque'],
  }),
  testWhatsapp: entry({
    id: 'testWhatsapp', resource: 'whatsapp', method: 'POST', script: 'test_whatsapp.php', body: 'json',
    request: shape((yup) => yup.mixed().nullable()), response: wire.opaque, quirks: ['payload and use not shown: opaque'],
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
