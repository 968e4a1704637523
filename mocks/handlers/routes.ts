/**
 * What the fake backend does for each contract entry, answering as the PHP scripts do:
 * numbers as strings, DATETIME strings, the bare array of buy_leads.php, the text reply of insert_part.php.
 */
import { HttpResponse } from 'msw';
import type { EndpointId } from '../../php-contract/endpoints';
import { blogPostRecord, buyLeadRecord, inquiryRecord, partRecord, sentFields, type Table } from '../../php-contract/records';
import * as db from '../db';

export interface RouteRequest {
  query: URLSearchParams;
  body: unknown;
  request: Request;
}
export type Route = (req: RouteRequest) => Response | Promise<Response>;

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });
const ok = (message: string, extra: Record<string, unknown> = {}) => json({ success: true, ...extra, message });
const fail = (message: string, status = 400) => json({ success: false, message }, status);

const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
const has = (body: unknown, ...keys: string[]) => typeof body === 'object' && body !== null && keys.some((key) => key in body);
/** A field's trimmed text, '' when missing, null or not a scalar (PHP's text_field, which also reads the other spellings). */
const textOf = (body: unknown, ...keys: string[]) => {
  for (const key of keys) {
    const value = field(body, key);
    if (typeof value === 'string') return value.trim();
    if (typeof value === 'number') return String(value);
    if (typeof value === 'boolean') return value ? '1' : '';
  }
  return '';
};
/** PHP's positive_id: a positive integer, or a string of digits naming one; otherwise null. */
const positiveId = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^\s*\d{1,18}\s*$/.test(value)) return Number(value.trim()) || null;
  return null;
};
/** PHP's positive_quantity: a number above 0, rounded (at least 1); otherwise null. */
const positiveQuantity = (value: unknown): number | null => {
  if (typeof value === 'boolean' || value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return null;
  const number = Number(typeof value === 'string' ? value.trim() : value);
  return Number.isFinite(number) && number > 0 ? Math.max(1, Math.round(number)) : null;
};
const length = (text: string) => [...text].length;
const matches = (row: db.Row, keys: string[], search: string) =>
  keys.some((key) =>
    String(row[key] ?? '')
      .toLowerCase()
      .includes(search.toLowerCase()),
  );

/** A record's texts the add form sends (its table's rows), each with the names the scripts read it under, and whether they refuse a record without it. */
const textFields = (table: Table) =>
  sentFields(table, 'create')
    .filter(([, , row]) => row.type !== 'count' && row.type !== 'path' && row.type !== 'date')
    .map(([, , { wire, form }]) => ({
      wire: wire.name,
      names: wire.alias ? [wire.name, wire.alias] : [wire.name],
      required: Boolean(form?.required),
    }));
type TextField = ReturnType<typeof textFields>[number];
const missing = (fields: TextField[], values: Record<string, string>, column = (wire: string) => wire) =>
  fields.filter((f) => f.required && !values[column(f.wire)]);

/** A refusal in the key the script uses: `error` for buy_leads.php and blog_posts.php, else `message`. */
const refuse = (message: string, status: number, key: 'message' | 'error') => json({ success: false, [key]: message }, status);
/** The scripts whose failures carry `error` rather than `message`. */
const ERROR_KEY_SCRIPTS = new Set(['buy_leads.php', 'blog_posts.php']);
/** A body that is not JSON, refused before any route runs, as the reference's request_body does. */
export const invalidJsonBody = (script: string) => refuse('Invalid JSON body', 400, ERROR_KEY_SCRIPTS.has(script) ? 'error' : 'message');
/** Thrown inside a route to answer with a refusal, as PHP's fail() ends the script. */
class Refusal extends Error {
  constructor(readonly response: Response) {
    super('refused');
  }
}
const refused = (message: string, status = 400, key: 'message' | 'error' = 'message'): never => {
  throw new Refusal(refuse(message, status, key));
};

type FileKind = 'image' | 'model' | 'brochure';
const FILE_LABELS: Record<FileKind, string> = { image: 'image', model: '3D model', brochure: 'brochure' };
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The file type of the bytes for a kind, by content as the reference checks it, or null. */
function detectExtension(kind: FileKind, bytes: Uint8Array): string | null {
  const head = String.fromCharCode(...bytes.slice(0, 16));
  const text = () => new TextDecoder().decode(bytes.slice(0, 4096));
  if (kind === 'brochure') return head.startsWith('%PDF-') ? 'pdf' : null;
  if (kind === 'model') {
    if (head.startsWith('glTF')) return 'glb';
    try {
      const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
      return typeof parsed === 'object' && parsed !== null && 'asset' in parsed ? 'gltf' : null;
    } catch {
      return null;
    }
  }
  if (head.startsWith('\x89PNG')) return 'png';
  if (head.startsWith('\xff\xd8\xff')) return 'jpg';
  if (head.startsWith('GIF8')) return 'gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  return /<svg[\s>]/i.test(text()) ? 'svg' : null;
}

/**
 * Base64 data URLs become stored files, as the reference's stored_file_value does; paths pass through;
 * blank is null. Its refusals carry `message` on every script, blog_posts.php included, as there.
 */
function storeIfDataUrl(value: unknown, kind: FileKind, folder: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = value.trim();
  if (!text.startsWith('data:')) return text;
  const match = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w.+-]+=[\w.+-]+)*);base64,(.*)$/s.exec(text);
  let bytes: Uint8Array | null;
  try {
    bytes = match ? Uint8Array.from(atob(match[3]!.replace(/\s+/g, '')), (char) => char.charCodeAt(0)) : null;
  } catch {
    bytes = null;
  }
  if (!bytes || bytes.length === 0) return refused(`Invalid ${FILE_LABELS[kind]} data`);
  if (bytes.length > MAX_UPLOAD_BYTES) return refused(`The ${FILE_LABELS[kind]} is too large (maximum 10MB)`);
  const extension = detectExtension(kind, bytes);
  if (!extension) return refused(`Invalid ${FILE_LABELS[kind]} file type`);
  const path = `uploads/${folder}/${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}.${extension}`;
  db.insert('files', { path, dataUrl: text });
  return path;
}

