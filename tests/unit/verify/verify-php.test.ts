// @vitest-environment node
/**
 * contract:verify --writes against the reference PHP backend (php-contract/reference), started on
 * a free port with a fresh temporary data directory. Needs php-cli and php-sqlite3: without them
 * this test fails with the install command (it is never skipped).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTable, verifyBackend } from '../../../php-contract/verify';
import { realNetworkOnly } from './support';

realNetworkOnly();

const INSTALL = 'sudo apt-get install -y php-cli php-sqlite3';

interface PhpBackend {
  url: string;
  stop: () => Promise<void>;
}
interface PhpBackendModule {
  startPhpBackend: (options: { port?: number; dataDir?: string }) => Promise<PhpBackend>;
}
// scripts/backend-php.mjs has no type declarations; a non-literal specifier keeps tsc from asking for them.
const launcher = '../../../scripts/backend-php.ts';

describe('verify against the reference PHP backend', () => {
  let backend: PhpBackend | undefined;
  let startError: Error | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'verify-php-'));

  beforeAll(async () => {
    try {
      const { startPhpBackend } = (await import(launcher)) as PhpBackendModule;
      backend = await startPhpBackend({ port: 0, dataDir });
    } catch (error) {
      startError = error instanceof Error ? error : new Error(String(error));
    }
  }, 30_000);
  afterAll(async () => {
    await backend?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('passes every entry with --writes and leaves nothing behind', async () => {
    if (!backend) {
      const why = startError?.message ?? 'unknown error';
      throw new Error(`The reference PHP backend could not start: ${why}${why.includes(INSTALL) ? '' : `\nInstall PHP with: ${INSTALL}`}`);
    }
    const response = await fetch(`${backend.url}/categories.php`);
    expect(response.headers.get('x-powered-by') ?? '').toMatch(/^PHP\//);

    const report = await verifyBackend({ base: backend.url, writes: true });
    expect(
      report.results.filter((result) => result.result === 'FAIL'),
      formatTable(report),
    ).toEqual([]);
    expect(report.errors).toEqual([]);
    expect(report.leftovers).toEqual([]);
    expect(report.skipped).toBe(1);
  }, 60_000);
});
