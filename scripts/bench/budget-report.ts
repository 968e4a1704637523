/** The budgets (docs/architecture.md, "Conventions and budgets") checked against the bench's figures, and the report's text. */
import { examplePath, publicPageList } from '../../src/config/public-pages';
import { routeTableText } from '../size-budget';
import type { CatalogRound, CrossCheck, Paints } from './browser-measures';
import type { DeskReadResult } from './desk-read';
import type { LeadChecksResult } from './lead-checks';
import type { LighthouseSuite, MedianOf } from './lighthouse';
import type { OfflineResult } from './offline';
import { DESK_ON_HELD_KB, type StaffPagesDesk, type StaticSizes } from './routes';
import { SCALE_SCRIPT_QUERY } from './scale-parts';
import type { StaffListsResult } from './staff-lists';
import type { TtfbResult } from './ttfb';

export interface BudgetRow {
  budget: string;
  measured: string;
  limit: string;
  /** null: not measured. */
  ok: boolean | null;
  misses?: string[];
}

export interface PagePaints {
  path: string;
  runs: Paints[];
  fcpMs?: number | null;
  lcpMs?: number | null;
}

export interface Catalog {
  parts: number;
  query: string;
  rounds: CatalogRound[];
  throttled: CatalogRound | null;
  seeding?: string;
  typingMedianMs?: number | null;
  script?: CatalogRound;
  error?: string;
}

export interface BenchReport {
  meta: {
    date: string;
    commit: string;
    dirty: boolean;
    backendMode: string;
    pagesServer: string;
    dist: string;
    chromium: string;
    chromiumPath: string;
    lighthouseVersion: string;
    node: string;
    cpus: number;
    loadStart: number[];
    loadEnd: number[];
    stealPercent: number | null;
    seconds: number;
  };
  budgets: BudgetRow[];
  sizes: StaticSizes;
  crossChecks: CrossCheck[];
  lighthouse: LighthouseSuite | null;
  paints: PagePaints[];
  ttfb: TtfbResult[] | null;
  catalog: Catalog;
  staffLists: StaffListsResult | null;
  offline: OfflineResult | null;
  leadChecks: LeadChecksResult | null;
  /** The lead desk's reads on Apache (scripts/bench/desk-read.ts). */
  deskRead: DeskReadResult | null;
  /** The staff pages' first load on the build with the desk on. */
  staffPagesWithDesk: StaffPagesDesk | null;
  errors: string[];
}

/** The first-load budgets per route are scripts/size-budget.ts' ROUTES; these are the rest. */
export const BUDGETS = {
  lighthouseMobilePerformance: 98,
  lighthouseOther: 100,
  /** Largest contentful paint of every public page on Slow 4G with a 4x slower CPU (the part's and the post's under 2 s). */
  throttledLcpMs: 2000,
  typingMs: 50,
  /** "The page never renders thousands of cards at once." */
  maxCards: 1000,
  /** Lighthouse mobile's largest paint of a record's page (a part, a post), whose record is in its HTML. */
  recordLcpMs: 2000,
  /** What a record's page from PHP, its copy of the record warm, may add to the static file's time to first byte. */
  ttfbOverStaticMs: 20,
};

/** The pages of one record, whose HTML carries the record where the host runs PHP (server/record.php). */
export const RECORD_PATHS = publicPageList.filter((page) => page.record).map(examplePath);

const verdict = (ok: boolean | null) => (ok === null ? 'n/a' : ok ? 'pass' : 'FAIL');
/** CPU steal (percent) from which the report says its timings were taken on a busy host. */
export const BUSY_HOST_STEAL = 5;

const fmt = (value: number | null | undefined, digits = 0) => (value === null || value === undefined ? '—' : Number(value).toFixed(digits));

/**
 * A Lighthouse page's runs, each as performance score, LCP and CLS ('100 · 0.91 s · 0.000'), and the
 * spread of their LCP (slowest less fastest): a median hides a page whose paint waits on the order in
 * which its code and data arrive, which the spread shows.
 */
