import type { QueryClient } from '@tanstack/react-query';
import { partKeys } from '../../api/parts/keys';
import { suggestParts, type Part } from '../../api/parts/parts';
import { partsQueryOptions } from '../../api/parts/queries';
import { loadSound, needsSound, rankSearch } from '../catalog/search/search';

/** Suggestions shown at most: a list to pick from, not a second catalogue. */
const SUGGESTION_LIMIT = 10;

/**
 * Part-name suggestions, ranked as the catalogue ranks its search (src/features/catalog/search/search.ts): the backend's
 * answer to `?search=` (the contract's call, unchanged) together with the catalogue's list of every
 * part (fetched once a visit and shared with the catalogue) and any other list this visit holds. So
 * a typo ('silencor') or a plural ('lock rings') finds the part though the backend's own search does not.
 * Either source may fail alone; the suggestions fail only when both do.
 */
export async function rankedSuggestions(search: string, client: QueryClient, signal: AbortSignal): Promise<string[]> {
  const [found, catalogue] = await Promise.allSettled([suggestParts(search, signal), client.ensureQueryData(partsQueryOptions())]);
  if (found.status === 'rejected' && catalogue.status === 'rejected') throw found.reason;
  const names = found.status === 'fulfilled' ? found.value : [];
  const held = new Map<string, Part | { name: string }>();
  for (const [, parts] of client.getQueriesData<Part[]>({ queryKey: partKeys.lists() })) {
    for (const part of parts ?? []) if (!held.has(part.name)) held.set(part.name, part);
  }
  for (const name of names) if (!held.has(name)) held.set(name, { name });
  // A part name typed in Devanagari or Gujarati is read by its sound; the reader loads only for such a search.
  const sound = needsSound(search) ? await loadSound().catch(() => undefined) : undefined;
  const ranked = rankSearch([...held.values()], search, (item) => item, sound).map((item) => item.name);
  // The backend's own matches stay offered even where the ranking does not explain them (e.g. another script).
  const rest = names.filter((name) => !ranked.includes(name));
  return [...ranked, ...rest].slice(0, SUGGESTION_LIMIT);
}
