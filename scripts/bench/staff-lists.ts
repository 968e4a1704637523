/**
 * The staff lists at the seed's size and at volume (5,000 parts, 10,000 enquiries and buy leads from
 * scripts/staff-volume.ts), for admin and subadmin, in chromium: time from the list's reply to its
 * first rows, DOM nodes, and the longest Event Timing interaction for typing a 10-character search,
 * a header sort, a page change, the status (or category) filter and opening a buy lead.
 * Budgets (docs/architecture.md): every interaction < 50 ms, < 3,000 DOM nodes, first rows within 300 ms.
 *
 * With `deskUrl` (a build with the lead desk on: VITE_STAFF_GATE=basic, its /desk/ proxied to the same fake
 * backend) every list is measured on both builds, desk off then on, in turn (A/B interleaved, the order
 * swapped on every other list): the enquiry and buy-lead lists then show Owner and next step, whose cells
 * the fake desk fills after the rows (at volume from mocks/desk-volume.ts: an owner and a step on each of
 * the 20,000 leads, 2,000 notes). The desk build's rows are timed as before, the cells' arrival after the
 * rows beside them, and DOM nodes counted once the cells are in. A screenshot of each admin list at volume
 * with the desk goes to /tmp/shots/bench/.
 *
 * Called by scripts/bench.ts with the fake backend over HTTP; `node --import tsx scripts/bench/staff-lists.ts`
 * runs it alone (builds both apps against the HTTP fake backend, measures, stops everything).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { deskVolume, watchVolume } from '../../mocks/desk-volume';
import { isMain, messageOf } from '../lib/process';
import { makeStaffVolume, VOLUME, type StaffVolume } from '../staff-volume';
import { launchBrowser } from './browser-measures';
import { withTimeout } from './chromium';
import { basicHeader, SEED_STAFF } from './desk-read';
import type { Store } from './servers';

export const STAFF_BUDGETS = { interactionMs: 50, domNodes: 3000, firstRowsMs: 300 };
export const DESK_VOLUME_NOTES = 2000;
const SHOTS = '/tmp/shots/bench';

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
  /** The login whose staff-lock credentials the app keeps (src/api/staff-credentials.ts), for the desk build. */
  lockKey: string;
  email: string;
}
type Desk = 'off' | 'on';
interface StaffEvent {
  name: string;
  start: number;
  duration: number;
}
type Interaction = 'search' | 'sort' | 'page' | 'filter' | 'expand';

export interface ListResult {
  list: string;
  role: string;
  desk: Desk;
  total: string;
  /**
   * Desk on: rows on the first page whose Owner and next step cell the desk filled, of the rows shown, when after
   * the first rows, and how long the desk's GET desk/leads took (request to reply, as the browser timed it).
   */
  deskCells?: { filled: number; rows: number; afterRowsMs: number; deskReplyMs: number | null };
  firstRowsAfterReplyMs?: number;
  domNodes?: number;
  /** The longest main-thread task from the start to the rows and cells drawn (0: none over 50 ms), e.g. the desk's index read. */
  longestTaskMs?: number;
  interactions: Partial<Record<Interaction, number>>;
  errors: string[];
  longestInteractionMs?: number;
  domNodesAfter?: number;
}

export interface StaffListsResult {
  volume: { parts: number; records: number; deskNotes: number | null };
  budgets: typeof STAFF_BUDGETS;
  sizes: { label: string; rows: ListResult[] }[];
}

