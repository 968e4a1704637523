import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { deskLeadsQueryOptions } from '../../../api/desk/queries';
import { dueCount } from './day-split';
import { notesWaiting } from './outbox-store';

/**
 * The follow-ups due today or overdue, for the sidebar's count beside Follow-ups (staff-layout.tsx draws
 * every count the same way). Read by the desk's watch (desk-watch.tsx), which only a build with a desk loads.
 * It is on every staff page, so it also wakes the notes' outbox when this tab has notes waiting.
 */
export function useFollowUpsDue(): number {
  const { data } = useQuery({ ...deskLeadsQueryOptions(), select: (index) => dueCount(index.leads.values(), index.today) });
  // Notes left waiting by an earlier page of this tab go when any staff page loads, not only a lead's.
  useEffect(() => {
    if (notesWaiting()) void import('./lead-desk-outbox').then((outbox) => outbox.sendWaiting());
  }, []);
  return data ?? 0;
}
