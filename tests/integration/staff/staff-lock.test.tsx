/**
 * The server's staff lock (build/staff-gate.ts) as the client meets it, offline: the fake backend's
 * `staff-lock` scenario refuses staff calls that carry no credentials with the web server's 401 page.
 * This build has the lock (VITE_STAFF_GATE=basic), so a login's credentials go with staff calls only.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { adminLogin } from '../../../src/api/auth/auth';
import { listInquiries } from '../../../src/api/inquiries/inquiries';
import { listParts } from '../../../src/api/parts/parts';
import { STAFF_LOCK_MESSAGE, staffCredentials } from '../../../src/api/staff-credentials';
import { fullRedirect } from '../../../src/features/staff/login/redirect';
import { renderRoute } from '../../support/render';
import { adminRole, server } from './helpers';

vi.mock('../../../src/config/env', async (original) => {
  const actual = await original<typeof import('../../../src/config/env')>();
  return { ...actual, env: { ...actual.env, staffGate: true } };
});

const ADMIN = { email: 'admin@example.com', password: 'admin12345' };
const BASIC = `Basic ${btoa(`${ADMIN.email}:${ADMIN.password}`)}`;

/** The Authorization header of every request, by script. */
function recordAuthorization() {
  const seen: { script: string; method: string; authorization: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({
      script: new URL(request.url).pathname.split('/').pop()!,
      method: request.method,
      authorization: request.headers.get('authorization'),
    });
  });
  return seen;
}

describe('the staff lock', () => {
  beforeEach(() => setScenario('staff-lock'));
  afterEach(() => setScenario(null));

  it('a login keeps the credentials for this tab only; staff calls carry them, public calls never', async () => {
    const seen = recordAuthorization();
    await adminLogin(ADMIN);
    expect(staffCredentials.get('login.php')).toBe(BASIC);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(BASIC);
    await listParts({});
    expect((await listInquiries()).length).toBeGreaterThan(0);
    expect(seen.map(({ script, method, authorization }) => `${method} ${script} ${authorization ?? 'none'}`)).toEqual([
      'POST login.php none',
      'GET parts.php none',
      `GET inquiries.php ${BASIC}`,
    ]);
  });

  it('a refused staff call ends the session and the login page says why and whom to ask', async () => {
    const assign = vi.spyOn(fullRedirect, 'assign').mockImplementation(() => {});
    // A session whose credentials the lock does not have (here: none at all).
    renderRoute('/admin/inquiries', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(STAFF_LOCK_MESSAGE);
    expect(STAFF_LOCK_MESSAGE).toMatch(/staff lock did not accept this login.*ask the website's administrator/i);
    expect(window.sessionStorage.getItem(adminRole.sessionKey)).toBeNull();
    assign.mockRestore();
  });

  it('credentials the lock refuses are forgotten, and the call says why', async () => {
    await adminLogin(ADMIN);
    server.use(
      http.get(
        '*/inquiries.php',
        () => new HttpResponse('<h1>Unauthorized</h1>', { status: 401, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    await expect(listInquiries()).rejects.toMatchObject({ status: 401, message: STAFF_LOCK_MESSAGE });
    expect(staffCredentials.get('login.php')).toBeNull();
  });

  it("a PHP script's own 401 with a message stays that call's failure", async () => {
    await adminLogin(ADMIN);
    server.use(http.get('*/inquiries.php', () => HttpResponse.json({ success: false, message: 'Not today' }, { status: 401 })));
    await expect(listInquiries()).rejects.toMatchObject({ status: 401, message: 'Not today' });
    expect(staffCredentials.get('login.php')).toBe(BASIC);
  });

  it('Logout forgets the credentials', async () => {
    await adminLogin(ADMIN);
    const { user } = renderRoute('/admin/dashboard', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(staffCredentials.get('login.php')).toBeNull());
    expect(window.sessionStorage.getItem(adminRole.sessionKey)).toBeNull();
  });

  it('public pages work without any credentials', async () => {
    renderRoute('/catalog');
    expect((await screen.findAllByText('Heavy Duty Silencer Assembly'))[0]).toBeInTheDocument();
  });
});
