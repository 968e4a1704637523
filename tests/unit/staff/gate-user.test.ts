/**
 * The staff lock set up from the docs alone. `gate:user --help` prints its usage and exits 0;
 * its folder is --dir's, the server's STAFF_GATE_DIR only a default that must exist here; a password
 * the back office accepts is accepted (short ones with a warning), since the two must be the same.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { parseArgs, USAGE, writeGateUser } from '../../../scripts/gate-user';

const run = (args: string[], input = '') =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gate-user.ts', ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, STAFF_GATE_DIR: '' },
  });

describe('gate:user', () => {
  it('--help prints the usage, with both passwords explained, and exits 0', () => {
    const result = run(['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('npm run gate:user -- <email> [--admin] --dir <folder>');
    expect(result.stdout).toContain('the back-office password');
    expect(result.stdout).toContain("the lock's password");
    expect(result.stdout.trim()).toBe(USAGE);
  });

  it('takes its folder from --dir; STAFF_GATE_DIR is only the default, and a server path missing here is refused with what to do', () => {
    expect(parseArgs(['a@example.com', '--dir', './staff-lock'], { STAFF_GATE_DIR: '/home/USER/staff-lock' }).dir).toBe('./staff-lock');
    const here = mkdtempSync(join(tmpdir(), 'gate-'));
    expect(parseArgs(['a@example.com'], { STAFF_GATE_DIR: here }).dir).toBe(here);
    expect(() => parseArgs(['a@example.com'], { STAFF_GATE_DIR: '/home/USER/staff-lock' })).toThrow(
      /STAFF_GATE_DIR \(\/home\/USER\/staff-lock\) is the folder on the server.*--dir \.\/staff-lock/,
    );
    expect(() => parseArgs(['a@example.com'], {})).toThrow(/--dir \.\/staff-lock/);
  });

  it('accepts a short password the back office accepts, warns, and says where to upload', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gate-'));
    const result = run(['clerk@example.com', '--dir', dir, '--cost', '4'], 'short\n');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Warning: a password under 8 characters is easy to guess');
    expect(result.stdout).toContain('to the server folder the build was given as STAFF_GATE_DIR');
    const [email, hash] = readFileSync(join(dir, 'staff.htpasswd'), 'utf8').trim().split(':');
    expect(email).toBe('clerk@example.com');
    expect(bcrypt.compareSync('short', hash!.replace(/^\$2y\$/, '$2b$'))).toBe(true);
    expect(() => writeGateUser(dir, { email: 'clerk@example.com', password: '', admin: false }, 4)).toThrow(/empty/);
  });
});
