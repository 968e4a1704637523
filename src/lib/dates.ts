// Fixed US English forms, written by hand: building Intl formatters costs tens of milliseconds at start-up.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "November 20, 2026" */
export const formatLongDate = (date: Date | null) => (date ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : '');
/** "Nov 20, 2026" */
export const formatShortDate = (date: Date | null) =>
  date ? `${MONTHS[date.getMonth()]!.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}` : '';
/** "2026-11-20": what a date input and the backend's DATE column take. */
export const toDateInputValue = (date: Date | null) =>
  date ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}` : '';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the date falls within the `days` days up to `now`. */
export function isWithinLastDays(date: Date | null, days: number, now: Date = new Date()): boolean {
  if (!date) return false;
  const age = now.getTime() - date.getTime();
  return age >= 0 - DAY_MS && age <= days * DAY_MS;
}

/** "November 20, 2026 at 2:03 PM" */
export function formatDateTime(date: Date): string {
  const hours = date.getHours() % 12 || 12;
  return `${formatLongDate(date)} at ${hours}:${String(date.getMinutes()).padStart(2, '0')} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}
