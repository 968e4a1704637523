/**
 * Lighthouse (mobile default and the desktop preset) against the built app, in Debian's chromium,
 * offline: one chromium for all runs, each run in a fresh tab, median of `runs` per page and form factor.
 */
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, median, withTimeout } from './chromium.mjs';
import { cpuTimes, stealPercent } from './cpu.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUN_TIMEOUT_MS = 90_000;

/** The figures of one run, and the reasons behind any score under 100. */
function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)]));
  const failing = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    failing[id] = category.auditRefs
      .filter((ref) => ref.weight > 0 && audit(ref.id) && audit(ref.id).score !== null && audit(ref.id).score < 1)
      .map((ref) => ({
        id: ref.id,
        title: audit(ref.id).title,
        score: audit(ref.id).score,
        weight: ref.weight,
        displayValue: audit(ref.id).displayValue ?? '',
        items: itemsOf(audit(ref.id)),
      }));
  }
  const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node ?? audit('largest-contentful-paint-element')?.details?.items?.[0]?.node;
  const lcpPhases = audit('largest-contentful-paint-element')?.details?.items?.[1]?.items ?? [];
  const opportunities = Object.values(lhr.audits)
    .filter((item) => item.details?.type === 'opportunity' && (item.details.overallSavingsMs ?? 0) > 0)
    .map((item) => ({ id: item.id, title: item.title, savingsMs: Math.round(item.details.overallSavingsMs), items: itemsOf(item) }));
  return {
    diagnostics: diagnosticsOf(lhr),
    // Lighthouse's own CPU benchmark at the start of the run: lower means a slower (or busier) machine.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    scores,
    metrics: {
      lcpMs: audit('largest-contentful-paint')?.numericValue ?? null,
      tbtMs: audit('total-blocking-time')?.numericValue ?? null,
      cls: audit('cumulative-layout-shift')?.numericValue ?? null,
      fcpMs: audit('first-contentful-paint')?.numericValue ?? null,
      siMs: audit('speed-index')?.numericValue ?? null,
    },
    lcpElement: lcpElement ? { selector: lcpElement.selector, snippet: lcpElement.snippet, label: lcpElement.nodeLabel } : null,
    lcpPhases: lcpPhases.map((phase) => ({ phase: phase.phase ?? phase.label, timingMs: Math.round(phase.timing ?? 0) })),
    renderBlocking: itemsOf(audit('render-blocking-resources')),
    opportunities,
    failing,
    runWarnings: lhr.runWarnings ?? [],
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** Short lines on what costs time or moves the layout: layout shifts, lazy LCP image, unsized images, main-thread work, long tasks. */
function diagnosticsOf(lhr) {
  const audit = (id) => lhr.audits[id];
  const lines = [];
  const shifts = audit('layout-shifts')?.details?.items ?? [];
  if (shifts.length) {
    lines.push(`layout shifts: ${shifts.slice(0, 4).map((item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} (${Number(item.score ?? 0).toFixed(3)})`).join(', ')}`);
  }
  for (const id of ['lcp-lazy-loaded', 'prioritize-lcp-image', 'unsized-images']) {
    const result = audit(id);
    if (result && result.score !== null && result.score < 1) {
      lines.push(`${result.title}: ${itemsOf(result).map((item) => item.selector ?? item.url ?? item.snippet).join(', ')}`);
    }
  }
  const bootup = audit('bootup-time')?.details?.items ?? [];
  if (bootup.length) {
    lines.push(`JS execution: ${bootup.slice(0, 4).map((item) => `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(item.total)} ms`).join(', ')}`);
  }
  const work = audit('mainthread-work-breakdown')?.details?.items ?? [];
  if (work.length) lines.push(`main thread: ${work.slice(0, 4).map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`).join(', ')}`);
  const longTasks = audit('long-tasks')?.details?.items ?? [];
  if (longTasks.length) {
    lines.push(`long tasks: ${longTasks.slice(0, 4).map((item) => `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(item.duration)} ms at ${Math.round(item.startTime)} ms`).join(', ')}`);
  }
  return lines;
}

/** The few identifying fields of an audit's table rows (urls, selectors, snippets), not the whole lhr. */
function itemsOf(auditResult) {
  const items = auditResult?.details?.items ?? [];
  return items.slice(0, 6).map((item) => {
    const node = item.node ?? item.items?.[0]?.node;
    const out = {};
    // Same-origin paths are enough to name a file; an origin alone (e.g. a preconnect) stays whole.
    if (item.url) out.url = String(item.url).replace(/^https?:\/\/[^/]+(?=\/.)/, '');
    if (node?.selector) out.selector = node.selector;
    if (node?.snippet) out.snippet = node.snippet.slice(0, 160);
    if (node?.explanation) out.explanation = node.explanation.slice(0, 240);
    if (item.description) out.description = String(item.description).slice(0, 240);
    if (item.source?.url) out.source = item.source.url;
    if (item.wastedMs) out.wastedMs = Math.round(item.wastedMs);
    if (item.totalBytes) out.totalKb = Math.round(item.totalBytes / 102.4) / 10;
    if (item.wastedBytes) out.wastedKb = Math.round(item.wastedBytes / 102.4) / 10;
    if (item.issueType) out.issueType = item.issueType;
    return out;
  });
}

