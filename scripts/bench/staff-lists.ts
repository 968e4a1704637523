/**
 * The staff lists at the seed's size and at volume (5,000 parts, 10,000 enquiries and buy leads from
 * scripts/staff-volume.ts), for admin and subadmin, in chromium: time from the list's reply to its
 * first rows, DOM nodes, and the longest Event Timing interaction for typing a 10-character search,
 * a header sort, a page change, the status (or category) filter and opening a buy lead.
 * Budgets (docs/architecture.md): every interaction < 50 ms, < 3,000 DOM nodes, first rows within 300 ms.
 *
 * Called by scripts/bench.ts with the fake backend over HTTP; `node --import tsx scripts/bench/staff-lists.ts`
 * runs it alone (builds the app against the HTTP fake backend, measures, stops everything).
 */
import type { Browser, Page } from '@playwright/test';
import { isMain, messageOf } from '../lib/process';
import { makeStaffVolume, VOLUME, type StaffVolume } from '../staff-volume';
import { launchBrowser } from './browser-measures';
import { withTimeout } from './chromium';
import type { Store } from './servers';

export const STAFF_BUDGETS = { interactionMs: 50, domNodes: 3000, firstRowsMs: 300 };

interface List {
  name: string;
  path: string;
  script: string;
  query: string;
  sort: string;
  filter: { select?: string; button?: RegExp };
  expand?: boolean;
}
interface Role {
  id: string;
  base: string;
  sessionKey: string;
}
interface StaffEvent {
  name: string;
  start: number;
  duration: number;
}
type Interaction = 'search' | 'sort' | 'page' | 'filter' | 'expand';

export interface ListResult {
  list: string;
  role: string;
  total: string;
  firstRowsAfterReplyMs?: number;
  domNodes?: number;
  interactions: Partial<Record<Interaction, number>>;
  errors: string[];
  longestInteractionMs?: number;
  domNodesAfter?: number;
}

export interface StaffListsResult {
  volume: { parts: number; records: number };
  budgets: typeof STAFF_BUDGETS;
  sizes: { label: string; rows: ListResult[] }[];
}

const LISTS: List[] = [
  { name: 'parts', path: 'parts', script: 'parts.php', query: 'heavy duty', sort: 'Name', filter: { select: 'Category' } },
  { name: 'enquiries', path: 'inquiries', script: 'inquiries.php', query: 'rajesh pat', sort: 'Customer', filter: { button: /^Pending \(/ } },
  { name: 'buy leads', path: 'buy-leads', script: 'buy_leads.php', query: 'rajesh pat', sort: 'Part', filter: { button: /^Quoted \(/ }, expand: true },
];
const ROLES: Role[] = [
  { id: 'admin', base: '/admin', sessionKey: 'adminSession' },
  { id: 'subadmin', base: '/subadmin', sessionKey: 'subadminSession' },
];

const EVENT_TIMING = () => {
  const events: StaffEvent[] = [];
  (window as unknown as { __staffEvents: StaffEvent[] }).__staffEvents = events;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

/** The longest interaction that started after `since` (0 when every event was under 16 ms, the API's floor). */
async function longestSince(page: Page, since: number): Promise<number> {
  await page.waitForTimeout(400);
  const events = await page.evaluate(
    (from) => (window as unknown as { __staffEvents: StaffEvent[] }).__staffEvents.filter((entry) => entry.start >= from),
    since,
  );
  return Math.round(events.reduce((max, entry) => Math.max(max, entry.duration), 0));
}

const now = (page: Page) => page.evaluate(() => performance.now());

async function measureList(browser: Browser, baseUrl: string, role: Role, list: List): Promise<ListResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(({ key }) => window.sessionStorage.setItem(key, 'true'), { key: role.sessionKey });
    await context.addInitScript(EVENT_TIMING);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(`${role.base}/${list.path}`, baseUrl).href, { waitUntil: 'commit', timeout: 30_000 });
    const rowsAt = Number(await (await page.waitForFunction(() => (document.querySelector('table tbody tr td') ? performance.now() : false), null, { polling: 'raf', timeout: 60_000 })).jsonValue());
    const replyAt = await page.evaluate(
      (script) => Math.max(0, ...performance.getEntriesByType('resource').filter((entry) => entry.name.includes(`/${script}`)).map((entry) => (entry as PerformanceResourceTiming).responseEnd)),
      list.script,
    );
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const total = await page.locator('.pager-status').textContent();

    const result: ListResult = { list: list.name, role: role.id, total: (total ?? '').replace(/^Showing [\d,]+–[\d,]+ of /, '').replace(/,\s*page.*$/, '').trim(), firstRowsAfterReplyMs: Math.round(rowsAt - replyAt), domNodes, interactions: {}, errors };
    const search = page.getByRole('searchbox').first();
    await search.click();
    let since = await now(page);
    for (const char of list.query) {
      await page.keyboard.press(char === ' ' ? 'Space' : char);
      await page.waitForTimeout(120);
    }
    result.interactions.search = await longestSince(page, since);
    await search.fill('');
    await page.waitForTimeout(300);

    since = await now(page);
    await page.getByRole('button', { name: list.sort, exact: true }).click();
    result.interactions.sort = await longestSince(page, since);

    // At the seed's size a list may fit on one page: nothing to page to.
    const next = page.getByRole('button', { name: 'Next page' });
    if (await next.isEnabled()) {
      since = await now(page);
      await next.click();
      result.interactions.page = await longestSince(page, since);
    }

    since = await now(page);
    if (list.filter.button) {
      await page.getByRole('button', { name: list.filter.button }).click();
    } else {
      const select = page.getByLabel(list.filter.select ?? '', { exact: true });
      await select.focus();
      await page.keyboard.press('ArrowDown');
    }
    result.interactions.filter = await longestSince(page, since);

    if (list.expand) {
      since = await now(page);
      await page.getByRole('button', { name: /^Show details for/ }).first().click();
      result.interactions.expand = await longestSince(page, since);
    }
    result.longestInteractionMs = Math.max(0, ...Object.values(result.interactions));
    result.domNodesAfter = await page.evaluate(() => document.getElementsByTagName('*').length);
    return result;
  } finally {
    await context.close();
  }
}

