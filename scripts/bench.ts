/**
 * `npm run bench`: builds the production app on the fake backend and measures it the way its users
 * feel it, then writes bench/report.md and bench/report.json (not committed: bench/ is gitignored)
 * and prints the budget table (docs/architecture.md, "Conventions and budgets").
 *
 * 1. gzipped JS/CSS per route on first load, from the chunk graph, cross-checked in chromium;
 *    proof that staff code, formik/yup and @google/model-viewer are not in the home page's first load;
 * 2. Lighthouse 12 (mobile and desktop) on the public routes, median of 3 runs, and each public page's
 *    paints under chromium's Slow 4G and 4x CPU: on Apache with mod_php (scripts/apache.ts) where it starts;
 *    there also a part's page from PHP (server/record.php) against its static file, time to first byte;
 * 3. the catalogue with 5,000 parts: time to first results, longest keyboard interaction, DOM size;
 *    the offline site: installable, bytes the worker stores, /catalog with no network (bench/offline.ts);
 * 4. the lead desk: its reads on Apache (the gated build, bench/desk-read.ts) small and at 10,000 leads with
 *    2,000 and 20,000 notes; the staff lists on a second build with the desk on (its /desk/ proxied to the
 *    fake backend) beside the first, at the seed's size and at volume; the staff pages' first load on it;
 * 5. one line per budget: measured, budget, pass/fail.
 *
 * The fake backend is served over HTTP by scripts/mock-backend-server.ts when it is there (a build
 * with VITE_BACKEND_URL pointing at it, so no service worker is involved); otherwise the demo build's
 * service worker is used and warmed before each measurement. Everything runs on 127.0.0.1, offline,
 * in Debian's chromium, with a time limit on every step; every server and browser it starts is stopped.
 * Exits 0 even when a budget fails (it is a report); non-zero only when it could not measure.
 *
 * Environment: BENCH_LIGHTHOUSE_RUNS (default 3), BENCH_SKIP_LIGHTHOUSE=1 (sizes and catalogue only),
 * BENCH_SERVICE_WORKER=1 (measure the demo build's service worker even when the HTTP fake backend exists).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { e2eLayouts, startApache } from './apache';
import {
  crossCheck,
  demoStoreSeed,
  launchBrowser,
  measureCatalog,
  measurePaints,
  observeRoute,
  type ObservedRoute,
  type SeedScript,
} from './bench/browser-measures';
import {
  BUSY_HOST_STEAL,
  budgetTableText,
  evaluateBudgets,
  lighthouseRuns,
  renderMarkdown,
  type BenchReport,
  type Catalog,
  type PagePaints,
} from './bench/budget-report';
import { CHROMIUM_PATH, median, withTimeout } from './bench/chromium';
import { cpuTimes, stealPercent } from './bench/cpu';
import { basicHeader, benchDeskRead, deskReadText, SEED_STAFF } from './bench/desk-read';
import { benchLeadChecks, leadChecksText } from './bench/lead-checks';
import { lighthouseSuite } from './bench/lighthouse';
import { benchOffline } from './bench/offline';
import {
  fakeBackendFiles,
  homeProof,
  LIGHTHOUSE_PATHS,
  ROUTES,
  staffPagesUntilIdle,
  staticSizes,
  type StaffPagesDesk,
} from './bench/routes';
import { makeParts, SCALE_PARTS, SCALE_QUERY, SCALE_SCRIPT_QUERY } from './bench/scale-parts';
import { freePort, MOCK_SERVER_MODULE, root, startHttpBackend, startPreview, viteBuild, type HttpBackend } from './bench/servers';
import { benchStaffLists, deskBuildEnv, staffListsText } from './bench/staff-lists';
import { measureTtfb, TTFB_PAGES } from './bench/ttfb';
import { buildOnce } from './build-once';
import { messageOf } from './lib/process';
import { loadChunks, routeTableText } from './size-budget';

const started = Date.now();
const HARD_LIMIT_MS = 15 * 60_000;
/**
 * No Lighthouse run starts after this point, so the whole bench stays under about 9 minutes even on
 * a busy machine (about 6 on a quiet one, where all 36 runs fit); mobile runs go first.
 */
