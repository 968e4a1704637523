import type { Part } from '../../api/parts/parts';

/*
 * The catalogue's address and how the backend's finds are merged: in the page's chunk. The ranked
 * search itself (./search/) is ./catalog-ranking.ts, loaded once there is a search.
 */

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
