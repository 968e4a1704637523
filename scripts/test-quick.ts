/**
 * `npm run test:quick [-- <git ref>]`: the inner loop, under a minute on a typical change. Side by
 * side: the type check (incremental), lint and the format check (cached: only files changed since their last run are read
 * again) and vitest on the test files that changed or import a changed file (`vitest --changed`;
 * since the ref when one is given, else the uncommitted changes). No builds and no browser: `npm test`
 * runs everything before a merge.
 *
 * A change to a building block that every screen imports (src/lib, src/api) reaches most screen tests:
 * 49 files and 169 s for one line of src/lib/abort.ts. Past SCREEN_FILES screen (jsdom) test files the loop
 * runs the logic tests it reaches and the screen tests changed since the commit (or named:
 * `npm run test:quick -- tests/integration/staff/requests.test.tsx`), and names the screen tests it skipped,
 * which its summary counts apart from those run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { runCaptured } from './lib/process';
import { isTestFile, quickFiles, type ListedTest } from './lib/quick-files';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
// A test file by name is run whatever the change reaches; any other word is the ref to compare with.
const named = positionals.filter((word) => existsSync(word)).map((file) => relative(process.cwd(), file));
const since = positionals.find((word) => !existsSync(word));
const cache = 'node_modules/.cache';
const SCREEN_FILES = 12;
const changed = since ? `--changed=${since}` : '--changed';

const started = Date.now();
const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
// The files changed since the ref (else since the last commit), new ones included: a test file among them is always run.
const edited = [...git('diff', '--name-only', since ?? 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')];
const always = new Set([...named, ...edited.filter((file) => isTestFile(file) && existsSync(file))]);
const listed = spawnSync('npx', ['vitest', 'list', changed, '--filesOnly', '--json'], { encoding: 'utf8' });
const reached = listed.status === 0 ? (JSON.parse(listed.stdout || '[]') as ListedTest[]) : null;
const { run, skipped } = quickFiles(
  (reached ?? []).map((test) => ({ ...test, file: relative(process.cwd(), test.file) })),
  always,
  SCREEN_FILES,
);
const steps: [label: string, command: string, args: string[]][] = [
  ['type check', 'npx', ['tsc', '--noEmit', '--incremental', '--tsBuildInfoFile', `${cache}/tsc-quick.tsbuildinfo`]],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0', '--cache', '--cache-location', `${cache}/eslint/`]],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level=warn', '--cache', '--cache-location', `${cache}/prettier-quick.json`]],
  // No file named would mean every test file; a failed listing runs vitest's own --changed.
  ...(reached && !run.length
    ? []
    : [
        [
          `vitest (${reached ? `${run.length} files` : 'changed'})`,
          'npx',
          [
            'vitest',
            'run',
            ...(reached ? run : [changed]),
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
if (skipped.length)
  console.log(
    `${skipped.length} screen test files import this change and were not run; left to npm test (or: npx vitest run ${changed}):\n  ${skipped.join('\n  ')}\n`,
  );
const passed = results.every(Boolean);
// A file skipped is not a file passed: the last line counts both.
const counted = reached ? `: ${run.length} test files run, ${skipped.length} skipped` : '';
console.log(`test:quick ${passed ? 'passed' : 'FAILED'}${counted}, in ${((Date.now() - started) / 1000).toFixed(1)}s`);
process.exit(passed ? 0 : 1);
