import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { DeskUnseen, DeskUnseenCounts } from '@contract';
import type { LeadRef } from '../../../api/desk/desk';
import { markSeen, SEEN_PER_CALL, watchKeys } from '../../../api/desk/watch';

/** A lead's key as the desk's replies name it (their kind is any text). */
export const keyOf = ({ kind, id }: { kind: string; id: number }) => `${kind}:${id}`;

/** Looks within this long go to the desk in one call: a list drawing, then its next page, is one call. */
export const SEEN_DELAY_MS = 1_500;

/**
 * The leads worth telling the desk about: not told already by this tab, and, when the desk's list of this
 * staff member's unseen leads is whole, only those on it or found since it was read.
 */
export function worthSending(
  leads: readonly LeadRef[],
  sent: ReadonlySet<string>,
  unseen: DeskUnseen | undefined,
  arrivedHere: ReadonlyMap<string, number>,
): LeadRef[] {
  const whole = unseen && unseen.count <= unseen.data.length ? new Set(unseen.data.map(keyOf)) : null;
  return leads.filter((lead) => !sent.has(keyOf(lead)) && (!whole || whole.has(keyOf(lead)) || arrivedHere.has(keyOf(lead))));
}

/** The seen leads dropped from the cached list of unseen ones, with the desk's counts after the call. */
const withoutSeen = (unseen: DeskUnseen | undefined, seen: ReadonlySet<string>, counts: DeskUnseenCounts) => {
  if (!unseen) return unseen;
  const data = unseen.data.filter((lead) => !seen.has(keyOf(lead)));
  return { ...unseen, data, count: Math.max(0, unseen.count - (unseen.data.length - data.length)), unseen: counts };
};

/**
 * `look`: the leads this staff member looked at go to the desk (POST desk/seen), gathered for SEEN_DELAY_MS,
 * those worth it (worthSending) sent at most SEEN_PER_CALL a call. Each reply's counts go to `onCounts`. A call
 * that fails forgets what it carried, so the next look sends it again.
 */
export function useSeenQueue(arrivedHere: ReadonlyMap<string, number>, onCounts: (counts: DeskUnseenCounts) => void) {
  const queryClient = useQueryClient();
  const queue = useRef({ waiting: new Map<string, LeadRef>(), sent: new Set<string>(), timer: 0 });
  const counted = useRef(onCounts);
  useEffect(() => {
    counted.current = onCounts;
  }, [onCounts]);

  const flush = useCallback(async () => {
    const { waiting, sent } = queue.current;
    // Judged when sent, not when looked at: a list drawn before the desk's unseen list came is judged by it too.
    const leads = worthSending([...waiting.values()], sent, queryClient.getQueryData<DeskUnseen>(watchKeys.unseen()), arrivedHere);
    waiting.clear();
    for (const lead of leads) sent.add(keyOf(lead));
    for (let start = 0; start < leads.length; start += SEEN_PER_CALL) {
      const batch = leads.slice(start, start + SEEN_PER_CALL);
      const keys = new Set(batch.map(keyOf));
      try {
        const counts = await markSeen(batch);
        queryClient.setQueryData<DeskUnseen>(watchKeys.unseen(), (unseen) => withoutSeen(unseen, keys, counts));
        counted.current(counts);
      } catch {
        for (const key of keys) sent.delete(key);
      }
    }
  }, [queryClient, arrivedHere]);

  // Leaving the back office sends what is waiting at once, rather than dropping it.
  useEffect(
    () => () => {
      window.clearTimeout(queue.current.timer);
      void flush();
    },
    [flush],
  );

  return useCallback(
    (leads: readonly LeadRef[]) => {
      const { waiting, sent } = queue.current;
      const fresh = leads.filter((lead) => !sent.has(keyOf(lead)) && !waiting.has(keyOf(lead)));
      if (fresh.length === 0) return;
      for (const lead of fresh) waiting.set(keyOf(lead), lead);
      window.clearTimeout(queue.current.timer);
      queue.current.timer = window.setTimeout(() => void flush(), SEEN_DELAY_MS);
    },
    [flush],
  );
}
