/**
 * Named failure modes of the fake backend, for development, demos and e2e tests.
 * A scenario is `<target>-<fault>`: target is a resource (parts, categories, inquiries, buy-leads,
 * blog-posts, brochures, uploads, auth, whatsapp, desk) or `all`; e.g. `parts-500`, `all-network`, `desk-network`.
 * `network-down` and `slow` are short for `all-network` and `all-slow`; `staff-lock` for `all-locked`.
 */
import { delay, HttpResponse } from 'msw';
import type { Endpoint, Resource } from '../php-contract/endpoints';

export { DEMO_SCENARIO_KEY as SCENARIO_STORAGE_KEY } from '../src/config/env';

export const FAULTS = {
  /** HTTP 500 with an HTML error page for a body. */
  '500': 'HTTP 500 with an HTML body',
  /** HTTP 400 with a JSON message. */
  '400': 'HTTP 400 with a JSON message',
  /** HTTP 401 with a JSON message. */
  '401': 'HTTP 401 with a JSON message',
  network: 'the connection fails',
  /** The request never answers, so the client's timeout fires. */
  slow: 'no answer at all',
  /** A PHP notice printed before the JSON. */
  notice: 'a PHP notice before the JSON',
  /** An envelope where a bare array is expected, and the reverse. */
  swap: 'envelope and bare array swapped',
  /** A 200 whose body is not JSON. */
  invalid: 'a body that is not JSON',
  /** Fields missing from every record. */
  missing: 'records without their fields',
  /** `{success: false, message}` with HTTP 200. */
  reject: 'success false with a message',
  /** Lists with no rows. */
  empty: 'empty lists',
  /** Every number in the body sent as a string, nested ones too (ids, quantities, stock). */
  strings: 'numbers as strings',
  /** Unknown extra fields on the body and on every record in it. */
  extra: 'unknown extra fields',
  /** The server's staff lock (build/staff-gate.ts): a staff call without credentials gets the web server's 401 page. */
  locked: 'staff calls without credentials refused by the staff lock',
} as const;

export type Fault = keyof typeof FAULTS;
export interface Scenario {
  target: Resource | 'all';
  fault: Fault;
}

export const SERVER_MESSAGE = 'The server could not process this request.';

const TARGETS: Record<string, Resource | 'all'> = {
  all: 'all',
  parts: 'parts',
  categories: 'categories',
  inquiries: 'inquiries',
  'buy-leads': 'buyLeads',
  'blog-posts': 'blogPosts',
  blog: 'blogPosts',
  brochures: 'brochures',
  uploads: 'uploads',
  auth: 'auth',
  login: 'auth',
  whatsapp: 'whatsapp',
  desk: 'desk',
};

export function parseScenario(name: string | null | undefined): Scenario | null {
  if (!name) return null;
  const aliases: Record<string, string> = { 'network-down': 'all-network', slow: 'all-slow', 'staff-lock': 'all-locked' };
  const normalized = aliases[name] ?? name;
  const cut = normalized.lastIndexOf('-');
  const target = TARGETS[normalized.slice(0, cut)];
  const fault = normalized.slice(cut + 1);
  return target && fault in FAULTS ? { target, fault: fault as Fault } : null;
}

let active: Scenario | null = null;
export const setScenario = (name: string | null) => {
  active = parseScenario(name);
};

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

/** The response for an entry under the active scenario, or null to answer normally. */
export async function faultResponse(entry: Endpoint, normal: () => Promise<Response>, request?: Request): Promise<Response | null> {
  if (!active || (active.target !== 'all' && active.target !== entry.resource)) return null;
  switch (active.fault) {
    case 'locked':
      // Any credentials pass: the fake backend has no password file. Apache's own page and challenge.
      if (entry.access === 'public' || request?.headers.has('authorization')) return null;
      return new HttpResponse(
        '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head><title>401 Unauthorized</title></head><body><h1>Unauthorized</h1></body></html>',
        {
          status: 401,
          headers: { 'Content-Type': 'text/html; charset=iso-8859-1', 'WWW-Authenticate': 'Basic realm="Staff"' },
        },
      );
    case '500':
      return new HttpResponse('<html><body><h1>500 Internal Server Error</h1><p>PHP Fatal error: Uncaught PDOException</p></body></html>', {
        status: 500,
        headers: { 'Content-Type': 'text/html' },
      });
    case '400':
    case '401':
      return json({ success: false, message: SERVER_MESSAGE, error: SERVER_MESSAGE }, Number(active.fault));
    case 'network':
      return HttpResponse.error();
    case 'slow':
      await delay('infinite');
      return null;
    case 'invalid':
      return new HttpResponse('Warning: mysqli_connect(): Too many connections', { status: 200, headers: { 'Content-Type': 'text/html' } });
    case 'reject':
      return json({ success: false, message: SERVER_MESSAGE, error: SERVER_MESSAGE });
    case 'notice': {
      const text = await (await normal()).text();
      return new HttpResponse(
        `<br />\n<b>Notice</b>:  Undefined index: category in <b>/home/site/public_html/api/${entry.script}</b> on line <b>12</b><br />\n${text}`,
        {
          headers: { 'Content-Type': 'text/html' },
        },
      );
    }
    case 'swap':
    case 'missing':
    case 'empty':
    case 'strings':
    case 'extra': {
      const response = await normal();
      const body: unknown = await response.json();
      return json(transform(body, active.fault), response.status);
    }
  }
}

/** Fields no version of the backend sends; names the client never reads (not success, message, error or data). */
const EXTRA_FIELDS = { updated_by: null, legacy_flag: '1', meta: { source: 'php', rows: 3 }, tags: ['x', 2] };

function transform(body: unknown, fault: 'swap' | 'missing' | 'empty' | 'strings' | 'extra'): unknown {
  if (fault === 'strings' || fault === 'extra') return deepMap(body, fault);
  if (fault === 'swap')
    return Array.isArray(body)
      ? { success: true, data: body }
      : typeof body === 'object' && body && 'data' in body
        ? (body as { data: unknown }).data
        : [body];
  const mapRows = (rows: unknown) =>
    Array.isArray(rows) ? (fault === 'empty' ? [] : rows.map((row: Record<string, unknown>) => ({ id: row.id }))) : rows;
  if (Array.isArray(body)) return mapRows(body);
  if (typeof body === 'object' && body && 'data' in body)
    return {
      ...body,
      data: Array.isArray((body as { data: unknown }).data)
        ? mapRows((body as { data: unknown }).data)
        : fault === 'missing'
          ? { id: (body as { data: Record<string, unknown> }).data.id }
          : (body as { data: unknown }).data,
    };
  return body;
}

function deepMap(value: unknown, fault: 'strings' | 'extra'): unknown {
  if (typeof value === 'number') return fault === 'strings' ? String(value) : value;
  if (Array.isArray(value)) return value.map((item) => deepMap(item, fault));
  if (typeof value !== 'object' || value === null) return value;
  const mapped = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepMap(item, fault)]));
  return fault === 'extra' ? { ...mapped, ...EXTRA_FIELDS } : mapped;
}
