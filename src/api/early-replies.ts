/** A reply a page's HTML asked for before the app started (src/app/early-record.ts). */
export interface EarlyReply {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Early replies by the URL they were requested from. The early script runs inline in the page's HTML
 * (build/early-script.ts) with its own copy of this module, so the map lives on the window under a
 * symbol: the app's copy finds what the script asked for, and no element id can clobber it.
 */
const STORE = Symbol.for('truck-parts.early-replies');
const holder = globalThis as unknown as Record<symbol, Map<string, Promise<EarlyReply>> | undefined>;
const replies = (holder[STORE] ??= new Map());

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
