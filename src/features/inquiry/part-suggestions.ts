import { queryOptions } from '@tanstack/react-query';
import { partKeys } from '../../api/parts/keys';

/**
 * The enquiry page's part-name suggestions (rank-suggestions.ts). Their code, the HTTP client with it,
 * loads when the visitor first types in the part field, not with the page.
 */
export const partSuggestionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: partKeys.suggestions(search),
    queryFn: ({ signal, client }) =>
      import('./rank-suggestions').then(({ rankedSuggestions }) => rankedSuggestions(search, client, signal)),
    staleTime: 60_000,
  });
