/**
 * `npm test`: every check the project has, with one honest summary line at the end.
 * Type check, lint, seed check, vitest (unit, integration, contract), production builds and size
 * budgets, the server pages' and the lead desk's PHP checks (the desk on SQLite and on a MariaDB
 * started for the run), provider verification against the reference PHP backend and the fake backend, and
 * Playwright e2e in Debian's chromium on the fake backend, on the PHP backend over real HTTP, and on
 * Debian's Apache with mod_php (the users' kind of host).
 *
 * Steps run up to TEST_JOBS at a time (default 2, the cores of these machines and of CI), the ones
 * on the longest path first (test-all/steps.ts; the slots in test-all/scheduler.ts). Each build is
 * made once and shared (scripts/build-once.ts). Every step's output is prefixed with its tag; at the
 * end comes the summary (test-all/summary.ts).
 *
 *   npm test [-- <tag> ...]   only the steps with these tags (for trying a layer; the summary says so)
 */
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Scheduler } from './test-all/scheduler';
import { runSteps } from './test-all/steps';
import { summarise } from './test-all/summary';

const { positionals: only } = parseArgs({ allowPositionals: true, options: {} });
const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? Math.min(2, availableParallelism())));
const runner = new Scheduler(jobs, only);

mkdirSync('test-results', { recursive: true });
const reports = await runSteps(runner);
process.exit(summarise(runner, reports));
