/**
 * Provider verification: runs php-contract/endpoints.ts over HTTP against a live backend.
 * Read-only entries always run; with `writes` the create/update/delete entries run on records
 * verify creates itself (named after a `verify-<timestamp>` stamp) and removes again, even when
 * a step fails (a final sweep deletes whatever still carries the stamp).
 */
import { deskEndpointList } from '../desk';
import { endpointList, endpoints, type Endpoint, type EndpointId } from '../endpoints';
import { saysSuccess } from '../php-reply';
import { requestOf } from '../requests';
import { checkAnswer, schemaProblems, show } from './check';
import { verifyDesk, type DeskVerifyOptions } from './desk';
import { pendingResult, reportOf, skippedResult, type EntryResult, type VerifyReport } from './results';

export type { EntryResult, VerifyReport } from './results';
import { dataUrl, glb, pdf, png } from './samples';

export interface Credentials {
  adminEmail: string;
  adminPassword: string;
  subadminEmail: string;
  subadminPassword: string;
}

/** The staff accounts of the seed data (mocks/seed, php-contract/reference/seed.sql). */
export const SEED_CREDENTIALS: Credentials = {
  adminEmail: 'admin@example.com',
  adminPassword: 'admin12345',
  subadminEmail: 'subadmin@example.com',
  subadminPassword: 'subadmin12345',
};

export interface VerifyOptions {
  base: string;
  writes?: boolean;
  credentials?: Partial<Credentials>;
  /** Per request; default 15 s. */
  timeoutMs?: number;
  /** Sent as the Origin header, as a site on another host would. */
  origin?: string;
  /** Names the records verify creates; default `verify-<Date.now()>`. */
  stamp?: string;
  /**
   * The backend has the staff lock (build/staff-gate.ts): staff calls carry the admin's credentials
   * (Basic), and each staff entry must be refused (401) without them. Writes are tried only with --writes.
   */
  staffLock?: boolean;
  /** The lead desk to verify as well (php-contract/verify/desk.ts): its results follow the backend's. */
  desk?: DeskVerifyOptions;
}

type Row = Record<string, unknown>;
type Query = Record<string, string | number>;

interface CallSpec {
  query?: Query;
  body?: unknown;
  form?: FormData;
  variant?: string;
}

interface Call {
  entry: Endpoint;
  method: string;
  path: string;
  status: number | null;
  /** 2xx, JSON, matches the schema and says success as the client needs. */
  ok: boolean;
  body: unknown;
  problems: string[];
  notes: string[];
}

const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const idOf = (value: unknown): number | null => {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
};
const intOf = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Math.trunc(Number(value)) : Number.NaN;
/** The rows of a list answer: a bare array or `{data: [...]}`. */
const rowsOf = (body: unknown): Row[] =>
  (Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.data) ? body.data : []).filter(isRecord);
const dataOf = (body: unknown): Row | null => (isRecord(body) && isRecord(body.data) ? body.data : null);
/** One record from an answer that is the bare record or an envelope around it. */
const recordOf = (body: unknown): Row | null =>
  isRecord(body) && 'data' in body && !('id' in body) ? dataOf(body) : isRecord(body) ? body : null;

