/**
 * How long an open lead has waited, in the dashboard's buckets; a list narrowed to one bucket is
 * where the dashboard's bucket links lead.
 */
import { DAY_MS } from '../../../lib/dates';

export const WAITING_BUCKETS = [
  { id: 'day', label: 'Under 1 day', listLabel: 'Waited under 1 day', upToDays: 1 },
  { id: 'days', label: '1–3 days', listLabel: 'Waited 1–3 days', upToDays: 3 },
  { id: 'week', label: '3–7 days', listLabel: 'Waited 3–7 days', upToDays: 7 },
  { id: 'older', label: 'Older', listLabel: 'Waited more than 7 days', upToDays: Infinity },
] as const;

/** The bucket of a lead sent at `date`: its index in WAITING_BUCKETS; an undated lead counts as older. */
export function waitingBucket(date: Date | null, now: Date): number {
  const days = date ? (now.getTime() - date.getTime()) / DAY_MS : Infinity;
  const index = WAITING_BUCKETS.findIndex((bucket) => days < bucket.upToDays);
  return index === -1 ? WAITING_BUCKETS.length - 1 : index;
}

/** Open leads by how long they have waited. */
export function waitingCounts(dates: readonly (Date | null)[], now: Date): number[] {
  const counts = WAITING_BUCKETS.map(() => 0);
  for (const date of dates) counts[waitingBucket(date, now)]!++;
  return counts;
}

/** A lead list narrowed to one bucket (`?waited=days`): where the dashboard's bucket links lead. */
export const waitingNarrowing = <T>(dateOf: (row: T) => Date | null) => ({
  param: 'waited',
  options: WAITING_BUCKETS.map((bucket) => ({ value: bucket.id, label: bucket.listLabel })),
  matches: (row: T, value: string) => WAITING_BUCKETS[waitingBucket(dateOf(row), new Date())]!.id === value,
});
