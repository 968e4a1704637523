import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { deskLeadsQueryOptions } from '../../../api/desk/queries';
import { dueCount } from './day-split';
import { notesWaiting } from './outbox-store';

/**
 * The follow-ups due today or overdue, for the sidebar's count beside Follow-ups (staff-layout.tsx draws
 * every count the same way). Loaded apart from the layout, so a build without a desk never fetches it. It is on
 * every staff page, so it also wakes the notes' outbox when this tab has notes waiting.
 */
export default function FollowUpsCounter({ onCount }: { onCount: (count: number) => void }) {
  const { data } = useQuery({ ...deskLeadsQueryOptions(), select: (index) => dueCount(index.leads.values(), index.today) });
  const count = data ?? 0;
  useEffect(() => onCount(count), [count, onCount]);
  // Notes left waiting by an earlier page of this tab go when any staff page loads, not only a lead's.
  useEffect(() => {
    if (notesWaiting()) void import('./lead-desk-outbox').then((outbox) => outbox.sendWaiting());
  }, []);
  return null;
}
