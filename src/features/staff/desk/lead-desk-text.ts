/**
 * What the desk panel says, apart from the panel so it is tested on its own: a history line as a sentence, a
 * step's day, whether it is overdue, a conflict's who and when.
 */
import type { DeskLead, DeskNote, DeskStep } from '@contract';
import { formatShortDate } from '../../../lib/dates';
import { formatLeadTime } from '../shared/lead-time';

/** A history line as staff read it: "WhatsApp opened by a@x"; a typed note's own text is shown under it. */
export function lineSentence({ type, text, by }: Pick<DeskNote, 'type' | 'text' | 'by'>): string {
  switch (type) {
    case 'note':
      return `Note by ${by}`;
    case 'call':
      return `Call opened by ${by}`;
    case 'whatsapp':
      return `WhatsApp opened by ${by}`;
    case 'take':
      return `Taken by ${by}`;
    case 'assign':
      return `Assigned to ${text} by ${by}`;
    case 'step':
      return `Next step set by ${by}: ${text}`;
    case 'done':
      return `Step done by ${by}: ${text}`;
    default:
      return `${type} by ${by}`;
  }
}

/** A desk time (UTC ISO) in the staff member's own clock, as the lead lists write times. */
export const deskTime = (iso: string, now: Date = new Date()) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatLeadTime(date, now);
};

/** A step's day ('2026-11-28') as the site writes dates ("Nov 28, 2026"), read as that calendar day wherever the browser is. */
export function dueDay(due: string): string {
  const [year, month, day] = due.split('-').map(Number);
  if (!year || !month || !day) return due;
  return formatShortDate(new Date(year, month - 1, day));
}

/** "Nov 28, 2026 10:30: Call back with the price", or without a time or a what. */
export const stepText = ({ due, time, what }: Pick<DeskStep, 'due' | 'time' | 'what'>) =>
  `${dueDay(due)}${time ? ` ${time}` : ''}${what ? `: ${what}` : ''}`;

/** Where a step's day is against the desk's today (both 'YYYY-MM-DD', so they compare as text). */
export const stepWhen = (due: string, today: string): 'overdue' | 'today' | 'later' =>
  due < today ? 'overdue' : due === today ? 'today' : 'later';

/** Who changed the lead and when, from the lead a conflict carries; the desk's own words when it names nobody. */
export const changedBy = (lead: Pick<DeskLead, 'changedBy' | 'changedAt'>, fallback: string) =>
  lead.changedBy ? `Changed by ${lead.changedBy}${lead.changedAt ? ` at ${deskTime(lead.changedAt)}` : ''}.` : fallback;
