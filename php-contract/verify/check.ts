/**
 * How verify judges one answer: the status, whether the body is JSON the client can parse,
 * the entry's wire schema (every error, with its path and the value found there), and whether
 * the answer says success the way the client reads it. Problems fail the entry; notes do not.
 */
import type { DeskEndpointId } from '../desk';
import type { Endpoint, EndpointId } from '../endpoints';
import { parsePhpJson, saysFailure, saysRefused, saysSuccess, serverMessage } from '../php-reply';
import { partWire } from '../records';
import { itemEnvelope, problemsOf, type Wire } from '../schemas';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

export interface Verdict {
  problems: string[];
  notes: string[];
  /** The parsed JSON body, when there is one. */
  body: unknown;
}

/**
 * How the client decides that an answer is a success (src/api/*):
 * - `success`: the body must say success (true, 1, "1", "true"), as `ensureSuccess` requires;
 * - `unless-refused`: any JSON answer unless it says `success: false` or carries only an `error`;
 * - `shape`: the schema alone decides (bare lists, opaque replies, the brochure, one part).
 */
type Acceptance = 'success' | 'unless-refused' | 'shape';

export const acceptance: Record<EndpointId | DeskEndpointId, Acceptance> = {
  getBrochure: 'shape',
  saveBrochure: 'success',
  listCategories: 'success',
  createCategory: 'success',
  updateCategory: 'success',
  deleteCategory: 'success',
  listParts: 'success',
  suggestParts: 'success',
  getPart: 'shape',
  createPart: 'success',
  insertPart: 'success',
  updatePart: 'success',
  deletePart: 'success',
  listInquiries: 'success',
  getInquiry: 'success',
  createInquiry: 'success',
  updateInquiry: 'success',
  deleteInquiry: 'success',
  listBuyLeads: 'shape',
  getBuyLead: 'shape',
  createBuyLead: 'success',
  updateBuyLead: 'unless-refused',
  deleteBuyLead: 'success',
  deleteBuyLeadByBody: 'success',
  listBlogPosts: 'unless-refused',
  getBlogPost: 'unless-refused',
  createBlogPost: 'unless-refused',
  updateBlogPost: 'unless-refused',
  deleteBlogPost: 'unless-refused',
  uploadFile: 'success',
  adminLogin: 'success',
  subadminLogin: 'success',
  getWhatsappStatus: 'shape',
  testWhatsapp: 'shape',
  listDeskLeads: 'success',
  getDeskLead: 'success',
  takeDeskLead: 'success',
  assignDeskLead: 'success',
  addDeskNote: 'success',
  setDeskStep: 'success',
  getDeskTemplates: 'success',
  saveDeskTemplates: 'success',
  getDeskNews: 'success',
  listDeskUnseen: 'success',
  markDeskSeen: 'success',
  nudgeDesk: 'success',
  getDeskPush: 'success',
  saveDeskPush: 'success',
  deleteDeskPush: 'success',
  saveDeskQuiet: 'success',
};

