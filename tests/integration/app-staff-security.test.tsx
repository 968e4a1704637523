/**
 * The staff area's two security rules the mock e2e's security.spec.ts used to check in chromium:
 * a subadmin session opens no admin route, and logging in (failing or succeeding) never puts the
 * password on the console. The console is the app's own (MSW runs quiet in the build, and the app
 * logs nothing else about a login), so jsdom sees what a browser's console would.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullRedirect } from '../../src/features/staff/login/redirect';
import { roles, staffPaths } from '../../src/features/staff/roles';
import { renderRoute } from '../support/render';

afterEach(() => vi.restoreAllMocks());

const admin = staffPaths(roles.admin);
const ADMIN_ROUTES = [
  admin.dashboard,
  admin.parts,
  admin.addPart,
  admin.editPart(1),
  admin.inquiries(),
  admin.inquiries('pending'),
  admin.inquiry(1),
  admin.buyLeads(),
  admin.section('categories'),
  admin.section('brochures'),
  admin.section('blogs'),
];

describe('a subadmin session', () => {
  // the page says whose it is rather than sending the subadmin to a login without a word.
  it.each(ADMIN_ROUTES.map((route) => [route]))('does not open %s: it says the page is for admin and shows none of it', async (route) => {
    renderRoute(route, { as: 'subadmin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is for admin' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: roles.admin.texts.areaTitle })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sign in as admin' })).toBeInTheDocument();
  });
});

describe('logging in', () => {
  it('never puts the password on the console, whether it fails or succeeds', async () => {
    const assign = vi.spyOn(fullRedirect, 'assign').mockImplementation(() => {});
    const said: unknown[][] = [];
    for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace', 'table', 'dir', 'group', 'groupCollapsed'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void said.push(args));
    const wrong = 'wrong-password-123';
    const right = 'admin12345';
    const { user } = renderRoute('/SSA-admin');
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), wrong);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Invalid email or password/);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), right);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(admin.dashboard));
    const show = (arg: unknown) => {
      if (typeof arg === 'string') return arg;
      if (arg instanceof Error) return `${arg.message} ${arg.stack ?? ''}`;
      try {
        return JSON.stringify(arg) ?? String(arg);
      } catch {
        return String(arg);
      }
    };
    const text = said.map((args) => args.map(show).join(' '));
    expect(text.filter((line) => line.includes(right) || line.includes(wrong))).toEqual([]);
  });
});
