#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in order, with one honest summary line at the end.
 * Type check, lint, seed check, vitest (unit, integration, contract), production builds and size
 * budgets, provider verification against the reference PHP backend and the fake backend, and
 * Playwright e2e in Debian's chromium on the fake backend, on the PHP backend over real HTTP, and on
 * Debian's Apache with mod_php (the users' kind of host).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { e2eLayouts } from './apache.mjs';

const PHP_E2E_BACKEND = `http://127.0.0.1:${process.env.E2E_PHP_BACKEND_PORT ?? 8091}`;
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds}s)`);
  return ok;
}

/** A step that is one check: it passes or fails as a whole. */
function check(label, command, args, env) {
  const ok = run(label, command, args, env);
  count(label, ok ? 1 : 0, ok ? 0 : 1);
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

/** A runner whose own report says how many tests passed; a missing report counts as one failure. */
function suite(label, command, args, reportPath, read, env) {
  rmSync(reportPath, { force: true });
  const ok = run(label, command, args, env);
  const report = readJson(reportPath);
  if (!report) return count(label, 0, 1);
  const { passed, failed, skipped } = read(report);
  // A runner that failed without a failing test (a crash, a missing server) still counts as a failure.
  count(label, passed, failed || (ok ? 0 : 1), skipped);
}

mkdirSync('test-results', { recursive: true });
const npx = (args, env) => ['npx', args, env];

if (!check('system dependencies', 'node', ['scripts/ensure-system-deps.mjs'])) {
  console.error('Cannot run the browser and PHP suites without their system packages.');
}
check('type check (tsc --noEmit)', ...npx(['tsc', '--noEmit']));
check('lint (eslint)', ...npx(['eslint', '.', '--max-warnings=0']));
check('seed.sql matches mocks/seed/seed.json', 'node', ['scripts/gen-seed-sql.mjs', '--check']);

suite('unit, integration and contract tests (vitest)', 'npx', ['vitest', 'run'], 'test-results/vitest.json', (r) => ({
  passed: r.numPassedTests ?? 0,
  failed: (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0) + (r.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length,
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
}));

const built = check('production build on the fake backend (dist/)', ...npx(['vite', 'build', '--outDir', 'dist', '--emptyOutDir'], { VITE_BACKEND_URL: '', VITE_API_MOCKING: 'auto' }));
if (built && existsSync('scripts/size-budget.mjs')) check('size budgets', 'node', ['scripts/size-budget.mjs', 'dist']);
check('production build against the PHP backend (dist-php/)', ...npx(['vite', 'build', '--outDir', 'dist-php', '--emptyOutDir'], { VITE_BACKEND_URL: PHP_E2E_BACKEND, VITE_API_MOCKING: 'off' }));

suite('provider verification (contract:verify --writes) against the PHP and the fake backend', 'npx', ['tsx', 'scripts/verify-backends.ts'], 'test-results/verify.json', (r) => ({
  passed: r.passed ?? 0,
  failed: r.failed ?? 0,
  skipped: r.skipped ?? 0,
}));

rmSync('test-results/e2e-diagnostics.txt', { force: true });
/** Counts from Playwright's JSON report; a test that passed on its retry counts as passed (and is listed below). */
const playwrightCounts = (r) => ({
  passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
  failed: r.stats?.unexpected ?? 0,
  skipped: r.stats?.skipped ?? 0,
});
suite('e2e in chromium (Playwright: fake backend and PHP backend)', 'npx', ['playwright', 'test'], 'test-results/playwright.json', playwrightCounts, { CI: process.env.CI ?? '1', E2E_PHP: '1' });

// The users' kind of host: the build on Apache with mod_php, backend on the same origin and on another.
const apacheBuilt = e2eLayouts().every(({ name, siteDir, backendUrl, buildEnv }) =>
  check(`production build for Apache, backend ${name} (${siteDir}/)`, ...npx(['vite', 'build', '--outDir', siteDir, '--emptyOutDir'], { VITE_BACKEND_URL: backendUrl, VITE_API_MOCKING: 'off', ...buildEnv })),
);
if (apacheBuilt) {
  suite('e2e on Apache (Playwright: same-origin and cross-origin backend, redeploy under an open tab)', 'npx', ['playwright', 'test', '-c', 'playwright.apache.config.ts'], 'test-results/playwright-apache.json', playwrightCounts, { CI: process.env.CI ?? '1' });
}

/** Tests that failed and then passed on their retry, by title (Playwright's JSON report). */
function flakyTests(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === 'flaky') titles.push(`[${t.projectName}] ${[...path, spec.title].join(' › ')}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return titles;
}

const flaky = ['test-results/playwright.json', 'test-results/playwright-apache.json'].flatMap((report) => flakyTests(readJson(report)));
if (flaky.length) console.log(`\nFlaky (failed, then passed on the retry):\n  ${flaky.join('\n  ')}`);
if (existsSync('test-results/e2e-diagnostics.txt')) {
  console.log(`\nWhat the page showed when an e2e test failed (test-results/e2e-diagnostics.txt):\n${readFileSync('test-results/e2e-diagnostics.txt', 'utf8')}`);
}

const line = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
writeFileSync('test-results/summary.txt', `${line}\n`);
if (failures.length) console.log(`\nFailures:\n  ${failures.join('\n  ')}`);
console.log(`\n${line}`);
process.exit(totals.failed > 0 ? 1 : 0);
