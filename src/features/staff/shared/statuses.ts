import { useMemo } from 'react';
import { useRefusedStatuses } from '../../../api/status-change';

/**
 * The statuses each list offers before its records show others, in workflow order: the ones the
 * spec names for enquiries, and for buy leads 'new' (what a new lead gets), 'quoted' (the word the
 * spec shows for the rest) and 'pending' (spec §3). Keys are the resources' query-key names.
 */
export const STATUSES = {
  inquiries: ['pending', 'responded', 'closed'],
  buyLeads: ['new', 'quoted', 'pending'],
} as const satisfies Record<string, readonly string[]>;

export type StatusList = keyof typeof STATUSES;

/**
 * What admin may set on a list: its statuses, then any other its records hold (the backend stores
 * it), less those this backend has refused.
 */
export function useOfferedStatuses(list: StatusList, records: readonly { status: string }[] | undefined): string[] {
  const refused = useRefusedStatuses(list);
  return useMemo(() => {
    const known: readonly string[] = STATUSES[list];
    const held = [...new Set((records ?? []).map((record) => record.status))].filter((status) => status && !known.includes(status)).sort();
    return [...known, ...held].filter((status) => !refused.includes(status));
  }, [list, records, refused]);
}
