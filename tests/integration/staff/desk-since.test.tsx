/**
 * "N new since you last looked" (src/features/staff/desk/since-looked.tsx) on the fake desk, whose seed has two
 * leads the admin has not seen (enquiry 12, buy lead 11): on the first staff page the app opens, listed,
 * each opening its lead, dismissible; reading a lead marks it seen for the staff member's other devices.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { staffCredentials } from '../../../src/api/staff-credentials';
import { staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { adminRole } from './helpers';

vi.mock('../../../src/config/env', async (original) => {
  const actual = await original<typeof import('../../../src/config/env')>();
  return { ...actual, env: { ...actual.env, desk: 'on' } };
});

const basic = `Basic ${btoa('admin@example.com:admin12345')}`;
const paths = staffPaths(adminRole);

function openAsAdmin(path: string) {
  staffCredentials.adopt(adminRole.loginScript, basic);
  return renderRoute(path, { as: 'admin' });
}

/** The admin's other browser marking leads seen. */
const seenElsewhere = (leads: { kind: string; id: number }[]) =>
  fetch(`${window.location.origin}/desk/seen`, {
    method: 'POST',
    headers: { Authorization: basic, 'Content-Type': 'application/json' },
    body: JSON.stringify({ leads }),
  });

const unseenElsewhere = async () =>
  ((await (await fetch(`${window.location.origin}/desk/unseen`, { headers: { Authorization: basic } })).json()) as { count: number }).count;

const panel = () => screen.findByRole('region', { name: /new since you last looked/ });

describe('new since you last looked', () => {
  it('lists the unseen leads on the first staff page, each opening its lead, and says so politely', async () => {
    const { user, location } = openAsAdmin(paths.dashboard);
    const shown = await panel();
    expect(within(shown).getByRole('heading', { name: '2 new since you last looked' })).toBeInTheDocument();
    const items = within(shown).getAllByRole('listitem');
    // Newest first: the buy lead arrived an hour ago, the enquiry three.
    expect(items[0]).toHaveTextContent(/Manoj Tiwari · Brake Chamber Type 24\s*Buy lead · \d{1,2}:\d{2} [AP]M/);
    expect(items[1]).toHaveTextContent(/Karthik Subramanian · Front Leaf Spring Assembly\s*Enquiry · /);
    const live = document.querySelector('[aria-live="polite"]:not([aria-atomic])');
    expect(live).toHaveTextContent('2 new since you last looked');

    await user.click(within(shown).getByRole('link', { name: 'Karthik Subramanian · Front Leaf Spring Assembly' }));
    await waitFor(() => expect(location().pathname).toBe(paths.inquiry(12)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry Details' })).toBeInTheDocument();
    // Read here: the staff member's other browsers count one fewer.
    await waitFor(async () => expect(await unseenElsewhere()).toBe(1));
    // The list stays as it opened, until dismissed.
    await user.click(within(await panel()).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: /new since you last looked/ })).toBeNull();
  });

  it('says "1 new" for one lead, and greets only the first staff page the app opens', async () => {
    await seenElsewhere([{ kind: 'buyLeads', id: 11 }]);
    const { navigate } = openAsAdmin(paths.section('parts'));
    expect(within(await panel()).getByRole('heading', { name: '1 new since you last looked' })).toBeInTheDocument();
    // Out to the website and back into the back office, in the same page load: no greeting, though the lead is still unseen.
    await navigate('/');
    await waitFor(() => expect(screen.queryByRole('region', { name: /new since you last looked/ })).toBeNull());
    await navigate(paths.dashboard);
    await screen.findByRole('heading', { level: 1, name: adminRole.dashboardTitle });
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Enquiries/ })[0]).toHaveAccessibleName(/1\s*new/));
    expect(screen.queryByRole('region', { name: /new since you last looked/ })).toBeNull();
  });

  it('shows nothing when the staff member has seen every lead', async () => {
    await seenElsewhere([
      { kind: 'buyLeads', id: 11 },
      { kind: 'inquiries', id: 12 },
    ]);
    openAsAdmin(paths.dashboard);
    await screen.findByRole('heading', { level: 1, name: adminRole.dashboardTitle });
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Enquiries/ })[0]).toHaveAccessibleName(/^Enquiries$/));
    expect(screen.queryByRole('region', { name: /new since you last looked/ })).toBeNull();
  });
});
