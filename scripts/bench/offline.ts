/**
 * The offline site, in Debian's chromium on the build for a real backend (the HTTP fake
 * backend): whether chromium finds the site installable (Lighthouse 12 has no PWA audits any more;
 * this is the browser's own check they used, CDP Page.getInstallabilityErrors), the bytes the worker
 * stores after a typical visit, and a repeat visit to /catalog with no network: from the navigation
 * to the first part card on screen, median of 5.
 *
 * Alone: `node --import tsx scripts/bench/offline.ts` (builds dist-bench/http, serves it, measures, stops).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { isMain } from '../lib/process';
import { CHROMIUM_FLAGS, CHROMIUM_LAUNCHER, median, withTimeout } from './chromium';

/** The pages of a typical visit: home, the catalogue, a part, the blog, a post, the enquiry form. */
const VISIT = ['/', '/catalog', '/catalog/1', '/blog', '/blog/1', '/inquiry'];
const RUNS = 5;

async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** What Cache Storage holds, per cache: entries and bytes of the bodies. */
interface CacheBytes {
  entries: number;
  bytes: number;
  opaque: number;
}

const cacheBytes = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, CacheBytes> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      let bytes = 0;
      let opaque = 0;
      const keys = await cache.keys();
      for (const request of keys) {
        const response = await cache.match(request);
        if (response?.type === 'opaque') opaque += 1;
        else if (response) bytes += (await response.blob()).size;
      }
      out[name] = { entries: keys.length, bytes, opaque };
    }
    return out;
  });

export interface OfflineResult {
  installable: boolean;
  installabilityErrors: unknown[];
  storedBytes: number;
  caches: Record<string, CacheBytes>;
  storageEstimateBytes: number | null;
  offlineCatalogMs: { runs: number[]; median: number | null };
}

export async function benchOffline({ baseUrl, log = () => {} }: { baseUrl: string; log?: (line: string) => void }): Promise<OfflineResult> {
  // A profile on disk, as a visitor's: chromium never finds a site installable in an incognito context.
  const profile = mkdtempSync(join(tmpdir(), 'bench-offline-'));
  const context = await withTimeout(
    chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_LAUNCHER, args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')), viewport: { width: 390, height: 844 }, isMobile: true, timeout: 30_000 }),
    40_000,
    'launching chromium',
  );
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(new URL('/', baseUrl).href, { waitUntil: 'load' });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    await waitForWorker(page);
    for (const path of VISIT) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    }
    const caches = await cacheBytes(page);
    const estimate = await page.evaluate(() => navigator.storage.estimate().then(({ usage }) => usage ?? null));
    log(`  offline: installable ${installabilityErrors.length === 0 ? 'yes' : JSON.stringify(installabilityErrors)}; stored after a typical visit ${JSON.stringify(caches)}`);

    await context.setOffline(true);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto('about:blank');
      await page.goto(new URL('/catalog', baseUrl).href, { waitUntil: 'commit' });
      await page.locator('article').first().waitFor({ timeout: 15_000 });
      times.push(await page.evaluate(() => Math.round(performance.now())));
    }
    await context.setOffline(false);
    const result = {
      installable: installabilityErrors.length === 0,
      installabilityErrors,
      storedBytes: Object.values(caches).reduce((sum, cache) => sum + cache.bytes, 0),
      caches,
      storageEstimateBytes: estimate,
      offlineCatalogMs: { runs: times, median: median(times) },
    };
    log(`  offline: /catalog with no network, first part card at ${result.offlineCatalogMs.median} ms (median of ${RUNS}: ${times.join(', ')})`);
    return result;
  } finally {
    await context.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const { freePort, startHttpBackend, startPreview, viteBuild } = await import('./servers');
  const port = await freePort();
  const log = (line: string) => console.log(line);
  await viteBuild({ outDir: 'dist-bench/http', env: { VITE_BACKEND_URL: `http://127.0.0.1:${port}`, VITE_API_MOCKING: 'off' } });
  const backend = await startHttpBackend({ port, log });
  if (!backend) throw new Error('the HTTP fake backend did not start');
  const app = await startPreview({ outDir: 'dist-bench/http', port: await freePort() });
  try {
    const result = await benchOffline({ baseUrl: app.url, log });
    console.log(JSON.stringify(result, null, 1));
  } finally {
    await app.stop();
    await backend.stop();
  }
}
