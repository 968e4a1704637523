/**
 * Lighthouse (mobile default and the desktop preset) against the built app, in Debian's chromium,
 * offline: one chromium for all runs, each run in a fresh tab, median of `runs` per page and form factor.
 */
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { messageOf } from '../lib/process';
import { CHROMIUM_FLAGS, CHROMIUM_LAUNCHER, median, withTimeout } from './chromium';
import { cpuTimes, stealPercent } from './cpu';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const RUN_TIMEOUT_MS = 90_000;

export type Scores = Record<Category, number | null>;
export interface Metrics {
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  siMs: number | null;
}

/** What the bench reads of a node Lighthouse points at. */
interface NodeView {
  selector?: string;
  snippet?: string;
  explanation?: string;
  nodeLabel?: string;
}

/**
 * What the bench reads of an audit's table rows. Lighthouse types its details as a union, one shape
 * per kind of audit; the bench reads a few fields of any of them and checks each it uses.
 */
interface RowView {
  url?: unknown;
  node?: NodeView;
  items?: RowView[];
  description?: unknown;
  source?: { url?: string };
  wastedMs?: number;
  totalBytes?: number;
  wastedBytes?: number;
  issueType?: string;
  score?: number;
  total?: number;
  duration?: number;
  startTime?: number;
  group?: string;
  groupLabel?: string;
  phase?: string;
  label?: string;
  timing?: number;
}

interface AuditView {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  numericValue?: number;
  details?: { type?: string; items?: RowView[]; overallSavingsMs?: number };
}

export interface Item {
  url?: string;
  selector?: string;
  snippet?: string;
  explanation?: string;
  description?: string;
  source?: string;
  wastedMs?: number;
  totalKb?: number;
  wastedKb?: number;
  issueType?: string;
}

export interface FailingAudit {
  id: string;
  title: string;
  score: number | null;
  weight: number;
  displayValue: string;
  items: Item[];
}

export interface RunSummary {
  diagnostics: string[];
  benchmarkIndex: number | null;
  scores: Scores;
  metrics: Metrics;
  lcpElement: { selector?: string; snippet?: string; label?: string } | null;
  lcpPhases: { phase?: string; timingMs: number }[];
  renderBlocking: Item[];
  opportunities: { id: string; title: string; savingsMs: number; items: Item[] }[];
  failing: Partial<Record<Category, FailingAudit[]>>;
  runWarnings: string[];
  finalUrl: string;
  loadAverage?: number;
  stealPercent?: number | null;
}

const auditsOf = (lhr: Result) => lhr.audits as unknown as Record<string, AuditView | undefined>;

/** The figures of one run, and the reasons behind any score under 100. */
function summarise(lhr: Result): RunSummary {
  const audits = auditsOf(lhr);
  const audit = (id: string) => audits[id];
  const scoreOf = (id: Category) => {
    const score = lhr.categories[id]?.score;
    return score == null ? null : Math.round(score * 100);
  };
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, scoreOf(id)])) as Scores;
  const failing: RunSummary['failing'] = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    failing[id] = category.auditRefs.flatMap((ref) => {
      const result = audit(ref.id);
      if (!(ref.weight > 0) || !result || result.score === null || result.score >= 1) return [];
      return [{ id: ref.id, title: result.title, score: result.score, weight: ref.weight, displayValue: result.displayValue ?? '', items: itemsOf(result) }];
    });
  }
  const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node ?? audit('largest-contentful-paint-element')?.details?.items?.[0]?.node;
  const lcpPhases = audit('largest-contentful-paint-element')?.details?.items?.[1]?.items ?? [];
  const opportunities = Object.values(audits)
    .filter((item): item is AuditView => item?.details?.type === 'opportunity' && (item.details.overallSavingsMs ?? 0) > 0)
    .map((item) => ({ id: item.id, title: item.title, savingsMs: Math.round(item.details?.overallSavingsMs ?? 0), items: itemsOf(item) }));
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
    runWarnings: lhr.runWarnings,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** Short lines on what costs time or moves the layout: layout shifts, lazy LCP image, unsized images, main-thread work, long tasks. */
function diagnosticsOf(lhr: Result): string[] {
  const audits = auditsOf(lhr);
  const audit = (id: string) => audits[id];
  const lines: string[] = [];
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
    lines.push(`JS execution: ${bootup.slice(0, 4).map((item) => `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(Number(item.total))} ms`).join(', ')}`);
  }
  const work = audit('mainthread-work-breakdown')?.details?.items ?? [];
  if (work.length) lines.push(`main thread: ${work.slice(0, 4).map((item) => `${item.groupLabel ?? item.group} ${Math.round(Number(item.duration))} ms`).join(', ')}`);
  const longTasks = audit('long-tasks')?.details?.items ?? [];
  if (longTasks.length) {
    lines.push(`long tasks: ${longTasks.slice(0, 4).map((item) => `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(Number(item.duration))} ms at ${Math.round(Number(item.startTime))} ms`).join(', ')}`);
  }
  return lines;
}