function describeError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error && isRecord(error.cause) ? error.cause : null;
  const code = cause && typeof cause.code === 'string' ? cause.code : '';
  const message = cause && typeof cause.message === 'string' ? cause.message : error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${code} ${message}` : message;
}

class Session {
  readonly results: EntryResult[] = [];
  readonly leftovers: string[] = [];
  readonly errors: string[] = [];
  private readonly preflights = new Set<string>();

  constructor(
    readonly base: string,
    private readonly timeoutMs: number,
    private readonly origin: string,
    private readonly secrets: string[],
    /** The Authorization header staff calls carry (--staff-lock), or null. */
    private readonly authorization: string | null = null,
  ) {}

  /** Sends an entry's request and judges the answer, without recording a result. */
  async send(id: EndpointId, spec: CallSpec = {}): Promise<Call> {
    const entry = endpoints[id];
    const params = new URLSearchParams(Object.entries(spec.query ?? {}).map(([key, value]) => [key, String(value)]));
    const path = `/${entry.script}${params.size > 0 ? `?${params}` : ''}`;
    const call: Call = { entry, method: entry.method, path, status: null, ok: false, body: undefined, problems: [], notes: [] };
    // Prefer (RFC 7240) names the entry: a mock server made from openapi.json (Prism) answers that
    // entry's example even where entries share a method and path; PHP ignores the header.
    const headers: Record<string, string> = { Accept: 'application/json', Origin: this.origin, Prefer: `example=${id}` };
    if (this.authorization && entry.access !== 'public') headers.Authorization = this.authorization;
    let body: FormData | string | undefined;
    if (spec.form) body = spec.form;
    else if (spec.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(spec.body);
      const request = requestOf(entry);
      if (request)
        call.problems.push(...schemaProblems(request, spec.body).map((problem) => `verify's own request breaks the contract: ${problem}`));
    }
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, { method: entry.method, headers, body, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      call.problems.push(`the request failed: ${describeError(error, this.timeoutMs)}`);
      return call;
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      call.status = response.status;
      call.problems.push(`reading the answer failed: ${describeError(error, this.timeoutMs)}`);
      return call;
    }
    call.status = response.status;
    const verdict = checkAnswer(entry, { status: response.status, contentType: response.headers.get('content-type') ?? '', text });
    call.body = verdict.body;
    call.problems.push(...verdict.problems);
    call.notes.push(...verdict.notes);
    if (response.redirected) call.notes.push(`redirected to ${response.url}`);
    const allowOrigin = response.headers.get('access-control-allow-origin');
    if (!allowOrigin) call.notes.push('no Access-Control-Allow-Origin header: a site on another origin cannot read this answer');
    else if (allowOrigin.trim() !== '*' && allowOrigin.trim() !== this.origin) {
      call.notes.push(`Access-Control-Allow-Origin is ${show(allowOrigin)}: only that origin can read this answer`);
    }
    call.ok = call.problems.length === 0;
    return call;
  }

  /** Sends an entry's request and records the result. */
  async run(id: EndpointId, spec: CallSpec = {}): Promise<Call> {
    const call = await this.send(id, spec);
    if (call.status !== null && call.entry.method !== 'GET' && call.entry.body !== 'multipart') await this.preflight(call);
    this.results.push({
      entry: id,
      ...(spec.variant ? { variant: spec.variant } : {}),
      method: call.method,
      path: call.path,
      status: call.status,
      result: call.ok ? 'PASS' : 'FAIL',
      problems: call.problems,
      notes: call.notes,
    });
    return call;
  }

  /**
   * A browser on another origin asks first (OPTIONS) before a JSON POST, a PUT or a DELETE.
   * Once per method and script; a refusal is a note, since a same-origin site does not ask.
   */
  private async preflight(call: Call): Promise<void> {
    const key = `${call.method} ${call.entry.script}`;
    if (this.preflights.has(key)) return;
    this.preflights.add(key);
    const json = call.entry.body === 'json';
    const request: Record<string, string> = { Origin: this.origin, 'Access-Control-Request-Method': call.method };
    if (json) request['Access-Control-Request-Headers'] = 'content-type';
    const refuse = (why: string) =>
      call.notes.push(`the CORS preflight (OPTIONS /${call.entry.script}) ${why}: a site on another origin cannot send this request`);
    let response: Response;
    try {
      response = await fetch(`${this.base}/${call.entry.script}`, {
        method: 'OPTIONS',
        headers: request,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.arrayBuffer();
    } catch (error) {
      refuse(`failed (${describeError(error, this.timeoutMs)})`);
      return;
    }
    if (!response.ok) return void refuse(`answered HTTP ${response.status}`);
    const allowOrigin = (response.headers.get('access-control-allow-origin') ?? '').trim();
    if (allowOrigin !== '*' && allowOrigin !== this.origin)
      return void refuse(allowOrigin ? `allows only ${allowOrigin}` : 'has no Access-Control-Allow-Origin');
    const list = (name: string) => (response.headers.get(name) ?? '').split(',').map((item) => item.trim().toLowerCase());
    const methods = list('access-control-allow-methods');
    if (!['GET', 'POST'].includes(call.method) && !methods.includes('*') && !methods.includes(call.method.toLowerCase()))
      return void refuse(`does not allow ${call.method}`);
    const allowed = list('access-control-allow-headers');
    if (json && !allowed.includes('*') && !allowed.includes('content-type')) refuse('does not allow the Content-Type header');
  }

  private find(id: EndpointId, variant?: string): EntryResult | undefined {
    return this.results.find((result) => result.entry === id && result.variant === variant);
  }

  skip(id: EndpointId, reason: string, variant?: string): void {
    this.results.push(skippedResult(endpoints[id], reason, variant));
  }

  /** Sends a staff entry's request without credentials and records whether the staff lock refused it. */
  async refusedWithoutCredentials(entry: Endpoint): Promise<void> {
    const params = new URLSearchParams(entry.requiredQuery.map((name) => [name, name === 'id' ? '0' : 'verify']));
    const path = `/${entry.script}${params.size > 0 ? `?${params}` : ''}`;
    const json = entry.body === 'json';
    const result = pendingResult(entry.id as EndpointId, entry.method, path, 'without credentials');
    this.results.push(result);
    try {
      const response = await fetch(`${this.base}${path}`, {
        method: entry.method,
        headers: { Origin: this.origin, ...(json ? { 'Content-Type': 'application/json' } : {}) },
        body: json ? '{}' : entry.body === 'multipart' ? new FormData() : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.body?.cancel();
      result.status = response.status;
      if (response.status === 401) result.result = 'PASS';
      else result.problems.push(`answered ${response.status} without credentials: the staff lock should refuse it with 401`);
    } catch (error) {
      result.problems.push(`the request failed: ${describeError(error, this.timeoutMs)}`);
    }
  }

  /** Adds a problem to a recorded result (failing it). */
  fail(id: EndpointId, problem: string, variant?: string): void {
    const result = this.find(id, variant);
    if (!result) return;
    result.problems.push(problem);
    result.result = 'FAIL';
  }

  note(id: EndpointId, note: string, variant?: string): void {
    this.find(id, variant)?.notes.push(note);
  }

  /** Never prints a password, whatever a server echoes back. */
  redact(text: string): string {
    return this.secrets.reduce((out, secret) => (secret ? out.split(secret).join('***') : out), text);
  }
}

interface Context {
  stamp: string;
  credentials: Credentials;
  brochurePath: string | null;
  categoryNames: string[];
  partName: string;
  uploadedImage: string | null;
}

/** The rows of a list entry, or null when the list cannot be read. */
async function listRows(s: Session, id: EndpointId, query: Query = {}): Promise<Row[] | null> {
  const call = await s.send(id, { query });
  return call.status !== null && call.status >= 200 && call.status < 300 ? rowsOf(call.body) : null;
}

// ---- read-only entries -------------------------------------------------------------------

async function readOne(s: Session, id: 'getPart' | 'getInquiry' | 'getBuyLead' | 'getBlogPost', listId: EndpointId, list: Call) {
  const first = rowsOf(list.body)
    .map((row) => idOf(row.id))
    .find((value) => value !== null);
  if (!first) {
    s.skip(
      id,
      `needs a record id from ${listId}, which ${list.status !== null && list.status < 300 && list.body !== undefined ? 'listed no usable id' : 'failed'}`,
    );
    return;
  }
  const call = await s.run(id, { query: { id: first } });
  if (!call.ok) return;
  const record = id === 'getInquiry' || id === 'getBlogPost' ? dataOf(call.body) : recordOf(call.body);
  if (idOf(record?.id) !== first) s.fail(id, `id: asked for ${first}, the answer is record ${show(record?.id)}`);
}

async function reads(s: Session, ctx: Context) {
  const brochure = await s.run('getBrochure');
  if (brochure.ok && isRecord(brochure.body) && textOf(brochure.body.bpath) && saysSuccess(brochure.body.success)) {
    ctx.brochurePath = textOf(brochure.body.bpath);
  }

  const categories = await s.run('listCategories');
  ctx.categoryNames = rowsOf(categories.body)
    .map((row) => textOf(row.name))
    .filter(Boolean);

  const parts = await s.run('listParts');
  const names = rowsOf(parts.body)
    .map((row) => textOf(row.name))
    .filter(Boolean);
  ctx.partName = names[0] ?? '';
  // A word from a real part name, so the suggestions answer has rows to check.
  const word = /[A-Za-z]{4,}/.exec(names.join(' '))?.[0] ?? 'a';
  await s.run('suggestParts', { query: { search: word } });
  await readOne(s, 'getPart', 'listParts', parts);

  await readOne(s, 'getInquiry', 'listInquiries', await s.run('listInquiries'));
  await readOne(s, 'getBuyLead', 'listBuyLeads', await s.run('listBuyLeads'));
  await readOne(s, 'getBlogPost', 'listBlogPosts', await s.run('listBlogPosts'));
  await s.run('getWhatsappStatus');
}

// ---- writes ------------------------------------------------------------------------------

/** Whether a stored path is served (the client prefixes it with the asset host, by default the backend). */
async function checkServed(s: Session, id: EndpointId, label: string, url: string, variant?: string) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15000) });
    await response.arrayBuffer();
    if (!response.ok)
      s.note(id, `${label} is not served at ${url} (HTTP ${response.status}); fine only if the assets live on another host`, variant);
  } catch (error) {
    s.note(id, `${label} could not be fetched from ${url}: ${describeError(error, 15000)}`, variant);
  }
}

