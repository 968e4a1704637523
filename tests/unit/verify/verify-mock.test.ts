// @vitest-environment node
/** contract:verify against the fake backend served over HTTP, as it is and with one field broken on purpose. */
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpointList } from '../../../php-contract/endpoints';
import { formatTable, hasFailures, verifyBackend, type VerifyReport } from '../../../php-contract/verify';
import { fixture, listChanged, mockBackendForFile, realNetworkOnly, withMockBackend, type PartsList } from './support';

realNetworkOnly();

const resultOf = (report: VerifyReport, entry: string) => report.results.find((result) => result.entry === entry)!;
const readOnlyAgainst = (extra: RequestHandler[]) => withMockBackend(extra, (base) => verifyBackend({ base }));

describe('verify against the mock backend server', () => {
  const backend = mockBackendForFile();

  it('is answered by the server over HTTP, not by an in-process interceptor', async () => {
    const response = await fetch(`${backend.current.url}/categories.php`);
    expect(response.headers.get('x-mock-backend')).toBe('msw');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('passes every entry, writes included, and cleans up after itself', async () => {
    const report = await verifyBackend({ base: backend.current.url, writes: true });
    expect(report.results.filter((result) => result.result === 'FAIL')).toEqual([]);
    expect(report.errors).toEqual([]);
    expect(report.leftovers).toEqual([]);
    for (const entry of endpointList) expect(report.results.map((result) => result.entry)).toContain(entry.id);
    expect(report.results.filter((result) => result.result === 'SKIP').map((result) => result.entry)).toEqual(['testWhatsapp']);
    expect(report.results.filter((result) => result.entry === 'uploadFile').map((result) => result.variant)).toEqual(['brochure', 'image']);
    // insert_part.php answers text/html, as the real one does: expected, so not even a note.
    expect(resultOf(report, 'insertPart').notes.filter((note) => /Content-Type/.test(note))).toEqual([]);

    const left = (await (await fetch(`${backend.current.url}/parts.php?search=verify-`)).json()) as PartsList;
    expect(left.data).toEqual([]);
  });

  it('runs only the read-only entries without writes and skips the rest', async () => {
    const report = await verifyBackend({ base: backend.current.url });
    expect(report.failed).toBe(0);
    for (const entry of endpointList) expect(resultOf(report, entry.id).result, entry.id).toBe(entry.write ? 'SKIP' : 'PASS');
  });
});

describe('verify against a backend with one field broken', () => {
  it('fails listParts when an id is not numeric, and the table names the entry and the field', async () => {
    const report = await readOnlyAgainst([
      listChanged<PartsList>('parts.php', (body) => {
        body.data[0]!.id = 'abc';
      }),
    ]);
    expect(resultOf(report, 'listParts').result).toBe('FAIL');
    expect(resultOf(report, 'listParts').problems).toEqual(['data[0].id: must be a numeric id (got "abc")']);
    expect(hasFailures(report)).toBe(true);

    const table = formatTable(report);
    expect(table.split('\n').find((line) => line.startsWith('listParts '))).toMatch(
      /^listParts\s+GET \/parts\.php\s+200\s+FAIL\s+data\[0\]\.id: must be a numeric id \(got "abc"\)$/,
    );
    expect(table).toMatch(/\d+ checks: \d+ passed, 1 failed, \d+ skipped/);
  });

  it('fails listParts when a part has no name; getPart still reads the first id', async () => {
    const report = await readOnlyAgainst([
      listChanged<PartsList>('parts.php', (body) => {
        delete body.data[2]!.name;
      }),
    ]);
    expect(resultOf(report, 'listParts').problems).toEqual(['data[2].name: is missing (got nothing)']);
    expect(resultOf(report, 'getPart').result).toBe('PASS');
    expect(formatTable(report)).toContain('data[2].name: is missing (got nothing)');
  });

  it('fails an envelope where the client needs a bare list', async () => {
    const report = await readOnlyAgainst([listChanged<unknown[]>('buy_leads.php', (rows) => ({ success: true, data: rows }))]);
    const problems = resultOf(report, 'listBuyLeads').problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^body: must be a bare list \(got \{"success":true,"data":\[\{"id":/);
  });

  it('fails an answer that says success is false', async () => {
    const report = await readOnlyAgainst([
      listChanged<PartsList>('parts.php', (body) => ({ ...body, success: false, message: 'Database error' })),
    ]);
    expect(resultOf(report, 'listParts').problems).toEqual([
      'success: is false, so the client treats the answer as a failure (server said "Database error")',
    ]);
  });

  it('fails a body that is not JSON', async () => {
    const report = await readOnlyAgainst([
      listChanged<PartsList>('parts.php', () => undefined, {
        raw: () => 'Warning: mysqli_connect(): Too many connections',
        headers: { 'Content-Type': 'text/html' },
      }),
    ]);
    expect(resultOf(report, 'listParts').problems).toEqual(['the body is not JSON: "Warning: mysqli_connect(): Too many connections"']);
  });
});

describe('verify accepts what the client tolerates', () => {
  it('passes numeric strings, aliases, nulls, a PHP notice before the JSON and a text/html type, with notes', async () => {
    const captured = fixture('listParts').response.body as PartsList;
    expect(captured.data[1]).toMatchObject({ category_name: 'Clamps', model: null, stock: null });
    const report = await readOnlyAgainst([
      listChanged<PartsList>('parts.php', () => captured, {
        raw: (json) => `<br />\n<b>Notice</b>:  Undefined index: category in <b>parts.php</b> on line <b>12</b><br />\n${json}`,
        headers: { 'Content-Type': 'text/html; charset=UTF-8' },
      }),
    ]);
    const listParts = resultOf(report, 'listParts');
    expect(listParts.result).toBe('PASS');
    expect(listParts.notes.join('\n')).toMatch(/output before the JSON/);
    expect(listParts.notes.join('\n')).toMatch(/Content-Type is text\/html; charset=UTF-8, not JSON/);
  });
});