export function lighthouseRuns(page: Pick<MedianOf, 'perRun'>): { runs: string[]; lcpSpreadS: string } {
  const runs = page.perRun ?? [];
  const lcps = runs.map((run) => run.metrics.lcpMs).filter((value): value is number => typeof value === 'number');
  return {
    runs: runs.map((run) => {
      const lcp = run.metrics.lcpMs === null ? '—' : `${fmt(run.metrics.lcpMs / 1000, 2)} s`;
      return `${fmt(run.scores.performance)} · ${lcp} · ${fmt(run.metrics.cls, 3)}`;
    }),
    lcpSpreadS: lcps.length ? `${fmt((Math.max(...lcps) - Math.min(...lcps)) / 1000, 2)} s` : '—',
  };
}

/** One line per budget: what, measured, budget, pass/fail (null when it could not be measured). */
export function evaluateBudgets({
  sizes,
  crossChecks,
  lighthouse,
  catalog,
  paints = [],
  ttfb = null,
  deskRead = null,
  staffPagesWithDesk = null,
}: Pick<BenchReport, 'sizes' | 'crossChecks' | 'lighthouse' | 'catalog'> &
  Partial<Pick<BenchReport, 'deskRead' | 'staffPagesWithDesk'>> & { paints?: PagePaints[]; ttfb?: TtfbResult[] | null }): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const home = sizes.home;
  // Judged on the build measured in chromium: for a backend over HTTP, the build users get, with the early-record
  // script and the offline worker's start that the demo build leaves out (as `npm run size` judges dist-php/).
  for (const route of sizes.routes) {
    const observed = crossChecks.find((check) => check.path === route.path);
    rows.push({
      budget: `First load of ${route.path} (${route.name}): gzipped JS until idle`,
      measured: `${fmt(route.jsGzipKb, 1)} KB (chunk graph)${observed ? `; ${fmt(observed.jsTransferKb, 1)} KB on the wire in chromium` : ''}`,
      limit: `≤ ${route.budgetKb} KB`,
      ok: route.ok,
    });
  }
  for (const route of staffPagesWithDesk?.on ?? []) {
    const off = staffPagesWithDesk?.off.find((item) => item.path === route.path);
    const limit = DESK_ON_HELD_KB[route.path] ?? route.budgetKb;
    rows.push({
      budget: `First load of ${route.path} (${route.name}) with the lead desk on: gzipped JS until idle`,
      measured: `${fmt(route.jsGzipKb, 1)} KB (desk off ${off ? fmt(off.jsGzipKb, 1) : '?'} KB; after the first screen ${fmt(route.afterKb, 1)} KB)`,
      limit: `≤ ${limit} KB${limit === route.budgetKb ? '' : ` (held; ${route.budgetKb} without the desk)`}`,
      ok: route.missingPages.length === 0 && route.jsGzipKb <= limit,
    });
  }
  for (const size of deskRead?.sizes ?? []) {
    for (const read of [size.list, size.history]) {
      rows.push({
        budget: `Desk read on Apache, GET ${read.path} at ${size.leads.toLocaleString('en')} leads, ${size.notes.toLocaleString('en')} notes (median of ${read.runsMs.length}, gzip, Basic)`,
        measured: `${fmt(read.medianMs, 1)} ms (${fmt(read.gzipBytes / 1024, 1)} KB gzip, ${fmt(read.rawBytes / 1024, 1)} KB raw)`,
        limit: `< ${deskRead?.budgetMs} ms`,
        ok: read.medianMs < Number(deskRead?.budgetMs),
      });
    }
  }
  const forbiddenSeen = sizes.homeProof?.observedForbidden ?? [];
  rows.push({
    budget: 'Home first load has no staff code, formik, yup, @google/model-viewer (nor the fake backend)',
    measured: home.forbidden.length || forbiddenSeen.length ? `found: ${[...new Set([...home.forbidden, ...forbiddenSeen])].join(', ')}` : 'none of them (chunk graph and chromium requests)',
    limit: 'none',
    ok: home.forbidden.length === 0 && forbiddenSeen.length === 0,
  });
  for (const page of lighthouse?.pages.filter((item) => item.formFactor === 'mobile') ?? []) {
    const s = page.scores;
    if (!s) {
      rows.push({ budget: `Lighthouse mobile ${page.path}`, measured: 'not measured', limit: `perf ≥ ${BUDGETS.lighthouseMobilePerformance}, a11y/bp/SEO 100`, ok: null });
      continue;
    }
    const misses: string[] = [];
    // A score Lighthouse did not give (null) misses its budget.
    if (Number(s.performance) < BUDGETS.lighthouseMobilePerformance) misses.push('performance');
    if (Number(s.accessibility) < BUDGETS.lighthouseOther) misses.push('accessibility');
    if (Number(s['best-practices']) < BUDGETS.lighthouseOther) misses.push('best practices');
    if (Number(s.seo) < BUDGETS.lighthouseOther) misses.push('SEO');
    rows.push({
      budget: `Lighthouse mobile ${page.path} (median of ${page.runs})`,
      measured: `perf ${fmt(s.performance)} · a11y ${fmt(s.accessibility)} · bp ${fmt(s['best-practices'])} · SEO ${fmt(s.seo)}`,
      limit: `perf ≥ ${BUDGETS.lighthouseMobilePerformance}, a11y/bp/SEO 100`,
      ok: misses.length === 0,
      misses,
    });
  }
  for (const page of lighthouse?.pages.filter((item) => item.formFactor === 'mobile' && RECORD_PATHS.includes(item.path)) ?? []) {
    const lcp = page.metrics?.lcpMs;
    rows.push({
      budget: `Lighthouse mobile largest paint of ${page.path}, the record in its HTML (median of ${page.runs})`,
      measured: lcp === null || lcp === undefined ? 'not measured' : `${fmt(lcp)} ms`,
      limit: `< ${BUDGETS.recordLcpMs} ms`,
      ok: lcp === null || lcp === undefined ? null : lcp < BUDGETS.recordLcpMs,
    });
  }
  for (const measured of ttfb ?? []) {
    const extra = measured.page.medianMs - measured.staticFile.medianMs;
    rows.push({
      budget: `Time to first byte of ${measured.page.path} from PHP (its copy of the backend's reply warm) against the static ${measured.staticFile.path}, same Apache (median of ${measured.page.runsMs.length} each)`,
      measured: `${fmt(measured.page.medianMs, 1)} ms against ${fmt(measured.staticFile.medianMs, 1)} ms (${extra >= 0 ? '+' : ''}${fmt(extra, 1)} ms)`,
      limit: `≤ +${BUDGETS.ttfbOverStaticMs} ms`,
      ok: Number.isFinite(extra) ? extra <= BUDGETS.ttfbOverStaticMs : null,
    });
  }
  for (const entry of paints) {
    rows.push({
      budget: `Largest paint of ${entry.path} on Slow 4G, 4x slower CPU (chromium's throttling, median of ${entry.runs.length})`,
      measured: `${fmt(entry.lcpMs)} ms (first paint ${fmt(entry.fcpMs)} ms; runs ${entry.runs.map((run) => fmt(run.lcpMs)).join(', ')} ms)`,
      limit: `≤ ${BUDGETS.throttledLcpMs} ms`,
      ok: entry.lcpMs === null || entry.lcpMs === undefined ? null : entry.lcpMs <= BUDGETS.throttledLcpMs,
    });
  }
  if (catalog?.rounds?.length) {
    rows.push({
      budget: `Catalogue, ${catalog.parts.toLocaleString('en')} parts: longest keyboard interaction while typing "${catalog.query}"`,
      measured: `${fmt(catalog.typingMedianMs)} ms (median of ${catalog.rounds.length} rounds: ${catalog.rounds.map((round) => fmt(round.longestKeyboardEventMs)).join(', ')} ms)`,
      limit: `< ${BUDGETS.typingMs} ms`,
      ok: Number(catalog.typingMedianMs) < BUDGETS.typingMs,
    });
    if (catalog.script)
      rows.push({
        budget: `Catalogue, ${catalog.parts.toLocaleString('en')} parts: longest keyboard interaction while typing "${SCALE_SCRIPT_QUERY}" (Devanagari, read by sound)`,
        measured: `${fmt(catalog.script.longestKeyboardEventMs)} ms`,
        limit: `< ${BUDGETS.typingMs} ms`,
        ok: catalog.script.longestKeyboardEventMs < BUDGETS.typingMs,
      });
    const maxCards = Math.max(...catalog.rounds.flatMap((round) => [round.afterLoad.cards, round.afterTyping.cards]));
    rows.push({
      budget: `Catalogue, ${catalog.parts.toLocaleString('en')} parts: cards in the page at once`,
      measured: `${maxCards} cards, ${Math.max(...catalog.rounds.flatMap((round) => [round.afterLoad.domNodes, round.afterTyping.domNodes]))} DOM nodes`,
      limit: `< ${BUDGETS.maxCards.toLocaleString('en')} cards (never thousands)`,
      ok: maxCards < BUDGETS.maxCards && maxCards > 0,
    });
  } else {
    rows.push({ budget: 'Catalogue at 5,000 parts', measured: `not measured${catalog?.error ? `: ${catalog.error}` : ''}`, limit: `typing < ${BUDGETS.typingMs} ms, < ${BUDGETS.maxCards} cards`, ok: null });
  }
  return rows;
}

