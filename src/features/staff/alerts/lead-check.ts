import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { Lead } from '../shared/lead-columns';
import { leadKinds } from './lead-kinds';
import { seenAfterCheck, updateMarks, type LeadKind } from './seen';

/** Once a minute while the tab is visible, every five while hidden, and at once on focus and reconnect. */
export const CHECK_VISIBLE_MS = 60_000;
export const CHECK_HIDDEN_MS = 5 * 60_000;
/**
 * A check reads its kind's whole open list, so a back office that leaves thousands of leads unanswered
 * would pay for all of them every minute (scripts/bench/lead-checks.ts measures it): each thousand open
 * leads of a kind spaces its checks one interval more, and an hour's bytes stay about the same.
 */
export const OPEN_LEADS_PER_INTERVAL = 1_000;
const checkInterval = (openLeads: number) =>
  (document.visibilityState === 'hidden' ? CHECK_HIDDEN_MS : CHECK_VISIBLE_MS) * (1 + Math.floor(openLeads / OPEN_LEADS_PER_INTERVAL));

// Stable per kind, so React Query filters only when the reply changes. The reply holds open leads only;
// a status changed on this screen since (status-change.ts changes every cached list at once) drops out here.
const openOnly = Object.fromEntries(
  Object.entries(leadKinds).map(([kind, spec]) => [kind, (rows: Lead[]) => rows.filter((row) => row.status === spec.openStatus)]),
) as Record<LeadKind, (rows: Lead[]) => Lead[]>;

/**
 * One kind's check: its open leads, read whole through the list call's status filter. The backend has
 * no count, paging or 'since' (SPEC §7), and its ids can become visible out of order (a MySQL transaction
 * that took an id first may commit last), so the check neither asks for ids that may not exist yet nor
 * remembers a highest id: a lead arrives when its id was in no earlier reply this tab read, whatever
 * its place. The first reply announces nothing. A check costs what the open leads weigh, not all leads:
 * a back office that answers its leads keeps it small.
 *
 * After each reply: the leads that arrived join the cached full list (a list on screen shows them, marked),
 * `onArrivals` hears of them, and this role's marks are set on its first check or forget closed leads.
 * Not `enabled` while the desk watches for this tab (desk-watch.tsx): a list's reply under the same key then
 * moves no marks.
 */
export function useLeadCheck(
  kind: LeadKind,
  roleId: string,
  onArrivals: (kind: LeadKind, leads: Lead[]) => void,
  enabled: boolean,
): Lead[] | undefined {
  const queryClient = useQueryClient();
  const spec = leadKinds[kind];
  const { data } = useQuery({
    queryKey: spec.openKey,
    queryFn: ({ signal }) => spec.readOpen(signal),
    select: openOnly[kind],
    enabled,
    staleTime: 10_000,
    refetchInterval: (query) => checkInterval(query.state.data?.length ?? 0),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
  const known = useRef<Set<number> | null>(null);
  const arrived = useEffectEvent((leads: Lead[]) => onArrivals(kind, leads));
  useEffect(() => {
    if (!data || !enabled) return;
    updateMarks(roleId, kind, (seen) =>
      seenAfterCheck(
        seen,
        data.map((lead) => lead.id),
        Date.now(),
      ),
    );
    const first = known.current === null;
    const seenBefore = (known.current ??= new Set());
    // In the order they were stored, as near as ids tell; the reply lists the newest first.
    const fresh = data.filter((lead) => !seenBefore.has(lead.id)).sort((a, b) => a.id - b.id);
    for (const lead of fresh) seenBefore.add(lead.id);
    if (first || fresh.length === 0) return;
    queryClient.setQueryData<Lead[]>(spec.allKey, (rows) =>
      rows ? [...rows, ...fresh.filter((lead) => !rows.some((row) => row.id === lead.id))] : rows,
    );
    arrived(fresh);
  }, [data, enabled, kind, roleId, queryClient, spec.allKey]);
  return data;
}
