import type { Part } from '../../api/parts/parts';
import { prepareSearch, rankSearch, readQuery, type QueryReading, type Sound } from '../../i18n/search';

/** What the catalogue shows, as kept in its address: /catalog?q=…&category=…&page=… */
export interface CatalogState {
  search: string;
  /** A category name, or 'All'. */
  category: string;
  /** How many pages of cards are shown (Show more adds one). */
  page: number;
}

export function catalogState(params: URLSearchParams): CatalogState {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    search: (params.get('q') ?? '').trim(),
    category: params.get('category')?.trim() || 'All',
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 1000) : 1,
  };
}

/** The address's query for a state; defaults are left out, so the plain catalogue stays /catalog. */
export function catalogStateParams({ search, category, page }: CatalogState): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (category && category !== 'All') params.set('category', category);
  if (page > 1) params.set('page', String(page));
  return params;
}

const partFields = (part: Part) => part;

/** Prepares the list the catalogue holds for searching, in the background; returns the cancel. */
export function preparePartSearch(parts: readonly Part[]): () => void {
  const controller = new AbortController();
  void prepareSearch(parts, partFields, controller.signal);
  return () => controller.abort();
}

/**
 * The parts the page holds that match the search, best first; the list itself when there is no search.
 * `sound` reads words typed in Devanagari or Gujarati (loadSound); without it only the glossary does.
 */
export function rankParts(listed: readonly Part[], search: string, sound?: Sound): Part[] {
  return search ? rankSearch(listed, search, partFields, sound) : (listed as Part[]);
}

/** What the search made of the typed text against the page's parts (the same search as rankParts, not run again). */
export function readPartSearch(listed: readonly Part[], search: string, sound?: Sound): QueryReading {
  return readQuery(search, listed, partFields, sound);
}

/**
 * Adds what only the backend's own search found (parts newer than the page's list, or matched on
 * something the client never sees) after the ranked ones. Nothing new gives back the same array,
 * so the grid does not redraw when the backend agrees.
 */
export function withServerFinds(ranked: Part[], found: readonly Part[]): Part[] {
  if (!found.length) return ranked;
  const shown = new Set(ranked.map((part) => part.id));
  const extra = found.filter((part) => !shown.has(part.id));
  return extra.length ? [...ranked, ...extra] : ranked;
}