/** One run in a fresh tab. With `keepServiceWorker` the tab first loads the page (installing the demo's service worker), then the HTTP cache is cleared so Lighthouse still measures a cold load of the page itself. */
export async function runOnce({ port, url, formFactor, keepServiceWorker }) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  try {
    const flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableFullPageScreenshot: true,
      maxWaitForLoad: 45_000,
    };
    if (keepServiceWorker) {
      await page.goto(url, { waitUntil: 'networkidle0', timeout: 30_000 });
      await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), { timeout: 15_000 });
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await page.goto('about:blank');
      flags.disableStorageReset = true;
    }
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined, page);
    if (!result?.lhr) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return summarise(result.lhr);
  } finally {
    await page.close().catch(() => {});
    await browser.disconnect().catch(() => {});
  }
}

export async function launchChromium() {
  process.env.CHROME_PATH = CHROMIUM_PATH;
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent', maxConnectionRetries: 100 });
}

/**
 * All Lighthouse runs, mobile (the budgeted form factor) first. Runs go round the pages (run 1 of
 * every page, then run 2, ...) so that a burst of load from elsewhere on the machine does not land
 * on one page's three runs. `deadline` (epoch ms) stops starting new runs; pages then report fewer runs.
 */
export async function lighthouseSuite({ baseUrl, paths, runs = 3, formFactors = ['mobile', 'desktop'], keepServiceWorker = false, deadline = Infinity, log = console.log }) {
  const results = new Map();
  const errors = [];
  let chrome = await launchChromium();
  try {
    for (const formFactor of formFactors) {
      for (let run = 1; run <= runs; run += 1) {
        for (const path of paths) {
          if (Date.now() > deadline) {
            errors.push(`skipped ${formFactor} ${path} run ${run}: the bench's Lighthouse time was used up`);
            continue;
          }
          const url = new URL(path, baseUrl).href;
          const started = Date.now();
          try {
            const load = loadavg()[0];
            const cpu = cpuTimes();
            const summary = await withTimeout(runOnce({ port: chrome.port, url, formFactor, keepServiceWorker }), RUN_TIMEOUT_MS, `Lighthouse ${formFactor} ${path}`);
            summary.loadAverage = Number(load.toFixed(2));
            summary.stealPercent = stealPercent(cpu);
            const key = `${formFactor} ${path}`;
            results.set(key, [...(results.get(key) ?? []), summary]);
            const s = summary.scores;
            log(`  lighthouse ${formFactor.padEnd(7)} ${path.padEnd(9)} run ${run}: perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo} (${((Date.now() - started) / 1000).toFixed(1)} s, load ${summary.loadAverage}, CPU steal ${summary.stealPercent ?? '?'} %)`);
          } catch (error) {
            errors.push(`${formFactor} ${path} run ${run}: ${error.message}`);
            log(`  lighthouse ${formFactor} ${path} run ${run} failed: ${error.message}`);
            // A hung run may leave chromium in a bad state: start a fresh one for the next run.
            chrome.kill();
            chrome = await launchChromium();
          }
        }
      }
    }
  } finally {
    chrome.kill();
  }
  const pages = [];
  for (const formFactor of formFactors) {
    for (const path of paths) {
      const list = results.get(`${formFactor} ${path}`) ?? [];
      pages.push({ formFactor, path, runs: list.length, ...medianOf(list) });
    }
  }
  return { pages, errors };
}

/** The median of each figure, and the diagnostics of the run whose performance score is the median. */
export function medianOf(list) {
  if (list.length === 0) return { scores: null, metrics: null, representative: null };
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(list.map((run) => run.scores[id]))]));
  const metricKeys = Object.keys(list[0].metrics);
  const metrics = Object.fromEntries(metricKeys.map((key) => [key, median(list.map((run) => run.metrics[key]))]));
  const sorted = [...list].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const representative = sorted[Math.floor((sorted.length - 1) / 2)];
  return {
    scores,
    metrics,
    loadAverage: median(list.map((run) => run.loadAverage)),
    benchmarkIndex: median(list.map((run) => run.benchmarkIndex)),
    stealPercent: median(list.map((run) => run.stealPercent)),
    perRun: list.map((run) => ({ scores: run.scores, metrics: run.metrics, loadAverage: run.loadAverage, benchmarkIndex: run.benchmarkIndex, stealPercent: run.stealPercent })),
    representative,
  };
}
