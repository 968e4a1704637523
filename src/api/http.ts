import type { AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import { env } from '../config/env';
import type { Endpoint } from '../../php-contract/endpoints';
import { parsePhpJson, saysRefused, saysSuccess, serverMessage } from '../../php-contract/php-reply';
import { readValue, type Wire, type WireValue } from '../../php-contract/schemas';
import { anySignal } from '../lib/abort';
import { nextTask } from '../lib/tasks';
import { ApiError } from './api-error';

interface HttpClient {
  axios: AxiosStatic;
  http: AxiosInstance;
}

let client: Promise<HttpClient> | undefined;

/**
 * The one HTTP client. Bodies come back as raw text so that PHP notices, HTML error pages and empty
 * bodies are handled here, in one place. Nothing is logged: not URLs, bodies or credentials.
 * axios loads with the first call, in a task of its own, and that call goes out in the task after:
 * neither lengthens the page's own start-up work on a slow phone. (A page's first data is already on
 * its way meanwhile: its HTML preloads it, and axios's code.)
 */
async function createClient(): Promise<HttpClient> {
  const [{ default: axios }, { withEarlyReplies }] = await Promise.all([import('axios'), import('./early-replies')]);
  await nextTask();
  const http = axios.create({
    baseURL: env.backendUrl,
    timeout: env.requestTimeoutMs,
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
    headers: { Accept: 'application/json' },
    adapter: withEarlyReplies(axios.getAdapter(axios.defaults.adapter)),
  });
  return { axios, http };
}

function httpClient(): Promise<HttpClient> {
  client ??= createClient().catch((error: unknown) => {
    // The client's code could not be fetched (offline, a new deployment): the next call tries again.
    client = undefined;
    throw error;
  });
  return client;
}

/** The texts a call shows when it fails: its spec fallback and its connection-failure text. */
export interface CallTexts {
  failed: string;
  network: string;
  /** How a 2xx body that is not JSON is described (insert_part quotes the body). */
  invalidJson?: (body: string) => string;
}

/** Parses a PHP body (see parsePhpJson); a body axios already parsed passes through. */
export function parseJsonBody(body: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof body !== 'string') return body === undefined || body === null ? { ok: false } : { ok: true, value: body };
  const parsed = parsePhpJson(body);
  return parsed.ok ? { ok: true, value: parsed.value } : parsed;
}

/** Sends a request and returns the parsed JSON body, or throws an ApiError with the call's texts. */
export async function send(config: AxiosRequestConfig, texts: CallTexts): Promise<unknown> {
  // Our own deadline as well as axios's: not every transport (or test interceptor) honours XHR timeouts.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), env.requestTimeoutMs);
  const signals = [deadline.signal, config.signal].filter((signal): signal is AbortSignal => signal instanceof AbortSignal);
  let response;
  let axios: AxiosStatic | undefined;
  try {
    const loaded = await httpClient();
    axios = loaded.axios;
    response = await loaded.http.request<string>({ ...config, signal: anySignal(signals) });
  } catch (error) {
    throw deadline.signal.aborted ? new ApiError('timeout', texts.network) : toApiError(axios, error, texts);
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
  return parsed.value;
}

function toApiError(axios: AxiosStatic | undefined, error: unknown, texts: CallTexts): ApiError {
  if (!axios?.isAxiosError(error)) return new ApiError('network', texts.network);
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return new ApiError('timeout', texts.network);
  if (!error.response) return new ApiError('network', texts.network);
  const parsed = parseJsonBody(error.response.data);
  return new ApiError('http', texts.failed, {
    status: error.response.status,
    serverMessage: parsed.ok ? serverMessage(parsed.value) : null,
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

/** Reads a body as a wire shape (php-contract/schemas.ts); a mismatch is an invalid response with the call's text. */
export function readWire<W extends Wire>(shape: W, body: unknown, texts: CallTexts): WireValue<W> {
  const read = readValue(shape, body);
  if (!read) throw new ApiError('invalid-response', texts.failed);
  return read.value as WireValue<W>;
}

type QueryValue = string | number | null | undefined;

export interface CallRequest {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/** Sends the request a contract entry describes: its method and script, the query and the body. */
export function callEndpoint(
  entry: Endpoint,
  texts: CallTexts,
  { query, body, signal }: CallRequest = {},
): Promise<unknown> {
  const params = Object.fromEntries(
    Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
  return send({ method: entry.method, url: entry.script, params, data: body, signal }, texts);
}

/** A write whose reply is `{success, message}`: resolves when the server says success. */
export async function callAndConfirm(
  entry: Endpoint,
  texts: CallTexts,
  request: CallRequest = {},
): Promise<unknown> {
  const body = await callEndpoint(entry, texts, request);
  ensureSuccess(body, texts);
  return body;
}

/**
 * For replies whose shape the spec does not show: any JSON answer counts as success
 * unless it refuses (`success: false`, or only an `error` text: php-reply.ts saysRefused).
 */
export async function callUnlessRefused(entry: Endpoint, texts: CallTexts, request: CallRequest = {}): Promise<unknown> {
  const body = await callEndpoint(entry, texts, request);
  if (saysRefused(body)) throw new ApiError('rejected', texts.failed, { serverMessage: serverMessage(body) });
  return body;
}