const assetUrl = (base: string, path: string) => (/^https?:\/\//i.test(path) ? path : `${base}/${path.replace(/^\.?\/+/, '')}`);

async function logins(s: Session, { credentials, stamp }: Context) {
  const accounts = [
    ['adminLogin', credentials.adminEmail, credentials.adminPassword],
    ['subadminLogin', credentials.subadminEmail, credentials.subadminPassword],
  ] as const;
  for (const [id, email, password] of accounts) {
    await s.run(id, { body: { email, password } });
    const wrong = await s.send(id, { body: { email, password: `${password}-wrong-${stamp}` } });
    if (wrong.ok) s.fail(id, 'a wrong password was accepted (the answer says success)');
  }
}

async function uploads(s: Session, ctx: Context) {
  const files = [
    ['brochure', 'pdf', 'application/pdf', pdf()],
    ['image', 'png', 'image/png', png()],
  ] as const;
  for (const [type, extension, mime, bytes] of files) {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(bytes)], { type: mime }), `${ctx.stamp}.${extension}`);
    form.append('type', type);
    const call = await s.run('uploadFile', { form, variant: type });
    if (!call.ok) continue;
    const path = isRecord(call.body) ? textOf(call.body.file_path) : '';
    if (!path) {
      s.fail(
        'uploadFile',
        `file_path: is ${show(isRecord(call.body) ? call.body.file_path : undefined)}, so the client has no stored path ('Upload failed')`,
        type,
      );
      continue;
    }
    if (type === 'image') ctx.uploadedImage = path;
    s.note('uploadFile', `stored ${path} (no call deletes uploads, so it stays)`, type);
    await checkServed(s, 'uploadFile', path, assetUrl(s.base, path), type);
  }
}