const partRow = (row: db.Row) => db.asPhpRow(row);
const inquiryRow = (row: db.Row) => db.asPhpRow({ ...row, partName: row.part_name });

function listParts({ query }: RouteRequest) {
  const category = query.get('category')?.trim();
  const search = query.get('search')?.trim();
  const rows = db
    .all('parts')
    .filter((row) => !category || category.toLowerCase() === 'all' || row.category === category)
    .filter((row) => !search || matches(row, ['name', 'description'], search));
  return ok('Parts fetched successfully', { data: rows.map(partRow) });
}

const PART_TEXT = textFields(partRecord);
/** The reference's part_text_fields: the three texts, required, within the column sizes. */
function partTexts(body: unknown) {
  const texts = Object.fromEntries(PART_TEXT.map((f) => [f.wire, textOf(body, ...f.names)]));
  if (missing(PART_TEXT, texts).length) refused('Name, category and description are required');
  if (length(texts.name!) > 255 || length(texts.category!) > 100) refused('Name or category is too long');
  return texts;
}

/** The reference's part_stock: a number cut to a whole one, at least 0; anything else 0. */
const partStock = (value: unknown) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(number) ? Math.max(0, Math.trunc(number)) : 0;
};

function addPart({ body }: RouteRequest) {
  const texts = partTexts(body);
  const pick = (...keys: string[]) => keys.map((key) => field(body, key)).find((value) => value !== undefined && value !== null);
  const row = db.insert('parts', {
    ...texts,
    image: storeIfDataUrl(field(body, 'image'), 'image', 'parts'),
    model_file: storeIfDataUrl(pick('model_file', 'model'), 'model', 'models'),
    brochure_file: storeIfDataUrl(pick('brochure_file', 'brochure'), 'brochure', 'brochures'),
    stock: partStock(field(body, 'stock') ?? 0),
  });
  return ok('Part added successfully', { data: partRow(row) });
}

