import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createPart, deletePart, getPart, listParts, suggestParts, updatePart, type PartFilters, type PartInput } from './parts';

export const partKeys = {
  all: ['parts'] as const,
  lists: () => [...partKeys.all, 'list'] as const,
  list: (filters: PartFilters) => [...partKeys.lists(), { category: filters.category ?? 'All', search: filters.search?.trim() ?? '' }] as const,
  suggestions: (search: string) => [...partKeys.all, 'suggestions', search.trim()] as const,
  detail: (id: number) => [...partKeys.all, 'detail', id] as const,
};

export const partsQueryOptions = (filters: PartFilters = {}) =>
  queryOptions({ queryKey: partKeys.list(filters), queryFn: ({ signal }) => listParts(filters, signal) });

export const partSuggestionsQueryOptions = (search: string) =>
  queryOptions({ queryKey: partKeys.suggestions(search), queryFn: ({ signal }) => suggestParts(search, signal), staleTime: 60_000 });

export const partQueryOptions = (id: number) =>
  queryOptions({ queryKey: partKeys.detail(id), queryFn: ({ signal }) => getPart(id, signal) });

function useInvalidateParts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: partKeys.all });
}

export function useCreatePart() {
  const invalidate = useInvalidateParts();
  return useMutation({ mutationFn: (input: PartInput) => createPart(input), onSuccess: invalidate });
}

export function useUpdatePart() {
  const invalidate = useInvalidateParts();
  return useMutation({ mutationFn: ({ id, input }: { id: number; input: PartInput }) => updatePart(id, input), onSuccess: invalidate });
}

export function useDeletePart() {
  const invalidate = useInvalidateParts();
  return useMutation({ mutationFn: (id: number) => deletePart(id), onSuccess: invalidate });
}