/** A value for a message: short, one line, `nothing` for a missing value. */
export function show(value: unknown, max = 60): string {
  if (value === undefined) return 'nothing';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  text = text.replace(/\s+/g, ' ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The value at a path such as `data[0].id` or `[2].name`. */
export function valueAt(body: unknown, path: string | undefined): unknown {
  if (!path) return body;
  let current: unknown = body;
  for (const match of path.matchAll(/\[(\d+)\]|\["([^"]*)"\]|([^.[\]]+)/g)) {
    if (typeof current !== 'object' || current === null) return undefined;
    const key = match[1] ?? match[2] ?? match[3] ?? '';
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Every mismatch between a body and a wire shape, as `path: message (got value)`. */
export function schemaProblems(shape: Wire, body: unknown): string[] {
  const lines = problemsOf(shape, body).map(({ path, message }) => `${path || 'body'}: ${message} (got ${show(valueAt(body, path))})`);
  return [...new Set(lines)];
}

/** Parses a PHP body exactly as the client does, noting any output skipped before the JSON. */
export function parseBody(text: string): { ok: true; value: unknown; note?: string } | { ok: false } {
  const parsed = parsePhpJson(text);
  if (!parsed.ok) return parsed;
  return parsed.skipped
    ? { ok: true, value: parsed.value, note: `output before the JSON (the client skips it): ${show(parsed.skipped, 80)}` }
    : { ok: true, value: parsed.value };
}

const isJsonType = (contentType: string) => /^\s*(application\/([\w.+-]+\+)?json|text\/json)\s*(;|$)/i.test(contentType);

const said = (body: unknown) => {
  const message = serverMessage(body);
  return message ? ` (server said ${show(message, 80)})` : '';
};

function acceptanceProblems(entry: Endpoint, body: unknown): string[] {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  switch (acceptance[entry.id as EndpointId | DeskEndpointId]) {
    case 'success':
      if (!record || saysSuccess(record.success)) return [];
      return [
        `success: ${record.success === undefined ? 'is missing' : `is ${show(record.success)}`}, so the client treats the answer as a failure${said(body)}`,
      ];
    case 'unless-refused':
      if (!record || !saysRefused(body)) return [];
      if (saysFailure(record.success))
        return [`success: is ${show(record.success)}, so the client treats the answer as a failure${said(body)}`];
      return [`the answer carries an error, so the client treats it as a failure${said(body)}`];
    case 'shape':
      return [];
  }
}

/** Entry-specific readings the generic rules cannot express. */
function special(entry: Endpoint, body: unknown, verdict: Verdict): boolean {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  if (entry.id === 'getPart' && record && 'data' in record && !('id' in record)) {
    // The client tolerates an envelope around the part (src/api/parts normalizePart).
    verdict.notes.push('answered an envelope {success, data} instead of the bare part (the client accepts both)');
    verdict.problems.push(...schemaProblems(itemEnvelope(partWire), body));
    if (!saysSuccess(record.success))
      verdict.problems.push(`success: is ${show(record.success)}, so the client treats the answer as a failure${said(body)}`);
    return true;
  }
  if (entry.id === 'getBrochure' && record) {
    verdict.problems.push(...schemaProblems(entry.response, body));
    const bpath = typeof record.bpath === 'string' ? record.bpath.trim() : '';
    if (!saysSuccess(record.success)) verdict.notes.push(`no current brochure: the site will show 'No brochure available.'${said(body)}`);
    else if (!bpath) verdict.problems.push(`bpath: is ${show(record.bpath)} although success is true, so the site has no brochure to open`);
    return true;
  }
  return false;
}

/** Judges one answer to an entry's request. */
export function checkAnswer(entry: Endpoint, answer: Answer): Verdict {
  const verdict: Verdict = { problems: [], notes: [], body: undefined };
  const parsed = parseBody(answer.text);
  if (parsed.ok) verdict.body = parsed.value;

  if (answer.status < 200 || answer.status > 299) {
    verdict.problems.push(
      `HTTP ${answer.status}, expected 2xx${parsed.ok ? said(parsed.value) : answer.text.trim() ? `: ${show(answer.text.trim(), 100)}` : ''}`,
    );
    return verdict;
  }
  if (!parsed.ok) {
    verdict.problems.push(answer.text.trim() ? `the body is not JSON: ${show(answer.text.trim(), 100)}` : 'the body is empty, not JSON');
    return verdict;
  }
  if (parsed.note) verdict.notes.push(parsed.note);
  // insert_part.php on the real backend echoes its JSON as text/html; the client reads every body as text.
  if (!isJsonType(answer.contentType) && !(entry.id === 'insertPart' && /^\s*text\/html\b/i.test(answer.contentType))) {
    verdict.notes.push(
      answer.contentType
        ? `Content-Type is ${answer.contentType}, not JSON (the client parses the text anyway)`
        : 'no Content-Type (the client parses the text anyway)',
    );
  }
  if (!special(entry, parsed.value, verdict)) verdict.problems.push(...schemaProblems(entry.response, parsed.value));
  verdict.problems.push(...acceptanceProblems(entry, parsed.value));
  return verdict;
}