async function brochure(s: Session, ctx: Context) {
  if (!ctx.brochurePath) {
    s.skip('saveBrochure', 'no current brochure to save again (saving another would change the brochure the site offers)');
    return;
  }
  const call = await s.run('saveBrochure', { body: { bpath: ctx.brochurePath } });
  if (call.ok) s.note('saveBrochure', 'saved the current brochure path again, so the site offers the same brochure');
}

async function categories(s: Session, { stamp }: Context) {
  const idByName = async (name: string) => (await listRows(s, 'listCategories'))?.find((row) => textOf(row.name) === name);
  const created = await s.run('createCategory', { body: { name: stamp } });
  const row = created.ok ? await idByName(stamp) : undefined;
  const id = idOf(row?.id);
  if (!id) {
    if (created.ok) s.fail('createCategory', `the new category "${stamp}" is not in listCategories`);
    for (const next of ['updateCategory', 'deleteCategory'] as const) s.skip(next, 'needs the category createCategory should have made');
    return;
  }
  const renamed = `${stamp} renamed`;
  const updated = await s.run('updateCategory', { body: { id, name: renamed } });
  if (updated.ok && idOf((await idByName(renamed))?.id) !== id)
    s.fail('updateCategory', `listCategories does not show category ${id} as "${renamed}"`);
  const deleted = await s.run('deleteCategory', { body: { id } });
  if (deleted.ok && (await listRows(s, 'listCategories'))?.some((other) => idOf(other.id) === id))
    s.fail('deleteCategory', `category ${id} is still listed after the delete`);
}

