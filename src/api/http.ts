import axios, {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { type Endpoint, parsePhpJson, saysRefused, saysSuccess, serverMessage, readValue, type Wire, type WireValue } from '@contract';
import { env } from '../config/env';
import { OFFLINE_COPY_HEADER } from '../config/offline-copy';
import { anySignal } from '../lib/abort';
import { ApiError } from '../lib/api-error';
import { takeEarlyReply, type EarlyReply } from './early-replies';
import { noteRead } from './offline-copies';
import { reportStaffLockRefused, STAFF_LOCK_MESSAGE, staffAuthorization } from './staff-credentials';
import type { CallTexts } from './texts/call-texts';

/** The reply, unless the request is cancelled (timeout, or a query no longer needed) first. */
function unlessCancelled<T>(reply: Promise<T>, config: InternalAxiosRequestConfig): Promise<T> {
  const signal = config.signal as AbortSignal | undefined;
  if (!signal) return reply;
  return new Promise((resolve, reject) => {
    const cancel = () => reject(new CanceledError(undefined, undefined, config));
    if (signal.aborted) return cancel();
    signal.addEventListener('abort', cancel, { once: true });
    reply.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancel));
  });
}

/**
 * The transport: the first GET for a URL the page's HTML already requested (src/app/early-record.ts)
 * is answered from that early reply, with the status and body the backend sent, so the rest of the
 * client treats it as any other answer. Everything else goes to `network`, and so does that GET if
 * the early request got no answer.
 */
export function withEarlyReplies(network: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    const early = config.method?.toLowerCase() === 'get' ? takeEarlyReply(axios.getUri(config)) : undefined;
    if (!early) return network(config);
    let reply: EarlyReply;
    try {
      reply = await unlessCancelled(early, config);
    } catch (error) {
      if (error instanceof CanceledError) throw error;
      return network(config);
    }
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: reply.statusText,
      headers: new AxiosHeaders(reply.headers),
      config,
      request: null,
    };
    if (!config.validateStatus || config.validateStatus(reply.status)) return response;
    const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, null, response);
  };
}

/**
 * The one HTTP client. Bodies come back as raw text so that PHP notices, HTML error pages and empty
 * bodies are handled here, in one place. Nothing is logged: not URLs, bodies or credentials.
 */
const http = axios.create({
  baseURL: env.backendUrl,
  timeout: env.requestTimeoutMs,
  responseType: 'text',
  transformResponse: [(data: unknown) => data],
  headers: { Accept: 'application/json' },
  adapter: withEarlyReplies(axios.getAdapter(axios.defaults.adapter)),
});

/** Parses a PHP body (see parsePhpJson); a body axios already parsed passes through. */
export function parseJsonBody(body: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof body !== 'string') return body === undefined || body === null ? { ok: false } : { ok: true, value: body };
  const parsed = parsePhpJson(body);
  return parsed.ok ? { ok: true, value: parsed.value } : parsed;
}

/**
 * Sends a request and returns the parsed JSON body, with when the offline worker's copy it came from
 * was made (null for the network's reply), or throws an ApiError with the call's texts.
 */
async function send(
  config: AxiosRequestConfig,
  texts: CallTexts,
  timeoutMs = env.requestTimeoutMs,
): Promise<{ body: unknown; copyAt: number | null }> {
  // Our own deadline as well as axios's: not every transport (or test interceptor) honours XHR timeouts.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  const signals = [deadline.signal, config.signal].filter((signal): signal is AbortSignal => signal instanceof AbortSignal);
  let response;
  try {
    response = await http.request<string>({ ...config, timeout: timeoutMs, signal: anySignal(signals) });
  } catch (error) {
    throw deadline.signal.aborted ? new ApiError('timeout', texts.network) : toApiError(error, texts);
  } finally {
    clearTimeout(timer);
  }
  const parsed = parseJsonBody(response.data);
  if (!parsed.ok) {
    const raw = typeof response.data === 'string' ? response.data : '';
    throw new ApiError('invalid-response', texts.invalidJson ? texts.invalidJson(raw) : texts.failed, {
      status: response.status,
    });
  }
  const copy = response.headers?.[OFFLINE_COPY_HEADER.toLowerCase()];
  return { body: parsed.value, copyAt: typeof copy === 'string' ? Date.parse(copy) || Date.now() : null };
}

function toApiError(error: unknown, texts: CallTexts): ApiError {
  if (!axios.isAxiosError(error)) return new ApiError('network', texts.network);
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return new ApiError('timeout', texts.network);
  if (!error.response) return new ApiError('network', texts.network);
  const parsed = parseJsonBody(error.response.data);
  return new ApiError('http', texts.failed, {
    status: error.response.status,
    serverMessage: parsed.ok ? serverMessage(parsed.value) : null,
    body: parsed.ok ? parsed.value : undefined,
  });
}

/** Throws the server's message (or the fallback) unless the body says `success`. */
export function ensureSuccess(body: unknown, texts: CallTexts): void {
  const success = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).success : undefined;
  if (saysSuccess(success)) return;
  const isRecord = typeof body === 'object' && body !== null && !Array.isArray(body);
  // Only a failure envelope speaks for the server: a bare record's `message` is data (an enquiry's text).
  const isEnvelope = isRecord && ('success' in body || 'error' in body);
  throw new ApiError(isEnvelope ? 'rejected' : 'invalid-response', texts.failed, {
    serverMessage: isEnvelope ? serverMessage(body) : null,
  });
}

