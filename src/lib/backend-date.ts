// Apart from the formatters of dates.ts: every API reader needs it, and the catalogue none of them.
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
