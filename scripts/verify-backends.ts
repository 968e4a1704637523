/**
 * npm test's provider-verification step: runs php-contract/verify (with --writes) against the
 * reference PHP backend and the fake backend (and its lead desk), each served over HTTP on a free port for the run.
 * Prints each table and writes test-results/verify.json: {passed, failed, skipped, backends}.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { startMockBackendServer } from '../mocks/http-server';
import { deskOptions, formatTable, hasFailures, parseArgs, verifyBackend, type VerifyReport } from '../php-contract/verify';
import { startPhpBackend } from './backend-php';

interface Started {
  url: string;
  stop: () => Promise<void> | void;
}

const backends: [string, () => Promise<Started>, { desk: boolean }][] = [
  ['reference PHP backend', () => startPhpBackend({ port: 0 }), { desk: false }],
  // The fake backend serves the lead desk too, at /desk/ on its origin, with the seed's two accounts.
  ['fake backend (MSW over HTTP)', () => startMockBackendServer({ port: 0 }), { desk: true }],
];

const SEED_ARGS = parseArgs(['--mock'], {});
const results: { backend: string; report: VerifyReport | null; error?: string }[] = [];
for (const [name, start, { desk }] of backends) {
  let server: Started | null = null;
  try {
    server = await start();
    const report = await verifyBackend({ base: server.url, writes: true, desk: desk ? deskOptions(SEED_ARGS, server.url) : undefined });
    console.log(`\ncontract:verify --writes against the ${name} (${server.url})\n${formatTable(report, { width: 150 })}`);
    results.push({ backend: name, report });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`contract:verify against the ${name} could not run: ${message}`);
    results.push({ backend: name, report: null, error: message });
  } finally {
    await server?.stop();
  }
}

const sum = (key: 'passed' | 'failed' | 'skipped') => results.reduce((total, { report }) => total + (report ? report[key] : 0), 0);
// A backend that could not be verified at all, or whose run hit errors outside the table, is one more failure.
const unverified = results.filter(({ report }) => !report || (hasFailures(report) && report.failed === 0)).length;
const summary = { passed: sum('passed'), failed: sum('failed') + unverified, skipped: sum('skipped'), backends: results };
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/verify.json', JSON.stringify(summary, null, 2));
process.exitCode = summary.failed > 0 ? 1 : 0;
