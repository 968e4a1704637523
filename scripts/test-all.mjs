#!/usr/bin/env node
/**
 * `npm test`: every check the project has, with one honest summary line at the end.
 * Type check, lint, seed check, vitest (unit, integration, contract), production builds and size
 * budgets, provider verification against the reference PHP backend and the fake backend, and
 * Playwright e2e in Debian's chromium on the fake backend, on the PHP backend over real HTTP, and on
 * Debian's Apache with mod_php (the users' kind of host).
 *
 * Steps run up to TEST_JOBS at a time (default 2, the cores of these machines and of CI), the ones
 * on the longest path first: vitest alone (a worker per core), then the builds, then the PHP e2e beside
 * the quick checks and the other two e2e suites (on the fake and Apache backends; each suite has its
 * own servers and data). Each build is made once and shared (scripts/build-once.mjs). Every step's
 * output is prefixed with its tag; at the end come a table of the steps by wall and CPU time, each
 * Playwright project's own time and the slowest vitest files (also in test-results/timings.json).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { e2eLayouts } from './apache.ts';
import { buildCommand } from './build-once.ts';

const PHP_E2E_BACKEND = `http://127.0.0.1:${process.env.E2E_PHP_BACKEND_PORT ?? 8091}`;
/** `npm test -- vitest e2e-mock`: only the steps with these tags (for trying a layer; the summary says so). */
const ONLY = process.argv.slice(2);
const JOBS = Math.max(1, Number(process.env.TEST_JOBS ?? Math.min(2, availableParallelism())));
const started = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Every step that ran: { tag, label, seconds, startedAt, ok }. */
const steps = [];

const since = (time) => (time - started) / 1000;

/**
 * At most JOBS slots in use; a waiting step with a lower `order` goes first. A step takes `weight` slots
 * (vitest: all of them, as it runs a worker per core).
 */
const waiting = [];
let running = 0;
function slot(order, weight) {
  return new Promise((start) => {
    waiting.push({ order, weight, start });
    waiting.sort((a, b) => a.order - b.order);
    next();
  });
}
function next() {
  while (waiting.length && running + waiting[0].weight <= JOBS) {
    const step = waiting.shift();
    running += step.weight;
    step.start();
  }
}
function release(weight) {
  running -= weight;
  next();
}

/**
 * A CPU-accounting group for one step (cgroup v1's cpuacct, or v2), or null where the machine has
 * none writable; `seconds()` reads what its processes used, then removes it (once they have ended).
 */
function cpuGroup(tag) {
  const kinds = [
    { root: '/sys/fs/cgroup/cpuacct', file: 'cpuacct.usage', read: (text) => Number(text) / 1e9 },
    { root: '/sys/fs/cgroup', file: 'cpu.stat', read: (text) => Number(/usage_usec (\d+)/.exec(text)?.[1]) / 1e6 },
  ];
  for (const { root, file, read } of kinds) {
    const dir = `${root}/npm-test-${process.pid}-${tag}`;
    try {
      mkdirSync(dir);
      if (!existsSync(`${dir}/${file}`)) {
        rmdirSync(dir);
        continue;
      }
    } catch {
      continue;
    }
    return {
      dir,
      seconds() {
        const seconds = read(readFileSync(`${dir}/${file}`, 'utf8'));
        try {
          rmdirSync(dir);
        } catch {
          // A process still running (a server the step left) keeps the group; the machine's next boot clears it.
        }
        return Number.isFinite(seconds) ? seconds : 0;
      },
    };
  }
  return null;
}

/** `times`' second line, the children's user and system time ("1m2.5s 0m3.1s"), in seconds. */
function cpuSeconds(times) {
  const line = times.trim().split('\n')[1] ?? '';
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds), 0);
}