/** Reads a body as a wire shape (the contract's schemas, `@contract`); a mismatch is an invalid response with the call's text. */
export function readWire<W extends Wire>(shape: W, body: unknown, texts: CallTexts): WireValue<W> {
  const read = readValue(shape, body);
  if (!read) throw new ApiError('invalid-response', texts.failed);
  return read.value as WireValue<W>;
}

type QueryValue = string | number | null | undefined;

/** A list call's filters: 'all' (or empty) sends no status filter; a blank search sends none. */
export interface ListFilters {
  status?: string;
  search?: string;
}

export const filterQuery = ({ status, search }: ListFilters): Record<string, QueryValue> => ({
  status: status && status !== 'all' ? status : undefined,
  search: search?.trim() || undefined,
});

export interface CallRequest {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** How long to wait for the reply; the reads' default otherwise. */
  timeoutMs?: number;
}

/** The lead desk is the site's own server, on the page's origin whatever the backend's is (php-contract/desk.ts). */
const deskUrl = (script: string) => `${window.location.origin}/${script}`;

/**
 * The server's staff lock refusing a call: 401 or 403 with the web server's own page. The PHP scripts'
 * own refusals (a failed login's 401) carry a JSON message, and stay the call's failure.
 */
const isLockRefusal = (error: unknown) =>
  error instanceof ApiError && error.kind === 'http' && (error.status === 401 || error.status === 403) && !error.serverMessage;

/**
 * Sends the request a contract entry describes: its method and script, the query and the body.
 * A staff call (the entry's `access`) carries the signed-in staff member's credentials for the
 * server's staff lock, when the tab has them; a public call never does.
 */
export async function callEndpoint(
  entry: Endpoint,
  texts: CallTexts,
  { query, body, signal, timeoutMs }: CallRequest = {},
): Promise<unknown> {
  const params = Object.fromEntries(
    Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
  const lock = entry.access === 'public' ? null : staffAuthorization();
  // The lock's refusal carries a Basic challenge (Apache adds it last; no rule can take it off). On a
  // same-origin request the browser would answer it with its own password dialog, and hold the call,
  // unless the request omits credentials (Fetch standard, HTTP-network-or-cache fetch): so staff calls
  // go by fetch with credentials 'omit' (axios's fetch adapter: withCredentials false; by default it
  // sends 'same-origin'). The Authorization header is sent all the same.
  const withLock: AxiosRequestConfig = lock ? { headers: { Authorization: lock.header }, adapter: 'fetch', withCredentials: false } : {};
  try {
    const url = entry.base === 'desk' ? deskUrl(entry.script) : entry.script;
    const reply = await send({ method: entry.method, url, params, data: body, signal, ...withLock }, texts, timeoutMs);
    if (entry.method === 'GET' && entry.access === 'public') noteRead(entry.resource, reply.copyAt);
    return reply.body;
  } catch (error) {
    if (entry.access === 'public' || !isLockRefusal(error)) throw error;
    reportStaffLockRefused(lock?.login ?? null);
    throw new ApiError('http', STAFF_LOCK_MESSAGE, { status: (error as ApiError).status });
  }
}

/** A write whose reply is `{success, message}`: resolves when the server says success. */
export async function callAndConfirm(entry: Endpoint, texts: CallTexts, request: CallRequest = {}): Promise<unknown> {
  const body = await callEndpoint(entry, texts, request);
  ensureSuccess(body, texts);
  return body;
}

/** A list call with the status and search filters (filterQuery), its reply read by `read`. */
export const filteredListCall =
  <T>(entry: Endpoint, texts: CallTexts, read: (body: unknown) => Promise<T[]>) =>
  async (filters: ListFilters = {}, signal?: AbortSignal): Promise<T[]> =>
    read(await callEndpoint(entry, texts, { query: filterQuery(filters), signal }));

/** A call for one record by `?id=`, its reply read by `read`. */
export const recordCall =
  <T>(entry: Endpoint, texts: CallTexts, read: (body: unknown) => Promise<T>) =>
  async (id: number, signal?: AbortSignal): Promise<T> =>
    read(await callEndpoint(entry, texts, { query: { id }, signal }));

/** A delete that names the record by `?id=` and answers `{success, message}`. */
export const deleteByIdCall =
  (entry: Endpoint, texts: CallTexts) =>
  async (id: number): Promise<void> => {
    await callAndConfirm(entry, texts, { query: { id } });
  };

/**
 * For replies whose shape the spec does not show: any JSON answer counts as success
 * unless it refuses (`success: false`, or only an `error` text: php-reply.ts saysRefused).
 */
export async function callUnlessRefused(entry: Endpoint, texts: CallTexts, request: CallRequest = {}): Promise<unknown> {
  const body = await callEndpoint(entry, texts, request);
  if (saysRefused(body)) throw new ApiError('rejected', texts.failed, { serverMessage: serverMessage(body) });
  return body;
}