function updatePart({ query, body }: RouteRequest) {
  const id = positiveId(query.get('id') ?? field(body, 'id'));
  if (id === null) return fail('Part ID is required');
  const existing = db.find('parts', id);
  if (!existing) return fail('Part not found', 404);
  const texts = partTexts(body);
  // A file field left out keeps its value; null or '' clears it; a data URL is stored as a new file.
  const file = (keys: string[], kind: FileKind, folder: string, column: string) => {
    const key = keys.find((name) => has(body, name));
    return key === undefined ? existing[column] : storeIfDataUrl(field(body, key), kind, folder);
  };
  const row = db.update('parts', id, {
    ...texts,
    image: file(['image'], 'image', 'parts', 'image'),
    model_file: file(['model', 'model_file'], 'model', 'models', 'model_file'),
    brochure_file: file(['brochure', 'brochure_file'], 'brochure', 'brochures', 'brochure_file'),
    stock: has(body, 'stock') ? partStock(field(body, 'stock')) : existing.stock,
  })!;
  return ok('Part updated successfully', { data: partRow(row) });
}

function filterLeadsOrInquiries(table: 'inquiries' | 'buy_leads', query: URLSearchParams, searchKeys: string[]) {
  const status = query.get('status')?.trim();
  const search = query.get('search')?.trim();
  return db
    .all(table)
    .filter((row) => !status || status === 'all' || row.status === status)
    .filter((row) => !search || matches(row, searchKeys, search));
}

/** The statuses the backend stores; like the reference PHP backend, another one is refused with HTTP 400. */
const INQUIRY_STATUSES = ['pending', 'responded', 'closed'];
const BUY_LEAD_STATUSES = ['new', 'quoted', 'pending'];

/** An enquiry's and a buy lead's texts; inquiries.php keeps its columns in snake_case (part_name), buy_leads.php under the wire names. */
const INQUIRY_TEXT = textFields(inquiryRecord);
const LEAD_TEXT = textFields(buyLeadRecord);
const snake = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
/** inquiries.php names the missing fields in the order of its own $required list (spec §5's), not the table's. */
const INQUIRY_REFUSAL_ORDER = ['name', 'phone', 'company', 'partName', 'message'];
const inRefusalOrder = (fields: TextField[]) =>
  fields.sort((a, b) => INQUIRY_REFUSAL_ORDER.indexOf(a.wire) - INQUIRY_REFUSAL_ORDER.indexOf(b.wire));

const quantityGiven = (body: unknown) => has(body, 'quantity') && textOf(body, 'quantity') !== '';

function createInquiry({ body }: RouteRequest) {
  const values = Object.fromEntries(INQUIRY_TEXT.map((f) => [snake(f.wire), textOf(body, ...f.names)]));
  const absent = inRefusalOrder(missing(INQUIRY_TEXT, values, snake)).map((f) => f.wire);
  if (!quantityGiven(body)) absent.push('quantity');
  if (absent.length) return fail(`Missing required fields: ${absent.join(', ')}`);
  const quantity = positiveQuantity(field(body, 'quantity'));
  if (quantity === null) return fail('Quantity must be a positive number');
  const row = db.insert('inquiries', { ...values, quantity, status: 'pending', date: db.nowDateTime() });
  return json({ success: true, data: inquiryRow(row), message: 'Inquiry submitted successfully' }, 201);
}

function updateInquiry({ query, body }: RouteRequest) {
  const id = positiveId(field(body, 'id') ?? query.get('id'));
  if (id === null) return fail('Inquiry ID is required');
  const existing = db.find('inquiries', id);
  if (!existing) return fail('Inquiry not found', 404);
  // Fields left out keep their values.
  const next = Object.fromEntries(
    [...INQUIRY_TEXT, { wire: 'status', names: ['status'] }].map((f) => [
      snake(f.wire),
      has(body, ...f.names) ? textOf(body, ...f.names) : String(existing[snake(f.wire)] ?? ''),
    ]),
  );
  const [absent] = inRefusalOrder(missing(INQUIRY_TEXT, next, snake));
  if (absent) return fail(`Missing required fields: ${absent.wire}`);
  const quantity = has(body, 'quantity') ? positiveQuantity(field(body, 'quantity')) : Number(existing.quantity);
  if (quantity === null) return fail('Quantity must be a positive number');
  if (!INQUIRY_STATUSES.includes(next.status!)) return fail('Invalid status');
  const row = db.update('inquiries', id, { ...next, quantity })!;
  return ok('Inquiry updated successfully', { data: inquiryRow(row) });
}

