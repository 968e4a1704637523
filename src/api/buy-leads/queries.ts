import { queryOptions } from '@tanstack/react-query';
import type { ListFilters } from '../http';
import { useStaffWrite } from '../staff-write';
import { useStatusChange } from '../status-change';
import { deleteBuyLead, getBuyLead, listBuyLeads, updateBuyLead, type BuyLead } from './buy-leads';
import { buyLeadKeys } from './keys';

export const buyLeadsQueryOptions = (filters: ListFilters = {}) =>
  queryOptions({ queryKey: buyLeadKeys.list(filters), queryFn: ({ signal }) => listBuyLeads(filters, signal) });

export const buyLeadQueryOptions = (id: number) =>
  queryOptions({ queryKey: buyLeadKeys.detail(id), queryFn: ({ signal }) => getBuyLead(id, signal) });

export const useDeleteBuyLead = () => useStaffWrite(buyLeadKeys.all, (id: number) => deleteBuyLead(id));

/** Admin sets a buy lead's status: at once on every screen, rolled back if the server refuses. */
export const useSetBuyLeadStatus = () => useStatusChange<BuyLead>(buyLeadKeys.all, updateBuyLead);
