/**
 * What the fake backend does for each contract entry, answering as the PHP scripts do:
 * numbers as strings, DATETIME strings, the bare array of buy_leads.php, the text reply of insert_part.php.
 */
import { HttpResponse } from 'msw';
import type { EndpointId } from '../../php-contract/endpoints';
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

const field = (body: unknown, key: string): unknown => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined);
const textOf = (body: unknown, key: string) => {
  const value = field(body, key);
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};
const idFrom = (value: unknown) => {
  const id = Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(id) ? id : -1;
};
const matches = (row: db.Row, keys: string[], search: string) =>
  keys.some((key) => String(row[key] ?? '').toLowerCase().includes(search.toLowerCase()));

/** Base64 data URLs become stored files, as insert_part.php does; paths pass through. */
function storeIfDataUrl(value: unknown, folder: string): string | null {
  if (typeof value !== 'string' || !value) return null;
  const match = /^data:([^;,]+)?;base64,/i.exec(value);
  if (!match) return value;
  const mime = (match[1] ?? '').toLowerCase();
  const extension = mime.includes('pdf') ? 'pdf' : mime.includes('gltf+json') ? 'gltf' : mime.startsWith('image/') ? mime.slice(6).replace('jpeg', 'jpg').replace('svg+xml', 'svg') : 'glb';
  const path = `uploads/${folder}/${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}.${extension}`;
  db.insert('files', { path, dataUrl: value });
  return path;
}

const partRow = (row: db.Row) => db.asPhpRow(row);
const inquiryRow = (row: db.Row) => db.asPhpRow({ ...row, partName: row.part_name });

function listParts({ query }: RouteRequest) {
  const category = query.get('category')?.trim();
  const search = query.get('search')?.trim();
  const rows = db
    .all('parts')
    .filter((row) => !category || category === 'All' || row.category === category)
    .filter((row) => !search || matches(row, ['name', 'description'], search));
  return ok('Parts fetched successfully', { data: rows.map(partRow) });
}

function savePart(body: unknown, existing?: db.Row) {
  const name = textOf(body, 'name');
  const category = textOf(body, 'category');
  const description = textOf(body, 'description');
  if (!name || !category || !description) return null;
  const pick = (...keys: string[]) => keys.map((key) => field(body, key)).find((value) => value !== undefined);
  const values = {
    name, category, description,
    image: storeIfDataUrl(pick('image'), 'parts'),
    model_file: storeIfDataUrl(pick('model_file', 'model'), 'models'),
    brochure_file: storeIfDataUrl(pick('brochure_file', 'brochure'), 'brochures'),
    stock: Math.max(0, idFrom(field(body, 'stock'))),
  };
  return existing ? db.update('parts', existing.id, values)! : db.insert('parts', values);
}

