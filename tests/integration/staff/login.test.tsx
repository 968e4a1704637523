import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullRedirect } from '../../../src/features/staff/login/redirect';
import { staffPaths } from '../../../src/features/staff/roles';
import { hasSession } from '../../../src/features/staff/session';
import { renderRoute } from '../../support/render';
import { answer, networkDown, recordRequests, roleCases, server } from './helpers';

const credentials = { Admin: ['admin@example.com', 'admin12345'], Subadmin: ['subadmin@example.com', 'subadmin12345'] } as const;

describe.each(roleCases)('$name login', ({ name, role }) => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    assign = vi.spyOn(fullRedirect, 'assign').mockImplementation(() => {});
  });
  afterEach(() => {
    assign.mockRestore();
  });

  it.each(role.loginPaths.map((path) => [path]))('shows the login form at %s, not indexed, with Back to Home', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: `${role.label} Login` })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
  });

  it(`logs in through ${role.loginScript}, sets ${role.sessionKey} and redirects fully to the dashboard`, async () => {
    const requests = recordRequests('post', role.loginScript);
    const { user, location } = renderRoute(role.loginPaths[0]);
    const [email, password] = credentials[name as keyof typeof credentials];
    await user.type(await screen.findByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(staffPaths(role).dashboard));
    // The full redirect is the only navigation: the app does not also move to the dashboard by itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location().pathname).toBe(role.loginPaths[0]);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(role.sessionKey)).toBe('true');
    expect(hasSession(role)).toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toEqual({ email, password });
    // Only the flag is stored: no credentials in either storage.
    const stored = JSON.stringify({ ...window.sessionStorage }) + JSON.stringify({ ...window.localStorage });
    expect(stored).not.toContain(password);
  });

  it('shows the server message of a 401 and stays on the page without a flag', async () => {
    const { user } = renderRoute(role.loginPaths[1] ?? role.loginPaths[0]);
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(assign).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(role.sessionKey)).toBeNull();
    // The form keeps what was typed.
    expect(screen.getByLabelText('Email')).toHaveValue('nobody@example.com');
  });

  it("falls back to 'Invalid email or password. Please try again.' when the server gives no message", async () => {
    answer('post', role.loginScript, { success: false });
    const { user } = renderRoute(role.loginPaths[0]);
    await user.type(await screen.findByLabelText('Email'), 'a@b.c');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid email or password\. Please try again\.$/);
  });

  it.each([
    [
      'a 500 with an HTML page',
      () =>
        server.use(
          http.post(
            `*/${role.loginScript}`,
            () => new HttpResponse('<h1>500 Internal Server Error</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
          ),
        ),
    ],
    ['a 503 with a JSON message', () => answer('post', role.loginScript, { success: false, message: 'Invalid email or password' }, 503)],
    [
      'an unreadable 200',
      () =>
        server.use(
          http.post(
            `*/${role.loginScript}`,
            () => new HttpResponse('Warning: mysqli_connect()', { headers: { 'Content-Type': 'text/html' } }),
          ),
        ),
    ],
  ])('says the server failed, not the password, on %s', async (_label, reply) => {
    reply();
    const { user } = renderRoute(role.loginPaths[0]);
    await user.type(await screen.findByLabelText('Email'), 'a@b.c');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The server failed to check the login\. Please try again later\.$/);
  });

  it("says 'Failed to connect to server. Please try again later.' when the server cannot be reached", async () => {
    networkDown('post', role.loginScript);
    const { user } = renderRoute(role.loginPaths[0]);
    await user.type(await screen.findByLabelText('Email'), 'a@b.c');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to connect to server\. Please try again later\.$/);
  });

  it('shows Logging in... and disables the button while the call is running', async () => {
    let release: () => void = () => {};
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post(
        `*/${role.loginScript}`,
        () => new Promise<Response>((resolve) => (release = () => resolve(HttpResponse.json({ success: true, message: 'ok' })))),
      ),
    );
    const { user } = renderRoute(role.loginPaths[0]);
    await user.type(await screen.findByLabelText('Email'), 'a@b.c');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    await waitFor(() => expect(assign).toHaveBeenCalled());
  });

  it('sends the user back to the page the guard was asked for', async () => {
    const asked = staffPaths(role).inquiries('pending');
    const { user, location } = renderRoute(asked);
    await screen.findByRole('heading', { name: `${role.label} Login` });
    expect(location().pathname).toBe(role.loginPaths[0]);
    const [email, password] = credentials[name as keyof typeof credentials];
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(asked));
  });
});
