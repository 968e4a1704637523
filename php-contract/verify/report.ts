/** The verify report as a table for people and as JSON for QA tooling. */
import type { EntryResult, VerifyReport } from './run';

const label = (result: EntryResult) => (result.variant ? `${result.entry} (${result.variant})` : result.entry);
const request = (result: EntryResult) => `${result.method} ${result.path}`;

/** Splits text into lines of at most `width` characters, at spaces where possible. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let rest = text;
  while (rest.length > width) {
    const cut = rest.lastIndexOf(' ', width);
    const at = cut > width / 2 ? cut : width;
    lines.push(rest.slice(0, at));
    rest = rest.slice(at).trimStart();
  }
  lines.push(rest);
  return lines;
}

/**
 * One row per check: entry, method and path, HTTP status, PASS/FAIL/SKIP and what differs.
 * Problems come first; notes (which do not fail the entry) follow, marked `note:`.
 */
export function formatTable(report: VerifyReport, { width = 160 }: { width?: number } = {}): string {
  const headers = ['Entry', 'Request', 'HTTP', 'Result', 'What differs'];
  const rows = report.results.map((result) => [
    label(result),
    request(result),
    result.status === null ? '-' : String(result.status),
    result.result,
  ]);
  const widths = headers
    .slice(0, 4)
    .map((header, column) => Math.min(48, Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length))));
  const lead = widths.reduce((sum, w) => sum + w + 2, 0);
  const detailWidth = Math.max(40, width - lead);
  const cell = (text: string, column: number) =>
    text.length > (widths[column] ?? 0) ? `${text.slice(0, (widths[column] ?? 1) - 1)}…` : text.padEnd(widths[column] ?? 0);
  const line = (cells: string[], detail: string) => `${cells.map(cell).join('  ')}  ${detail}`.trimEnd();

  const out = [
    `Contract verification of ${report.base} (${report.writes ? 'reads and writes' : 'read-only entries; --writes runs the rest'})`,
    '',
  ];
  out.push(line(headers.slice(0, 4), headers[4] ?? ''));
  out.push(
    line(
      widths.map((w) => '-'.repeat(w)),
      '-'.repeat(12),
    ),
  );
  report.results.forEach((result, index) => {
    const details = [...result.problems, ...result.notes.map((note) => (result.result === 'SKIP' ? note : `note: ${note}`))];
    const detailLines = details.flatMap((detail) => wrap(detail, detailWidth).map((text, part) => (part === 0 ? text : `  ${text}`)));
    out.push(line(rows[index] ?? [], detailLines[0] ?? ''));
    for (const more of detailLines.slice(1)) out.push(`${' '.repeat(lead)}${more}`);
  });
  out.push('');
  out.push(`${report.results.length} checks: ${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped`);
  for (const leftover of report.leftovers) out.push(`left behind: ${leftover}`);
  for (const error of report.errors) out.push(`verify error: ${error}`);
  return out.join('\n');
}

/** The JSON document `--json` prints. */
export const toJson = (report: VerifyReport): string => JSON.stringify(report, null, 2);

/** Whether the run counts as a failure (the CLI's exit code). */
export const hasFailures = (report: VerifyReport): boolean => report.failed > 0 || report.errors.length > 0;