/** The budget table as fixed-width text, for stdout. */
export function budgetTableText(rows: BudgetRow[]): string {
  const cells = rows.map((row) => [verdict(row.ok), row.budget, row.measured, row.limit]);
  const header = ['result', 'budget', 'measured', 'limit'];
  const widths = header.map((title, index) => Math.min(90, Math.max(title.length, ...cells.map((cell) => (cell[index] ?? '').length))));
  const line = (cell: string[]) => cell.map((text, index) => text.padEnd(widths[index] ?? 0)).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(line)].join('\n');
}

const mdEscape = (text: unknown) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const table = (header: string[], lines: unknown[][]) => [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- ').join('|')}|`, ...lines.map((cells) => `| ${cells.map(mdEscape).join(' | ')} |`)].join('\n');

export function renderMarkdown(report: BenchReport): string {
  const { meta, budgets, sizes, crossChecks, lighthouse, catalog, errors } = report;
  const out: string[] = [];
  out.push('# Performance bench');
  out.push('');
  out.push(`Written by \`npm run bench\` on ${meta.date}. **Not committed** (bench/ is gitignored): run \`npm run bench\` for a fresh one. The same figures are in bench/report.json.`);
  out.push('');
  out.push(`- Code: ${meta.commit}${meta.dirty ? ' plus uncommitted changes in the work tree' : ''}`);
  out.push(`- Backend: ${meta.backendMode}`);
  if (meta.pagesServer) out.push(`- Public pages' paints and Lighthouse: ${meta.pagesServer}`);
  out.push(`- Browser: ${meta.chromium} (${meta.chromiumPath}), offline; Lighthouse ${meta.lighthouseVersion}; Node ${meta.node}`);
  out.push(`- Machine: ${meta.cpus} cores; load average ${meta.loadStart.join(' / ')} at the start, ${meta.loadEnd.join(' / ')} at the end (1/5/15 min). Timings and Lighthouse performance scores move with the load of the machine (Lighthouse's mobile throttling multiplies the CPU time it observes by 4): a load average well above ${meta.cpus} makes them worse than the app is; the load of each run is in the tables.`);
  if (meta.stealPercent !== null && meta.stealPercent !== undefined) {
    out.push(`- CPU steal: ${meta.stealPercent} % of this machine's CPU time over the bench went to other guests of its host (per Lighthouse run in the table below). It slows every timing here, and neither the load average nor Lighthouse's CPU benchmark shows why.`);
  }
  out.push(`- Took ${meta.seconds} s.`);
  out.push('');
  out.push('## Budgets');
  out.push('');
  if ((meta.stealPercent ?? 0) >= BUSY_HOST_STEAL) {
    out.push(`> **Measured on a busy host** (CPU steal ${meta.stealPercent} %): the timing budgets and Lighthouse performance scores below are worse than the app is. Rerun \`npm run bench\` when the host is quieter.`);
    out.push('');
  }
  out.push(table(['budget', 'measured', 'limit', 'result'], budgets.map((row) => [row.budget, row.measured, row.limit, verdict(row.ok)])));
  out.push('');
  out.push('The size budgets are also enforced by `npm test` (scripts/size-budget.ts); the rest are reported here, not asserted.');
  out.push('');

  out.push('## First load per route (gzipped)');
  out.push('');
  out.push(`From the build's chunk graph (entry + the route's lazy page chunk(s), each with its static imports, gzip level 9; what a page loads after its first screen, the route's \`later\`, apart; the entry's stylesheet is inline in the HTML and not counted), cross-checked by loading each route in a fresh chromium context and recording its JS/CSS responses (gzip from vite preview, level 6, so a few tenths of a KB more).`);
  out.push('');
  out.push(
    table(
      ['route', 'JS (graph)', 'CSS (graph)', 'JS (chromium)', 'CSS (chromium)', 'files', 'cross-check'],
      sizes.routes.map((route) => {
        const check = crossChecks.find((item) => item.path === route.path);
        const agree = check ? (check.missing.length === 0 && check.extra.length === 0 ? 'same files' : `missing ${check.missing.join(', ') || '—'}; extra ${check.extra.join(', ') || '—'}`) : 'not loaded';
        const viaWorker = check?.servedByServiceWorker ? ` (${check.servedByServiceWorker} files came through the service worker: their gzip size stands in)` : '';
        return [route.path, `${fmt(route.jsGzipKb, 1)} KB`, `${fmt(route.cssGzipKb, 1)} KB`, check ? `${fmt(check.jsTransferKb, 1)} KB` : '—', check ? `${fmt(check.cssTransferKb, 1)} KB` : '—', String(route.js.length + route.css.length), `${agree}${viaWorker}${check && !check.rendered ? ' (page did not render its heading)' : ''}${check?.pageErrors.length ? `; page errors: ${check.pageErrors.join('; ')}` : ''}`];
      }),
    ),
  );
  out.push('');
  const demoKb = crossChecks.find((check) => check.fakeBackendJsKb > 0)?.fakeBackendJsKb;
  if (demoKb) out.push(`In chromium every route of this (demo) build also fetched ${fmt(demoKb, 1)} KB of fake-backend JS, counted apart above.`, '');
  if (sizes.fakeBackendChunks.length) {
    out.push(`The demo build (no VITE_BACKEND_URL) also loads the fake backend at start, before the first render: ${sizes.fakeBackendChunks.map((chunk) => `${chunk.file} ${fmt(chunk.gzipKb, 1)} KB`).join(', ')}. A build for a real backend never loads it.`);
    out.push('');
  }
  out.push('<details><summary>Chunks each route pulls</summary>');
  out.push('');
  for (const route of sizes.routes) {
    out.push(`- **${route.path}**: ${[...route.js, ...route.css].map((item) => `${item.file} (${fmt(item.gzipKb, 1)})`).join(', ')}${route.missingPages.length ? ` — page module not found in the build: ${route.missingPages.join(', ')}` : ''}`);
  }
  out.push('');
  out.push('</details>');
  out.push('');
  out.push('Against the budgets (`npm run size` prints the same table), with each route\'s biggest chunks:');
  out.push('');
  out.push('```', routeTableText(sizes.routes), '```');
  out.push('');
  out.push('Biggest chunks: ' + sizes.biggestChunks.map((chunk) => `${chunk.file} ${fmt(chunk.gzipKb, 1)} KB (${chunk.topModules.join(', ')})`).join('; '));
  out.push('');

  out.push('## Proof: what the home page does not load');
  out.push('');
  out.push(`Home first load (${sizes.home.chunks.join(', ')}): ${fmt(sizes.home.gzipKb, 1)} KB. Forbidden modules found in it by scripts/size-budget.ts: ${sizes.home.forbidden.length ? sizes.home.forbidden.join(', ') : 'none'}.`);
  out.push('');
  out.push(
    table(
      ['code', 'lives in', 'in the home page\'s first load (graph)', 'fetched by chromium on /'],
      (sizes.homeProof?.rows ?? []).map((row) => [row.name, row.chunks.join(', ') || '(not in the build)', row.inHome ? 'YES' : 'no', row.fetchedOnHome ? 'YES' : 'no']),
    ),
  );
  out.push('');

  out.push('## Lighthouse (median of each figure)');
  out.push('');
  if (!lighthouse) {
    out.push('Not run.');
  } else {
    out.push(`Lighthouse ${meta.lighthouseVersion}: mobile = default config (simulated Moto G Power, 4x CPU, slow 4G); desktop = the desktop preset. ${lighthouse.keepServiceWorker ? 'Each run first loads the page once so the demo\'s service worker is installed, then clears the HTTP cache.' : 'Cold loads (Lighthouse clears storage and cache before each run); no service worker is involved.'}`);
    out.push('');
    out.push(
      table(
        ['page', 'form factor', 'runs', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'FCP', 'each run: perf · LCP · CLS', 'LCP spread', 'load avg', 'CPU benchmark', 'CPU steal'],
        lighthouse.pages.map((page) => [
          page.path,
          page.formFactor,
          String(page.runs),
          fmt(page.scores?.performance),
          fmt(page.scores?.accessibility),
          fmt(page.scores?.['best-practices']),
          fmt(page.scores?.seo),
          page.metrics ? `${fmt(Number(page.metrics.lcpMs) / 1000, 2)} s` : '—',
          page.metrics ? `${fmt(page.metrics.tbtMs)} ms` : '—',
          page.metrics ? fmt(page.metrics.cls, 3) : '—',
          page.metrics ? `${fmt(Number(page.metrics.fcpMs) / 1000, 2)} s` : '—',
          lighthouseRuns(page).runs.join('; ') || '—',
          lighthouseRuns(page).lcpSpreadS,
          fmt(page.loadAverage, 1),
          fmt(page.benchmarkIndex),
          page.stealPercent === null || page.stealPercent === undefined ? '—' : `${fmt(page.stealPercent, 1)} %`,
        ]),
      ),
    );
    out.push('');
    out.push("'CPU benchmark' is Lighthouse's benchmarkIndex (median): the same machine scores lower when it is busy, and then Lighthouse's simulated 4x slower phone is slower still.");
    out.push('');
    out.push('### Why a score is under its budget');
    out.push('');
    out.push('From the run with the median performance score of each page.');
    out.push('');
    for (const page of lighthouse.pages) {
      const rep = page.representative;
      if (!rep) continue;
      const perfBudget = page.formFactor === 'mobile' ? BUDGETS.lighthouseMobilePerformance : 90;
      const lines: string[] = [];
      for (const [category, audits = []] of Object.entries(rep.failing)) {
        if (category === 'performance') continue;
        for (const audit of audits) {
          lines.push(`  - ${category}: **${audit.title}** (\`${audit.id}\`)${audit.displayValue ? ` ${audit.displayValue}` : ''}${audit.items.length ? ': ' + audit.items.map((item) => item.selector ?? item.url ?? item.description ?? item.snippet ?? JSON.stringify(item)).join('; ') : ''}`);
        }
      }
      if ((page.scores?.performance ?? 100) < perfBudget || Number(rep.metrics.cls) > 0.1) {
        const metrics = (rep.failing.performance ?? []).map((audit) => `${audit.title} ${audit.displayValue} (score ${audit.score})`).join(', ');
        lines.push(`  - performance: ${metrics}`);
        if (rep.lcpElement) lines.push(`  - LCP element: \`${rep.lcpElement.snippet}\` (${rep.lcpElement.selector}); phases: ${rep.lcpPhases.map((phase) => `${phase.phase} ${phase.timingMs} ms`).join(', ')}`);
        if (rep.renderBlocking.length) lines.push(`  - render-blocking: ${rep.renderBlocking.map((item) => `${item.url} (${item.wastedMs ?? '?'} ms)`).join(', ')}`);
        for (const opportunity of rep.opportunities.filter((item) => item.id !== 'render-blocking-resources').slice(0, 4)) {
          lines.push(`  - ${opportunity.title} (~${opportunity.savingsMs} ms): ${opportunity.items.map((item) => `${item.url ?? item.selector ?? ''}${item.wastedKb ? ` ${item.wastedKb} KB unused of ${item.totalKb} KB` : ''}`).join(', ')}`);
        }
        for (const diag of rep.diagnostics ?? []) lines.push(`  - ${diag}`);
      }
      if (lines.length) {
        out.push(`- **${page.formFactor} ${page.path}** (perf ${fmt(page.scores?.performance)}):`);
        out.push(...lines);
      }
    }
    if (lighthouse.errors.length) {
      out.push('');
      out.push('Lighthouse problems: ' + lighthouse.errors.join('; '));
    }
  }
  out.push('');

  out.push('## Catalogue at scale');
  out.push('');
  if (!catalog?.rounds?.length) {
    out.push(`Not measured${catalog?.error ? `: ${catalog.error}` : ''}.`);
  } else {
    out.push(`${catalog.parts.toLocaleString('en')} parts in the fake backend (${catalog.seeding}). Chromium, 1280×800, through Playwright. Typing: ${catalog.rounds[0]?.typing}; the longest Event Timing entry (durationThreshold 16 ms) of the keyboard events (keydown/keypress/keyup/beforeinput/input) is the INP proxy. Each round is a fresh context.`);
    out.push('');
    out.push(
      table(
        ['round', 'CPU', 'load avg', 'first results (cold)', 'first results (reload)', 'status after load', 'DOM nodes / cards after load', 'longest key interaction', 'interactions ≥ 50 ms', 'after typing', 'worst interaction (entries: delay / handlers / presentation)'],
        [...catalog.rounds, ...(catalog.throttled ? [catalog.throttled] : [])].map((round, index) => [
          index < catalog.rounds.length ? String(index + 1) : 'info',
          round.cpuSlowdown > 1 ? `${round.cpuSlowdown}x slower` : '1x',
          fmt(round.loadAverage, 1),
          `${round.firstResultsColdMs} ms`,
          `${round.firstResultsWarmMs} ms`,
          round.afterLoad.status || '—',
          `${round.afterLoad.domNodes} / ${round.afterLoad.cards}`,
          `${round.longestKeyboardEventMs} ms`,
          `${round.interactionsOver50ms} of ${round.interactions}`,
          `${round.afterTyping.status || '—'}; ${round.afterTyping.domNodes} nodes / ${round.afterTyping.cards} cards`,
          round.worstInteraction.map((entry) => `${entry.name} ${entry.durationMs} ms: ${entry.inputDelayMs} / ${entry.processingMs} / ${entry.presentationDelayMs}`).join('; ') || 'none over 16 ms',
        ]),
      ),
    );
    out.push('');
    const problems = [...catalog.rounds, ...(catalog.throttled ? [catalog.throttled] : [])].flatMap((round) => round.pageErrors);
    if (problems.length) out.push(`Page errors: ${[...new Set(problems)].join('; ')}`);
  }
  out.push('');
  if (errors.length) {
    out.push('## Problems while benchmarking');
    out.push('');
    for (const error of errors) out.push(`- ${error}`);
    out.push('');
  }
  return out.join('\n');
}
