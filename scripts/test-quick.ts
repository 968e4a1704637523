/**
 * `npm run test:quick [-- <git ref>]`: the inner loop, under a minute on a typical change. Side by
 * side: the type check (incremental), lint and the format check (cached: only files changed since their last run are read
 * again) and vitest on the test files that changed or import a changed file (`vitest --changed`;
 * since the ref when one is given, else the uncommitted changes). No builds and no browser: `npm test`
 * runs everything before a merge.
 *
 * A change to a building block that every screen imports (src/lib, src/api) reaches most screen tests:
 * 49 files and 169 s for one line of src/lib/abort.ts. Past SCREEN_FILES screen (jsdom) test files the loop
 * runs the logic tests it reaches and names the screen tests it left to `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { runCaptured } from './lib/process';

interface ListedTest {
  file: string;
  projectName: string;
}

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const since = positionals[0];
const cache = 'node_modules/.cache';
const SCREEN_FILES = 12;
const changed = since ? `--changed=${since}` : '--changed';

const started = Date.now();
const listed = spawnSync('npx', ['vitest', 'list', changed, '--filesOnly', '--json'], { encoding: 'utf8' });
const related = listed.status === 0 ? (JSON.parse(listed.stdout || '[]') as ListedTest[]) : null;
const screens = (related ?? []).filter((test) => test.projectName === 'dom');
const leftOut = screens.length > SCREEN_FILES ? screens.map((test) => relative(process.cwd(), test.file)) : [];
const vitestFiles = leftOut.length
  ? (related ?? []).filter((test) => test.projectName !== 'dom').map((test) => relative(process.cwd(), test.file))
  : [];
const steps: [label: string, command: string, args: string[]][] = [
  ['type check', 'npx', ['tsc', '--noEmit', '--incremental', '--tsBuildInfoFile', `${cache}/tsc-quick.tsbuildinfo`]],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0', '--cache', '--cache-location', `${cache}/eslint/`]],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level=warn', '--cache', '--cache-location', `${cache}/prettier-quick.json`]],
  // No file named would mean every test file: with only screen tests reached, vitest has nothing to run here.
  ...(leftOut.length && !vitestFiles.length
    ? []
    : [
        [
          'vitest (changed)',
          'npx',
          [
            'vitest',
            'run',
            ...(leftOut.length ? vitestFiles : [changed]),
            '--passWithNoTests',
            '--reporter=dot',
            '--reporter=json',
            '--outputFile.json=test-results/vitest-quick.json',
          ],
        ] satisfies [string, string, string[]],
      ]),
];

const results = await Promise.all(
  steps.map(async ([label, command, args]) => {
    const begun = Date.now();
    const { code, output } = await runCaptured(command, args);
    const seconds = ((Date.now() - begun) / 1000).toFixed(1);
    // Each step's output as one block, so the three never interleave.
    console.log(`${code === 0 ? '✔' : '✘'} ${label} (${seconds}s)\n${output.trim().replace(/^npm warn .*\n?/gm, '')}\n`);
    return code === 0;
  }),
);
if (leftOut.length)
  console.log(
    `${leftOut.length} screen test files import this change; left to npm test (or: npx vitest run ${changed}):\n  ${leftOut.join('\n  ')}\n`,
  );
console.log(`test:quick ${results.every(Boolean) ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
process.exit(results.every(Boolean) ? 0 : 1);
