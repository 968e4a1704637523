import type { DeskLead, DeskStep } from '@contract';
import { formatShortDate } from '../../../lib/dates';
import { formatTime } from '../shared/lead-time';

/** The desk's leads as the day's view lists them, each in the order it is worked through. */
export interface DayLists {
  /** A step due on the desk's today, by its time (a step with no time last). */
  today: DeskLead[];
  /** A step due before today, the longest waiting first. */
  overdue: DeskLead[];
  /** The signed-in staff member's own leads, the soonest step first (a lead with no step last). */
  mine: DeskLead[];
}

const byStep = (a: DeskLead, b: DeskLead) =>
  (a.step?.due ?? '\uffff').localeCompare(b.step?.due ?? '\uffff') ||
  (a.step?.time || '\uffff').localeCompare(b.step?.time || '\uffff') ||
  a.kind.localeCompare(b.kind) ||
  a.id - b.id;

/**
 * Today and Overdue from each lead's step against the desk's own day ('YYYY-MM-DD', the business's time
 * zone: the desk says which day it is, so a phone's clock or zone moves nothing), and Mine by owner.
 */
export function daySplit(leads: Iterable<DeskLead>, today: string, me: string): DayLists {
  const lists: DayLists = { today: [], overdue: [], mine: [] };
  for (const lead of leads) {
    const due = lead.step?.due;
    if (due === today) lists.today.push(lead);
    else if (due && due < today) lists.overdue.push(lead);
    if (lead.owner === me) lists.mine.push(lead);
  }
  lists.today.sort(byStep);
  lists.overdue.sort(byStep);
  lists.mine.sort(byStep);
  return lists;
}

/** How many steps are due today or overdue: the sidebar's count beside Follow-ups. */
export function dueCount(leads: Iterable<DeskLead>, today: string): number {
  let count = 0;
  for (const lead of leads) if (lead.step?.due && lead.step.due <= today) count += 1;
  return count;
}

const dayOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year!, month! - 1, day!);
};
const DAY_NAMES = [
  [-1, 'Yesterday'],
  [0, 'Today'],
  [1, 'Tomorrow'],
] as const;

/**
 * A step's day and time as staff read it against the desk's today: 'Today, 10:30 AM', 'Yesterday',
 * 'Nov 30, 2026'. Days are counted on the calendar, so no clock or time zone of the phone's moves them.
 */
export function stepWhen(step: Pick<DeskStep, 'due' | 'time'>, today: string): string {
  const days = Math.round((dayOf(step.due).getTime() - dayOf(today).getTime()) / 86_400_000);
  const day = DAY_NAMES.find(([offset]) => offset === days)?.[1] ?? formatShortDate(dayOf(step.due));
  if (!step.time) return day;
  const [hours, minutes] = step.time.split(':').map(Number);
  return `${day}, ${formatTime(new Date(2000, 0, 1, hours, minutes))}`;
}

/** Where a step stands against the desk's today. */
export const stepState = (due: string, today: string): 'overdue' | 'today' | 'later' =>
  due < today ? 'overdue' : due === today ? 'today' : 'later';
