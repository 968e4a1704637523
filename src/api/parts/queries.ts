import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { rankSearch } from '../../lib/search';
import { createPart, deletePart, getPart, listParts, suggestParts, updatePart, type Part, type PartFilters, type PartInput } from './parts';

export const partKeys = {
  all: ['parts'] as const,
  lists: () => [...partKeys.all, 'list'] as const,
  list: (filters: PartFilters) => [...partKeys.lists(), { category: filters.category ?? 'All', search: filters.search?.trim() ?? '' }] as const,
  suggestions: (search: string) => [...partKeys.all, 'suggestions', search.trim()] as const,
  detail: (id: number) => [...partKeys.all, 'detail', id] as const,
};

export const partsQueryOptions = (filters: PartFilters = {}) =>
  queryOptions({ queryKey: partKeys.list(filters), queryFn: ({ signal }) => listParts(filters, signal) });

/** Suggestions shown at most: a list to pick from, not a second catalogue. */
export const SUGGESTION_LIMIT = 10;

/**
 * Part-name suggestions, ranked as the catalogue ranks its search (src/lib/search.ts): the backend's
 * answer to `?search=` (the contract's call, unchanged) together with the catalogue's list of every
 * part (fetched once a visit and shared with the catalogue) and any other list this visit holds. So
 * a typo ('silencor') or a plural ('lock rings') finds the part though the backend's own search does not.
 * Either source may fail alone; the suggestions fail only when both do.
 */
async function rankedSuggestions(search: string, client: QueryClient, signal: AbortSignal): Promise<string[]> {
  const [found, catalogue] = await Promise.allSettled([suggestParts(search, signal), client.ensureQueryData(partsQueryOptions())]);
  if (found.status === 'rejected' && catalogue.status === 'rejected') throw found.reason;
  const names = found.status === 'fulfilled' ? found.value : [];
  const held = new Map<string, Part | { name: string }>();
  for (const [, parts] of client.getQueriesData<Part[]>({ queryKey: partKeys.lists() })) {
    for (const part of parts ?? []) if (!held.has(part.name)) held.set(part.name, part);
  }
  for (const name of names) if (!held.has(name)) held.set(name, { name });
  const ranked = rankSearch([...held.values()], search, (item) => item).map((item) => item.name);
  // The backend's own matches stay offered even where the ranking does not explain them (e.g. another script).
  const rest = names.filter((name) => !ranked.includes(name));
  return [...ranked, ...rest].slice(0, SUGGESTION_LIMIT);
}

export const partSuggestionsQueryOptions = (search: string) =>
  queryOptions({ queryKey: partKeys.suggestions(search), queryFn: ({ signal, client }) => rankedSuggestions(search, client, signal), staleTime: 60_000 });

export const partQueryOptions = (id: number) =>
  queryOptions({ queryKey: partKeys.detail(id), queryFn: ({ signal }) => getPart(id, signal) });

function useInvalidateParts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: partKeys.all });
}

/** Of the parts named `name`, the newest: ids grow with each insert. */
const newestPartId = (parts: readonly Part[], name: string) =>
  parts.reduce<number | null>((newest, part) => (part.name === name && part.id > (newest ?? 0) ? part.id : newest), null);

/**
 * Adds a part and answers its id, or null when it cannot be told. insert_part.php answers no id, so
 * the list is fetched afresh (the list the staff return to, so it is not fetched twice) and the new
 * part is the newest of its name. The part is added even if that fetch fails.
 */
export function useCreatePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PartInput) => {
      await createPart(input);
      await queryClient.invalidateQueries({ queryKey: partKeys.all });
      const parts = await queryClient.fetchQuery(partsQueryOptions()).catch(() => []);
      return newestPartId(parts, input.name);
    },
  });
}

export function useUpdatePart() {
  const invalidate = useInvalidateParts();
  return useMutation({ mutationFn: ({ id, input }: { id: number; input: PartInput }) => updatePart(id, input), onSuccess: invalidate });
}

export function useDeletePart() {
  const invalidate = useInvalidateParts();
  return useMutation({ mutationFn: (id: number) => deletePart(id), onSuccess: invalidate });
}
