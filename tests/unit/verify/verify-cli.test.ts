// @vitest-environment node
/** The CLI wrapper: exit codes, --json, the table, and no password in any output. */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs, type VerifyReport } from '../../../php-contract/verify';
import { listChanged, realNetworkOnly, withMockBackend, type PartsList } from './support';

realNetworkOnly();

const root = join(import.meta.dirname, '../../..');

/** Runs the CLI asynchronously (the mock backend answers from this process meanwhile). */
function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      join(root, 'node_modules/.bin/tsx'),
      ['php-contract/verify.ts', ...args],
      { cwd: root, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 99) : 0, stdout, stderr });
      },
    );
  });
}

// Each test spawns the CLI through tsx: seconds on a busy two-core machine.
describe('contract:verify CLI', { timeout: 90_000 }, () => {
  it('prints the JSON report and exits 0 when everything passes, never printing a password', async () => {
    const { code, stdout, stderr } = await withMockBackend([], (base) =>
      cli(['--base', base, '--writes', '--json', '--admin-password', 'admin12345'], { VERIFY_SUBADMIN_PASSWORD: 'subadmin12345' }),
    );
    expect(stderr).not.toMatch(/admin12345/);
    expect(stdout).not.toMatch(/admin12345/);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as VerifyReport;
    expect(report).toMatchObject({ writes: true, failed: 0 });
    expect(report.passed).toBeGreaterThan(30);
    expect(Object.keys(report.results[0]!)).toEqual(expect.arrayContaining(['entry', 'method', 'path', 'status', 'result', 'problems']));
  });

  it('prints the table and exits 1 when a field is broken', async () => {
    const broken = listChanged<PartsList>('parts.php', (body) => {
      delete body.data[0]!.name;
    });
    const { code, stdout } = await withMockBackend([broken], (base) => cli(['--base', base]));
    expect(code).toBe(1);
    expect(stdout).toMatch(/^Entry\s+Request\s+HTTP\s+Result\s+What differs$/m);
    expect(stdout).toMatch(/^listParts\s+GET \/parts\.php\s+200\s+FAIL\s+data\[0\]\.name: is missing \(got nothing\)$/m);
    expect(stdout).toMatch(/^createPart\s+POST \/parts\.php\s+-\s+SKIP\s+changes data: runs with --writes$/m);
  });

  it('exits 2 on a usage error', async () => {
    const { code, stderr } = await cli(['--writes']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/Give either --base URL or --mock/);
  });

  it('reads credentials from flags, then the environment, and knows every option', () => {
    const args = parseArgs(['--base=http://x.test', '--writes', '--json', '--admin-email', 'a@x.test', '--timeout-ms', '5000'], {
      VERIFY_ADMIN_PASSWORD: 'from-env',
    });
    expect(args).toMatchObject({
      base: 'http://x.test',
      writes: true,
      json: true,
      timeoutMs: 5000,
      credentials: { adminEmail: 'a@x.test', adminPassword: 'from-env' },
    });
    expect(() => parseArgs(['--base', 'http://x.test', '--write'])).toThrow('Unknown option --write');
  });
});