async function partIdByName(s: Session, stamp: string, name: string) {
  return idOf((await listRows(s, 'listParts', { search: stamp }))?.find((row) => textOf(row.name) === name)?.id);
}

async function parts(s: Session, ctx: Context) {
  const { stamp } = ctx;
  const category = ctx.categoryNames.find((name) => name !== 'Other') ?? ctx.categoryNames[0] ?? 'Other';
  const description = 'Created by contract:verify; safe to delete.';
  const name = `${stamp} part`;
  const created = await s.run('createPart', {
    body: { name, category, description, image: null, model_file: null, brochure_file: null, stock: 3 },
  });
  const id = created.ok ? (idOf(dataOf(created.body)?.id) ?? (await partIdByName(s, stamp, name))) : null;
  if (!id) {
    if (created.ok) s.fail('createPart', `the new part "${name}" has no id in the answer and is not in listParts`);
    for (const next of ['updatePart', 'deletePart'] as const) s.skip(next, 'needs the part createPart should have made');
  } else {
    const updated = await s.run('updatePart', {
      query: { id },
      body: { id, name: `${name} updated`, category, description, image: null, model: null, brochure: null, stock: 7 },
    });
    if (updated.ok) {
      const part = recordOf((await s.send('getPart', { query: { id } })).body);
      if (textOf(part?.name) !== `${name} updated` || intOf(part?.stock) !== 7) {
        s.fail(
          'updatePart',
          `getPart ${id} after the update shows name ${show(part?.name)} and stock ${show(part?.stock)}, expected "${name} updated" and 7`,
        );
      }
    }
    const deleted = await s.run('deletePart', { query: { id } });
    if (deleted.ok && (await listRows(s, 'listParts', { search: stamp }))?.some((row) => idOf(row.id) === id))
      s.fail('deletePart', `part ${id} is still listed after the delete`);
  }

  // The add-part form sends all three files as base64 data URLs, which only insert_part.php decodes.
  const insertName = `${stamp} insert`;
  const inserted = await s.run('insertPart', {
    body: {
      name: insertName,
      category,
      description,
      image: dataUrl('image/png', png()),
      model_file: dataUrl('model/gltf-binary', glb()),
      brochure_file: dataUrl('application/pdf', pdf()),
      stock: 0,
    },
  });
  if (!inserted.ok) return;
  const part = dataOf(inserted.body);
  const files = [
    ['image', part?.image],
    ['model_file', part?.model_file ?? part?.model],
    ['brochure_file', part?.brochure_file ?? part?.brochure],
  ] as const;
  for (const [key, value] of files) {
    const path = textOf(value);
    if (!path) s.fail('insertPart', `${key}: is ${show(value)}, so the file sent as a base64 data URL was not stored`);
    else if (path.startsWith('data:')) s.note('insertPart', `${key}: kept as the data URL, not decoded into a file`);
    else if (key === 'model_file')
      await checkServed(s, 'insertPart', path, `${s.base}/serve_model.php?file=${encodeURIComponent(path.split(/[\\/]/).pop() ?? '')}`);
    else await checkServed(s, 'insertPart', path, assetUrl(s.base, path));
  }
  const insertedId = idOf(part?.id) ?? (await partIdByName(s, stamp, insertName));
  if (!insertedId) s.fail('insertPart', `the new part "${insertName}" has no id in the answer and is not in listParts`);
  // The sweep removes it.
}