/** Runs one command in a slot; its output goes to the console line by line, prefixed with `tag`. */
async function run({ tag, label, order, weight = 1 }, command, args, env = {}) {
  if (ONLY.length && !ONLY.includes(tag)) return null;
  const slots = Math.min(weight, JOBS);
  await slot(order, slots);
  const startedAt = Date.now();
  console.log(`▶ [${tag}] ${label}`);
  const { ok, cpu } = await new Promise((done) => {
    // Through a shell that first joins the step's own CPU-accounting group, so every process the step
    // starts is counted, even a browser's renderer or a server that outlives its parent.
    const group = cpuGroup(tag);
    const child = spawn(
      'bash',
      [
        '-c',
        '[ -n "$CPU_GROUP" ] && echo $$ > "$CPU_GROUP"/cgroup.procs 2>/dev/null; "$@"; status=$?; times >&3; exit $status',
        tag,
        command,
        ...args,
      ],
      {
        env: { ...process.env, ...env, CPU_GROUP: group?.dir ?? '' },
        stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      },
    );
    let times = '';
    child.stdio[3].on('data', (chunk) => (times += chunk));
    const relay = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) out.write(`[${tag}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${tag}] ${rest}\n`));
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('error', (error) => {
      console.error(`[${tag}] ${error.message}`);
      done({ ok: false, cpu: 0 });
    });
    child.on('close', (code) => done({ ok: code === 0, cpu: group?.seconds() ?? cpuSeconds(times) }));
  });
  release(slots);
  const seconds = (Date.now() - startedAt) / 1000;
  steps.push({ tag, label, seconds, cpu, startedAt: since(startedAt), ok });
  console.log(`${ok ? '✔' : '✘'} [${tag}] ${label} (${seconds.toFixed(1)}s)`);
  return ok;
}

