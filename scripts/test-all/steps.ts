/**
 * The steps of `npm test` and what each waits for. `order`: which waiting step takes a free slot
 * first. vitest alone first, then the builds (the e2e need them); then the PHP e2e, the longest, in
 * one slot, and in the other the quick checks, the mock e2e and the Apache e2e, one after another.
 * Never more than two at once on two cores.
 */
import { e2eLayouts } from '../apache';
import { buildCommand } from '../build-once';
import { check, playwrightCounts, suite, vitestCounts, type PlaywrightReport, type VitestReport } from './results';
import type { Scheduler, Step } from './scheduler';

const PHP_E2E_BACKEND = `http://127.0.0.1:${process.env.E2E_PHP_BACKEND_PORT ?? 8091}`;

/** A TypeScript script of this repository, run by node with tsx. */
const script = (file: string, ...args: string[]) => ['--import', 'tsx', file, ...args];

const after = (...promises: Promise<unknown>[]) => Promise.all(promises).then((oks) => oks.every(Boolean));

export interface Reports {
  vitest: VitestReport | null;
  e2e: (PlaywrightReport | null)[];
}

export async function runSteps(runner: Scheduler): Promise<Reports> {
  /** A production build (made once per run: scripts/build-once.ts) as one check. */
  const build = (step: Step, outDir: string, env: Record<string, string>) => check(runner, step, 'node', buildCommand(outDir, env));

  const systemOk = await check(
    runner,
    { tag: 'deps', label: 'system dependencies', order: 0 },
    'node',
    script('scripts/ensure-system-deps.ts'),
  );
  if (!systemOk) console.error('Cannot run the browser and PHP suites without their system packages.');

  const vitest = suite(
    runner,
    // Alone: its tests wait on timers (Testing Library's polling, the app's timeouts), and beside the builds,
    // type check and lint its two workers used more CPU for the longer waits.
    { tag: 'vitest', label: 'unit, integration and contract tests (vitest)', order: 1, weight: runner.jobs },
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
  const playwright = (step: Step, args: string[], report: string, env: Record<string, string>) =>
    suite(runner, step, 'npx', ['playwright', 'test', ...args], report, playwrightCounts, env);
  const e2eMock = after(distBuilt, vitestDone).then((built) =>
    built
      ? playwright(
          { tag: 'e2e-mock', label: 'e2e in chromium on the fake backend (Playwright)', order: 9 },
          [],
          'test-results/playwright-mock.json',
          {
            ...e2eEnv,
            E2E_MOCK: '1',
            E2E_PHP: '0',
          },
        )
      : null,
  );
  // One backend, one database: its projects (php, old-browsers) run one test at a time.
  const e2ePhp = after(phpBuilt, vitestDone).then((built) =>
    built
      ? playwright(
          { tag: 'e2e-php', label: 'e2e in chromium on the PHP backend (Playwright: php, old-browsers)', order: 7 },
          [],
          'test-results/playwright-php.json',
          { ...e2eEnv, E2E_MOCK: '0', E2E_PHP: '1' },
        )
      : null,
  );

  // The users' kind of host: the build on Apache with mod_php, backend on the same origin and on another.
  // In a slot like the others: as a third Playwright beside two, all three used more CPU for the longer
  // waits, and the PHP suite, the longest, is as long as the mock and Apache suites one after the other.
  const apacheBuilds = e2eLayouts().map(({ name, siteDir, backendUrl, buildEnv }, index) =>
    build({ tag: `build-${name}`, label: `production build for Apache, backend ${name} (${siteDir}/)`, order: 4 + index }, siteDir, {
      VITE_BACKEND_URL: backendUrl,
      VITE_API_MOCKING: 'off',
      ...buildEnv,
    }),
  );
  const apache = after(...apacheBuilds, vitestDone).then((built) =>
    built
      ? playwright(
          {
            tag: 'e2e-apache',
            label: 'e2e on Apache (Playwright: same-origin and cross-origin backend, redeploy under an open tab)',
            order: 10,
          },
          ['-c', 'playwright.apache.config.ts'],
          'test-results/playwright-apache.json',
          { ...e2eEnv },
        )
      : null,
  );

  const quick = [
    check(runner, { tag: 'tsc', label: 'type check (tsc --noEmit)', order: 8 }, 'npx', ['tsc', '--noEmit']),
    check(runner, { tag: 'lint', label: 'lint (eslint)', order: 8 }, 'npx', ['eslint', '.', '--max-warnings=0']),
    check(runner, { tag: 'format', label: 'format (prettier --check)', order: 8 }, 'npx', ['prettier', '--check', '.', '--log-level=warn']),
    check(runner, { tag: 'knip', label: 'unused files, exports and dependencies (knip)', order: 8 }, 'npx', ['knip', '--no-progress']),
    // PHP's built-in server in front of a fake backend and a copy of the pages: a few seconds.
    check(runner, { tag: 'server-pages', label: "the server pages' checks (php server/test.php)", order: 8 }, 'php', ['server/test.php']),
    // The lead desk's store and calls, on both databases it supports: SQLite, and Debian's MariaDB started for the run.
    check(runner, { tag: 'desk-sqlite', label: 'the lead desk on SQLite (php server/test-desk.php)', order: 8 }, 'php', [
      'server/test-desk.php',
    ]),
    // The push sender read by two implementations it shares no code with: web-push-testing and Node's crypto. About 2 s.
    check(runner, { tag: 'push', label: 'the push sender against web-push-testing and Node (php server/test-push.php)', order: 8 }, 'php', [
      'server/test-push.php',
    ]),
    check(
      runner,
      { tag: 'desk-mariadb', label: 'the lead desk on MariaDB (scripts/mariadb.ts php server/test-desk.php)', order: 8 },
      'node',
      script('scripts/mariadb.ts', 'php', 'server/test-desk.php'),
    ),
    check(
      runner,
      { tag: 'seed', label: 'seed.sql matches mocks/seed/seed.json', order: 8 },
      'node',
      script('scripts/gen-seed-sql.ts', '--check'),
    ),
    check(
      runner,
      { tag: 'spec', label: 'tests/fixtures/SPEC.md matches the spec beside the clone', order: 8 },
      'node',
      script('scripts/spec-fixture.ts', '--check'),
    ),
    after(distBuilt, phpBuilt).then(
      (built) =>
        built &&
        check(runner, { tag: 'size', label: 'size budgets', order: 0 }, 'node', script('scripts/size-budget.ts', 'dist', 'dist-php')),
    ),
    suite(
      runner,
      { tag: 'verify', label: 'provider verification (contract:verify --writes) against the PHP and the fake backend', order: 8 },
      'npx',
      ['tsx', 'scripts/verify-backends.ts'],
      'test-results/verify.json',
      (r: { passed?: number; failed?: number; skipped?: number }) => ({
        passed: r.passed ?? 0,
        failed: r.failed ?? 0,
        skipped: r.skipped ?? 0,
      }),
    ),
  ];

  const [vitestReport, ...e2eReports] = await Promise.all([vitest, e2eMock, e2ePhp, apache]);
  await Promise.all(quick);
  return { vitest: vitestReport, e2e: e2eReports };
}
