/** Reads SPEC §7's table of calls straight from the spec, so a row added there fails the contract tests here. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface SpecCall {
  method: string;
  script: string;
  /** The query parameter the row selects on (`?id=`), if any. */
  selector: string | null;
  /** The row's variant that sends a JSON body instead. */
  jsonBody: boolean;
  row: string;
  /** The JSON fields the row lists ("JSON: name, email, …"), or null where it names the body in words. */
  sentFields: string[] | null;
}

/** The spec as kept in the repository (scripts/spec-fixture.mjs copies it in and `npm test` checks it for drift). */
export const specPath = resolve(import.meta.dirname, '../fixtures/SPEC.md');

export function specCalls(text: string = readFileSync(specPath, 'utf8')): SpecCall[] {
  const section = text.split(/^## 7\./m)[1]?.split(/^## 8\./m)[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('|') && line.includes('{backend}/'));
  return rows.flatMap((line) => {
    const cell = line.split('|')[1]?.trim() ?? '';
    const listed = /^JSON: ([^.]+)/.exec(line.split('|')[2]?.trim() ?? '')?.[1];
    const sentFields = listed
      ? listed
          .replace(/\([^)]*\)/g, '')
          .split(',')
          .map((name) => name.trim())
      : null;
    const calls: SpecCall[] = [];
    let method = '';
    for (const match of cell.matchAll(/(?:(GET|POST|PUT|DELETE)\s+)?\{backend\}\/([\w]+\.php)(?:\?(\w+)=)?/g)) {
      method = match[1] ?? method;
      calls.push({ method, script: match[2]!, selector: match[3] ?? null, jsonBody: false, row: cell, sentFields });
    }
    if (/variant with a JSON body/.test(cell))
      calls.push({ method, script: calls[0]!.script, selector: null, jsonBody: true, row: cell, sentFields });
    return calls;
  });
}
