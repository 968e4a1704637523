/** What the steps found: the totals of the summary line, and how each runner's report is read. */
import { readFileSync, rmSync } from 'node:fs';
import type { Scheduler, Step } from './scheduler';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
export const failures: string[] = [];

export function count(label: string, passed: number, failed: number, skipped = 0): void {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  if (failed > 0) failures.push(`${label}: ${failed} failed`);
}

export function readJson<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** A step that is one check: it passes or fails as a whole. */
export async function check(
  runner: Scheduler,
  step: Step,
  command: string,
  args: string[],
  env?: Record<string, string>,
): Promise<boolean> {
  const ok = await runner.run(step, command, args, env);
  if (ok === null) return true;
  count(step.label, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
}

/** A runner whose own report says how many tests passed; a missing report counts as one failure. */
export async function suite<R>(
  runner: Scheduler,
  step: Step,
  command: string,
  args: string[],
  reportPath: string,
  read: (report: R) => Counts,
  env?: Record<string, string>,
): Promise<R | null> {
  rmSync(reportPath, { force: true });
  const ok = await runner.run(step, command, args, env);
  if (ok === null) return null;
  const report = readJson<R>(reportPath);
  if (!report) {
    count(step.label, 0, 1);
    return null;
  }
  const { passed, failed, skipped } = read(report);
  // A runner that failed without a failing test (a crash, a missing server) still counts as a failure.
  count(step.label, passed, failed || (ok ? 0 : 1), skipped);
  return report;
}

/** Playwright's JSON report, as far as the runner reads it. */
export interface PlaywrightReport {
  stats?: { expected?: number; flaky?: number; unexpected?: number; skipped?: number };
  suites?: PlaywrightSuite[];
}
export interface PlaywrightSuite {
  title: string;
  specs?: { title: string; tests?: PlaywrightTest[] }[];
  suites?: PlaywrightSuite[];
}
export interface PlaywrightTest {
  projectName: string;
  status?: string;
  results?: { startTime: string; duration: number }[];
}

/** vitest's JSON report, as far as the runner reads it. */
export interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numRuntimeErrorTestSuites?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: { name: string; status?: string; startTime?: number; endTime?: number; assertionResults?: unknown[] }[];
}

/** Counts from Playwright's JSON report; a test that passed on its retry counts as passed (and is listed in the summary). */
export const playwrightCounts = (r: PlaywrightReport): Counts => ({
  passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
  failed: r.stats?.unexpected ?? 0,
  skipped: r.stats?.skipped ?? 0,
});

export const vitestCounts = (r: VitestReport): Counts => ({
  passed: r.numPassedTests ?? 0,
  failed:
    (r.numFailedTests ?? 0) +
    (r.numRuntimeErrorTestSuites ?? 0) +
    (r.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length,
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
});
