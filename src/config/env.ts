/** Every VITE_* variable, parsed once. Nothing secret belongs here: it all ends up in the bundle. */
export interface Env {
  /** The `{backend}` base of the spec, without a trailing slash. */
  backendUrl: string;
  /** Prefix for stored asset paths; '' means the site's own origin. */
  assetHost: string;
  /** Whether the built-in fake backend (MSW) answers the calls. */
  mocking: boolean;
  requestTimeoutMs: number;
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
  return {
    backendUrl,
    assetHost,
    mocking,
    requestTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 20000,
  };
}

// import.meta.env is absent when vite.config.ts imports parseEnv.
export const env: Env = parseEnv(import.meta.env ?? {});

/** Where the fake backend keeps this tab's failure scenario (see mocks/scenarios.ts). */
export const DEMO_SCENARIO_KEY = 'truck-parts-demo-scenario';
