import { fileURLToPath } from 'node:url';

/** Debian's chromium, the one browser the bench and the e2e suites (playwright.config.ts) use (never a downloaded one). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What they start: chromium-launcher.sh, which runs CHROMIUM_PATH (the same default) with the
 * --disable-features lists of Playwright or chrome-launcher and ours below joined into one.
 */
export const CHROMIUM_LAUNCHER = fileURLToPath(new URL('./chromium-launcher.sh', import.meta.url));

/** Flags for an offline, quiet, headless chromium: nothing reaches the network but the servers we start. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // Chromium 15x loads the address bar's suggestion popup, a web page of its own, in a renderer of its own
  // for every window, so for every test's context, though a headless window never shows it (its cost:
  // docs/decisions.md, 'The test browser starts without the address bar's popup').
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/** Rejects after `ms` with a message naming the step, so no step can hang the bench. */
export function withTimeout<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} took longer than ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const median = (values: readonly (number | null | undefined)[]): number | null => {
  const sorted = values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? 0;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};