const leadFail = (message: string, status = 400) => refuse(message, status, 'error');

function createBuyLead({ body }: RouteRequest) {
  const values = Object.fromEntries(LEAD_TEXT.map((f) => [f.wire, textOf(body, ...f.names)]));
  if (missing(LEAD_TEXT, values).length || !quantityGiven(body)) return leadFail('Missing required fields');
  const quantity = positiveQuantity(field(body, 'quantity'));
  if (quantity === null) return leadFail('Quantity must be a positive number');
  db.insert('buy_leads', { ...values, quantity, status: 'new', created_at: db.nowDateTime() });
  return json({ success: true });
}

function updateBuyLead({ query, body }: RouteRequest) {
  const id = positiveId(field(body, 'id') ?? query.get('id'));
  if (id === null) return leadFail('Missing buy lead id');
  const existing = db.find('buy_leads', id);
  if (!existing) return leadFail('Buy lead not found', 404);
  const next = Object.fromEntries(
    LEAD_TEXT.map((f) => [f.wire, has(body, ...f.names) ? textOf(body, ...f.names) : String(existing[f.wire] ?? '')]),
  );
  if (missing(LEAD_TEXT, next).length) return leadFail('Missing required fields');
  const quantity = has(body, 'quantity') ? positiveQuantity(field(body, 'quantity')) : Number(existing.quantity);
  if (quantity === null) return leadFail('Quantity must be a positive number');
  const status = has(body, 'status') ? textOf(body, 'status') : String(existing.status);
  if (!BUY_LEAD_STATUSES.includes(status)) return leadFail('Invalid status');
  db.update('buy_leads', id, { ...next, quantity, status });
  return json({ success: true });
}

/** A DELETE's id: from the query, else from a JSON body {id} (the reference reads both). */
const deleteId = ({ query, body }: RouteRequest) => positiveId(query.get('id') ?? field(body, 'id'));

function deleteRow(
  table: db.TableName,
  req: RouteRequest,
  texts: { missing: string; notFound: string; done: Record<string, unknown> },
  key: 'message' | 'error',
) {
  const id = deleteId(req);
  if (id === null) return refuse(texts.missing, 400, key);
  return db.remove(table, id) ? json({ success: true, ...texts.done }) : refuse(texts.notFound, 404, key);
}

/** The reference's post_date: YYYY-MM-DD (a longer timestamp is cut to its date), today when blank. */
function postDate(value: string): string {
  if (!value) return db.nowDateTime().slice(0, 10);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.getUTCMonth() !== Number(match[2]) - 1 || date.getUTCDate() !== Number(match[3]))
    return refused('Invalid date', 400, 'error');
  return match[0];
}

const POST_TEXT = textFields(blogPostRecord);
const postFail = (message: string, status = 400) => refuse(message, status, 'error');

function createBlogPost({ body }: RouteRequest) {
  const values = Object.fromEntries(POST_TEXT.map((f) => [f.wire, textOf(body, ...f.names)]));
  if (missing(POST_TEXT, values).length) return postFail('Title and content are required');
  const date = postDate(textOf(body, 'date'));
  const image = storeIfDataUrl(field(body, 'image'), 'image', 'blog');
  const row = db.insert('blog_posts', { ...values, date, image });
  return json({ success: true, id: String(row.id) });
}

function updateBlogPost({ query, body }: RouteRequest) {
  const id = positiveId(field(body, 'id') ?? query.get('id'));
  if (id === null) return postFail('Missing post id');
  const existing = db.find('blog_posts', id);
  if (!existing) return postFail('Post not found', 404);
  const next = Object.fromEntries(
    POST_TEXT.map((f) => [f.wire, has(body, ...f.names) ? textOf(body, ...f.names) : String(existing[f.wire] ?? '')]),
  );
  if (missing(POST_TEXT, next).length) return postFail('Title and content are required');
  const date = has(body, 'date') ? postDate(textOf(body, 'date')) : existing.date;
  const image = has(body, 'image') ? storeIfDataUrl(field(body, 'image'), 'image', 'blog') : existing.image;
  db.update('blog_posts', id, { ...next, date, image });
  return json({ success: true });
}

