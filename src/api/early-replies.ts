/** A reply a page's HTML asked for before the app started (src/app/early-record.ts). */
export interface EarlyReply {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Early replies by the URL they were requested from. A module of its own, shared by the early
 * script and the app (one instance in the browser), and kept free of axios so that the early
 * script stays a few hundred bytes.
 */
const replies = new Map<string, Promise<EarlyReply>>();

/** Requests `url` now; the app's first GET of the same URL is answered from it (src/api/http.ts). */
export function requestEarly(url: string): Promise<EarlyReply> {
  const reply = fetch(url, { headers: { Accept: 'application/json' } }).then(async (response) => ({
    status: response.status,
    statusText: response.statusText,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  }));
  replies.set(url, reply);
  return reply;
}

/** The early reply for `url`, if there is one; each is taken once. */
export function takeEarlyReply(url: string): Promise<EarlyReply> | undefined {
  const reply = replies.get(url);
  replies.delete(url);
  return reply;
}
