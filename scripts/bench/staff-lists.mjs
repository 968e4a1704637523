/**
 * The staff lists at the seed's size and at volume (5,000 parts, 10,000 enquiries and buy leads from
 * scripts/staff-volume.mjs), for admin and subadmin, in chromium: time from the list's reply to its
 * first rows, DOM nodes, and the longest Event Timing interaction for typing a 10-character search,
 * a header sort, a page change, the status (or category) filter and opening a buy lead.
 * Budgets (DESIGN.md): every interaction < 50 ms, < 3,000 DOM nodes, first rows within 300 ms.
 *
 * Called by scripts/bench.mjs with the fake backend over HTTP; `node scripts/bench/staff-lists.mjs`
 * runs it alone (builds the app against the HTTP fake backend, measures, stops everything).
 */
/* global window, document -- the functions passed to the page run in chromium */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeStaffVolume, VOLUME } from '../staff-volume.ts';
import { launchBrowser } from './browser.mjs';
import { withTimeout } from './chromium.mjs';

export const STAFF_BUDGETS = { interactionMs: 50, domNodes: 3000, firstRowsMs: 300 };

const LISTS = [
  { name: 'parts', path: 'parts', script: 'parts.php', query: 'heavy duty', sort: 'Name', filter: { select: 'Category' } },
  { name: 'enquiries', path: 'inquiries', script: 'inquiries.php', query: 'rajesh pat', sort: 'Customer', filter: { button: /^Pending \(/ } },
  { name: 'buy leads', path: 'buy-leads', script: 'buy_leads.php', query: 'rajesh pat', sort: 'Part', filter: { button: /^Quoted \(/ }, expand: true },
];
const ROLES = [
  { id: 'admin', base: '/admin', sessionKey: 'adminSession' },
  { id: 'subadmin', base: '/subadmin', sessionKey: 'subadminSession' },
];

const EVENT_TIMING = () => {
  window.__staffEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__staffEvents.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/** The longest interaction that started after `since` (0 when every event was under 16 ms, the API's floor). */
async function longestSince(page, since) {
  await page.waitForTimeout(400);
  const events = await page.evaluate((from) => window.__staffEvents.filter((entry) => entry.start >= from), since);
  return Math.round(events.reduce((max, entry) => Math.max(max, entry.duration), 0));
}

const now = (page) => page.evaluate(() => performance.now());

async function measureList(browser, baseUrl, role, list) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(({ key }) => window.sessionStorage.setItem(key, 'true'), { key: role.sessionKey });
    await context.addInitScript(EVENT_TIMING);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(`${role.base}/${list.path}`, baseUrl).href, { waitUntil: 'commit', timeout: 30_000 });
    const rowsAt = await (await page.waitForFunction(() => (document.querySelector('table tbody tr td') ? performance.now() : false), null, { polling: 'raf', timeout: 60_000 })).jsonValue();
    const replyAt = await page.evaluate(
      (script) => Math.max(0, ...performance.getEntriesByType('resource').filter((entry) => entry.name.includes(`/${script}`)).map((entry) => entry.responseEnd)),
      list.script,
    );
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const total = await page.locator('.pager-status').textContent();

    const result = { list: list.name, role: role.id, total: (total ?? '').replace(/^Showing [\d,]+–[\d,]+ of /, '').replace(/,\s*page.*$/, '').trim(), firstRowsAfterReplyMs: Math.round(rowsAt - replyAt), domNodes, interactions: {}, errors };
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
      const select = page.getByLabel(list.filter.select, { exact: true });
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
export async function benchStaffLists({ baseUrl, store, log = () => {} }) {
  const browser = await withTimeout(launchBrowser(), 40_000, 'launching chromium');
  const sizes = [];
  try {
    for (const [label, volume] of [['seed', null], ['volume', makeStaffVolume()]]) {
      store.reset();
      if (volume) store.seedTables(volume);
      const rows = [];
      for (const role of ROLES) {
        for (const list of LISTS) {
          rows.push(
            await withTimeout(measureList(browser, baseUrl, role, list), 120_000, `${role.id} ${list.name} (${label})`).catch((error) => ({
              list: list.name,
              role: role.id,
              total: '?',
              interactions: {},
              errors: [error.message.split('\n')[0]],
              longestInteractionMs: Infinity,
            })),
          );
          log(`  ${label} ${role.id} ${list.name}: ${JSON.stringify(rows.at(-1).interactions)} first rows ${rows.at(-1).firstRowsAfterReplyMs} ms, ${rows.at(-1).domNodes} nodes`);
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
export function staffListsText(result) {
  const [seed, volume] = result.sizes;
  const head = 'role      list        records (seed → volume)  first rows ms  DOM nodes     search  sort  page  filter  expand  (ms, seed → volume)';
  const lines = seed.rows.map((small, index) => {
    const large = volume.rows[index];
    const pair = (key) => `${small.interactions[key] ?? '–'}→${large.interactions[key] ?? '–'}`;
    const ok = large.longestInteractionMs < STAFF_BUDGETS.interactionMs && large.domNodes < STAFF_BUDGETS.domNodes && large.firstRowsAfterReplyMs < STAFF_BUDGETS.firstRowsMs;
    return `${small.role.padEnd(9)} ${small.list.padEnd(11)} ${`${small.total} → ${large.total}`.padEnd(24)} ${`${small.firstRowsAfterReplyMs} → ${large.firstRowsAfterReplyMs}`.padEnd(14)} ${`${small.domNodes} → ${large.domNodes}`.padEnd(13)} ${pair('search').padEnd(7)} ${pair('sort').padEnd(5)} ${pair('page').padEnd(5)} ${pair('filter').padEnd(7)} ${pair('expand').padEnd(7)} ${ok ? 'within budget' : 'OVER BUDGET'}`;
  });
  return [`Staff lists (budgets at volume: interaction < ${STAFF_BUDGETS.interactionMs} ms, < ${STAFF_BUDGETS.domNodes} DOM nodes, first rows < ${STAFF_BUDGETS.firstRowsMs} ms after the reply; 0 = every event under 16 ms)`, head, ...lines].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { freePort, startHttpBackend, startPreview, viteBuild } = await import('./servers.mjs');
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
