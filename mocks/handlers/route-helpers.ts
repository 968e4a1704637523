/**
 * What the fake backend's routes share: the replies and refusals of the PHP scripts, and how they read a
 * request's fields, ids and quantities (the reference's text_field, positive_id, positive_quantity).
 */
import { HttpResponse } from 'msw';
import * as db from '../db';

export interface RouteRequest {
  query: URLSearchParams;
  body: unknown;
  request: Request;
}
export type Route = (req: RouteRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });
export const ok = (message: string, extra: Record<string, unknown> = {}) => json({ success: true, ...extra, message });
export const fail = (message: string, status = 400) => json({ success: false, message }, status);

export const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
export const has = (body: unknown, ...keys: string[]) => typeof body === 'object' && body !== null && keys.some((key) => key in body);
/** A field's trimmed text, '' when missing, null or not a scalar (PHP's text_field, which also reads the other spellings). */
export const textOf = (body: unknown, ...keys: string[]) => {
  for (const key of keys) {
    const value = field(body, key);
    if (typeof value === 'string') return value.trim();
    if (typeof value === 'number') return String(value);
    if (typeof value === 'boolean') return value ? '1' : '';
  }
  return '';
};
/** PHP's positive_id: a positive integer, or a string of digits naming one; otherwise null. */
export const positiveId = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^\s*\d{1,18}\s*$/.test(value)) return Number(value.trim()) || null;
  return null;
};
/** An id from the JSON body, else from the query: the updates' and categories.php's, as the reference reads them. */
export const idFromBody = ({ query, body }: RouteRequest) => positiveId(field(body, 'id') ?? query.get('id'));
/** A GET's row named by ?id, if there is one. */
export const rowOfQuery = (table: db.TableName, query: URLSearchParams) => {
  const id = positiveId(query.get('id'));
  return id === null ? undefined : db.find(table, id);
};
/** PHP's positive_quantity: a number above 0, rounded (at least 1); otherwise null. */
export const positiveQuantity = (value: unknown): number | null => {
  if (typeof value === 'boolean' || value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return null;
  const number = Number(typeof value === 'string' ? value.trim() : value);
  return Number.isFinite(number) && number > 0 ? Math.max(1, Math.round(number)) : null;
};
export const quantityGiven = (body: unknown) => has(body, 'quantity') && textOf(body, 'quantity') !== '';
export const length = (text: string) => [...text].length;
export const matches = (row: db.Row, keys: string[], search: string) =>
  keys.some((key) =>
    String(row[key] ?? '')
      .toLowerCase()
      .includes(search.toLowerCase()),
  );

/** A refusal in the key the script uses: `error` for buy_leads.php and blog_posts.php, else `message`. */
export const refuse = (message: string, status: number, key: 'message' | 'error') => json({ success: false, [key]: message }, status);
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
export const refused = (message: string, status = 400, key: 'message' | 'error' = 'message'): never => {
  throw new Refusal(refuse(message, status, key));
};
/** A route whose refusals deep inside (a bad file, a bad name) end it with their answer, as PHP's fail() does. */
export function answer(route: Route): Route {
  return async (req) => {
    try {
      return await route(req);
    } catch (error) {
      if (error instanceof Refusal) return error.response;
      throw error;
    }
  };
}

/** A record script's table and the refusals it answers a missing id and an unknown one with, in its key. */
export interface RecordScript {
  table: db.TableName;
  missing: string;
  notFound: string;
  key: 'message' | 'error';
}

/** The stored row an update names (by idFromBody); otherwise the script's refusal ends the route. */
export function rowToUpdate(script: RecordScript, req: RouteRequest): db.Row {
  const id = idFromBody(req);
  if (id === null) return refused(script.missing, 400, script.key);
  return db.find(script.table, id) ?? refused(script.notFound, 404, script.key);
}

/** A DELETE, its id from the query, else from a JSON body {id} (the reference reads both); `done` is its message. */
export const deleteRoute =
  (script: RecordScript, done?: string): Route =>
  ({ query, body }) => {
    const id = positiveId(query.get('id') ?? field(body, 'id'));
    if (id === null) return refuse(script.missing, 400, script.key);
    if (!db.remove(script.table, id)) return refuse(script.notFound, 404, script.key);
    return json(done === undefined ? { success: true } : { success: true, message: done });
  };

/** The rows of a staff list, by ?status (all when 'all' or blank) and ?search over `searchKeys`. */
export function filterLeadsOrInquiries(table: 'inquiries' | 'buy_leads', query: URLSearchParams, searchKeys: string[]) {
  const status = query.get('status')?.trim();
  const search = query.get('search')?.trim();
  return db
    .all(table)
    .filter((row) => !status || status === 'all' || row.status === status)
    .filter((row) => !search || matches(row, searchKeys, search));
}
