import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { deskLeadsQueryOptions } from '../../../api/desk/queries';
import { dueCount } from './day-split';

/**
 * The follow-ups due today or overdue, for the sidebar's count beside Follow-ups (staff-layout.tsx draws
 * every count the same way). Loaded apart from the layout, so a build without a desk never fetches it.
 */
export default function FollowUpsCounter({ onCount }: { onCount: (count: number) => void }) {
  const { data } = useQuery({ ...deskLeadsQueryOptions(), select: (index) => dueCount(index.leads.values(), index.today) });
  const count = data ?? 0;
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