async function inquiries(s: Session, ctx: Context) {
  const { stamp } = ctx;
  const inquiry = {
    name: stamp,
    email: 'contract-verify@example.com',
    phone: '9876543210',
    company: 'Contract Verify',
    partName: ctx.partName || 'Verify part',
    quantity: 2,
    message: 'Created by contract:verify; safe to delete.',
  };
  const byName = async () => idOf((await listRows(s, 'listInquiries', { search: stamp }))?.find((row) => textOf(row.name) === stamp)?.id);
  const created = await s.run('createInquiry', { body: inquiry });
  const id = created.ok ? (idOf(dataOf(created.body)?.id) ?? (await byName())) : null;
  if (!id) {
    if (created.ok) s.fail('createInquiry', `the new enquiry "${stamp}" has no id in the answer and is not in listInquiries`);
    for (const next of ['updateInquiry', 'deleteInquiry'] as const) s.skip(next, 'needs the enquiry createInquiry should have made');
    return;
  }
  const updated = await s.run('updateInquiry', {
    body: { ...inquiry, id, quantity: 3, message: `${inquiry.message} Updated.`, status: 'responded' },
  });
  if (updated.ok) {
    const row = dataOf((await s.send('getInquiry', { query: { id } })).body);
    if (intOf(row?.quantity) !== 3)
      s.fail('updateInquiry', `getInquiry ${id} after the update shows quantity ${show(row?.quantity)}, expected 3`);
  }
  const deleted = await s.run('deleteInquiry', { query: { id } });
  if (deleted.ok && (await listRows(s, 'listInquiries', { search: stamp }))?.some((row) => idOf(row.id) === id))
    s.fail('deleteInquiry', `enquiry ${id} is still listed after the delete`);
}

async function buyLeads(s: Session, ctx: Context) {
  const { stamp } = ctx;
  const lead = (suffix: string) => ({
    name: `${stamp} ${suffix}`,
    email: 'contract-verify@example.com',
    phone: '9876543210',
    company: 'Contract Verify',
    partName: ctx.partName || 'Verify part',
    partNumber: 'VERIFY-1',
    quantity: 10,
    budget: '₹1,000',
    deliveryLocation: 'Ahmedabad, Gujarat',
    additionalRequirements: 'Created by contract:verify; safe to delete.',
  });
  const created = await s.run('createBuyLead', { body: lead('a') });
  // The second lead is for the delete-by-body variant; createBuyLead answers without the new id.
  const second = await s.send('createBuyLead', { body: lead('b') });
  const rows = created.ok || second.ok ? ((await listRows(s, 'listBuyLeads', { search: stamp })) ?? []) : [];
  const idOfLead = (suffix: string) => idOf(rows.find((row) => textOf(row.name) === `${stamp} ${suffix}`)?.id);
  const first = idOfLead('a');
  const other = idOfLead('b');
  if (created.ok && !first) s.fail('createBuyLead', `the new lead "${stamp} a" is not in listBuyLeads`);

  if (first) {
    const updated = await s.run('updateBuyLead', { body: { ...lead('a'), id: first, quantity: 12, status: 'quoted' } });
    if (updated.ok) {
      const row = recordOf((await s.send('getBuyLead', { query: { id: first } })).body);
      if (intOf(row?.quantity) !== 12)
        s.fail('updateBuyLead', `getBuyLead ${first} after the update shows quantity ${show(row?.quantity)}, expected 12`);
    }
  } else s.skip('updateBuyLead', 'needs the lead createBuyLead should have made');

  const gone = async (id: number) => !(await listRows(s, 'listBuyLeads', { search: stamp }))?.some((row) => idOf(row.id) === id);
  if (first) {
    const deleted = await s.run('deleteBuyLead', { query: { id: first } });
    if (deleted.ok && !(await gone(first))) s.fail('deleteBuyLead', `lead ${first} is still listed after the delete`);
  } else s.skip('deleteBuyLead', 'needs the lead createBuyLead should have made');
  if (other) {
    const deleted = await s.run('deleteBuyLeadByBody', { body: { id: other } });
    if (deleted.ok && !(await gone(other))) s.fail('deleteBuyLeadByBody', `lead ${other} is still listed after the delete`);
  } else s.skip('deleteBuyLeadByBody', 'needs a second lead from createBuyLead, which is not listed');
}

