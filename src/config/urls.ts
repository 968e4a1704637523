import { env } from './env';

const SAFE_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * Returns the URL if it is safe to put in an href or src, otherwise null.
 * Allowed: http(s), protocol-relative and relative paths, and (only when `allowImageData`) data:image/*.
 */
export function sanitizeUrl(value: unknown, { allowImageData = false } = {}): string | null {
  if (typeof value !== 'string') return null;
  // Browsers ignore control characters and whitespace inside schemes ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  if (!url) return null;
  if (allowImageData && /^data:image\/(png|jpe?g|gif|webp|svg\+xml);/i.test(url)) return url;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (scheme) return SAFE_PROTOCOLS.has(`${scheme[1]!.toLowerCase()}:`) ? url : null;
  return url;
}

/**
 * Turns a stored path ("/uploads/x.jpg", "uploads/x.jpg") into a URL on the asset host.
 * Absolute http(s) URLs are kept; unsafe ones become null.
 */
export function assetUrl(value: unknown, { allowImageData = false, host = env.assetHost } = {}): string | null {
  const url = sanitizeUrl(value, { allowImageData });
  if (!url) return null;
  if (/^(https?:)?\/\//i.test(url) || url.startsWith('data:')) return url;
  const path = url.startsWith('/') ? url : `/${url.replace(/^\.\//, '')}`;
  return `${host}${path}`;
}

/** The last path segment of a stored path, without any query string. */
export function fileNameOf(path: string | null | undefined): string {
  if (!path) return '';
  const clean = path.split(/[?#]/)[0] ?? '';
  const name = clean.split(/[\\/]/).pop() ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    // A stray '%' in a stored name ("50%.pdf") is not an escape: keep the name as stored.
    return name;
  }
}

/** Props for a link that opens in a new tab without handing it our window. */
/** An image's absolute address for structured data (JSON-LD), or nothing for an inline data URL. */
export const structuredDataImage = (imageUrl: string | null, origin: string): string | undefined =>
  imageUrl && !imageUrl.startsWith('data:') ? new URL(imageUrl, origin).href : undefined;

export const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
