/**
 * The record the server put into a record page's HTML (server/record.php), in
 * `<script type="application/json" id="server-record">`: the backend's reply for the page's record and
 * when the server read it. The app reads it in place of asking the backend again, so its first render
 * of the page is the record the page already shows (src/components/record-page.tsx). A static page
 * (a host without PHP) has none.
 */
export interface ServerRecord {
  /** The record's id: the reply is for this page only. */
  id: number;
  /** When the server read the reply from the backend (ms since the epoch; it may be a cached copy). */
  at: number;
  reply: unknown;
}

/** The element's text as a server record, or null when it is none. */
export function readServerRecord(text: string | null | undefined): ServerRecord | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('id' in value) || !('at' in value) || !('reply' in value)) return null;
    return typeof value.id === 'number' && typeof value.at === 'number' ? { id: value.id, at: value.at, reply: value.reply } : null;
  } catch {
    // Not a reply the app can read: the page asks the backend as a static page does.
    return null;
  }
}

let found: ServerRecord | null | undefined;

/** The page's server record, read once; null on a page without one (and where there is no document). */
export function serverRecord(): ServerRecord | null {
  found ??= typeof document === 'undefined' ? null : readServerRecord(document.getElementById('server-record')?.textContent);
  return found;
}
