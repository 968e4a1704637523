/** The lead desk's clock as server/desk.php keeps it: times in UTC ISO 8601, a step's day in the business's zone. */

/** The business's zone: what "today" and "overdue" mean to staff in India, wherever the server runs. */
const DESK_TIME_ZONE = 'Asia/Kolkata';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DESK_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The business day of a moment: '2026-11-28'. */
export const deskDay = (at: Date): string => dayFormat.format(at);

/** A moment as the desk sends it: '2026-11-28T09:30:00Z' (no milliseconds). */
export const deskTime = (at: Date): string => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The day `days` after a 'YYYY-MM-DD' day (before it when negative). */
export function dayAfter(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
