/**
 * The end of `npm test`: the tests that passed only on a retry, what the page showed when an e2e
 * test failed, a table of the steps by wall and CPU time, each Playwright project's own time and the
 * slowest vitest files (also in test-results/timings.json), and the summary line.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { failures, totals, type PlaywrightReport, type PlaywrightSuite, type PlaywrightTest, type VitestReport } from './results';
import type { Scheduler } from './scheduler';
import type { Reports } from './steps';

type TitledTest = PlaywrightTest & { title: string };

/** Every test of a Playwright report, by title. */
function playwrightTests(report: PlaywrightReport | null): TitledTest[] {
  const tests: TitledTest[] = [];
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) tests.push({ ...test, title: [...path, spec.title].join(' › ') });
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return tests;
}

/** Per Playwright project: tests, wall span (first start to last end) and the sum of the tests' own times. */
function projectTimes(report: PlaywrightReport | null) {
  const byProject = new Map<string, { project: string; tests: number; first: number; last: number; busy: number }>();
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

/** vitest's JSON report: each file's time (end minus start). */
function vitestFiles(report: VitestReport | null) {
  return (report?.testResults ?? [])
    .map((file) => ({
      file: relative(process.cwd(), file.name),
      seconds: ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
      tests: (file.assertionResults ?? []).length,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

/** Fixed-width columns; numbers and times right-aligned. */
function table(rows: (string | number)[][]): string {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          typeof cell === 'number' || /^[+\d.]+s?$/.test(cell)
            ? String(cell).padStart(widths[column] ?? 0)
            : cell.padEnd(widths[column] ?? 0),
        )
        .join('  '),
    )
    .join('\n');
}

/** Prints and writes the summary; returns the exit code. */
export function summarise(runner: Scheduler, reports: Reports): number {
  const flaky = reports.e2e.flatMap((report) =>
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

  const wall = runner.since(Date.now());
  const sortedSteps = [...runner.steps].sort((a, b) => b.seconds - a.seconds);
  const projects = reports.e2e.flatMap(projectTimes).sort((a, b) => b.span - a.span);
  const slowFiles = vitestFiles(reports.vitest).slice(0, 10);
  writeFileSync(
    'test-results/timings.json',
    `${JSON.stringify({ wall, jobs: runner.jobs, steps: sortedSteps, projects, slowestVitestFiles: slowFiles }, null, 2)}\n`,
  );

  const cpuTotal = runner.steps.reduce((sum, s) => sum + s.cpu, 0);
  console.log(
    `\nSteps by wall time (${runner.jobs} at a time; the whole run ${wall.toFixed(1)}s, ${cpuTotal.toFixed(0)} CPU-seconds; cpu: what the step's processes used, user + system):`,
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

  const only = runner.only.length ? ` (only ${runner.only.join(', ')})` : '';
  const line = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}${only}`;
  // Printed every run, 0 included, just before the summary line, so a test that needed its retry is never hidden in the count.
  const retried = `${flaky.length} ${flaky.length === 1 ? 'test' : 'tests'} passed only on a retry`;
  writeFileSync('test-results/summary.txt', `${retried}\n${line}\n`);
  if (failures.length) console.log(`\nFailures:\n  ${failures.join('\n  ')}`);
  console.log(`\n${retried}\n${line}`);
  return totals.failed > 0 ? 1 : 0;
}