async function blogPosts(s: Session, ctx: Context) {
  const { stamp } = ctx;
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const post = {
    title: stamp,
    excerpt: 'Contract verification post.',
    content: 'Created by contract:verify.\n\nSafe to delete.',
    author: 'Contract Verify',
    date: today,
    category: 'Verify',
    image: ctx.uploadedImage,
  };
  const created = await s.run('createBlogPost', { body: post });
  const id = created.ok
    ? (idOf(isRecord(created.body) ? created.body.id : undefined) ??
      idOf((await listRows(s, 'listBlogPosts'))?.find((row) => textOf(row.title) === stamp)?.id))
    : null;
  if (!id) {
    if (created.ok) s.fail('createBlogPost', `the new post "${stamp}" is not in listBlogPosts`);
    for (const next of ['updateBlogPost', 'deleteBlogPost'] as const) s.skip(next, 'needs the post createBlogPost should have made');
    return;
  }
  const title = `${stamp} updated`;
  const updated = await s.run('updateBlogPost', { body: { ...post, id, title } });
  if (updated.ok) {
    const row = dataOf((await s.send('getBlogPost', { query: { id } })).body);
    if (textOf(row?.title) !== title)
      s.fail('updateBlogPost', `getBlogPost ${id} after the update shows title ${show(row?.title)}, expected "${title}"`);
  }
  const deleted = await s.run('deleteBlogPost', { query: { id } });
  if (deleted.ok && (await listRows(s, 'listBlogPosts'))?.some((row) => idOf(row.id) === id))
    s.fail('deleteBlogPost', `post ${id} is still listed after the delete`);
}

/** Deletes every record that still carries the stamp; what cannot be deleted is a leftover. */
async function sweep(s: Session, { stamp }: Context) {
  const searched = { search: stamp };
  // A category's DELETE carries its id in a JSON body, as the contract has it; a record's in ?id.
  const byBody = (id: EndpointId) => (recordId: number) => s.send(id, { body: { id: recordId } });
  const byQuery = (id: EndpointId) => (recordId: number) => s.send(id, { query: { id: recordId } });
  const kinds = [
    { what: 'category', list: 'listCategories', query: {}, key: 'name', remove: byBody('deleteCategory') },
    { what: 'part', list: 'listParts', query: searched, key: 'name', remove: byQuery('deletePart') },
    { what: 'enquiry', list: 'listInquiries', query: searched, key: 'name', remove: byQuery('deleteInquiry') },
    { what: 'buy lead', list: 'listBuyLeads', query: searched, key: 'name', remove: byQuery('deleteBuyLead') },
    { what: 'blog post', list: 'listBlogPosts', query: {}, key: 'title', remove: byQuery('deleteBlogPost') },
  ] as const;
  for (const kind of kinds) {
    const rows = await listRows(s, kind.list, kind.query);
    if (!rows) {
      s.leftovers.push(`could not list ${kind.list} to check for leftover ${kind.what} records named "${stamp}…"`);
      continue;
    }
    for (const row of rows.filter((candidate) => textOf(candidate[kind.key]).includes(stamp))) {
      const id = idOf(row.id);
      const removed = id ? await kind.remove(id) : null;
      if (!removed?.ok) s.leftovers.push(`${kind.what} ${show(row.id)} "${textOf(row[kind.key])}"`);
    }
  }
}

