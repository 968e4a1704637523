// @vitest-environment node
/**
 * The round trip: a mock server made from openapi.json alone (Stoplight Prism) answers, and
 * contract:verify's read-only checks pass against it. Prism also checks every request against
 * the document, so each fixture's request goes through it too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointList, type EndpointId } from '../../../php-contract/endpoints';
import { readFixtures } from '../../../php-contract/openapi';
import { formatTable, verifyBackend } from '../../../php-contract/verify';
import { fixtureRequest } from '../../support/fixture-request';
import { realNetworkOnly } from './support';

realNetworkOnly();

/** A port nobody listens on now (Prism takes a port, not 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let prism: ChildProcess | undefined;
let base = '';

beforeAll(async () => {
  const port = await freePort();
  prism = spawn('node_modules/.bin/prism', ['mock', '--host', '127.0.0.1', '--port', String(port), 'openapi.json'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism!.stdout!.on('data', read);
    prism!.stderr!.on('data', read);
    prism!.once('exit', (code) => reject(new Error(`Prism exited (${code}):\n${output}`)));
  });
  base = `http://127.0.0.1:${port}`;
}, 90_000);

afterAll(() => {
  prism?.kill();
});

// The document puts staff operations behind the staff lock (HTTP Basic), and Prism enforces it.
const LOCK = { Authorization: `Basic ${Buffer.from('admin@example.com:admin12345').toString('base64')}` };

describe('openapi.json served by Prism', { timeout: 60_000 }, () => {
  it('passes contract:verify (read-only)', async () => {
    // --staff-lock: each staff read is refused without credentials, then passes with them.
    const report = await verifyBackend({ base, staffLock: true });
    expect(report.failed, formatTable(report)).toBe(0);
    expect(report.errors).toEqual([]);
    const reads = endpointList.filter((entry) => !entry.write);
    // Every read passes, and every staff read once more: its refusal without credentials.
    const passes = [...reads, ...reads.filter((entry) => entry.access !== 'public')].map((entry) => entry.id);
    expect(
      report.results
        .filter((result) => result.result === 'PASS')
        .map((result) => result.entry)
        .sort(),
    ).toEqual(passes.sort());
  });

  it('accepts every fixture request and answers it with that entry’s example', async () => {
    const fixtures = readFixtures();
    const refused: string[] = [];
    for (const entry of endpointList) {
      const fixture = fixtures[entry.id as EndpointId]!;
      const [url, init] = fixtureRequest(base, entry, fixture, {
        Prefer: `example=${entry.id}`,
        ...(entry.access === 'public' ? {} : LOCK),
      });
      const response = await fetch(url, init);
      const text = await response.text();
      const violations = response.headers.get('sl-violations');
      if (response.status !== fixture.response.status || violations)
        refused.push(`${entry.id}: HTTP ${response.status} ${violations ?? text.slice(0, 200)}`);
      else expect(JSON.parse(text), entry.id).toEqual(fixture.response.body);
    }
    expect(refused).toEqual([]);
  });

  it('refuses a request the document does not allow (Prism really checks)', async () => {
    const response = await fetch(`${base}/parts.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'example=createPart', ...LOCK },
      body: '{"name":"x"}',
    });
    await response.text();
    expect(response.status).toBe(422);
    expect(response.headers.get('sl-violations')).toContain("must have required property 'category'");
  });
});
