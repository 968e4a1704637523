import type { PartFilters } from './parts';

/**
 * The parts' query keys, apart from queries.ts so that the enquiry page's suggestions (suggestions.ts) can name them without the API code.
 */
export const partKeys = {
  all: ['parts'] as const,
  lists: () => [...partKeys.all, 'list'] as const,
  list: (filters: PartFilters) =>
    [...partKeys.lists(), { category: filters.category ?? 'All', search: filters.search?.trim() ?? '' }] as const,
  suggestions: (search: string) => [...partKeys.all, 'suggestions', search.trim()] as const,
  detail: (id: number) => [...partKeys.all, 'detail', id] as const,
};
