import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListFilters } from '../http';
import { useStatusChange } from '../status-change';
import { deleteBuyLead, listBuyLeads, updateBuyLead, type BuyLead } from './buy-leads';
import { buyLeadKeys } from './keys';

export const buyLeadsQueryOptions = (filters: ListFilters = {}) =>
  queryOptions({ queryKey: buyLeadKeys.list(filters), queryFn: ({ signal }) => listBuyLeads(filters, signal) });

function useInvalidateBuyLeads() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: buyLeadKeys.all });
}

export function useDeleteBuyLead() {
  const invalidate = useInvalidateBuyLeads();
  return useMutation({ mutationFn: (id: number) => deleteBuyLead(id), onSuccess: invalidate });
}

/** Admin sets a buy lead's status: at once on every screen, rolled back if the server refuses. */
export const useSetBuyLeadStatus = () => useStatusChange<BuyLead>(buyLeadKeys.all, updateBuyLead);