const LISTS: List[] = [
  { name: 'parts', path: 'parts', script: 'parts.php', query: 'heavy duty', sort: 'Name', filter: { select: 'Category' } },
  { name: 'enquiries', path: 'inquiries', script: 'inquiries.php', query: 'rajesh pat', sort: 'Customer', filter: { button: /^Pending \(/ } },
  { name: 'buy leads', path: 'buy-leads', script: 'buy_leads.php', query: 'rajesh pat', sort: 'Part', filter: { button: /^Quoted \(/ }, expand: true },
];
const ROLES: Role[] = [
  { id: 'admin', base: '/admin', sessionKey: 'adminSession', lockKey: 'staffLock:login.php', email: 'admin@example.com' },
  { id: 'subadmin', base: '/subadmin', sessionKey: 'subadminSession', lockKey: 'staffLock:sadlogin.php', email: 'subadmin@example.com' },
];
/** The lists that show the desk's column (shared/lead-columns.tsx): the leads, not the parts. */
const hasDeskColumn = (list: List) => list.name !== 'parts';

const EVENT_TIMING = () => {
  const events: StaffEvent[] = [];
  (window as unknown as { __staffEvents: StaffEvent[] }).__staffEvents = events;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const tasks: number[] = [];
  (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
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

/** The desk cells of the first page once every row's is filled (or after 30 s, as far as they got). */
async function waitForDeskCells(page: Page, rowsAt: number): Promise<ListResult['deskCells']> {
  const count = () =>
    page.evaluate(() => {
      const column = [...document.querySelectorAll('table thead th')].findIndex((th) => th.textContent?.includes('Owner and next step'));
      const rows = [...document.querySelectorAll('table tbody tr')].filter((tr) => tr.children.length > column && column >= 0);
      const filled = rows.filter((tr) => (tr.children[column]?.textContent ?? '').trim() !== '').length;
      return { filled, rows: rows.length, at: performance.now() };
    });
  const deadline = Date.now() + 30_000;
  let seen = await count();
  while ((seen.rows === 0 || seen.filled < seen.rows) && Date.now() < deadline) {
    await page.waitForTimeout(50);
    seen = await count();
  }
  const deskReplyMs = await page.evaluate(() => {
    const [entry] = performance.getEntriesByType('resource').filter((item) => new URL(item.name).pathname === '/desk/leads');
    return entry ? Math.round((entry as PerformanceResourceTiming).responseEnd - entry.startTime) : null;
  });
  return { filled: seen.filled, rows: seen.rows, afterRowsMs: Math.round(seen.at - rowsAt), deskReplyMs };
}

async function measureList(browser: Browser, app: App, role: Role, list: List, shot: string | null): Promise<ListResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(({ key }) => window.sessionStorage.setItem(key, 'true'), { key: role.sessionKey });
    const staff = SEED_STAFF.find((item) => item.email === role.email);
    // As a login leaves them: only the desk build reads them (a build without the lock sends none).
    if (app.desk === 'on' && staff)
      await context.addInitScript(({ key, value }) => window.sessionStorage.setItem(key, value), { key: role.lockKey, value: basicHeader(staff) });
    await context.addInitScript(EVENT_TIMING);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(`${role.base}/${list.path}`, app.url).href, { waitUntil: 'commit', timeout: 30_000 });
    const rowsAt = Number(await (await page.waitForFunction(() => (document.querySelector('table tbody tr td') ? performance.now() : false), null, { polling: 'raf', timeout: 60_000 })).jsonValue());
    // The reply the rows were drawn from: the last of the list's replies that had arrived when they drew (a later
    // one, e.g. the list asked again when the desk's answer came, is not what drew them).
    const replyAt = await page.evaluate(
      ({ script, rowsAt: drawn }) =>
        Math.max(
          0,
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes(`/${script}`))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
            .filter((end) => end > 0 && end <= drawn),
        ),
      { script: list.script, rowsAt },
    );
    const deskCells = app.desk === 'on' && hasDeskColumn(list) ? await waitForDeskCells(page, rowsAt) : undefined;
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const longestTaskMs = await page.evaluate(() => Math.round(Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks)));
    const total = await page.locator('.pager-status').textContent();
    if (shot) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${shot}.png` });
    }

    const result: ListResult = {
      list: list.name,
      role: role.id,
      desk: app.desk,
      total: (total ?? '').replace(/^Showing [\d,]+–[\d,]+ of /, '').replace(/,\s*page.*$/, '').trim(),
      firstRowsAfterReplyMs: Math.round(rowsAt - replyAt),
      domNodes,
      longestTaskMs,
      interactions: {},
      errors,
      ...(deskCells ? { deskCells } : {}),
    };
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

interface App {
  url: string;
  desk: Desk;
}

/** The volume's leads and their desk rows: an owner and a next step on each, DESK_VOLUME_NOTES notes. */
function withDesk(volume: StaffVolume) {
  const leads = [
    ...volume.inquiries.map((row) => ({ kind: 'inquiries' as const, id: row.id })),
    ...volume.buy_leads.map((row) => ({ kind: 'buyLeads' as const, id: row.id })),
  ];
  return { ...volume, ...deskVolume(leads, { notes: DESK_VOLUME_NOTES }), ...openArrivals(volume) };
}

/**
 * The desk's watch as it would be after watching all along: the volume's open leads its arrivals, two of them
 * new since the staff last looked (mocks/desk-volume.ts, watchVolume), not ten thousand found at a first look.
 */
export const openArrivals = (volume: StaffVolume) =>
  watchVolume([
    ...volume.inquiries.filter((row) => row.status === 'pending').map((row) => ({ kind: 'inquiries' as const, row })),
    ...volume.buy_leads.filter((row) => row.status === 'new').map((row) => ({ kind: 'buyLeads' as const, row })),
  ]);

/**
 * Every list for both roles, at the seed size and then at volume; with `deskUrl`, on the desk build too.
 * `store`: the HTTP fake backend's store (scripts/bench/mock-store.ts), which both builds read.
 */
export async function benchStaffLists({
  baseUrl,
  deskUrl,
  store,
  log = () => {},
}: {
  baseUrl: string;
  deskUrl?: string;
  store: Store;
  log?: (line: string) => void;
}): Promise<StaffListsResult> {
  const browser = await withTimeout(launchBrowser(), 40_000, 'launching chromium');
  const sizes: StaffListsResult['sizes'] = [];
  const volumes: [string, StaffVolume | null][] = [
    ['seed', null],
    ['volume', makeStaffVolume()],
  ];
  const apps: App[] = [{ url: baseUrl, desk: 'off' }, ...(deskUrl ? [{ url: deskUrl, desk: 'on' as const }] : [])];
  try {
    for (const [label, volume] of volumes) {
      store.reset();
      if (volume) store.seedTables(deskUrl ? withDesk(volume) : volume);
      const rows: ListResult[] = [];
      let turn = 0;
      for (const role of ROLES) {
        for (const list of LISTS) {
          turn += 1;
          const measured: ListResult[] = [];
          for (const app of turn % 2 ? apps : [...apps].reverse()) {
            const shot = volume && app.desk === 'on' && role.id === 'admin' ? `${list.path}-volume-desk-1280` : null;
            measured.push(
              await withTimeout(measureList(browser, app, role, list, shot), 120_000, `${role.id} ${list.name} (${label}, desk ${app.desk})`).catch(
                (error: unknown): ListResult => ({
                  list: list.name,
                  role: role.id,
                  desk: app.desk,
                  total: '?',
                  interactions: {},
                  errors: [messageOf(error).split('\n')[0] ?? ''],
                  longestInteractionMs: Infinity,
                }),
              ),
            );
            const last = measured.at(-1);
            log(
              `  ${label} ${role.id} ${list.name} desk ${app.desk}: ${JSON.stringify(last?.interactions)} first rows ${last?.firstRowsAfterReplyMs} ms, ${last?.domNodes} nodes, longest task ${last?.longestTaskMs} ms${last?.deskCells ? `, desk cells ${last.deskCells.filled}/${last.deskCells.rows} ${last.deskCells.afterRowsMs} ms after the rows` : ''}`,
            );
          }
          rows.push(...measured.sort((a, b) => (a.desk === 'off' ? -1 : b.desk === 'off' ? 1 : 0)));
        }
      }
      sizes.push({ label, rows });
    }
  } finally {
    store.reset();
    await browser.close().catch(() => {});
  }
  return { volume: { parts: VOLUME.parts, records: VOLUME.records, deskNotes: deskUrl ? DESK_VOLUME_NOTES : null }, budgets: STAFF_BUDGETS, sizes };
}

/** Seed and volume side by side, one line per role and list. */
export function staffListsText(result: StaffListsResult): string {
  const [seed = { rows: [] }, volume = { rows: [] }] = result.sizes;
  const head =
    'role      list        desk records (seed → volume)  first rows ms  DOM nodes     longest task  search  sort  page  filter  expand  (ms, seed → volume)  desk cells filled, ms after the rows (desk: its reply ms) (seed → volume)';
  const cells = (row: ListResult) =>
    row.deskCells ? `${row.deskCells.filled}/${row.deskCells.rows} +${row.deskCells.afterRowsMs} (desk ${row.deskCells.deskReplyMs ?? '?'})` : '–';
  const lines = seed.rows.map((small, index) => {
    const large: ListResult = volume.rows[index] ?? { list: small.list, role: small.role, desk: small.desk, total: '?', interactions: {}, errors: [] };
    const pair = (key: Interaction) => `${small.interactions[key] ?? '–'}→${large.interactions[key] ?? '–'}`;
    // A list that could not be measured has no figures, and is never within budget.
    const ok =
      Number(large.longestInteractionMs) < STAFF_BUDGETS.interactionMs &&
      Number(large.domNodes) < STAFF_BUDGETS.domNodes &&
      Number(large.firstRowsAfterReplyMs) < STAFF_BUDGETS.firstRowsMs;
    const desk = small.deskCells || large.deskCells ? `  ${cells(small)} → ${cells(large)}` : '';
    return `${small.role.padEnd(9)} ${small.list.padEnd(11)} ${small.desk.padEnd(4)} ${`${small.total} → ${large.total}`.padEnd(24)} ${`${small.firstRowsAfterReplyMs} → ${large.firstRowsAfterReplyMs}`.padEnd(14)} ${`${small.domNodes} → ${large.domNodes}`.padEnd(13)} ${`${small.longestTaskMs ?? '–'} → ${large.longestTaskMs ?? '–'}`.padEnd(13)} ${pair('search').padEnd(7)} ${pair('sort').padEnd(5)} ${pair('page').padEnd(5)} ${pair('filter').padEnd(7)} ${pair('expand').padEnd(7)} ${ok ? 'within budget' : 'OVER BUDGET'}${desk}`;
  });
  const deskNote = result.volume.deskNotes === null ? '' : `; desk on: an owner and a next step on every lead, ${result.volume.deskNotes.toLocaleString('en')} notes at volume`;
  return [`Staff lists (budgets at volume: interaction < ${STAFF_BUDGETS.interactionMs} ms, < ${STAFF_BUDGETS.domNodes} DOM nodes, first rows < ${STAFF_BUDGETS.firstRowsMs} ms after the reply; 0 = every event under 16 ms${deskNote})`, head, ...lines].join('\n');
}

/**
 * The build with the lead desk on against the HTTP fake backend: the staff lock's setting turns the desk on
 * (vite.config.ts); its folder is never read here, since the fake desk checks the seed's logins.
 */
export const deskBuildEnv = (backendUrl: string) => ({
  VITE_BACKEND_URL: backendUrl,
  VITE_API_MOCKING: 'off',
  VITE_STAFF_GATE: 'basic',
  STAFF_GATE_DIR: '/tmp/truck-parts-bench-no-gate',
});

if (isMain(import.meta.url)) {
  const { freePort, startHttpBackend, startPreview, viteBuild } = await import('./servers');
  const backendPort = Number(process.env.BENCH_BACKEND_PORT ?? (await freePort()));
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const outDir = 'dist-bench/staff';
  const deskDir = 'dist-bench/staff-desk';
  await viteBuild({ outDir, env: { VITE_BACKEND_URL: backendUrl, VITE_API_MOCKING: 'off' } });
  await viteBuild({ outDir: deskDir, env: deskBuildEnv(backendUrl) });
  const backend = await startHttpBackend({ port: backendPort, log: console.log });
  if (!backend) throw new Error('the HTTP fake backend did not start');
  const app = await startPreview({ outDir, port: Number(process.env.BENCH_APP_PORT ?? (await freePort())) });
  const deskApp = await startPreview({ outDir: deskDir, port: await freePort(), proxy: { '/desk/': backend.url } });
  try {
    const result = await benchStaffLists({ baseUrl: app.url, deskUrl: deskApp.url, store: backend.store, log: console.log });
    console.log(`\n${staffListsText(result)}`);
  } finally {
    await deskApp.stop();
    await app.stop();
    await backend.stop();
  }
  process.exit(0);
}
