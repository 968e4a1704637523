/**
 * How a PHP body is read, by the client and by the verifier alike: a byte-order mark and a PHP
 * notice or warning printed before the JSON (shared hosting does this) are tolerated; anything
 * else is not JSON. `skipped` is the text before the JSON, when there was any.
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
