import type { ListFilters } from '../http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useStatusChange } from '../status-change';
import { createBuyLead, deleteBuyLead, listBuyLeads, updateBuyLead, type BuyLead, type BuyLeadInput } from './buy-leads';

export const buyLeadKeys = {
  all: ['buyLeads'] as const,
  lists: () => [...buyLeadKeys.all, 'list'] as const,
  list: (filters: ListFilters) => [...buyLeadKeys.lists(), { status: filters.status ?? 'all', search: filters.search?.trim() ?? '' }] as const,
};

export const buyLeadsQueryOptions = (filters: ListFilters = {}) =>
  queryOptions({ queryKey: buyLeadKeys.list(filters), queryFn: ({ signal }) => listBuyLeads(filters, signal) });

function useInvalidateBuyLeads() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: buyLeadKeys.all });
}

export function useSubmitBuyLead() {
  const invalidate = useInvalidateBuyLeads();
  return useMutation({ mutationFn: (input: BuyLeadInput) => createBuyLead(input), onSuccess: invalidate });
}

export function useDeleteBuyLead() {
  const invalidate = useInvalidateBuyLeads();
  return useMutation({ mutationFn: (id: number) => deleteBuyLead(id), onSuccess: invalidate });
}

/** Admin sets a buy lead's status: at once on every screen, rolled back if the server refuses. */
export const useSetBuyLeadStatus = () => useStatusChange<BuyLead>(buyLeadKeys.all, updateBuyLead);