/** The reference's category name rules: required, at most 100 characters, unique whatever the case. */
function categoryName(body: unknown): string {
  const name = textOf(body, 'name');
  if (!name) refused('Category name is required');
  if (length(name) > 100) refused('Category name is too long');
  return name;
}
const nameTaken = (name: string, exceptId = 0) =>
  db.all('categories').some((row) => row.id !== exceptId && String(row.name).toLowerCase() === name.toLowerCase());

function login(role: 'admin' | 'subadmin'): Route {
  return ({ body }) => {
    const email = textOf(body, 'email').toLowerCase();
    const password = field(body, 'password');
    const user = email ? db.all('users').find((row) => row.role === role && String(row.email).toLowerCase() === email) : undefined;
    return user && user.password === password ? ok('Login successful') : fail('Invalid email or password', 401);
  };
}

const UPLOAD_KINDS = {
  brochure: { folder: 'brochures', kind: 'brochure', extensions: { pdf: 'pdf' }, label: 'Only PDF files are allowed' },
  image: {
    folder: 'blog',
    kind: 'image',
    extensions: { png: 'png', jpg: 'jpg', jpeg: 'jpg', gif: 'gif', webp: 'webp', svg: 'svg' },
    label: 'Only PNG, JPG, GIF, WebP and SVG images are allowed',
  },
} as const satisfies Record<string, { folder: string; kind: FileKind; extensions: Record<string, string>; label: string }>;

