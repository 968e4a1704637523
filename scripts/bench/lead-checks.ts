/**
 * The back office's new-lead checks and the dashboard's trend, at the seed's size and at
 * volume (10,000 enquiries and 10,000 buy leads from scripts/staff-volume.ts), in chromium:
 * - per check: what it requests, its bytes (as sent, and gzipped as Apache's mod_deflate would at
 *   level 6), and its main-thread time (chromium's main-thread CPU time around one check the page's
 *   clock sets off, less the same steps without a check); an hour of an open back office at one check a minute (visible) and one every five (hidden),
 *   each kind spaced one interval more per thousand of its open leads;
 * - the dashboard: time from the later of the two lists' replies to its trend table on screen.
 * Budgets: < 10 MB an hour gzipped (visible), < 16 ms of main thread per check, dashboard < 300 ms.
 *
 * Called by scripts/bench.ts with the fake backend over HTTP; `node --import tsx scripts/bench/lead-checks.ts`
 * runs it alone (builds the app against the HTTP fake backend, measures, stops everything).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';
import { isMain } from '../lib/process';
import { makeStaffVolume, type StaffVolume } from '../staff-volume';
import { launchBrowser } from './browser-measures';
import { median, withTimeout } from './chromium';
import type { Store } from './servers';
import { openArrivals } from './staff-lists';

interface Bytes {
  raw: number;
  gzip: number;
}

export interface LeadCheckSize {
  label: string;
  records: number;
  open: number;
  checkBytes: Bytes;
  tabOpenBytes: Bytes;
  gzipBytesPerHour: { visible: number; hidden: number };
  mainThreadMsPerCheck: { median: number | null; rounds: number[] };
  dashboardMs: { median: number | null; rounds: number[] };
  /** The same back office on the desk build: its check is one GET desk/news?since=… (issue #66). */
  desk?: { checkBytes: Bytes; tabOpenBytes: Bytes; gzipBytesPerHour: { visible: number; hidden: number }; mainThreadMsPerCheck: { median: number | null; rounds: number[] } };
}

export interface LeadChecksResult {
  checks: string[];
  budgets: typeof LEAD_CHECK_BUDGETS;
  sizes: LeadCheckSize[];
}

/** A lead as the backend lists it; the bench reads its id and status. */
interface LeadRow {
  id: number | string;
  status: string;
}

export const LEAD_CHECK_BUDGETS = { gzipBytesPerHour: 10 * 1024 * 1024, mainThreadMsPerCheck: 16, dashboardMs: 300, checkBytes: 10 * 1024 };
/**
 * What one check requests (src/features/staff/alerts/lead-check.ts): each kind's open leads, by the list
 * call's status filter. That is all the alerts read, when a tab opens too; the full lists are read by
 * the screens that show them (the dashboard, the lists), which the dashboard row times.
 */
const CHECKS = ['inquiries.php?status=pending', 'buy_leads.php?status=new'];
const CHECKS_PER_HOUR = { visible: 60, hidden: 12 };
/** The app checks a kind one interval later for each thousand of its open leads (OPEN_LEADS_PER_INTERVAL in lead-check.ts). */
const OPEN_LEADS_PER_INTERVAL = 1_000;
const intervals = (open: number) => 1 + Math.floor(open / OPEN_LEADS_PER_INTERVAL);
const ROUNDS = 3;

/** A reply's bytes as sent (status line and headers, never compressed, plus the body) and with the body gzipped. */
async function replyBytes(url: string): Promise<Bytes> {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const head = `HTTP/1.1 ${response.status} ${response.statusText}\r\n${[...response.headers].map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`.length;
  return { raw: head + body.length, gzip: head + gzipSync(body, { level: 6 }).length };
}

const add = (a: Bytes, b: Bytes): Bytes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });

/**
 * One check of both kinds (a tab opening reads the same), and an hour's gzipped bytes visible and hidden,
 * each kind at its own pace (`open`: its open leads, in CHECKS' order).
 */
async function checkBytes(backendUrl: string, open: number[]): Promise<{ check: Bytes; tabOpen: Bytes; hour: { visible: number; hidden: number } }> {
  let check = { raw: 0, gzip: 0 };
  const hour = { visible: 0, hidden: 0 };
  for (const [index, path] of CHECKS.entries()) {
    const bytes = await replyBytes(`${backendUrl}/${path}`);
    check = add(check, bytes);
    hour.visible += (bytes.gzip * CHECKS_PER_HOUR.visible) / intervals(open[index]!);
    hour.hidden += (bytes.gzip * CHECKS_PER_HOUR.hidden) / intervals(open[index]!);
  }
  return { check, tabOpen: check, hour };
}