function addPart({ body }: RouteRequest) {
  const row = savePart(body);
  return row ? ok('Part added successfully', { data: partRow(row) }) : fail('Name, category and description are required');
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
const knownStatus = (body: unknown, statuses: string[]) => field(body, 'status') === undefined || statuses.includes(textOf(body, 'status'));

const INQUIRY_FIELDS = ['name', 'phone', 'company', 'partName', 'quantity', 'message'];
const BUY_LEAD_FIELDS = ['name', 'phone', 'company', 'partName', 'quantity', 'deliveryLocation'];
const missing = (body: unknown, fields: string[]) => fields.filter((key) => !textOf(body, key));

function login(role: 'admin' | 'subadmin'): Route {
  return ({ body }) => {
    const email = textOf(body, 'email').toLowerCase();
    const password = field(body, 'password');
    const user = db.all('users').find((row) => row.role === role && String(row.email).toLowerCase() === email);
    return user && user.password === password ? ok('Login successful') : fail('Invalid email or password', 401);
  };
}

async function uploadFile({ request }: RouteRequest) {
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  const type = form?.get('type');
  // Duck-typed: under jsdom the File may come from another realm than this module's Blob.
  if (typeof file !== 'object' || file === null || !('arrayBuffer' in file) || (type !== 'brochure' && type !== 'image')) return fail('No file uploaded');
  const name = 'name' in file ? String(file.name) : 'upload';
  const allowed = type === 'brochure' ? /\.pdf$/i : /\.(png|jpe?g|gif|webp|svg)$/i;
  if (!allowed.test(name)) return fail(type === 'brochure' ? 'Only PDF files are allowed' : 'Only image files are allowed');
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  const dataUrl = `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
  const path = `uploads/${type === 'brochure' ? 'brochures' : 'blog'}/${Date.now().toString(36)}-${name.replace(/[^\w.-]+/g, '_')}`;
  db.insert('files', { path, dataUrl });
  return ok('File uploaded successfully', { file_path: path });
}

export const routes: Record<EndpointId, Route> = {
  getBrochure: () => {
    const latest = [...db.all('brochures')].sort((a, b) => b.id - a.id)[0];
    return latest ? json({ success: true, bpath: latest.bpath }) : fail('No brochure found', 200);
  },
  saveBrochure: ({ body }) => {
    const bpath = textOf(body, 'bpath');
    if (!bpath) return fail('Brochure path is required');
    db.insert('brochures', { bpath, created_at: db.nowDateTime() });
    return ok('Brochure saved successfully');
  },

  listCategories: () => ok('Categories fetched successfully', { data: db.all('categories').map(db.asPhpRow) }),
  createCategory: ({ body }) => {
    const name = textOf(body, 'name');
    if (!name) return fail('Category name is required');
    db.insert('categories', { name });
    return ok('Category added successfully');
  },
  updateCategory: ({ body }) => {
    const name = textOf(body, 'name');
    if (!name) return fail('Category name is required');
    return db.update('categories', idFrom(field(body, 'id')), { name }) ? ok('Category updated successfully') : fail('Category not found', 404);
  },
  deleteCategory: ({ body }) => (db.remove('categories', idFrom(field(body, 'id'))) ? ok('Category deleted successfully') : fail('Category not found', 404)),

  listParts,
  suggestParts: listParts,
  getPart: ({ query }) => {
    const row = db.find('parts', idFrom(query.get('id')));
    return row ? json(partRow(row)) : fail('Part not found', 404);
  },
  createPart: addPart,
  insertPart: async (req) => {
    // insert_part.php echoes its JSON without a JSON content type; the client reads it as text.
    const response = await addPart(req);
    return new HttpResponse(await response.text(), { status: response.status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
  },
  updatePart: ({ query, body }) => {
    const existing = db.find('parts', idFrom(query.get('id') ?? field(body, 'id')));
    if (!existing) return fail('Part not found', 404);
    const row = savePart(body, existing);
    return row ? ok('Part updated successfully', { data: partRow(row) }) : fail('Name, category and description are required');
  },
  deletePart: ({ query }) => (db.remove('parts', idFrom(query.get('id'))) ? ok('Part deleted successfully') : fail('Part not found', 404)),

  listInquiries: ({ query }) =>
    ok('Inquiries fetched successfully', {
      data: filterLeadsOrInquiries('inquiries', query, ['name', 'company', 'email', 'phone', 'part_name', 'message'])
        .sort((a, b) => String(b.date).localeCompare(String(a.date)))
        .map(inquiryRow),
    }),
  getInquiry: ({ query }) => {
    const row = db.find('inquiries', idFrom(query.get('id')));
    return row ? ok('Inquiry fetched successfully', { data: inquiryRow(row) }) : fail('Inquiry not found', 404);
  },
  createInquiry: ({ body }) => {
    const absent = missing(body, INQUIRY_FIELDS);
    if (absent.length) return fail(`Missing required fields: ${absent.join(', ')}`);
    const row = db.insert('inquiries', {
      name: textOf(body, 'name'), email: textOf(body, 'email'), phone: textOf(body, 'phone'), company: textOf(body, 'company'),
      part_name: textOf(body, 'partName'), quantity: idFrom(field(body, 'quantity')), message: String(field(body, 'message') ?? ''),
      status: 'pending', date: db.nowDateTime(),
    });
    return json({ success: true, data: inquiryRow(row), message: 'Inquiry submitted successfully' }, 201);
  },
  updateInquiry: ({ body }) => {
    const id = idFrom(field(body, 'id'));
    const existing = db.find('inquiries', id);
    if (!existing) return fail('Inquiry not found', 404);
    if (!knownStatus(body, INQUIRY_STATUSES)) return fail('Invalid status');
    const partName = field(body, 'partName') ?? field(body, 'part_name');
    const { partName: _omit, ...rest } = (body ?? {}) as Record<string, unknown>;
    const row = db.update('inquiries', id, { ...rest, ...(partName === undefined ? {} : { part_name: partName }) })!;
    return ok('Inquiry updated successfully', { data: inquiryRow(row) });
  },
  deleteInquiry: ({ query }) => (db.remove('inquiries', idFrom(query.get('id'))) ? ok('Inquiry deleted successfully') : fail('Inquiry not found', 404)),

  listBuyLeads: ({ query }) =>
    json(
      filterLeadsOrInquiries('buy_leads', query, ['name', 'company', 'partName', 'email', 'phone', 'additionalRequirements'])
        .sort((a, b) => b.id - a.id)
        .map(db.asPhpRow),
    ),
  getBuyLead: ({ query }) => {
    const row = db.find('buy_leads', idFrom(query.get('id')));
    return row ? json(db.asPhpRow(row)) : json({ success: false, error: 'Buy lead not found' }, 404);
  },
  createBuyLead: ({ body }) => {
    if (missing(body, BUY_LEAD_FIELDS).length) return json({ success: false, error: 'Missing required fields' }, 400);
    const keys = ['name', 'email', 'phone', 'company', 'partName', 'partNumber', 'budget', 'deliveryLocation'];
    db.insert('buy_leads', {
      ...Object.fromEntries(keys.map((key) => [key, textOf(body, key)])),
      quantity: idFrom(field(body, 'quantity')),
      additionalRequirements: String(field(body, 'additionalRequirements') ?? ''),
      status: 'new',
      created_at: db.nowDateTime(),
    });
    return json({ success: true });
  },
  updateBuyLead: ({ body }) => {
    const id = idFrom(field(body, 'id'));
    if (!knownStatus(body, BUY_LEAD_STATUSES)) return json({ success: false, error: 'Invalid status' }, 400);
    return db.update('buy_leads', id, (body ?? {}) as Record<string, unknown>) ? json({ success: true }) : json({ success: false, error: 'Buy lead not found' }, 404);
  },
  deleteBuyLead: ({ query }) => (db.remove('buy_leads', idFrom(query.get('id'))) ? json({ success: true }) : json({ success: false, error: 'Buy lead not found' }, 404)),
  deleteBuyLeadByBody: ({ body }) => (db.remove('buy_leads', idFrom(field(body, 'id'))) ? json({ success: true }) : json({ success: false, error: 'Buy lead not found' }, 404)),

  listBlogPosts: () => json({ data: [...db.all('blog_posts')].sort((a, b) => String(b.date).localeCompare(String(a.date))).map(db.asPhpRow) }),
  getBlogPost: ({ query }) => {
    const row = db.find('blog_posts', idFrom(query.get('id')));
    return row ? json({ data: db.asPhpRow(row) }) : json({ error: 'Post not found' }, 404);
  },
  createBlogPost: ({ body }) => {
    if (!textOf(body, 'title') || !textOf(body, 'content')) return json({ success: false, error: 'Title and content are required' }, 400);
    const keys = ['title', 'excerpt', 'content', 'author', 'date', 'category', 'image'];
    const row = db.insert('blog_posts', Object.fromEntries(keys.map((key) => [key, field(body, key) ?? null])));
    return json({ success: true, id: String(row.id) });
  },
  updateBlogPost: ({ body }) => {
    const keys = ['title', 'excerpt', 'content', 'author', 'date', 'category', 'image'];
    const values = Object.fromEntries(keys.filter((key) => field(body, key) !== undefined).map((key) => [key, field(body, key)]));
    return db.update('blog_posts', idFrom(field(body, 'id')), values) ? json({ success: true }) : json({ success: false, error: 'Post not found' }, 404);
  },
  deleteBlogPost: ({ query }) => (db.remove('blog_posts', idFrom(query.get('id'))) ? json({ success: true }) : json({ success: false, error: 'Post not found' }, 404)),

  uploadFile,
  adminLogin: login('admin'),
  subadminLogin: login('subadmin'),
  getWhatsappStatus: () => json({ success: true, status: 'connected' }),
  testWhatsapp: () => json({ success: true, message: 'Test message queued' }),
};
