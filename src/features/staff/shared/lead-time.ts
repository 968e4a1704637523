import { formatLongDate, formatShortDate } from '../../../lib/dates';

/**
 * A lead's time of day beside its date: the backend stores DATETIME, read as the staff member's
 * local time (php-reply.ts), so a morning lead and an evening one no longer look the same.
 */
const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** "2:03 PM": the 12-hour clock the rest of the site writes (formatDateTime). */
export const formatTime = (date: Date) =>
  `${date.getHours() % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${date.getHours() < 12 ? 'AM' : 'PM'}`;

/** In a list: today's lead as its time alone ("2:03 PM"), an older one with its date ("Nov 20, 2026, 2:03 PM"). */
export function formatLeadTime(date: Date | null, now: Date = new Date()): string {
  if (!date) return '';
  return sameDay(date, now) ? formatTime(date) : `${formatShortDate(date)}, ${formatTime(date)}`;
}

/** On a lead's own page: "Today at 2:03 PM" or "November 20, 2026 at 2:03 PM". */
export function formatLeadTimeLong(date: Date | null, now: Date = new Date()): string {
  if (!date) return '';
  return `${sameDay(date, now) ? 'Today' : formatLongDate(date)} at ${formatTime(date)}`;
}
