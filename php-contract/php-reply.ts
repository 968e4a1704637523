/** How a PHP reply is read, by the client (src/api/http.ts) and by the verifier alike. */

/**
 * The JSON in a PHP body: a byte-order mark and a PHP notice or warning printed before the JSON
 * (shared hosting does this) are tolerated; anything else is not JSON. `skipped` is the text
 * before the JSON, when there was any.
 */
export function parsePhpJson(text: string): { ok: true; value: unknown; skipped: string } | { ok: false } {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (!trimmed) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(trimmed), skipped: '' };
  } catch {
    // A notice ends with a newline; the JSON that follows starts a line with { or [.
    const start = trimmed.search(/(^|\n)\s*[[{]/);
    if (start <= 0) return { ok: false };
    try {
      return { ok: true, value: JSON.parse(trimmed.slice(start)), skipped: trimmed.slice(0, start).trim() };
    } catch {
      return { ok: false };
    }
  }
}

/** PHP's idea of success: true, 1, "1" or "true". */
export function saysSuccess(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** PHP's idea of an explicit failure: false, 0, "0" or "false" (a missing flag is neither). */
export function saysFailure(value: unknown): boolean {
  return value === false || value === 0 || value === '0' || value === 'false';
}

/** `message` or `error` from a PHP body, if it carries one as text. */
export function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/**
 * Whether a reply whose shape the spec does not show (the blog, a buy-lead update) is a refusal:
 * it says success false (false, 0, "0", "false"), or carries an `error` text and neither `success` nor `data`.
 */
export function saysRefused(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  return saysFailure(record.success) || (record.success === undefined && record.data === undefined && typeof record.error === 'string');
}

const MYSQL_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * What PHP sends for a date, as a Date: MySQL DATE/DATETIME strings (read as local time),
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
