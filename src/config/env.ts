/** Every VITE_* variable, parsed once. Nothing secret belongs here: it all ends up in the bundle. */
export interface Env {
  /** The `{backend}` base of the spec, without a trailing slash. */
  backendUrl: string;
  /** Prefix for stored asset paths; '' means the site's own origin. */
  assetHost: string;
  /** Whether the built-in fake backend (MSW) answers the calls. */
  mocking: boolean;
  requestTimeoutMs: number;
  /** How long an enquiry or buy lead waits for its reply. */
  leadTimeoutMs: number;
  /** The backend's request-size limit (PHP's post_max_size): bigger uploads are refused before sending. */
  postMaxBytes: number;
  /** Photos are shrunk in the browser to at most this many pixels on their longest side. */
  imageMaxSide: number;
  /**
   * VITE_STAFF_GATE=basic: the backend's folder has the build's staff gate (dist/backend.htaccess), so staff
   * calls carry the signed-in staff member's credentials. Off by default: a backend without the gate
   * may not allow an Authorization header across origins.
   */
  staffGate: boolean;
  /**
   * The lead desk (server/desk.php): 'on' when the fake backend serves it or the build has the staff lock and
   * the server pages; 'no-lock' without the lock (the desk answers nothing: it fails closed); 'no-server' on a
   * host without PHP pages (SERVER_PAGES=off). vite.config.ts sets VITE_DESK from the build's settings.
   */
  desk: DeskMode;
}

export type DeskMode = 'on' | 'no-lock' | 'no-server';

const PHP_UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/** PHP's size notation as post_max_size takes it ('8M', '512K', '1G', plain bytes; 1024-based), or null. */
export function parsePhpSize(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*([kmg]?)b?$/i.exec(text.trim());
  if (!match) return null;
  const bytes = Math.floor(Number(match[1]) * PHP_UNITS[match[2]!.toLowerCase()]!);
  return bytes > 0 ? bytes : null;
}

const trimSlash = (value: string) => value.replace(/\/+$/, '');

export function parseEnv(raw: Record<string, string | boolean | undefined>): Env {
  const text = (key: string) => {
    const value = raw[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const configuredBackend = trimSlash(text('VITE_BACKEND_URL'));
  const mode = text('VITE_API_MOCKING') || 'auto';
  const mocking = mode === 'on' || (mode !== 'off' && configuredBackend === '');
  // The fake backend answers on the site's own origin under /api.
  const backendUrl = configuredBackend || '/api';
  const assetHost = trimSlash(text('VITE_ASSET_HOST')) || configuredBackend;
  const timeout = Number.parseInt(text('VITE_REQUEST_TIMEOUT_MS'), 10);
  const leadTimeout = Number.parseInt(text('VITE_LEAD_TIMEOUT_MS'), 10);
  const maxSide = Number.parseInt(text('VITE_IMAGE_MAX_SIDE'), 10);
  return {
    backendUrl,
    assetHost,
    mocking,
    requestTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 20000,
    // A lead that times out may be stored all the same, and the backend has no idempotency key: each
    // retry of one the server stored is one more copy for staff. So a lead waits for a congested
    // link's reply (25-70 s seen) instead of the reads' 20 s (docs/offline.md).
    leadTimeoutMs: Number.isFinite(leadTimeout) && leadTimeout > 0 ? leadTimeout : 90000,
    postMaxBytes: parsePhpSize(text('VITE_BACKEND_POST_MAX_SIZE')) ?? 8 * 1024 ** 2,
    imageMaxSide: Number.isFinite(maxSide) && maxSide > 0 ? maxSide : 1600,
    staffGate: text('VITE_STAFF_GATE') === 'basic',
    desk: deskMode(text('VITE_DESK'), mocking, text('VITE_STAFF_GATE') === 'basic'),
  };
}

function deskMode(setting: string, mocking: boolean, staffGate: boolean): DeskMode {
  if (setting === 'on' || setting === 'no-lock' || setting === 'no-server') return setting;
  return mocking || staffGate ? 'on' : 'no-lock';
}

// import.meta.env is absent when vite.config.ts imports parseEnv.
export const env: Env = parseEnv(import.meta.env ?? {});

/** Where the fake backend keeps this tab's failure scenario (see mocks/scenarios.ts). */
export const DEMO_SCENARIO_KEY = 'truck-parts-demo-scenario';