function count(label, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  if (failed > 0) failures.push(`${label}: ${failed} failed`);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** A step that is one check: it passes or fails as a whole. */
async function check(step, command, args, env) {
  const ok = await run(step, command, args, env);
  if (ok === null) return true;
  count(step.label, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
}

/** A runner whose own report says how many tests passed; a missing report counts as one failure. */
async function suite(step, command, args, reportPath, read, env) {
  rmSync(reportPath, { force: true });
  const ok = await run(step, command, args, env);
  if (ok === null) return null;
  const report = readJson(reportPath);
  if (!report) {
    count(step.label, 0, 1);
    return null;
  }
  const { passed, failed, skipped } = read(report);
  // A runner that failed without a failing test (a crash, a missing server) still counts as a failure.
  count(step.label, passed, failed || (ok ? 0 : 1), skipped);
  return report;
}

/** A production build (made once per run: scripts/build-once.mjs) as one check. */
const build = (step, outDir, env) => check(step, 'node', buildCommand(outDir, env));

mkdirSync('test-results', { recursive: true });

/** Counts from Playwright's JSON report; a test that passed on its retry counts as passed (and is listed below). */
const playwrightCounts = (r) => ({
  passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
  failed: r.stats?.unexpected ?? 0,
  skipped: r.stats?.skipped ?? 0,
});
const vitestCounts = (r) => ({
  passed: r.numPassedTests ?? 0,
  failed:
    (r.numFailedTests ?? 0) +
    (r.numRuntimeErrorTestSuites ?? 0) +
    (r.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length,
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
});

// `order`: which waiting step takes a free slot first. vitest alone first, then the builds (the e2e
// need them); then the PHP e2e, the longest, in one slot, and in the other the quick checks, the mock
// e2e and the Apache e2e, one after another. Never more than two at once on two cores.
const after = (...promises) => Promise.all(promises).then((oks) => oks.every(Boolean));

const systemOk = await check({ tag: 'deps', label: 'system dependencies', order: 0 }, 'node', ['--import', 'tsx', 'scripts/ensure-system-deps.ts']);
if (!systemOk) console.error('Cannot run the browser and PHP suites without their system packages.');

const vitest = suite(
  // Alone: its tests wait on timers (Testing Library's polling, the app's timeouts), and beside the builds,
  // type check and lint its two workers ran about 10% more CPU for the longer waits (114 CPU-s against 103).
  { tag: 'vitest', label: 'unit, integration and contract tests (vitest)', order: 1, weight: JOBS },
  'npx',
  ['vitest', 'run'],
  'test-results/vitest.json',
  vitestCounts,
);
const distBuilt = build({ tag: 'build', label: 'production build on the fake backend (dist/)', order: 2 }, 'dist', {
  VITE_BACKEND_URL: '',
  VITE_API_MOCKING: 'auto',
});
const phpBuilt = build({ tag: 'build-php', label: 'production build against the PHP backend (dist-php/)', order: 3 }, 'dist-php', {
  VITE_BACKEND_URL: PHP_E2E_BACKEND,
  VITE_API_MOCKING: 'off',
});
const vitestDone = vitest.then(() => true);

// The Playwrights side by side, as they share nothing: each starts its own servers once.
const e2eEnv = { CI: process.env.CI ?? '1' };
const e2eMock = after(distBuilt, vitestDone).then((built) =>
  built
    ? suite(
        { tag: 'e2e-mock', label: 'e2e in chromium on the fake backend (Playwright)', order: 9 },
        'npx',
        ['playwright', 'test'],
        'test-results/playwright-mock.json',
        playwrightCounts,
        { ...e2eEnv, E2E_MOCK: '1', E2E_PHP: '0' },
      )
    : null,
);
// One backend, one database: its projects (php, old-browsers) run one test at a time.
const e2ePhp = after(phpBuilt, vitestDone).then((built) =>
  built
    ? suite(
        { tag: 'e2e-php', label: 'e2e in chromium on the PHP backend (Playwright: php, old-browsers)', order: 7 },
        'npx',
        ['playwright', 'test'],
        'test-results/playwright-php.json',
        playwrightCounts,
        { ...e2eEnv, E2E_MOCK: '0', E2E_PHP: '1' },
      )
    : null,
);

// The users' kind of host: the build on Apache with mod_php, backend on the same origin and on another.
// In a slot like the others: as a third Playwright beside two, all three used more CPU for the longer
// waits (mock 69 CPU-s beside the others, 66 alone; Apache 68 and 62), and the PHP suite, the longest,
// is as long as the mock and Apache suites one after the other.
const apacheBuilds = e2eLayouts().map(({ name, siteDir, backendUrl, buildEnv }, index) =>
  build({ tag: `build-${name}`, label: `production build for Apache, backend ${name} (${siteDir}/)`, order: 4 + index }, siteDir, {
    VITE_BACKEND_URL: backendUrl,
    VITE_API_MOCKING: 'off',
    ...buildEnv,
  }),
);
const apache = after(...apacheBuilds, vitestDone).then((built) =>
  built
    ? suite(
        {
          tag: 'e2e-apache',
          label: 'e2e on Apache (Playwright: same-origin and cross-origin backend, redeploy under an open tab)',
          order: 10,
        },
        'npx',
        ['playwright', 'test', '-c', 'playwright.apache.config.ts'],
        'test-results/playwright-apache.json',
        playwrightCounts,
        {
          ...e2eEnv,
        },
      )
    : null,
);

const quick = [
  check({ tag: 'tsc', label: 'type check (tsc --noEmit)', order: 8 }, 'npx', ['tsc', '--noEmit']),
  check({ tag: 'lint', label: 'lint (eslint)', order: 8 }, 'npx', ['eslint', '.', '--max-warnings=0']),
  check({ tag: 'format', label: 'format (prettier --check)', order: 8 }, 'npx', ['prettier', '--check', '.', '--log-level=warn']),
  check({ tag: 'seed', label: 'seed.sql matches mocks/seed/seed.json', order: 8 }, 'node', ['--import', 'tsx', 'scripts/gen-seed-sql.ts', '--check']),
  check({ tag: 'spec', label: 'tests/fixtures/SPEC.md matches the spec beside the clone', order: 8 }, 'node', [
    '--import',
    'tsx',
    'scripts/spec-fixture.ts',
    '--check',
  ]),
  after(distBuilt, phpBuilt).then(
    (built) => built && check({ tag: 'size', label: 'size budgets', order: 0 }, 'node', ['--import', 'tsx', 'scripts/size-budget.ts', 'dist', 'dist-php']),
  ),
  suite(
    { tag: 'verify', label: 'provider verification (contract:verify --writes) against the PHP and the fake backend', order: 8 },
    'npx',
    ['tsx', 'scripts/verify-backends.ts'],
    'test-results/verify.json',
    (r) => ({
      passed: r.passed ?? 0,
      failed: r.failed ?? 0,
      skipped: r.skipped ?? 0,
    }),
  ),
];

const [vitestReport, ...e2eReports] = await Promise.all([vitest, e2eMock, e2ePhp, apache]);
await Promise.all(quick);

/** Tests that failed and then passed on their retry, by title (Playwright's JSON report). */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) tests.push({ ...test, title: [...path, spec.title].join(' › ') });
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return tests;
}

/** Per Playwright project: tests, wall span (first start to last end) and the sum of the tests' own times. */
function projectTimes(report) {
  const byProject = new Map();
  for (const test of playwrightTests(report)) {
    const entry = byProject.get(test.projectName) ?? { project: test.projectName, tests: 0, first: Infinity, last: 0, busy: 0 };
    entry.tests += 1;
    for (const result of test.results ?? []) {
      const start = Date.parse(result.startTime);
      entry.first = Math.min(entry.first, start);
      entry.last = Math.max(entry.last, start + result.duration);
      entry.busy += result.duration / 1000;
    }
    byProject.set(test.projectName, entry);
  }
  return [...byProject.values()].map(({ first, last, ...entry }) => ({ ...entry, span: last > first ? (last - first) / 1000 : 0 }));
}

/** vitest's JSON report: each file's time (end minus start) with its project. */
function vitestFiles(report) {
  return (report?.testResults ?? [])
    .map((file) => ({
      file: relative(process.cwd(), file.name),
      seconds: ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
      tests: (file.assertionResults ?? []).length,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

const pad = (text, width) => String(text).padEnd(width);
const lpad = (text, width) => String(text).padStart(width);
const table = (rows) => {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          typeof cell === 'number' || /^[+\d.]+s?$/.test(cell) ? lpad(cell, widths[column]) : pad(cell, widths[column]),
        )
        .join('  '),
    )
    .join('\n');
};

const flaky = e2eReports.flatMap((report) =>
  playwrightTests(report)
    .filter((t) => t.status === 'flaky')
    .map((t) => `[${t.projectName}] ${t.title}`),
);
if (flaky.length) console.log(`\nFlaky (failed, then passed on the retry):\n  ${flaky.join('\n  ')}`);
for (const diagnostics of ['mock', 'php', 'apache']
  .map((suite) => `test-results/playwright-${suite}/e2e-diagnostics.txt`)
  .filter((file) => existsSync(file))) {
  console.log(`\nWhat the page showed when an e2e test failed (${diagnostics}):\n${readFileSync(diagnostics, 'utf8')}`);
}

const wall = since(Date.now());
const sortedSteps = [...steps].sort((a, b) => b.seconds - a.seconds);
const projects = e2eReports.flatMap(projectTimes).sort((a, b) => b.span - a.span);
const slowFiles = vitestFiles(vitestReport).slice(0, 10);
writeFileSync(
  'test-results/timings.json',
  `${JSON.stringify({ wall, jobs: JOBS, steps: sortedSteps, projects, slowestVitestFiles: slowFiles }, null, 2)}\n`,
);

const cpuTotal = steps.reduce((sum, s) => sum + s.cpu, 0);
console.log(
  `\nSteps by wall time (${JOBS} at a time; the whole run ${wall.toFixed(1)}s, ${cpuTotal.toFixed(0)} CPU-seconds; cpu: what the step's processes used, user + system):`,
);
console.log(
  table([
    ['step', 'wall', 'cpu', 'started at', ''],
    ...sortedSteps.map((s) => [
      `${s.tag}: ${s.label}`,
      `${s.seconds.toFixed(1)}s`,
      `${s.cpu.toFixed(0)}s`,
      `+${s.startedAt.toFixed(0)}s`,
      s.ok ? 'ok' : 'FAILED',
    ]),
  ]),
);
if (projects.length) {
  console.log('\nPlaywright projects (span: first test start to last test end; tests: the sum of their own times):');
  console.log(
    table([
      ['project', 'tests', 'span', 'tests'],
      ...projects.map((p) => [p.project, p.tests, `${p.span.toFixed(1)}s`, `${p.busy.toFixed(1)}s`]),
    ]),
  );
}
if (slowFiles.length) {
  console.log('\nThe 10 slowest vitest files:');
  console.log(table([['file', 'tests', 'time'], ...slowFiles.map((f) => [f.file, f.tests, `${f.seconds.toFixed(1)}s`])]));
}

const line = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}${ONLY.length ? ` (only ${ONLY.join(', ')})` : ''}`;
// Printed every run, 0 included, just before the summary line, so a test that needed its retry is never hidden in the count.
const retried = `${flaky.length} ${flaky.length === 1 ? 'test' : 'tests'} passed only on a retry`;
writeFileSync('test-results/summary.txt', `${retried}\n${line}\n`);
if (failures.length) console.log(`\nFailures:\n  ${failures.join('\n  ')}`);
console.log(`\n${retried}\n${line}`);
process.exit(totals.failed > 0 ? 1 : 0);
