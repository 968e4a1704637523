const MYSQL_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * Parses what PHP sends for a date: MySQL DATE/DATETIME strings (read as local time),
 * ISO strings and epoch numbers. Anything else, including MySQL's zero date, is null.
 */
export function parseBackendDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match = MYSQL_DATE.exec(text);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  if (y === '0000') return null;
  const rest = text.slice(match[0].length);
  // A real ISO string with a zone (Z or +05:30) is unambiguous; let the platform read it.
  if (/^(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})$/.test(rest)) {
    const zoned = new Date(text.replace(' ', 'T'));
    return Number.isNaN(zoned.getTime()) ? null : zoned;
  }
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return Number.isNaN(date.getTime()) || date.getMonth() !== Number(mo) - 1 ? null : date;
}

// Fixed US English forms, written by hand: building Intl formatters costs tens of milliseconds at start-up.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "November 20, 2026" */
export const formatLongDate = (date: Date | null) => (date ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : '');
/** "Nov 20, 2026" */
export const formatShortDate = (date: Date | null) => (date ? `${MONTHS[date.getMonth()]!.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}` : '');
/** "2026-11-20": what a date input and the backend's DATE column take. */
export const toDateInputValue = (date: Date | null) =>
  date
    ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    : '';

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
