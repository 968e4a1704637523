/**
 * Measurements in Debian's chromium through Playwright: what each route really downloads on a
 * first visit (the cross-check of the chunk graph), and the catalogue at 5,000 parts.
 */
import { loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext, type Response } from '@playwright/test';
import type { Route, RouteLoad } from '../size-budget';
import { CHROMIUM_FLAGS, CHROMIUM_LAUNCHER } from './chromium';

export async function launchBrowser(): Promise<Browser> {
  // Playwright adds its own headless flag; the rest are the bench's offline flags.
  return chromium.launch({ executablePath: CHROMIUM_LAUNCHER, args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')), timeout: 30_000 });
}

const STAFF_SESSION = () => window.sessionStorage.setItem('adminSession', 'true');
const fileOf = (url: string) => new URL(url).pathname.replace(/^\//, '');
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Loads `route` in a fresh context (cold cache) and records every JS and CSS response of the app's
 * origin: the file, the bytes on the wire (gzip from vite preview) and whether a service worker served it.
 */
export interface ObservedFile {
  file: string;
  type: 'js' | 'css';
  status: number;
  transferKb: number | null;
  fromServiceWorker: boolean;
  encoding: string;
}

export interface ObservedRoute {
  path: string;
  ready: boolean;
  files: ObservedFile[];
  errors: string[];
  finalUrl: string;
}

export async function observeRoute(
  browser: Browser,
  baseUrl: string,
  route: Route,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<ObservedRoute> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await prepare?.(context);
    if (route.staff) await context.addInitScript(STAFF_SESSION);
    const page = await context.newPage();
    const origin = new URL(baseUrl).origin;
    const responses: Response[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if ((type === 'script' || type === 'stylesheet') && response.url().startsWith(origin)) responses.push(response);
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(route.path, baseUrl).href, { waitUntil: 'networkidle', timeout: 30_000 });
    const ready = await page
      .waitForSelector(route.ready, { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    const files: ObservedFile[] = [];
    for (const response of responses) {
      const sizes = await response.request().sizes().catch(() => null);
      files.push({
        file: fileOf(response.url()),
        type: response.request().resourceType() === 'script' ? 'js' : 'css',
        status: response.status(),
        transferKb: sizes ? kb(sizes.responseBodySize) : null,
        fromServiceWorker: response.fromServiceWorker(),
        encoding: (await response.headerValue('content-encoding').catch(() => null)) ?? 'identity',
      });
    }
    return { path: route.path, ready, files, errors, finalUrl: page.url() };
  } finally {
    await context.close();
  }
}

/** Lighthouse's mobile conditions (Slow 4G: 150 ms round trip, 1.6 Mbps down, 750 Kbps up; a 4x slower CPU), applied by chromium itself. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * The first and largest contentful paint of `path` in a fresh context at 412 px, with chromium
 * throttling the network and the CPU as it goes. Lighthouse estimates the same pair from a fast load
 * (its simulation counts every script that arrived before the paint it saw), so a page whose picture
 * is painted before the app's code by its early script gets either figure from it depending on which
 * came first on this machine; here the order is the one a phone on that link sees.
 */
export interface Paints {
  fcpMs: number | null;
  lcpMs: number | null;
  lcpUrl: string | null;
}

export async function measurePaints(browser: Browser, baseUrl: string, path: string): Promise<Paints> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle', timeout: 60_000 });
    return await page.evaluate(
      () =>
        new Promise<Paints>((resolve) => {
          const fcp = window.performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
          new window.PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as LargestContentfulPaint | undefined;
            resolve({ fcpMs: fcp === null ? null : Math.round(fcp), lcpMs: last ? Math.round(last.startTime) : null, lcpUrl: last?.url || null });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

/**
 * Compares what chromium fetched with what the chunk graph says the route loads. `demoOnly`: files
 * only the demo build's fake backend loads, counted apart.
 */
export interface CrossCheck {
  path: string;
  rendered: boolean;
  jsTransferKb: number;
  cssTransferKb: number;
  fakeBackendJsKb: number;
  laterJsKb: number;
  laterMissing: string[];
  requests: number;
  missing: string[];
  extra: string[];
  servedByServiceWorker: number;
  pageErrors: string[];
  finalUrl: string;
}

export function crossCheck(staticRoute: Omit<RouteLoad, 'modules'>, observed: ObservedRoute, demoOnly = new Set<string>()): CrossCheck {
  const graph = new Map([...staticRoute.js, ...staticRoute.css].map((item) => [item.file, item]));
  // What the page loads after its first screen (the route's `later`) is counted apart, as the budget does.
  const later = new Map((staticRoute.later ?? []).map((item) => [item.file, item]));
  // A chunk the route needs counts for the route even when the fake backend shares it.
  const isDemoOnly = (file: string) => demoOnly.has(file) && !graph.has(file);
  const appFiles = observed.files.filter((item) => !isDemoOnly(item.file) && !later.has(item.file));
  const seen = new Set(appFiles.map((item) => item.file));
  // A response a service worker served has no wire size of its own: the file's gzip size stands in.
  const bytes = (item: ObservedFile) => (item.fromServiceWorker || item.transferKb === null ? (graph.get(item.file)?.gzipKb ?? 0) : item.transferKb) * 1024;
  const sum = (type: ObservedFile['type'], files = appFiles) => kb(files.filter((item) => item.type === type).reduce((total, item) => total + bytes(item), 0));
  return {
    path: observed.path,
    rendered: observed.ready,
    jsTransferKb: sum('js'),
    cssTransferKb: sum('css'),
    fakeBackendJsKb: sum('js', observed.files.filter((item) => isDemoOnly(item.file))),
    laterJsKb: kb(observed.files.filter((item) => later.has(item.file)).reduce((total, item) => total + (item.transferKb ?? later.get(item.file)?.gzipKb ?? 0) * 1024, 0)),
    laterMissing: [...later.keys()].filter((file) => !observed.files.some((item) => item.file === file)),
    requests: appFiles.length,
    missing: [...graph.keys()].filter((file) => !seen.has(file)),
    extra: [...seen].filter((file) => !graph.has(file)),
    servedByServiceWorker: observed.files.filter((item) => item.fromServiceWorker).length,
    pageErrors: observed.errors,
    finalUrl: observed.finalUrl,
  };
}

const KEYBOARD_EVENTS = new Set(['keydown', 'keypress', 'keyup', 'beforeinput', 'input']);

interface BenchEvent {
  name: string;
  duration: number;
  startTime: number;
  interactionId: number;
  inputDelay: number;
  processing: number;
}

/** Collects Event Timing entries (the data behind INP) from the start of the page. */
const EVENT_TIMING = () => {
  const events: BenchEvent[] = [];
  (window as unknown as { __benchEvents: BenchEvent[] }).__benchEvents = events;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      events.push({
        name: entry.name,
        duration: entry.duration,
        startTime: entry.startTime,
        interactionId: entry.interactionId ?? 0,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

const CARD = 'article[id^="part-"]';

/**
 * The catalogue with `parts` (the fake backend already holds them, or `seedScript` puts them in
 * the demo store before the app starts): time to first results, the longest keyboard interaction
 * while typing `query`, DOM nodes and cards. `cpuSlowdown` > 1 emulates a slower phone CPU.
 */
export interface SeedScript {
  fn: (arg: { key: string; value: string }) => void;
  arg: { key: string; value: string };
}

export interface CatalogPage {
  domNodes: number;
  cards: number;
  status: string;
}

export interface CatalogRound {
  loadAverage: number;
  cpuSlowdown: number;
  query: string;
  typing: string;
  firstResultsColdMs: number;
  firstResultsWarmMs: number;
  afterLoad: CatalogPage;
  afterTyping: CatalogPage & { value: string | null };
  longestKeyboardEventMs: number;
  worstInteraction: { name: string; durationMs: number; inputDelayMs: number; processingMs: number; presentationDelayMs: number }[];
  interactions: number;
  interactionsOver50ms: number;
  keyboardEntriesOver16ms: number;
  otherSlowEvents: string[];
  pageErrors: string[];
}

export async function measureCatalog(
  browser: Browser,
  {
    baseUrl,
    query,
    seedScript,
    cpuSlowdown = 1,
    keyDelayMs = 120,
    pauseAfter = [3, 7],
    pauseMs = 450,
  }: {
    baseUrl: string;
    query: string;
    seedScript: SeedScript | null;
    cpuSlowdown?: number;
    keyDelayMs?: number;
    pauseAfter?: number[];
    pauseMs?: number;
  },
): Promise<CatalogRound> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (seedScript) await context.addInitScript(seedScript.fn, seedScript.arg);
    await context.addInitScript(EVENT_TIMING);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const url = new URL('/catalog', baseUrl).href;
    const firstResults = async () => {
      await page.goto(url, { waitUntil: 'commit', timeout: 30_000 });
      const handle = await page.waitForFunction((selector) => (document.querySelector(selector) ? performance.now() : false), CARD, { polling: 'raf', timeout: 45_000 });
      return Math.round(Number(await handle.jsonValue()));
    };
    const cdp = cpuSlowdown > 1 ? await context.newCDPSession(page) : null;
    if (cdp) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // A first visit (cold HTTP cache; the demo build also installs its service worker), then a reload.
    const coldMs = await firstResults();
    const warmMs = await firstResults();
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const afterLoad = await page.evaluate((selector) => ({
      domNodes: document.getElementsByTagName('*').length,
      cards: document.querySelectorAll(selector).length,
      status: (document.body.innerText.match(/Showing [\d,]+ of [\d,]+ parts?/) ?? [''])[0],
    }), CARD);

    const search = page.locator('input[type="search"]').first();
    await search.click({ timeout: 10_000 });
    await page.waitForTimeout(300);
    const typingStart = await page.evaluate(() => performance.now());
    for (const [index, char] of [...query].entries()) {
      // A letter no US key has (Devanagari) goes in as an input method would put it: beforeinput and input.
      if (/^[\x20-\x7e]$/.test(char)) await page.keyboard.press(char === ' ' ? 'Space' : char);
      else await page.keyboard.insertText(char);
      await page.waitForTimeout(pauseAfter.includes(index + 1) ? pauseMs : keyDelayMs);
    }
    // Let the debounced search answer and render, then a little longer for late entries.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await page.waitForTimeout(1200);
    const events = (await page.evaluate(() => (window as unknown as { __benchEvents: BenchEvent[] }).__benchEvents)).filter(
      (entry) => entry.startTime >= typingStart,
    );
    const keyboard = events.filter((entry) => KEYBOARD_EVENTS.has(entry.name));
    const byInteraction = new Map<number, number>();
    for (const entry of keyboard.filter((item) => item.interactionId > 0)) {
      byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration));
    }
    const worst = keyboard.reduce<BenchEvent | null>((max, entry) => (entry.duration > (max?.duration ?? -1) ? entry : max), null);
    const round = (value: number) => Math.round(value * 10) / 10;
    // Every entry of the worst interaction, to tell input delay, handlers and rendering apart.
    const worstInteraction = worst
      ? events
          .filter((entry) => (worst.interactionId ? entry.interactionId === worst.interactionId : entry === worst) || (entry.startTime === worst.startTime && entry.name !== worst.name))
          .map((entry) => ({
            name: entry.name,
            durationMs: round(entry.duration),
            inputDelayMs: round(entry.inputDelay),
            processingMs: round(entry.processing),
            presentationDelayMs: round(entry.duration - entry.inputDelay - entry.processing),
          }))
      : [];
    const afterTyping = await page.evaluate((selector) => ({
      domNodes: document.getElementsByTagName('*').length,
      cards: document.querySelectorAll(selector).length,
      status: (document.body.innerText.match(/Showing [\d,]+ of [\d,]+ parts?/) ?? [''])[0],
      value: document.querySelector<HTMLInputElement>('input[type="search"]')?.value ?? null,
    }), CARD);
    if (cdp) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      loadAverage: Number((loadavg()[0] ?? 0).toFixed(2)),
      cpuSlowdown,
      query,
      typing: `${query.length} keys, ${keyDelayMs} ms apart, ${pauseMs} ms pauses after keys ${pauseAfter.join(' and ')}`,
      firstResultsColdMs: coldMs,
      firstResultsWarmMs: warmMs,
      afterLoad,
      afterTyping,
      // Entries are only reported from 16 ms (the Event Timing API's floor): none means every event was faster.
      longestKeyboardEventMs: worst ? Math.round(worst.duration) : 0,
      worstInteraction,
      interactions: byInteraction.size,
      interactionsOver50ms: [...byInteraction.values()].filter((value) => value >= 50).length,
      keyboardEntriesOver16ms: keyboard.length,
      otherSlowEvents: events.filter((entry) => !KEYBOARD_EVENTS.has(entry.name)).map((entry) => `${entry.name} ${Math.round(entry.duration)} ms`),
      pageErrors: errors,
    };
  } finally {
    await context.close();
  }
}

/** The seed script for the demo build: the 5,000 parts go into its persisted store before it starts. */
export function demoStoreSeed(parts: unknown[]): SeedScript {
  return {
    fn: ({ key, value }) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    arg: { key: 'truck-parts-demo-db-v1', value: JSON.stringify({ parts }) },
  };
}