/** The few identifying fields of an audit's table rows (urls, selectors, snippets), not the whole lhr. */
function itemsOf(auditResult: AuditView | undefined): Item[] {
  const items = auditResult?.details?.items ?? [];
  return items.slice(0, 6).map((item) => {
    const node = item.node ?? item.items?.[0]?.node;
    const out: Item = {};
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
export async function runOnce({
  port,
  url,
  formFactor,
  keepServiceWorker = false,
}: {
  port: number;
  url: string;
  formFactor: FormFactor;
  keepServiceWorker?: boolean;
}): Promise<RunSummary> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  try {
    const flags: Flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
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

export type FormFactor = 'mobile' | 'desktop';

export async function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  process.env.CHROME_PATH = CHROMIUM_LAUNCHER;
  return chromeLauncher.launch({ chromePath: CHROMIUM_LAUNCHER, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent', maxConnectionRetries: 100 });
}

/**
 * All Lighthouse runs, mobile (the budgeted form factor) first. Runs go round the pages (run 1 of
 * every page, then run 2, ...) so that a burst of load from elsewhere on the machine does not land
 * on one page's three runs. `deadline` (epoch ms) stops starting new runs; pages then report fewer runs.
 */
export interface PageResult extends MedianOf {
  formFactor: FormFactor;
  path: string;
  runs: number;
}

export interface LighthouseSuite {
  pages: PageResult[];
  errors: string[];
  /** Set by the bench: whether each run kept the demo's service worker. */
  keepServiceWorker?: boolean;
}

export async function lighthouseSuite({
  baseUrl,
  paths,
  runs = 3,
  formFactors = ['mobile', 'desktop'],
  keepServiceWorker = false,
  deadline = Infinity,
  log = console.log,
}: {
  baseUrl: string;
  paths: string[];
  runs?: number;
  formFactors?: FormFactor[];
  keepServiceWorker?: boolean;
  deadline?: number;
  log?: (line: string) => void;
}): Promise<LighthouseSuite> {
  const results = new Map<string, RunSummary[]>();
  const errors: string[] = [];
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
            const load = loadavg()[0] ?? 0;
            const cpu = cpuTimes();
            const summary = await withTimeout(runOnce({ port: chrome.port, url, formFactor, keepServiceWorker }), RUN_TIMEOUT_MS, `Lighthouse ${formFactor} ${path}`);
            summary.loadAverage = Number(load.toFixed(2));
            summary.stealPercent = stealPercent(cpu);
            const key = `${formFactor} ${path}`;
            results.set(key, [...(results.get(key) ?? []), summary]);
            const s = summary.scores;
            log(`  lighthouse ${formFactor.padEnd(7)} ${path.padEnd(9)} run ${run}: perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo} (${((Date.now() - started) / 1000).toFixed(1)} s, load ${summary.loadAverage}, CPU steal ${summary.stealPercent ?? '?'} %)`);
          } catch (error) {
            errors.push(`${formFactor} ${path} run ${run}: ${messageOf(error)}`);
            log(`  lighthouse ${formFactor} ${path} run ${run} failed: ${messageOf(error)}`);
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
  const pages: PageResult[] = [];
  for (const formFactor of formFactors) {
    for (const path of paths) {
      const list = results.get(`${formFactor} ${path}`) ?? [];
      pages.push({ formFactor, path, runs: list.length, ...medianOf(list) });
    }
  }
  return { pages, errors };
}

/** The median of each figure, and the diagnostics of the run whose performance score is the median. */
export interface MedianOf {
  scores: Scores | null;
  metrics: Metrics | null;
  representative: RunSummary | null;
  loadAverage?: number | null;
  benchmarkIndex?: number | null;
  stealPercent?: number | null;
  perRun?: Pick<RunSummary, 'scores' | 'metrics' | 'loadAverage' | 'benchmarkIndex' | 'stealPercent'>[];
}

export function medianOf(list: RunSummary[]): MedianOf {
  if (list.length === 0) return { scores: null, metrics: null, representative: null };
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(list.map((run) => run.scores[id]))])) as Scores;
  const metric = (key: keyof Metrics) => median(list.map((run) => run.metrics[key]));
  const metrics: Metrics = { lcpMs: metric('lcpMs'), tbtMs: metric('tbtMs'), cls: metric('cls'), fcpMs: metric('fcpMs'), siMs: metric('siMs') };
  const sorted = [...list].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const representative = sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
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
