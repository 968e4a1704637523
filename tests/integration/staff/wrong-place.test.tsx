/**
 * The logins say what went wrong (a subadmin's credentials at the admin login, an address of
 * the other area), and a subadmin reads, where an admin-only control would be, that only admin can.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullRedirect } from '../../../src/features/staff/login/redirect';
import { roles } from '../../../src/features/staff/roles';
import { hasSession } from '../../../src/features/staff/session';
import { renderRoute } from '../../support/render';
import { buyLeadRow, inquiryRow } from './fixtures';
import { db, recordRequests } from './helpers';

const accounts = {
  admin: { email: 'admin@example.com', password: 'admin12345' },
  subadmin: { email: 'subadmin@example.com', password: 'subadmin12345' },
} as const;

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(fullRedirect, 'assign').mockImplementation(() => {});
});
afterEach(() => assign.mockRestore());

describe.each([
  { page: roles.admin, owner: roles.subadmin },
  { page: roles.subadmin, owner: roles.admin },
])('the $page.label Login', ({ page, owner }) => {
  it(`links to the ${owner.label} Login`, async () => {
    renderRoute(page.loginPaths[0]);
    expect(await screen.findByRole('link', { name: `${owner.label}? Sign in here` })).toHaveAttribute('href', owner.loginPaths[0]);
  });

  it(`given ${owner.id} credentials, says they belong to the ${owner.label} Login and signs nobody in`, async () => {
    const tried = recordRequests('post', owner.loginScript);
    const { user, location } = renderRoute(page.loginPaths[0]);
    await user.type(await screen.findByLabelText('Email'), accounts[owner.id].email);
    await user.type(screen.getByLabelText('Password'), accounts[owner.id].password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `This email and password are for the ${owner.texts.areaTitle.toLowerCase()}. This page is the ${page.label} Login.`,
    );
    expect(alert).not.toHaveTextContent('Invalid email or password');
    expect(tried).toHaveLength(1);
    expect(hasSession(page)).toBe(false);
    expect(hasSession(owner)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('link', { name: `Go to the ${owner.label} Login` }));
    expect(await screen.findByRole('heading', { name: `${owner.label} Login` })).toBeInTheDocument();
    expect(location().pathname).toBe(owner.loginPaths[0]);
  });

  it('keeps the spec’s text for credentials neither login accepts', async () => {
    const { user } = renderRoute(page.loginPaths[0]);
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });
});

it('an /admin/... address without a session says, on the admin login, whose area it is, and the subadmin link keeps the page', async () => {
  const { user, location } = renderRoute('/admin/inquiries/7');
  expect(await screen.findByText('/admin/inquiries/7 is in the admin panel: sign in as admin to open it.')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Subadmin? Sign in here' }));
  expect(await screen.findByRole('heading', { name: 'Subadmin Login' })).toBeInTheDocument();
  expect(location().state).toEqual({ from: '/subadmin/inquiries/7' });
});

describe('subadmin hints where an admin-only control would be', () => {
  beforeEach(() => {
    db.seedTable('inquiries', [inquiryRow({ id: 7, name: 'Asha Hint' })]);
    db.seedTable('buy_leads', [buyLeadRow({ name: 'Bala Hint' })]);
  });

  it.each([
    ['inquiries', '/inquiries', 'Only admin can change the status or delete enquiries.'],
    ['an enquiry', '/inquiries/7', 'Only admin can change the status or delete enquiries.'],
    ['buy leads', '/buy-leads', 'Only admin can change the status or delete buy leads.'],
    ['parts', '/parts', 'Only admin can delete parts.'],
  ])('%s: the subadmin reads who can; admin, who has the controls, does not', async (_, path, hint) => {
    const { unmount } = renderRoute(`/subadmin${path}`, { as: 'subadmin' });
    expect(await screen.findByText(hint)).toBeInTheDocument();
    unmount();
    renderRoute(`/admin${path}`, { as: 'admin' });
    // The record is on screen (the detail's hint would come with it).
    await screen.findAllByText(/Asha Hint|Bala Hint|Parts Manager/);
    expect(screen.queryByText(/^Only admin can/)).toBeNull();
  });
});