const isCheck = (backendUrl: string) => (response: Response) => CHECKS.some((path) => response.url() === `${backendUrl}/${path}`);
/** The desk build's check: one GET desk/news (src/api/desk), whatever its `since`. */
const isDeskCheck = (response: Response) => new URL(response.url()).pathname === '/desk/news';
const ADMIN_LOCK = { key: 'staffLock:login.php', email: 'admin@example.com' };

/**
 * The desk build's check at rest (nothing new since the tab's last one), and a tab opening (news with no
 * `since`, then the unseen list): each kind no longer pays for its open leads, so no spacing either.
 */
async function deskCheckBytes(deskUrl: string, authorization: string) {
  const get = async (path: string) => {
    const response = await fetch(`${deskUrl}/${path}`, { headers: { Authorization: authorization } });
    const body = Buffer.from(await response.arrayBuffer());
    const head = `HTTP/1.1 ${response.status} ${response.statusText}\r\n${[...response.headers].map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`.length;
    return { bytes: { raw: head + body.length, gzip: head + gzipSync(body, { level: 6 }).length }, json: JSON.parse(body.toString()) as { seq?: number } };
  };
  const opened = await get('desk/news');
  const unseen = await get('desk/unseen');
  const check = (await get(`desk/news?since=${opened.json.seq ?? 0}`)).bytes;
  return {
    check,
    tabOpen: add(opened.bytes, unseen.bytes),
    hour: { visible: check.gzip * CHECKS_PER_HOUR.visible, hidden: check.gzip * CHECKS_PER_HOUR.hidden },
  };
}

/** Main-thread CPU ms of one check, set off by moving the page's clock to the next once-a-minute check. */
async function checkMainThread(
  browser: Browser,
  baseUrl: string,
  isCheckReply: (response: Response) => boolean,
  checks: number,
  intervalMs: number,
  lock?: string,
): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(() => window.sessionStorage.setItem('adminSession', 'true'));
    // As the admin's login leaves it on the desk build (only that build sends it).
    if (lock) await context.addInitScript(({ key, value }) => window.sessionStorage.setItem(key, value), { key: ADMIN_LOCK.key, value: lock });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    // ThreadTime: the renderer main thread's CPU time, which a busy machine's waits do not inflate (TaskDuration's wall time does).
    const taskMs = async () =>
      ((await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? NaN) * 1000;
    await page.clock.install();
    // A staff page that fetches no leads itself, so only the checks move.
    const first = Promise.all(Array.from({ length: checks }, () => page.waitForResponse(isCheckReply, { timeout: 60_000 })));
    await page.goto(new URL('/admin/brochures', baseUrl).href, { waitUntil: 'load', timeout: 60_000 });
    await first;
    await page.waitForTimeout(1500);
    const rounds: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // The same steps with no check in them (a second on the clock): what the measuring itself costs.
      let before = await taskMs();
      await page.clock.fastForward(1_000);
      await page.waitForTimeout(1_200);
      const idle = (await taskMs()) - before;
      before = await taskMs();
      const replies = Array.from({ length: checks }, () => page.waitForResponse(isCheckReply, { timeout: 60_000 }));
      await page.clock.fastForward(intervalMs);
      await Promise.all(replies.map(async (reply) => (await reply).finished()));
      await page.waitForTimeout(1_200);
      rounds.push(Math.max(0, Math.round((await taskMs()) - before - idle)));
    }
    return rounds;
  } finally {
    await context.close();
  }
}

/** Time from the later list reply to the dashboard's week table in the DOM. */
async function dashboardMs(browser: Browser, baseUrl: string, backendUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(() => window.sessionStorage.setItem('adminSession', 'true'));
    const page = await context.newPage();
    await page.goto(new URL('/admin/dashboard', baseUrl).href, { waitUntil: 'commit', timeout: 30_000 });
    const readyAt = Number(
      await (
      await page.waitForFunction(() => (document.querySelector('.week-chart table tbody tr') ? performance.now() : false), null, { polling: 'raf', timeout: 60_000 })
      ).jsonValue(),
    );
    const dataAt = await page.evaluate(
      (base) => Math.max(0, ...['inquiries.php', 'buy_leads.php'].map((script) => Math.max(0, ...performance.getEntriesByType('resource').filter((entry) => entry.name === `${base}/${script}`).map((entry) => (entry as PerformanceResourceTiming).responseEnd)))),
      backendUrl,
    );
    return Math.round(readyAt - dataAt);
  } finally {
    await context.close();
  }
}