/** Verifies a backend against the contract and reports per entry (in contract order). */
export async function verifyBackend(options: VerifyOptions): Promise<VerifyReport> {
  const base = options.base.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/i.test(base)) throw new Error(`--base must be an http(s) URL, got "${options.base}"`);
  const writes = options.writes ?? false;
  const credentials = {
    ...SEED_CREDENTIALS,
    ...Object.fromEntries(Object.entries(options.credentials ?? {}).filter(([, value]) => value)),
  } as Credentials;
  // The admin's credentials open every staff call; the lock's own check runs without any.
  const authorization = options.staffLock
    ? `Basic ${Buffer.from(`${credentials.adminEmail}:${credentials.adminPassword}`).toString('base64')}`
    : null;
  const secrets = [
    credentials.adminPassword,
    credentials.subadminPassword,
    ...(authorization ? [authorization.slice('Basic '.length)] : []),
  ];
  const s = new Session(base, options.timeoutMs ?? 15000, options.origin ?? 'http://contract-verify.invalid', secrets, authorization);
  const ctx: Context = {
    stamp: options.stamp ?? `verify-${Date.now()}`,
    credentials,
    brochurePath: null,
    categoryNames: [],
    partName: '',
    uploadedImage: null,
  };

  const step = async (flow: (session: Session, context: Context) => Promise<void>) => {
    try {
      await flow(s, ctx);
    } catch (error) {
      s.errors.push(`${flow.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  if (options.staffLock) {
    for (const entry of endpointList.filter((e) => e.access !== 'public' && (!e.write || writes) && e.id !== 'testWhatsapp'))
      await s.refusedWithoutCredentials(entry);
  }
  await step(reads);
  if (writes) {
    try {
      for (const flow of [logins, uploads, brochure, categories, parts, inquiries, buyLeads, blogPosts]) await step(flow);
    } finally {
      await step(sweep);
    }
  }

  for (const entry of endpointList) {
    if (s.results.some((result) => result.entry === entry.id)) continue;
    if (entry.id === 'testWhatsapp') s.skip('testWhatsapp', 'not run: on a live backend it may send a real message');
    else if (entry.write && !writes) s.skip(entry.id as EndpointId, 'changes data: runs with --writes');
    else {
      s.skip(entry.id as EndpointId, '');
      s.fail(entry.id as EndpointId, `not checked: verify stopped early${s.errors.length ? ` (${s.errors.join('; ')})` : ''}`);
    }
  }
  if (options.desk) {
    const desk = await verifyDesk({ timeoutMs: options.timeoutMs, ...options.desk, writes });
    s.results.push(...desk.results);
    s.errors.push(...desk.errors);
  }
  const order = new Map<string, number>([...endpointList, ...deskEndpointList].map((entry, index) => [entry.id, index]));
  const results = s.results
    .map((result, index) => ({ result, index }))
    .sort((a, b) => (order.get(a.result.entry) ?? 0) - (order.get(b.result.entry) ?? 0) || a.index - b.index)
    .map(({ result }) => ({
      ...result,
      path: s.redact(result.path),
      problems: result.problems.map((text) => s.redact(text)),
      notes: result.notes.filter(Boolean).map((text) => s.redact(text)),
    }));
  return reportOf(
    { base, writes, results },
    s.leftovers.map((text) => s.redact(text)),
    s.errors.map((text) => s.redact(text)),
  );
}
