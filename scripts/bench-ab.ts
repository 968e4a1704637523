/**
 * An interleaved A/B of Lighthouse mobile: does a start-up mechanism still pay? Builds are made
 * beforehand, one without the mechanism (B) and the baseline (A), all against the HTTP fake backend
 * this script starts (`VITE_BACKEND_URL=http://127.0.0.1:<backend port> VITE_API_MOCKING=off`).
 * Each build is served by `vite preview` (gzip, as in scripts/bench/servers.ts); the runs go round
 * (A, then every B in a rotating order, page by page, round after round), so a burst of load from
 * elsewhere on the machine does not land on one side. Prints, per variant and page, the medians and
 * the spread (min to max) of the score, LCP and TBT, and the CPU steal; writes bench/ab.json.
 *
 *   node --import tsx scripts/bench-ab.ts --runs 5 --port 4675 --backend-port 4680 \
 *     dist-ab/base dist-ab/no-hints=/,/catalog dist-ab/no-record=/blog/1
 *
 * The first directory is A, measured on every page any B names; each B only on its own pages.
 * With `--apache`, each build is served as users get it instead (scripts/apache.ts: Apache with its
 * .htaccess, compression and the reference backend in its api/ folder): builds made with
 * `VITE_BACKEND_URL=/api VITE_API_MOCKING=off NODE_ENV=production`, and no fake backend is started.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startApache } from './apache';
import { median, withTimeout } from './bench/chromium';
import { cpuTimes, stealPercent } from './bench/cpu';
import { launchChromium, runOnce, type Scores } from './bench/lighthouse';
import { root, startHttpBackend, startPreview } from './bench/servers';
import { messageOf } from './lib/process';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '4675' },
    'backend-port': { type: 'string', default: '4680' },
    apache: { type: 'boolean', default: false },
  },
});
const [baseline, ...variantArgs] = positionals;
if (!baseline || !variantArgs.length) {
  console.error(
    'usage: node --import tsx scripts/bench-ab.ts [--runs N] [--port P] [--backend-port P] [--apache] A_DIR B_DIR=/path,/path ...',
  );
  process.exit(2);
}
const runs = Number(values.runs);
const variants = variantArgs.map((arg) => {
  const [dir = '', pages = '/'] = arg.split('=');
  return { name: dir.split('/').pop() ?? dir, dir, pages: pages.split(',') };
});
const pages = [...new Set(variants.flatMap((variant) => variant.pages))];

interface Run {
  dir: string;
  page: string;
  round: number;
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  steal: number | null;
  benchmarkIndex: number | null;
  scores: Scores;
}

const stops: (() => Promise<void>)[] = [];
const results: Run[] = [];
const rounded = (value: number | null) => (value === null ? null : Math.round(value));
try {
  const dirs = [baseline, ...variants.map((variant) => variant.dir)];
  const port = Number(values.port);
  const served = new Map<string, string>();
  if (values.apache) {
    const apache = await startApache({
      layouts: dirs.map((dir, index) => ({ name: `ab-${index}`, layout: 'same-origin', siteDir: dir, sitePort: port + index })),
    });
    stops.push(apache.stop);
    apache.sites.forEach((site, index) => served.set(dirs[index]!, site.url));
  } else {
    const backend = await startHttpBackend({ port: Number(values['backend-port']), log: console.log });
    if (!backend) throw new Error('the HTTP fake backend did not start');
    stops.push(backend.stop);
    for (const [index, dir] of dirs.entries()) {
      const app = await startPreview({ outDir: dir, port: port + index });
      stops.push(app.stop);
      served.set(dir, app.url);
    }
  }
  let chrome = await launchChromium();
  stops.push(async () => chrome.kill());
  const measure = async (dir: string, page: string, round: number) => {
    const cpu = cpuTimes();
    try {
      const summary = await withTimeout(
        runOnce({ port: chrome.port, url: new URL(page, served.get(dir)).href, formFactor: 'mobile' }),
        90_000,
        `${dir} ${page}`,
      );
      const run: Run = {
        dir,
        page,
        round,
        score: summary.scores.performance,
        lcpMs: rounded(summary.metrics.lcpMs),
        tbtMs: rounded(summary.metrics.tbtMs),
        cls: summary.metrics.cls === null ? null : Number(summary.metrics.cls.toFixed(3)),
        steal: stealPercent(cpu),
        benchmarkIndex: summary.benchmarkIndex,
        scores: summary.scores,
      };
      results.push(run);
      console.log(
        `round ${round} ${page.padEnd(8)} ${dir.padEnd(28)} perf ${run.score} LCP ${run.lcpMs} TBT ${run.tbtMs} CLS ${run.cls} steal ${run.steal}% a11y/bp/seo ${summary.scores.accessibility}/${summary.scores['best-practices']}/${summary.scores.seo}`,
      );
    } catch (error) {
      console.log(`round ${round} ${page} ${dir} failed: ${messageOf(error)}`);
      chrome.kill();
      chrome = await launchChromium();
    }
  };
  for (let round = 1; round <= runs; round += 1) {
    for (const page of pages) {
      const contenders = variants.filter((variant) => variant.pages.includes(page)).map((variant) => variant.dir);
      // A first on odd rounds, last on even ones; the Bs rotate.
      const shift = round % contenders.length;
      const order = [...contenders.slice(shift), ...contenders.slice(0, shift)];
      for (const dir of round % 2 ? [baseline, ...order] : [...order, baseline]) await measure(dir, page, round);
    }
  }
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => {});
}

interface Spread {
  median: number | null;
  min: number;
  max: number;
}

const stats = (dir: string, page: string) => {
  const list = results.filter((run) => run.dir === dir && run.page === page);
  const of = (key: 'score' | 'lcpMs' | 'tbtMs' | 'cls'): Spread => {
    const numbers = list.map((run) => run[key]).filter((value): value is number => typeof value === 'number');
    return { median: median(numbers), min: Math.min(...numbers), max: Math.max(...numbers) };
  };
  return {
    runs: list.length,
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    steal: median(list.map((run) => run.steal)),
  };
};
const cell = ({ median: mid, min, max }: Spread) => `${mid} (${min}–${max})`;
const table = [
  '| variant | page | runs A/B | perf A | perf B | LCP ms A | LCP ms B | TBT ms A | TBT ms B | CLS A | CLS B | steal % A/B |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
];
for (const variant of variants) {
  for (const page of variant.pages) {
    const a = stats(baseline, page);
    const b = stats(variant.dir, page);
    table.push(
      `| ${variant.name} | ${page} | ${a.runs}/${b.runs} | ${cell(a.score)} | ${cell(b.score)} | ${cell(a.lcpMs)} | ${cell(b.lcpMs)} | ${cell(a.tbtMs)} | ${cell(b.tbtMs)} | ${cell(a.cls)} | ${cell(b.cls)} | ${a.steal}/${b.steal} |`,
    );
  }
}
console.log(`\nA = ${baseline}; medians with (min–max)\n${table.join('\n')}`);
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(
  join(root, 'bench', 'ab.json'),
  `${JSON.stringify({ date: new Date().toISOString(), baseline, variants, results, table }, null, 1)}\n`,
);
process.exit(0);