async function uploadFile({ request }: RouteRequest) {
  const form = await request.formData().catch(() => null);
  const type = String(form?.get('type') ?? '').trim();
  if (type !== 'brochure' && type !== 'image') return fail('Invalid upload type');
  const rule = UPLOAD_KINDS[type];
  const file = form?.get('file');
  // Duck-typed: under jsdom the File may come from another realm than this module's Blob.
  if (typeof file !== 'object' || file === null || !('arrayBuffer' in file)) return fail('No file uploaded');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > MAX_UPLOAD_BYTES) return fail('File is too large (maximum 10MB)');
  const name = 'name' in file ? String(file.name) : 'upload';
  const extension = (/\.([^./\\]+)$/.exec(name)?.[1] ?? '').toLowerCase();
  const wanted = (rule.extensions as Record<string, string>)[extension];
  if (!wanted) return fail(rule.label);
  if (detectExtension(rule.kind, bytes) !== wanted) return fail('File content does not match its type');
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  const dataUrl = `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
  const path = `uploads/${rule.folder}/${Date.now().toString(36)}-${name.replace(/[^\w.-]+/g, '_')}`;
  db.insert('files', { path, dataUrl });
  return ok('File uploaded successfully', { file_path: path });
}

const routeTable: Record<EndpointId, Route> = {
  getBrochure: () => {
    const latest = [...db.all('brochures')].sort((a, b) => b.id - a.id)[0];
    return latest ? json({ success: true, bpath: latest.bpath }) : fail('No brochure found', 200);
  },
  saveBrochure: ({ body }) => {
    const bpath = textOf(body, 'bpath');
    if (!bpath) return fail('Brochure path is required');
    if (new TextEncoder().encode(bpath).length > 500) return fail('Brochure path is too long');
    db.insert('brochures', { bpath, created_at: db.nowDateTime() });
    return ok('Brochure saved successfully');
  },

  listCategories: () => ok('Categories fetched successfully', { data: db.all('categories').map(db.asPhpRow) }),
  createCategory: ({ body }) => {
    const name = categoryName(body);
    if (nameTaken(name)) return fail('Category already exists', 409);
    db.insert('categories', { name });
    return ok('Category added successfully');
  },
  updateCategory: ({ query, body }) => {
    const id = positiveId(field(body, 'id') ?? query.get('id'));
    if (id === null) return fail('Category ID is required');
    const name = categoryName(body);
    if (!db.find('categories', id)) return fail('Category not found', 404);
    if (nameTaken(name, id)) return fail('Category already exists', 409);
    db.update('categories', id, { name });
    return ok('Category updated successfully');
  },
  deleteCategory: ({ query, body }) => {
    const id = positiveId(field(body, 'id') ?? query.get('id'));
    if (id === null) return fail('Category ID is required');
    return db.remove('categories', id) ? ok('Category deleted successfully') : fail('Category not found', 404);
  },

  listParts,
  suggestParts: listParts,
  getPart: ({ query }) => {
    const id = positiveId(query.get('id'));
    const row = id === null ? undefined : db.find('parts', id);
    return row ? json(partRow(row)) : fail('Part not found', 404);
  },
  createPart: addPart,
  insertPart: async (req) => {
    // insert_part.php echoes its JSON without a JSON content type; the client reads it as text.
    const response = await answer(addPart)(req);
    return new HttpResponse(await response.text(), { status: response.status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
  },
  updatePart,
  deletePart: (req) =>
    deleteRow(
      'parts',
      req,
      { missing: 'Part ID is required', notFound: 'Part not found', done: { message: 'Part deleted successfully' } },
      'message',
    ),

  listInquiries: ({ query }) =>
    ok('Inquiries fetched successfully', {
      data: filterLeadsOrInquiries('inquiries', query, ['name', 'company', 'email', 'phone', 'part_name', 'message'])
        .sort((a, b) => String(b.date).localeCompare(String(a.date)))
        .map(inquiryRow),
    }),
  getInquiry: ({ query }) => {
    const id = positiveId(query.get('id'));
    const row = id === null ? undefined : db.find('inquiries', id);
    return row ? ok('Inquiry fetched successfully', { data: inquiryRow(row) }) : fail('Inquiry not found', 404);
  },
  createInquiry,
  updateInquiry,
  deleteInquiry: (req) =>
    deleteRow(
      'inquiries',
      req,
      { missing: 'Inquiry ID is required', notFound: 'Inquiry not found', done: { message: 'Inquiry deleted successfully' } },
      'message',
    ),

  listBuyLeads: ({ query }) =>
    json(
      filterLeadsOrInquiries('buy_leads', query, ['name', 'company', 'partName', 'email', 'phone', 'additionalRequirements'])
        .sort((a, b) => b.id - a.id)
        .map(db.asPhpRow),
    ),
  getBuyLead: ({ query }) => {
    const id = positiveId(query.get('id'));
    const row = id === null ? undefined : db.find('buy_leads', id);
    return row ? json(db.asPhpRow(row)) : leadFail('Buy lead not found', 404);
  },
  createBuyLead,
  updateBuyLead,
  deleteBuyLead: (req) =>
    deleteRow('buy_leads', req, { missing: 'Missing buy lead id', notFound: 'Buy lead not found', done: {} }, 'error'),
  deleteBuyLeadByBody: (req) =>
    deleteRow('buy_leads', req, { missing: 'Missing buy lead id', notFound: 'Buy lead not found', done: {} }, 'error'),

  listBlogPosts: () =>
    json({ data: [...db.all('blog_posts')].sort((a, b) => String(b.date).localeCompare(String(a.date))).map(db.asPhpRow) }),
  getBlogPost: ({ query }) => {
    const id = positiveId(query.get('id'));
    const row = id === null ? undefined : db.find('blog_posts', id);
    return row ? json({ data: db.asPhpRow(row) }) : json({ error: 'Post not found' }, 404);
  },
  createBlogPost,
  updateBlogPost,
  deleteBlogPost: (req) => deleteRow('blog_posts', req, { missing: 'Missing post id', notFound: 'Post not found', done: {} }, 'error'),

  uploadFile,
  adminLogin: login('admin'),
  subadminLogin: login('subadmin'),
  getWhatsappStatus: () => json({ success: true, status: 'connected' }),
  testWhatsapp: () => json({ success: true, message: 'Test message queued' }),
};

/** A route whose refusals deep inside (a bad file, a bad name) end it with their answer, as PHP's fail() does. */
function answer(route: Route): Route {
  return async (req) => {
    try {
      return await route(req);
    } catch (error) {
      if (error instanceof Refusal) return error.response;
      throw error;
    }
  };
}

export const routes = Object.fromEntries(Object.entries(routeTable).map(([id, route]) => [id, answer(route)])) as Record<EndpointId, Route>;