const LIGHTHOUSE_DEADLINE = started + 8 * 60_000;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// The demo build is npm test's dist/ (same settings): made once and shared (scripts/build-once.ts).
const DEMO_DIST = 'dist';
const HTTP_DIST = 'dist-bench/http';
// The same backend with the lead desk on (a staff-lock build: scripts/bench/staff-lists.ts deskBuildEnv).
const HTTP_DESK_DIST = 'dist-bench/http-desk';
const OUT_DIR = join(root, 'bench');

const cleanups: (() => Promise<unknown>)[] = [];
const errors: string[] = [];
const log = (message: string) => console.log(message);
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
const loadNow = () => loadavg().map((value) => Number(value.toFixed(2)));

async function cleanup() {
  while (cleanups.length) {
    const stop = cleanups.pop();
    await stop?.().catch(() => {});
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`bench: ${signal}, stopping the servers and browsers it started`);
    void cleanup().finally(() => process.exit(130));
  });
}
setTimeout(() => {
  console.error(`bench: still running after ${HARD_LIMIT_MS / 60_000} minutes; stopping`);
  void cleanup().finally(() => process.exit(2));
}, HARD_LIMIT_MS).unref();

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** A step that may fail without stopping the bench: its error goes in the report. */
async function step<T>(label: string, run: () => Promise<T>): Promise<T | null> {
  const stepStarted = Date.now();
  log(`▶ ${label}`);
  try {
    const result = await run();
    log(`✔ ${label} (${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`);
    return result;
  } catch (error) {
    errors.push(`${label}: ${messageOf(error)}`);
    log(`✘ ${label}: ${messageOf(error)}`);
    return null;
  }
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const loadStart = loadNow();
  const cpuStart = cpuTimes();

  // 1. Builds. The demo build (service worker) is always made: it is what `npx vite build` gives.
  const demo = buildOnce(DEMO_DIST, { VITE_BACKEND_URL: '', VITE_API_MOCKING: 'auto' });
  if (!demo.ok) throw new Error(`the demo build into ${DEMO_DIST} failed`);
  log(`✔ ${demo.reused ? 'reused' : 'built'} the demo app (fake backend in a service worker) in ${DEMO_DIST} (${seconds()} s)`);

  let backend: HttpBackend | null = null;
  let dist = DEMO_DIST;
  let deskBuilt = false;
  if (existsSync(MOCK_SERVER_MODULE) && process.env.BENCH_SERVICE_WORKER !== '1') {
    const backendPort = await freePort();
    const built = await step('build against the fake backend over HTTP', () =>
      withTimeout(
        viteBuild({ outDir: HTTP_DIST, env: { VITE_BACKEND_URL: `http://127.0.0.1:${backendPort}`, VITE_API_MOCKING: 'off' } }),
        200_000,
        'the HTTP build',
      ),
    );
    deskBuilt =
      (await step('build against the fake backend over HTTP with the lead desk on', () =>
        withTimeout(
          viteBuild({ outDir: HTTP_DESK_DIST, env: deskBuildEnv(`http://127.0.0.1:${backendPort}`) }),
          200_000,
          'the HTTP build with the desk',
        ),
      )) !== null;
    if (built !== null) {
      backend = await startHttpBackend({ port: backendPort, log });
      if (backend) {
        cleanups.push(backend.stop);
        dist = HTTP_DIST;
      }
    }
  }
  const backendMode = backend
    ? `the fake backend (mocks/handlers) over HTTP on ${backend.url} via scripts/mock-backend-server.ts; app built with VITE_BACKEND_URL=${backend.url} VITE_API_MOCKING=off into ${dist} (no service worker)`
    : `the demo build's fake backend (MSW service worker) in ${dist}`;
  log(`  backend: ${backendMode}`);

  const app = await startPreview({ outDir: dist, port: await freePort() });
  cleanups.push(app.stop);
  log(`  app: ${app.url} (vite preview of ${dist})`);
  const deskApp =
    backend && deskBuilt ? await startPreview({ outDir: HTTP_DESK_DIST, port: await freePort(), proxy: { '/desk/': backend.url } }) : null;
  if (deskApp) {
    cleanups.push(deskApp.stop);
    log(`  app with the lead desk: ${deskApp.url} (vite preview of ${HTTP_DESK_DIST}, /desk/ proxied to the fake backend)`);
  }
  // The public pages' paints and Lighthouse as users are served: the build on Apache with mod_php,
  // its own .htaccess (compression, caching, headers) and the reference backend in the site's api/ folder.
  // The e2e's same-origin build (scripts/build-once.ts reuses it). Without Apache, vite preview as above.
  const apache = await step('the build on Apache, backend in its api/ folder', async () => {
    const [layout] = e2eLayouts().filter((item) => item.layout === 'same-origin' && !item.buildEnv.VITE_STAFF_GATE);
    if (!layout) throw new Error('no same-origin layout without a staff gate (scripts/apache.ts, e2eLayouts)');
    // NODE_ENV said outright: Vite, started in this process for the fake backend, set it to development,
    // and a build made with that is React's development build, half as large again.
    const settings = { VITE_BACKEND_URL: layout.backendUrl, VITE_API_MOCKING: 'off', NODE_ENV: 'production', ...layout.buildEnv };
    if (!buildOnce(layout.siteDir, settings, { stdio: 'ignore' }).ok) throw new Error(`the build for Apache (${layout.siteDir}) failed`);
    // On the port its build names as the site's own (SITE_URL), where its server pages read the backend.
    const started = await startApache({
      layouts: [{ name: 'bench', layout: 'same-origin', siteDir: join(root, layout.siteDir), sitePort: layout.sitePort }],
    });
    cleanups.push(started.stop);
    const [site] = started.sites;
    if (!site) throw new Error('Apache served no site');
    return site;
  });
  // Before the CPU-heavy steps: a few milliseconds are the point here.
  const ttfb = apache
    ? await step("time to first byte of a part's and the catalogue's page from PHP and of their static files", async () => {
        const results = [];
        for (const pages of TTFB_PAGES) results.push(await withTimeout(measureTtfb(apache.url, pages), 60_000, 'time to first byte'));
        return results;
      })
    : null;
  // Alone on its own Apache (the gated layout), before the CPU-heavy steps too.
  const deskRead = await step('desk reads on Apache (gated build), small and at 10,000 leads', () =>
    withTimeout(benchDeskRead({ log }), 300_000, 'the desk reads'),
  );
  const pagesUrl = apache?.url ?? app.url;
  const pagesServer = apache
    ? `Apache with mod_php and the build's .htaccess (${apache.url}), backend in the site's api/ folder (the reference PHP backend, seeded)`
    : `vite preview (${app.url}): Apache could not start (see Errors)`;
  log(`  public pages' paints and Lighthouse: ${pagesServer}`);

  // 2. Sizes from the chunk graph.
  const sizes = staticSizes(join(root, dist));
  const demoSizes = dist === DEMO_DIST ? sizes : staticSizes(join(root, DEMO_DIST));
  sizes.fakeBackendChunks = demoSizes.fakeBackendChunks;
  sizes.demoHome = demoSizes.home;

  // 3. Chromium: the cross-check and the catalogue at scale.
  const browser = await withTimeout(launchBrowser(), 40_000, 'launching chromium');
  const closeBrowser = () => browser.close();
  cleanups.push(closeBrowser);
  const chromium = browser.version();
  const observed: ObservedRoute[] = [];
  await step('first load of each route in chromium', async () => {
    for (const route of ROUTES) {
      observed.push(await withTimeout(observeRoute(browser, app.url, route), 60_000, `loading ${route.path}`));
    }
  });
  const staffPagesDesk = deskApp
    ? await step('first load of each staff page until idle, desk off and on', async (): Promise<StaffPagesDesk> => ({
        off: await staffPagesUntilIdle(browser, app.url, join(root, dist)),
        // As the admin's login leaves them, so the desk answers the pages as it would a signed-in admin.
        on: await staffPagesUntilIdle(browser, deskApp.url, join(root, HTTP_DESK_DIST), async (context) => {
          await context.addInitScript(
            (header) => window.sessionStorage.setItem('staffLock:login.php', header),
            basicHeader(SEED_STAFF[0] ?? { email: '', password: '' }),
          );
        }),
      }))
    : null;
  const demoOnly = fakeBackendFiles(loadChunks(join(root, dist)));
  const crossChecks = observed.flatMap((item) => {
    const route = sizes.routes.find((entry) => entry.path === item.path);
    return route ? [crossCheck(route, item, demoOnly)] : [];
  });
  // Each public page three times, going round the pages, under chromium's own Slow 4G and 4x CPU.
  const paints: PagePaints[] = [];
  await step('first and largest paint of each public page on Slow 4G with a 4x slower CPU', async () => {
    for (let run = 0; run < 3; run += 1) {
      for (const path of LIGHTHOUSE_PATHS) {
        const measured = await withTimeout(measurePaints(browser, pagesUrl, path), 90_000, `paints of ${path}`);
        let entry = paints.find((item) => item.path === path);
        if (!entry) paints.push((entry = { path, runs: [] }));
        entry.runs.push(measured);
      }
    }
    for (const entry of paints) {
      entry.fcpMs = median(entry.runs.map((item) => item.fcpMs));
      entry.lcpMs = median(entry.runs.map((item) => item.lcpMs));
    }
  });
  const homeFetched = observed.find((item) => item.path === '/')?.files.map((file) => file.file);
  sizes.homeProof = homeProof(join(root, dist), homeFetched);

  const parts = makeParts(SCALE_PARTS);
  const catalog: Catalog = { parts: parts.length, query: SCALE_QUERY, rounds: [], throttled: null };
  await step(`catalogue with ${parts.length.toLocaleString('en')} parts`, async () => {
    let seedScript: SeedScript | null = null;
    if (backend) {
      backend.store.replaceParts(parts);
      catalog.seeding = "seeded into the HTTP fake backend's store";
    } else {
      seedScript = demoStoreSeed(parts);
      catalog.seeding =
        "written to the demo store (localStorage 'truck-parts-demo-db-v1') before the app starts; the first load also installs the service worker";
    }
    try {
      for (let round = 0; round < 3; round += 1) {
        catalog.rounds.push(
          await withTimeout(measureCatalog(browser, { baseUrl: app.url, query: SCALE_QUERY, seedScript }), 90_000, 'catalogue round'),
        );
      }
      catalog.typingMedianMs = median(catalog.rounds.map((round) => round.longestKeyboardEventMs));
      catalog.script = await withTimeout(
        measureCatalog(browser, { baseUrl: app.url, query: SCALE_SCRIPT_QUERY, seedScript }),
        90_000,
        'catalogue round in Devanagari',
      );
      catalog.throttled = await withTimeout(
        measureCatalog(browser, { baseUrl: app.url, query: SCALE_QUERY, seedScript, cpuSlowdown: 4 }),
        120_000,
        'catalogue with a 4x slower CPU',
      );
    } finally {
      if (backend) backend.store.reset();
    }
  });
  if (!catalog.rounds.length) catalog.error = errors.find((error) => error.startsWith('catalogue')) ?? 'not measured';
  cleanups.splice(cleanups.indexOf(closeBrowser), 1);
  await closeBrowser().catch(() => {});

  const staffLists = backend
    ? await step('staff lists at the seed size and at volume, desk off and on', () =>
        benchStaffLists({ baseUrl: app.url, deskUrl: deskApp?.url, store: backend.store, log }),
      )
    : null;
  // The offline worker is built only for a real backend (build/offline-worker.ts).
  const offline = backend
    ? await step('offline: installable, bytes stored, /catalog with no network', () => benchOffline({ baseUrl: app.url, log }))
    : null;
  const leadChecks = backend
    ? await step('new-lead checks and the dashboard at the seed size and at volume', () =>
        benchLeadChecks({
          baseUrl: app.url,
          backendUrl: backend.url,
          deskUrl: deskApp?.url,
          deskLock: basicHeader(SEED_STAFF.find((staff) => staff.admin)!),
          store: backend.store,
          log,
        }),
      )
    : null;

  // 4. Lighthouse.
  let lighthouse = null;
  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
    lighthouse = await step(`Lighthouse: ${LIGHTHOUSE_PATHS.length} pages × mobile, desktop × ${LIGHTHOUSE_RUNS} runs`, () =>
      lighthouseSuite({
        baseUrl: pagesUrl,
        paths: LIGHTHOUSE_PATHS,
        runs: LIGHTHOUSE_RUNS,
        keepServiceWorker: !backend && !apache,
        deadline: LIGHTHOUSE_DEADLINE,
        log,
      }),
    );
    if (lighthouse) {
      lighthouse.keepServiceWorker = !backend && !apache;
      errors.push(...lighthouse.errors.map((error) => `Lighthouse ${error}`));
    }
  }

  await cleanup();

  // 5. Report.
  const budgets = evaluateBudgets({ sizes, crossChecks, lighthouse, catalog, paints, ttfb, deskRead, staffPagesWithDesk: staffPagesDesk });
  const report: BenchReport = {
    meta: {
      date: new Date().toISOString(),
      commit: `${git(['rev-parse', '--short', 'HEAD'])} (${git(['log', '-1', '--format=%s'])})`,
      dirty: git(['status', '--porcelain', '--', 'src', 'index.html', 'vite.config.ts', 'build', 'public']) !== '',
      backendMode,
      pagesServer,
      dist,
      chromium,
      chromiumPath: CHROMIUM_PATH,
      lighthouseVersion: JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version,
      node: process.version,
      cpus: cpus().length,
      loadStart,
      loadEnd: loadNow(),
      stealPercent: stealPercent(cpuStart),
      seconds: Number(seconds()),
    },
    budgets,
    sizes,
    crossChecks,
    lighthouse,
    paints,
    ttfb,
    catalog,
    staffLists,
    offline,
    leadChecks,
    deskRead,
    staffPagesWithDesk: staffPagesDesk,
    errors,
  };
  writeFileSync(join(OUT_DIR, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  // The staff lists' table goes into the report as the console prints it (one layout, one writer).
  const staffSection = staffLists ? `\n## Staff lists at volume\n\n\`\`\`\n${staffListsText(staffLists)}\n\`\`\`\n` : '';
  const leadSection = leadChecks ? `\n## New-lead checks and dashboard\n\n\`\`\`\n${leadChecksText(leadChecks)}\n\`\`\`\n` : '';
  const deskSection = deskRead ? `\n## The lead desk's reads\n\n\`\`\`\n${deskReadText(deskRead)}\n\`\`\`\n` : '';
  const deskPages = staffPagesDesk
    ? `\n## Staff pages with the lead desk on (${HTTP_DESK_DIST})\n\n\`\`\`\n${routeTableText(staffPagesDesk.on)}\n\`\`\`\n`
    : '';
  writeFileSync(join(OUT_DIR, 'report.md'), `${renderMarkdown(report)}\n${staffSection}${leadSection}${deskSection}${deskPages}`);

  console.log('');
  console.log(budgetTableText(budgets));
  if (lighthouse) {
    console.log('');
    console.log(
      'Lighthouse medians: page, form factor, perf / a11y / best practices / SEO, LCP, TBT, CLS; then each run (perf · LCP · CLS) and the LCP spread',
    );
    for (const page of lighthouse.pages) {
      const s = page.scores;
      const m = page.metrics;
      const { runs, lcpSpreadS } = lighthouseRuns(page);
      console.log(
        `  ${page.path.padEnd(9)} ${page.formFactor.padEnd(7)} ${s ? `${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo}` : 'not measured'}${m ? `  LCP ${(Number(m.lcpMs) / 1000).toFixed(2)} s  TBT ${Math.round(Number(m.tbtMs))} ms  CLS ${Number(m.cls).toFixed(3)}` : ''}  (${page.runs} runs)`,
      );
      if (runs.length) console.log(`  ${''.padEnd(17)} runs: ${runs.join('; ')}  LCP spread ${lcpSpreadS}`);
    }
  }
  if (staffLists) console.log(`\n${staffListsText(staffLists)}`);
  if (leadChecks) console.log(`\n${leadChecksText(leadChecks)}`);
  if (deskRead) console.log(`\n${deskReadText(deskRead)}`);
  const failed = budgets.filter((row) => row.ok === false).length;
  if (report.meta.stealPercent !== null)
    console.log(
      `\nCPU steal over the bench: ${report.meta.stealPercent} % of this machine's CPU time went to other guests of the host${report.meta.stealPercent >= BUSY_HOST_STEAL ? ': timings and Lighthouse performance scores are worse than the app is; rerun when the host is quieter' : ''}`,
    );
  console.log('');
  console.log(
    `${budgets.length - failed} of ${budgets.length} budgets met${failed ? `, ${failed} missed` : ''}; report in bench/report.md and bench/report.json (${seconds()} s)`,
  );
  if (errors.length) console.log(`problems while measuring:\n  ${errors.join('\n  ')}`);
}

main()
  .then(() => process.exit(0))
  .catch(async (error) => {
    console.error(`bench: ${error.stack ?? error.message}`);
    await cleanup();
    process.exit(1);
  });