/** Every list for both roles, at the seed size and then at volume. `store`: the HTTP fake backend's store (scripts/bench/mock-store.ts). */
export async function benchStaffLists({
  baseUrl,
  store,
  log = () => {},
}: {
  baseUrl: string;
  store: Store;
  log?: (line: string) => void;
}): Promise<StaffListsResult> {
  const browser = await withTimeout(launchBrowser(), 40_000, 'launching chromium');
  const sizes: StaffListsResult['sizes'] = [];
  const volumes: [string, StaffVolume | null][] = [
    ['seed', null],
    ['volume', makeStaffVolume()],
  ];
  try {
    for (const [label, volume] of volumes) {
      store.reset();
      if (volume) store.seedTables(volume);
      const rows: ListResult[] = [];
      for (const role of ROLES) {
        for (const list of LISTS) {
          rows.push(
            await withTimeout(measureList(browser, baseUrl, role, list), 120_000, `${role.id} ${list.name} (${label})`).catch(
              (error: unknown): ListResult => ({
                list: list.name,
                role: role.id,
                total: '?',
                interactions: {},
                errors: [messageOf(error).split('\n')[0] ?? ''],
                longestInteractionMs: Infinity,
              }),
            ),
          );
          const last = rows.at(-1);
          log(`  ${label} ${role.id} ${list.name}: ${JSON.stringify(last?.interactions)} first rows ${last?.firstRowsAfterReplyMs} ms, ${last?.domNodes} nodes`);
        }
      }
      sizes.push({ label, rows });
    }
  } finally {
    store.reset();
    await browser.close().catch(() => {});
  }
  return { volume: { parts: VOLUME.parts, records: VOLUME.records }, budgets: STAFF_BUDGETS, sizes };
}

/** Seed and volume side by side, one line per role and list. */
export function staffListsText(result: StaffListsResult): string {
  const [seed = { rows: [] }, volume = { rows: [] }] = result.sizes;
  const head = 'role      list        records (seed → volume)  first rows ms  DOM nodes     search  sort  page  filter  expand  (ms, seed → volume)';
  const lines = seed.rows.map((small, index) => {
    const large: ListResult = volume.rows[index] ?? { list: small.list, role: small.role, total: '?', interactions: {}, errors: [] };
    const pair = (key: Interaction) => `${small.interactions[key] ?? '–'}→${large.interactions[key] ?? '–'}`;
    // A list that could not be measured has no figures, and is never within budget.
    const ok =
      Number(large.longestInteractionMs) < STAFF_BUDGETS.interactionMs &&
      Number(large.domNodes) < STAFF_BUDGETS.domNodes &&
      Number(large.firstRowsAfterReplyMs) < STAFF_BUDGETS.firstRowsMs;
    return `${small.role.padEnd(9)} ${small.list.padEnd(11)} ${`${small.total} → ${large.total}`.padEnd(24)} ${`${small.firstRowsAfterReplyMs} → ${large.firstRowsAfterReplyMs}`.padEnd(14)} ${`${small.domNodes} → ${large.domNodes}`.padEnd(13)} ${pair('search').padEnd(7)} ${pair('sort').padEnd(5)} ${pair('page').padEnd(5)} ${pair('filter').padEnd(7)} ${pair('expand').padEnd(7)} ${ok ? 'within budget' : 'OVER BUDGET'}`;
  });
  return [`Staff lists (budgets at volume: interaction < ${STAFF_BUDGETS.interactionMs} ms, < ${STAFF_BUDGETS.domNodes} DOM nodes, first rows < ${STAFF_BUDGETS.firstRowsMs} ms after the reply; 0 = every event under 16 ms)`, head, ...lines].join('\n');
}

if (isMain(import.meta.url)) {
  const { freePort, startHttpBackend, startPreview, viteBuild } = await import('./servers');
  const backendPort = Number(process.env.BENCH_BACKEND_PORT ?? (await freePort()));
  const outDir = 'dist-bench/staff';
  await viteBuild({ outDir, env: { VITE_BACKEND_URL: `http://127.0.0.1:${backendPort}`, VITE_API_MOCKING: 'off' } });
  const backend = await startHttpBackend({ port: backendPort, log: console.log });
  if (!backend) throw new Error('the HTTP fake backend did not start');
  const app = await startPreview({ outDir, port: Number(process.env.BENCH_APP_PORT ?? (await freePort())) });
  try {
    const result = await benchStaffLists({ baseUrl: app.url, store: backend.store, log: console.log });
    console.log(`\n${staffListsText(result)}`);
  } finally {
    await app.stop();
    await backend.stop();
  }
  process.exit(0);
}
