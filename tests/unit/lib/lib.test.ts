import { describe, expect, it } from 'vitest';
import { parseBackendDate } from '../../../php-contract/php-reply';
import { parseEnv } from '../../../src/config/env';
import { assetUrl, fileNameOf, sanitizeUrl } from '../../../src/config/urls';
import { whatsappLink } from '../../../src/config/whatsapp-links';
import { formatLongDate, formatShortDate, isWithinLastDays } from '../../../src/lib/dates';
import { isAcceptedFile } from '../../../src/lib/files';

describe('env', () => {
  it('turns the fake backend on only when no backend is set (auto)', () => {
    expect(parseEnv({})).toEqual({
      backendUrl: '/api',
      assetHost: '',
      mocking: true,
      requestTimeoutMs: 20000,
      leadTimeoutMs: 90000,
      postMaxBytes: 8 * 1024 * 1024,
      imageMaxSide: 1600,
      staffGate: false,
      // The fake backend serves the lead desk.
      desk: 'on',
    });
    expect(parseEnv({ VITE_STAFF_GATE: 'basic' })).toMatchObject({ staffGate: true });
    expect(
      parseEnv({ VITE_BACKEND_URL: 'https://x.in/api/', VITE_REQUEST_TIMEOUT_MS: '5000', VITE_LEAD_TIMEOUT_MS: '120000' }),
    ).toMatchObject({
      backendUrl: 'https://x.in/api',
      assetHost: 'https://x.in/api',
      mocking: false,
      requestTimeoutMs: 5000,
      leadTimeoutMs: 120000,
    });
    expect(parseEnv({ VITE_BACKEND_URL: 'https://x.in', VITE_API_MOCKING: 'on', VITE_ASSET_HOST: 'https://cdn.x.in/' })).toMatchObject({
      mocking: true,
      assetHost: 'https://cdn.x.in',
    });
    expect(parseEnv({ VITE_API_MOCKING: 'off', VITE_REQUEST_TIMEOUT_MS: 'soon', VITE_LEAD_TIMEOUT_MS: '-1' })).toMatchObject({
      mocking: false,
      requestTimeoutMs: 20000,
      leadTimeoutMs: 90000,
    });
  });
});

describe('dates', () => {
  it('reads MySQL DATETIME and DATE as local time, and zoned ISO strings exactly', () => {
    expect(parseBackendDate('2026-11-20 14:03:11')).toEqual(new Date(2026, 10, 20, 14, 3, 11));
    expect(parseBackendDate('2026-11-20')).toEqual(new Date(2026, 10, 20));
    expect(parseBackendDate('2026-11-20T08:33:11Z')?.toISOString()).toBe('2026-11-20T08:33:11.000Z');
  });

  it('reads zero dates, impossible dates and junk as no date', () => {
    for (const value of ['0000-00-00 00:00:00', '2026-02-31', 'yesterday', '', null, undefined, {}])
      expect(parseBackendDate(value)).toBeNull();
  });

  it('formats the US long and short forms', () => {
    expect(formatLongDate(new Date(2026, 10, 5))).toBe('November 5, 2026');
    expect(formatShortDate(new Date(2026, 10, 5))).toBe('Nov 5, 2026');
    expect(formatLongDate(null)).toBe('');
  });

  it('counts the last 30 days', () => {
    const now = new Date(2026, 10, 22, 12);
    expect(isWithinLastDays(new Date(2026, 10, 1), 30, now)).toBe(true);
    expect(isWithinLastDays(new Date(2026, 9, 22, 11), 30, now)).toBe(false);
    expect(isWithinLastDays(null, 30, now)).toBe(false);
  });
});

describe('urls', () => {
  it('allows http(s) and relative URLs only', () => {
    expect(sanitizeUrl('https://a.in/x.pdf')).toBe('https://a.in/x.pdf');
    expect(sanitizeUrl('/uploads/a.pdf')).toBe('/uploads/a.pdf');
    for (const bad of ['javascript:alert(1)', ' JaVa\tScRiPt:alert(1)', 'data:text/html,<b>', 'vbscript:x', 'file:///etc/passwd'])
      expect(sanitizeUrl(bad)).toBeNull();
    expect(sanitizeUrl('data:image/png;base64,AAA=')).toBeNull();
    expect(sanitizeUrl('data:image/png;base64,AAA=', { allowImageData: true })).toBe('data:image/png;base64,AAA=');
  });

  it('prefixes stored paths with the asset host', () => {
    expect(assetUrl('/uploads/a.png', { host: 'https://api.x.in' })).toBe('https://api.x.in/uploads/a.png');
    expect(assetUrl('uploads/a.png', { host: 'https://api.x.in' })).toBe('https://api.x.in/uploads/a.png');
    expect(assetUrl('https://cdn.x.in/a.png', { host: 'https://api.x.in' })).toBe('https://cdn.x.in/a.png');
    expect(assetUrl(null)).toBeNull();
  });

  it('takes the file name from a stored path', () => {
    expect(fileNameOf('uploads/models/Axle%20Bracket.glb?v=2')).toBe('Axle Bracket.glb');
    expect(fileNameOf(null)).toBe('');
    expect(fileNameOf('uploads/brochures/50%.pdf'), 'a stray % is not an escape').toBe('50%.pdf');
  });
});

describe('files and chat links', () => {
  it('checks files by extension and MIME type', () => {
    expect(isAcceptedFile({ name: 'a.PNG', type: 'image/png' }, 'image')).toBe(true);
    expect(isAcceptedFile({ name: 'a.png', type: 'application/pdf' }, 'image')).toBe(false);
    expect(isAcceptedFile({ name: 'm.glb', type: '' }, 'model')).toBe(true);
    expect(isAcceptedFile({ name: 'm.obj', type: '' }, 'model')).toBe(false);
    expect(isAcceptedFile({ name: 'b.pdf', type: 'application/pdf' }, 'pdf')).toBe(true);
  });

  it('builds a chat link from the digits of a phone, its greeting encoded whole', () => {
    const link = whatsappLink('+91 (98250) 12-345', 'नमस्ते Ravi जी, Clamp × 2 & more');
    expect(link.startsWith('https://wa.me/919825012345?text=')).toBe(true);
    expect(new URL(link).searchParams.get('text')).toBe('नमस्ते Ravi जी, Clamp × 2 & more');
  });
});
