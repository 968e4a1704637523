/** Which builds keep a login's credentials: the lock's (VITE_STAFF_GATE=basic) and the fake backend's, whose desk names the caller by them. */
import { afterEach, describe, expect, it, vi } from 'vitest';

const BASIC = `Basic ${btoa('admin@example.com:admin12345')}`;

async function credentialsIn(env: { staffGate: boolean; mocking: boolean }) {
  vi.resetModules();
  vi.doMock('../../../src/config/env', async (original) => {
    const actual = await original<typeof import('../../../src/config/env')>();
    return { ...actual, env: { ...actual.env, ...env } };
  });
  const { staffCredentials } = await import('../../../src/api/staff-credentials');
  staffCredentials.set('login.php', { email: 'admin@example.com', password: 'admin12345' });
  return staffCredentials.get('login.php');
}

describe('a login keeps its Basic header for this tab', () => {
  afterEach(() => {
    vi.doUnmock('../../../src/config/env');
    window.sessionStorage.clear();
  });

  it('with the staff lock, and in demo mode (the fake desk reads it), and not otherwise', async () => {
    expect(await credentialsIn({ staffGate: true, mocking: false })).toBe(BASIC);
    window.sessionStorage.clear();
    expect(await credentialsIn({ staffGate: false, mocking: true })).toBe(BASIC);
    window.sessionStorage.clear();
    expect(await credentialsIn({ staffGate: false, mocking: false })).toBeNull();
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(BASIC);
  });
});
