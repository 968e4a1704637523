/**
 * The first screen of a list that the server put into a list page's HTML (server/list.php), in
 * `<script type="application/json" id="server-list">`: the first rows of the backend's list reply, how
 * many rows the reply had, and the page, category and search they are for. The page shows these rows,
 * as the server drew them, until its own read of the list is in, so the app's first render is the
 * screen already on show. A static page (a host without PHP) has none.
 */
export interface ServerList {
  path: string;
  category: string;
  search: string;
  /** When the server read the reply from the backend (ms since the epoch; it may be a kept copy). */
  at: number;
  total: number;
  rows: Record<string, unknown>[];
  /** The blog's: every category of the whole list, for its filter buttons. */
  categories?: string[];
}

const isRow = (row: unknown): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row);

/** The element's text as a server list, or null when it is none. */
export function readServerList(text: string | null | undefined): ServerList | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof ServerList, unknown>>;
    const { path, category, search, at, total, rows, categories } = value;
    if (typeof path !== 'string' || typeof category !== 'string' || typeof search !== 'string') return null;
    if (typeof at !== 'number' || typeof total !== 'number' || !Array.isArray(rows) || !rows.every(isRow)) return null;
    const names = Array.isArray(categories) ? categories.filter((name): name is string => typeof name === 'string') : undefined;
    return { path, category, search, at, total, rows, ...(names ? { categories: names } : {}) };
  } catch {
    // Not a list the app can read: the page reads the backend as a static page does.
    return null;
  }
}

let found: ServerList | null | undefined;

/**
 * The page's server list, if it is the one for `path` and `category` with no search (a search's
 * screen is the backend's finds, which the app ranks in its own way): read as `read` reads a row, or
 * null when a row does not read.
 */
export function serverListRows<T>(
  path: string,
  category: string,
  read: (row: Record<string, unknown>) => T,
): { rows: T[]; list: ServerList } | null {
  found ??= typeof document === 'undefined' ? null : readServerList(document.getElementById('server-list')?.textContent);
  if (!found || found.path !== path || found.category !== category || found.search !== '') return null;
  try {
    return { rows: found.rows.map(read), list: found };
  } catch {
    return null;
  }
}
