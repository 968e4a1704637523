// Types of scripts/apache.mjs for the TypeScript that imports it (the Apache e2e).
export type Layout = 'same-origin' | 'cross-origin';

export interface E2eLayout {
  name: string;
  layout: Layout;
  sitePort: number;
  siteDir: string;
  backendUrl: string;
  /** Settings its build needs besides VITE_BACKEND_URL (the gated layouts' VITE_STAFF_GATE, STAFF_GATE_DIR). */
  buildEnv: Record<string, string>;
}

export interface ApacheSite {
  name: string;
  url: string;
  backendUrl: string;
  docroot: string;
}

export function backendUrlFor(layout: Layout, sitePort: number): string;
export function e2eLayouts(port?: number): E2eLayout[];
export function gateDirFor(port: number): string;
export function checkApache(): string;
export function startApache(options: {
  layouts: { name: string; layout: Layout; siteDir: string; sitePort: number }[];
  timeoutMs?: number;
}): Promise<{ dir: string; sites: ApacheSite[]; stop: () => Promise<void> }>;
