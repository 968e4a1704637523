#!/usr/bin/env node
/**
 * `npm run test:quick [-- <git ref>]`: the inner loop, under a minute on a typical change. Side by
 * side: the type check (incremental), lint and the format check (cached: only files changed since their last run are read
 * again) and vitest on the test files that changed or import a changed file (`vitest --changed`;
 * since the ref when one is given, else the uncommitted changes). No builds and no browser: `npm test`
 * runs everything before a merge.
 */
import { spawn } from 'node:child_process';

const since = process.argv[2];
const cache = 'node_modules/.cache';
const steps = [
  ['type check', 'npx', ['tsc', '--noEmit', '--incremental', '--tsBuildInfoFile', `${cache}/tsc-quick.tsbuildinfo`]],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0', '--cache', '--cache-location', `${cache}/eslint/`]],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level=warn', '--cache', '--cache-location', `${cache}/prettier-quick.json`]],
  [
    'vitest (changed)',
    'npx',
    [
      'vitest',
      'run',
      since ? `--changed=${since}` : '--changed',
      '--passWithNoTests',
      '--reporter=dot',
      '--reporter=json',
      '--outputFile.json=test-results/vitest-quick.json',
    ],
  ],
];

const started = Date.now();
const results = await Promise.all(
  steps.map(
    ([label, command, args]) =>
      new Promise((done) => {
        const begun = Date.now();
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => {
          const seconds = ((Date.now() - begun) / 1000).toFixed(1);
          // Each step's output as one block, so the three never interleave.
          console.log(`${code === 0 ? '✔' : '✘'} ${label} (${seconds}s)\n${output.trim().replace(/^npm warn .*\n?/gm, '')}\n`);
          done(code === 0);
        });
      }),
  ),
);
console.log(`test:quick ${results.every(Boolean) ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
process.exit(results.every(Boolean) ? 0 : 1);
