import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createBuyLead, deleteBuyLead, getBuyLead, listBuyLeads, type BuyLeadFilters, type BuyLeadInput } from './buy-leads';

export const buyLeadKeys = {
  all: ['buyLeads'] as const,
  lists: () => [...buyLeadKeys.all, 'list'] as const,
  list: (filters: BuyLeadFilters) => [...buyLeadKeys.lists(), { status: filters.status ?? 'all', search: filters.search?.trim() ?? '' }] as const,
  detail: (id: number) => [...buyLeadKeys.all, 'detail', id] as const,
};

export const buyLeadsQueryOptions = (filters: BuyLeadFilters = {}) =>
  queryOptions({ queryKey: buyLeadKeys.list(filters), queryFn: ({ signal }) => listBuyLeads(filters, signal) });

export const buyLeadQueryOptions = (id: number) =>
  queryOptions({ queryKey: buyLeadKeys.detail(id), queryFn: ({ signal }) => getBuyLead(id, signal) });

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
