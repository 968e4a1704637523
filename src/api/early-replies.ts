import axios, { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** A reply a page's HTML asked for before the app started (src/app/early-record-script.ts). */
export interface EarlyReply {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
}

declare global {
  interface Window {
    /** Early replies by the URL they were requested from; each is taken once. */
    __earlyReplies?: Map<string, Promise<EarlyReply>>;
  }
}

function takeEarlyReply(url: string): Promise<EarlyReply> | undefined {
  const replies = typeof window === 'undefined' ? undefined : window.__earlyReplies;
  const reply = replies?.get(url);
  replies?.delete(url);
  return reply;
}

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
 * The HTTP client's transport: the first GET for a URL the page's HTML already requested is answered
 * from that early reply, with the status and body the backend sent, so the rest of the client treats
 * it as any other answer. Everything else goes to `network`, and so does that GET if the early
 * request failed to get an answer.
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
