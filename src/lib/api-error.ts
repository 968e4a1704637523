export type ApiErrorKind =
  /** No answer: offline, DNS, CORS refusal, connection reset. */
  | 'network'
  /** No answer within the configured timeout. */
  | 'timeout'
  /** An HTTP error status (4xx/5xx). */
  | 'http'
  /** A 2xx answer the client cannot use: not JSON, wrong shape. */
  | 'invalid-response'
  /** A well-formed answer that says it failed (`success: false`). */
  | 'rejected';

/** The one error type of the API layer. `message` is always a text fit to show a person. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** The backend's own `message`/`error` text, when it sent one. */
  readonly serverMessage: string | undefined;
  /** An HTTP error's JSON body, for a refusal that says more than a message (the desk's conflict: the lead as it now is). */
  readonly body: unknown;

  constructor(kind: ApiErrorKind, fallback: string, options: { status?: number; serverMessage?: string | null; body?: unknown } = {}) {
    super(options.serverMessage || fallback);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.serverMessage = options.serverMessage || undefined;
    this.body = options.body;
  }

  /** True when nothing came back from the server at all. */
  get isConnectionFailure(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The text to show for a failure. Screens whose spec text differs from the call's default
 * (e.g. the admin parts list) pass their own texts; the server's own message still wins.
 */
export function errorMessage(error: unknown, texts?: { failed?: string; network?: string }): string {
  if (!isApiError(error)) return texts?.failed ?? 'Something went wrong. Please try again.';
  if (error.isConnectionFailure) return texts?.network ?? error.message;
  return error.serverMessage ?? texts?.failed ?? error.message;
}
