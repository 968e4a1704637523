import type { Part } from '../../api/parts/parts';
import { prepareSearch, rankSearch, readQuery, type QueryReading, type Sound } from './search/search';

/*
 * The catalogue's ranked search (./search/ with the glossary): the page loads this module once the
 * visitor types or the address has a search (./use-ranking.ts), not before its first screen. Its
 * exports are read through that `import()`'s type, which knip cannot follow: hence `@public`.
 */

/** @public */
export { loadSound, needsSound } from './search/search';

const partFields = (part: Part) => part;

/**
 * Prepares the list the catalogue holds for searching, in the background; returns the cancel.
 * @public
 */
export function preparePartSearch(parts: readonly Part[]): () => void {
  const controller = new AbortController();
  void prepareSearch(parts, partFields, controller.signal);
  return () => controller.abort();
}

/**
 * The parts the page holds that match the search, best first; the list itself when there is no search.
 * `sound` reads words typed in Devanagari or Gujarati (loadSound); without it only the glossary does.
 * @public
 */
export function rankParts(listed: readonly Part[], search: string, sound?: Sound): Part[] {
  return search ? rankSearch(listed, search, partFields, sound) : (listed as Part[]);
}

/**
 * What the search made of the typed text against the page's parts (the same search as rankParts, not run again).
 * @public
 */
export function readPartSearch(listed: readonly Part[], search: string, sound?: Sound): QueryReading {
  return readQuery(search, listed, partFields, sound);
}
