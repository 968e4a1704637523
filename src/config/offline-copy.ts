/**
 * The header the offline worker (build/offline-worker.ts) puts on a public read it answers from its
 * copy instead of the network, with the time the copy was made: the page says it shows a copy, and
 * from when, whatever the browser's online flag says (a dead link can still read as online).
 */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';
