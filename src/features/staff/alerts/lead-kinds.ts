import type { QueryKey } from '@tanstack/react-query';
import { listBuyLeads } from '../../../api/buy-leads/buy-leads';
import { buyLeadKeys } from '../../../api/buy-leads/keys';
import type { ListFilters } from '../../../api/http';
import { listInquiries } from '../../../api/inquiries/inquiries';
import { inquiryKeys } from '../../../api/inquiries/keys';
import { staffPaths, type Role } from '../roles';
import type { Lead } from '../shared/lead-columns';
import type { LeadKind } from './seen';

interface KindSpec {
  /** The status a lead has until someone answers it. */
  openStatus: string;
  /** The lists' cache entry a lead found by a check joins, so a list on screen shows it. */
  allKey: QueryKey;
  /** The open leads alone, by the list call's status filter (SPEC §7), under the lists' own key for that filter. */
  openKey: QueryKey;
  readOpen: (signal: AbortSignal) => Promise<Lead[]>;
  one: string;
  many: string;
  /** Where a lead opens. */
  open: (role: Role, id: number) => string;
}

/** A kind's lists: all of them, and its open leads read by the list call's status filter under that filter's key. */
const lists = (
  openStatus: string,
  keys: { list: (filters: ListFilters) => QueryKey },
  list: (filters: ListFilters, signal: AbortSignal) => Promise<Lead[]>,
) => ({
  openStatus,
  allKey: keys.list({}),
  openKey: keys.list({ status: openStatus }),
  readOpen: (signal: AbortSignal) => list({ status: openStatus }, signal),
});

/** The two kinds of lead the back office is told about. */
export const leadKinds: Record<LeadKind, KindSpec> = {
  inquiries: {
    ...lists('pending', inquiryKeys, listInquiries),
    one: 'enquiry',
    many: 'enquiries',
    open: (role, id) => staffPaths(role).inquiry(id),
  },
  buyLeads: {
    ...lists('new', buyLeadKeys, listBuyLeads),
    one: 'buy lead',
    many: 'buy leads',
    open: (role, id) => staffPaths(role).buyLead(id),
  },
};

export const leadKindIds = Object.keys(leadKinds) as LeadKind[];