/**
 * The volume's statuses cycle, so half of its 20,000 leads are open, years old: the worst case. A
 * back office that answers within days has only its recent leads open; this is the same 20,000 rows
 * with only the last 14 days' leads open (the rest answered: responded / quoted).
 */
const RECENT_DAYS = 14;
function openOnlyRecent(volume: StaffVolume, now = Date.now()): StaffVolume {
  const old = (datetime: unknown) => now - new Date(String(datetime).replace(' ', 'T')).getTime() > RECENT_DAYS * 86_400_000;
  return {
    ...volume,
    inquiries: volume.inquiries.map((row) => (row.status === 'pending' && old(row.date) ? { ...row, status: 'responded' } : row)),
    buy_leads: volume.buy_leads.map((row) => (row.status === 'new' && old(row.created_at) ? { ...row, status: 'quoted' } : row)),
  };
}

/** `store`: the HTTP fake backend's store (scripts/bench/mock-store.ts); `backendUrl` its address. */
export async function benchLeadChecks({
  baseUrl,
  backendUrl,
  deskUrl,
  deskLock,
  store,
  log = () => {},
}: {
  baseUrl: string;
  backendUrl: string;
  /** The desk build (its /desk/ proxied to the same fake backend), and the admin's lock header for it. */
  deskUrl?: string;
  deskLock?: string;
  store: Store;
  log?: (line: string) => void;
}): Promise<LeadChecksResult> {
  const browser = await withTimeout(launchBrowser(), 40_000, 'launching chromium');
  const sizes: LeadCheckSize[] = [];
  try {
    const volume = makeStaffVolume();
    const cases: [string, StaffVolume | null][] = [
      ['seed', null],
      ['volume', volume],
      ['recent', openOnlyRecent(volume)],
    ];
    for (const [label, tables] of cases) {
      store.reset();
      if (tables) store.seedTables(deskUrl ? { ...tables, ...openArrivals(tables) } : tables);
      const inquiries = ((await (await fetch(`${backendUrl}/inquiries.php`)).json()) as { data: LeadRow[] }).data;
      const buyLeads = (await (await fetch(`${backendUrl}/buy_leads.php`)).json()) as LeadRow[];
      const records = inquiries.length + buyLeads.length;
      const openByKind = [inquiries.filter((row) => row.status === 'pending').length, buyLeads.filter((row) => row.status === 'new').length];
      const open = openByKind[0]! + openByKind[1]!;
      const bytes = await checkBytes(backendUrl, openByKind);
      // Both kinds have as many open leads in each case here, so both checks go out after the same interval.
      const intervalMs = 60_000 * intervals(Math.max(...openByKind));
      const mainThread = await withTimeout(
        checkMainThread(browser, baseUrl, isCheck(backendUrl), CHECKS.length, intervalMs),
        180_000,
        `checks (${label})`,
      );
      const dashboard: number[] = [];
      for (let round = 0; round < 3; round += 1) dashboard.push(await withTimeout(dashboardMs(browser, baseUrl, backendUrl), 90_000, `dashboard (${label})`));
      const size: LeadCheckSize = {
        label,
        records,
        open,
        checkBytes: bytes.check,
        tabOpenBytes: bytes.tabOpen,
        gzipBytesPerHour: { visible: Math.round(bytes.hour.visible), hidden: Math.round(bytes.hour.hidden) },
        mainThreadMsPerCheck: { median: median(mainThread), rounds: mainThread },
        dashboardMs: { median: median(dashboard), rounds: dashboard },
      };
      if (deskUrl && deskLock) {
        const deskBytes = await deskCheckBytes(deskUrl, deskLock);
        const deskMain = await withTimeout(checkMainThread(browser, deskUrl, isDeskCheck, 1, 60_000, deskLock), 180_000, `desk checks (${label})`);
        size.desk = {
          checkBytes: deskBytes.check,
          tabOpenBytes: deskBytes.tabOpen,
          gzipBytesPerHour: deskBytes.hour,
          mainThreadMsPerCheck: { median: median(deskMain), rounds: deskMain },
        };
      }
      log(`  ${label}: ${JSON.stringify(size)}`);
      sizes.push(size);
    }
  } finally {
    store.reset();
    await browser.close().catch(() => {});
  }
  return { checks: CHECKS, budgets: LEAD_CHECK_BUDGETS, sizes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

export function leadChecksText(result: LeadChecksResult): string {
  const budget = result.budgets;
  const lines = result.sizes.map((size) => {
    const ok =
      size.gzipBytesPerHour.visible < budget.gzipBytesPerHour &&
      Number(size.mainThreadMsPerCheck.median) < budget.mainThreadMsPerCheck &&
      Number(size.dashboardMs.median) < budget.dashboardMs;
    const row = `${size.label.padEnd(7)} ${`${size.records} / ${size.open}`.padEnd(14)} ${`${kb(size.checkBytes.raw)} / ${kb(size.checkBytes.gzip)}`.padEnd(22)} ${`${kb(size.tabOpenBytes.gzip)}`.padEnd(14)} ${`${mb(size.gzipBytesPerHour.visible)} / ${mb(size.gzipBytesPerHour.hidden)}`.padEnd(20)} ${`${size.mainThreadMsPerCheck.median} (${size.mainThreadMsPerCheck.rounds.join(', ')})`.padEnd(22)} ${`${size.dashboardMs.median} (${size.dashboardMs.rounds.join(', ')})`.padEnd(18)} ${ok ? 'within budget' : 'OVER BUDGET'}`;
    const desk = size.desk;
    if (!desk) return row;
    const deskOk =
      desk.checkBytes.raw < budget.checkBytes && desk.gzipBytesPerHour.visible < budget.gzipBytesPerHour && Number(desk.mainThreadMsPerCheck.median) < budget.mainThreadMsPerCheck;
    return `${row}\n${'  desk'.padEnd(7)} ${''.padEnd(14)} ${`${kb(desk.checkBytes.raw)} / ${kb(desk.checkBytes.gzip)}`.padEnd(22)} ${`${kb(desk.tabOpenBytes.gzip)}`.padEnd(14)} ${`${mb(desk.gzipBytesPerHour.visible)} / ${mb(desk.gzipBytesPerHour.hidden)}`.padEnd(20)} ${`${desk.mainThreadMsPerCheck.median} (${desk.mainThreadMsPerCheck.rounds.join(', ')})`.padEnd(22)} ${''.padEnd(18)} ${deskOk ? 'within budget' : 'OVER BUDGET'}`;
  });
  return [
    `New-lead checks and dashboard (each check: GET ${result.checks.join(' + GET ')}; budgets: < ${mb(budget.gzipBytesPerHour)} an hour gzipped while visible, < ${budget.mainThreadMsPerCheck} ms main thread per check, dashboard < ${budget.dashboardMs} ms after the data)`,
    `desk: the same back office on the desk build (one GET desk/news?since=… a check; tab open: news with no since, then desk/unseen; budget also < ${kb(budget.checkBytes)} a check as sent).`,
    `seed: the fake backend's seed; volume: scripts/staff-volume.ts (10,000 enquiries + 10,000 buy leads, half of them open); recent: the same rows with only the last ${RECENT_DAYS} days' leads open. Main-thread ms: the renderer main thread's CPU time (ThreadTime) over one check less the same steps without one. Dashboard ms: from the later list reply to the trend table in the DOM (parsing and reading both lists included).`,
    'size    records / open  check raw / gzip       tab open gzip  hour visible / hidden  main ms per check      dashboard ms',
    ...lines,
  ].join('\n');
}

if (isMain(import.meta.url)) {
  const { freePort, startHttpBackend, startPreview, viteBuild } = await import('./servers');
  const backendPort = Number(process.env.BENCH_BACKEND_PORT ?? (await freePort()));
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const outDir = 'dist-bench/staff';
  if (process.env.BENCH_SKIP_BUILD !== '1') await viteBuild({ outDir, env: { VITE_BACKEND_URL: backendUrl, VITE_API_MOCKING: 'off' } });
  const backend = await startHttpBackend({ port: backendPort, log: console.log });
  if (!backend) throw new Error('the HTTP fake backend did not start');
  const app = await startPreview({ outDir, port: Number(process.env.BENCH_APP_PORT ?? (await freePort())) });
  try {
    const result = await benchLeadChecks({ baseUrl: app.url, backendUrl, store: backend.store, log: console.log });
    console.log(`\n${leadChecksText(result)}`);
  } finally {
    await app.stop();
    await backend.stop();
  }
  process.exit(0);
}
