/**
 * The desk on one lead (src/features/staff/desk/lead-desk*.tsx) against the fake backend's desk
 * (mocks/handlers/desk-routes.ts): owner, notes, next step, conflicts, the outbox.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { staffCredentials } from '../../../src/api/staff-credentials';
import { staffPaths, type Role } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { adminRole, db, holdRequests, recordRequests, server, subadminRole } from './helpers';

// This suite's build has a desk (the tests' own build has none: no fake backend in the page, no staff lock).
vi.mock('../../../src/config/env', async (original) => {
  const actual = await original<typeof import('../../../src/config/env')>();
  return { ...actual, env: { ...actual.env, desk: 'on' } };
});

const ADMIN = 'admin@example.com';
const SUBADMIN = 'subadmin@example.com';
const PASSWORDS: Record<string, string> = { [ADMIN]: 'admin12345', [SUBADMIN]: 'subadmin12345' };
const basic = (user: string) => `Basic ${btoa(`${user}:${PASSWORDS[user]}`)}`;

/** A lead's page as a signed-in staff member, whose login's credentials the desk reads (the login keeps them). */
function openLead(role: Role, path: (paths: ReturnType<typeof staffPaths>) => string) {
  staffCredentials.adopt(role.loginScript, basic(role.id === 'admin' ? ADMIN : SUBADMIN));
  return renderRoute(path(staffPaths(role)), { as: role.id });
}

/** Another staff member's desk call, as their own browser makes it: the fake desk's state changes under the page. */
async function otherStaff(call: string, body: object, user = SUBADMIN) {
  const response = await fetch(`${window.location.origin}/desk/${call}`, {
    method: 'POST',
    headers: { Authorization: basic(user), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { lead: { version: number } };
}

const desk = () => screen.findByRole('region', { name: 'Follow-ups' });

describe('the desk on an enquiry', () => {
  it('takes an unowned lead', async () => {
    const { user } = openLead(adminRole, (paths) => paths.inquiry(3));
    const panel = await desk();
    expect(await within(panel).findByText('Not taken yet.')).toBeInTheDocument();
    const release = holdRequests('post', 'take');
    await user.click(within(panel).getByRole('button', { name: 'Take it' }));
    // Shown before the desk has answered.
    expect(await within(panel).findByText(`Owner: ${ADMIN}`)).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toBeEmptyDOMElement();
    release();
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('You took this lead.'));
    expect(await within(panel).findByText(`Taken by ${ADMIN}`)).toBeInTheDocument();
  });

  it('says who took it when another staff member took it first, and shows their name as owner', async () => {
    const { user } = openLead(adminRole, (paths) => paths.inquiry(3));
    const panel = await desk();
    await within(panel).findByText('Not taken yet.');
    await otherStaff('take', { kind: 'inquiries', id: 3 });
    await user.click(within(panel).getByRole('button', { name: 'Take it' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(`Already taken by ${SUBADMIN}.`);
    expect(within(panel).getByText(`Owner: ${SUBADMIN}`)).toBeInTheDocument();
    expect(within(panel).queryByText(`Owner: ${ADMIN}`)).toBeNull();
  });

  it('adds a note with its author, and shows a hostile one as text', async () => {
    const { user } = openLead(subadminRole, (paths) => paths.inquiry(3));
    const panel = await desk();
    await within(panel).findByText('No notes yet.');
    const hostile = '<img src=x onerror=alert(1)>';
    await user.type(within(panel).getByRole('textbox', { name: 'Note' }), hostile);
    await user.click(within(panel).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Note added.'));
    expect(within(panel).getByText(`Note by ${SUBADMIN}`)).toBeInTheDocument();
    expect(within(panel).getByText(hostile)).toBeInTheDocument();
    expect(panel.querySelector('img')).toBeNull();
    expect(within(panel).getByRole('textbox', { name: 'Note' })).toHaveValue('');
  });

  it("ties an empty note's error to the field and sends nothing", async () => {
    const { user } = openLead(adminRole, (paths) => paths.inquiry(3));
    const panel = await desk();
    await user.click(await within(panel).findByRole('button', { name: 'Add note' }));
    expect(within(panel).getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription(/Write a note first\./);
    expect(db.all('desk_notes').filter((row) => row.kind === 'inquiries' && row.lead === 3)).toEqual([]);
  });

  it('sets a next step, then closes it with Done, and next', async () => {
    const { user } = openLead(adminRole, (paths) => paths.inquiry(3));
    const panel = await desk();
    await within(panel).findByText('No next step.');
    await user.click(within(panel).getByRole('button', { name: 'Save next step' }));
    expect(within(panel).getByLabelText('Day')).toHaveAccessibleDescription('Choose a day for the next step.');
    await user.type(within(panel).getByLabelText('Day'), '2031-03-04');
    await user.type(within(panel).getByLabelText('Time (optional)'), '10:30');
    await user.type(within(panel).getByRole('textbox', { name: 'What to do' }), 'Call back with the price');
    await user.click(within(panel).getByRole('button', { name: 'Save next step' }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Next step saved.'));
    expect(within(panel).getByText(/Mar 4, 2031 10:30: Call back with the price/)).toBeInTheDocument();

    await user.type(within(panel).getByLabelText('Day'), '2031-03-06');
    await user.type(within(panel).getByRole('textbox', { name: 'What to do' }), 'Send the invoice');
    await user.click(within(panel).getByRole('button', { name: 'Done, and next' }));
    expect(await within(panel).findByText('Step done. Next step saved.')).toBeInTheDocument();
    expect(within(panel).getByText(/Mar 6, 2031: Send the invoice/)).toBeInTheDocument();
    expect(await within(panel).findByText(`Step done by ${ADMIN}: Call back with the price`)).toBeInTheDocument();
  });

  it('marks an overdue step', async () => {
    openLead(adminRole, (paths) => paths.inquiry(2));
    const panel = await desk();
    const overdue = await within(panel).findByText('Overdue');
    expect(overdue.closest('p')).toHaveTextContent(/Call after 6 pm with the lock ring rate \(set by subadmin@example\.com\)$/);
  });

  it('shows a stale change with both values and who made the other, and keeps mine only when asked', async () => {
    const { user } = openLead(adminRole, (paths) => paths.inquiry(3));
    const panel = await desk();
    await within(panel).findByText('No next step.');
    await otherStaff('step', { kind: 'inquiries', id: 3, version: 0, due: '2031-01-10', time: '', what: 'Their call', done: false });
    await user.type(within(panel).getByLabelText('Day'), '2031-01-12');
    await user.type(within(panel).getByRole('textbox', { name: 'What to do' }), 'My visit');
    await user.click(within(panel).getByRole('button', { name: 'Save next step' }));
    const conflict = await within(panel).findByRole('alert');
    expect(conflict).toHaveTextContent(`Changed by ${SUBADMIN} at`);
    expect(conflict).toHaveTextContent('Nothing was overwritten.');
    expect(within(conflict).getByText('Jan 10, 2031: Their call')).toBeInTheDocument();
    expect(within(conflict).getByText('Jan 12, 2031: My visit')).toBeInTheDocument();
    // Theirs is what the desk keeps until the staff member chooses.
    expect(db.all('desk_leads').find((row) => row.kind === 'inquiries' && row.lead === 3)?.step).toMatchObject({ what: 'Their call' });
    await user.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    expect(await within(panel).findByText('Next step saved.')).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(db.all('desk_leads').find((row) => row.kind === 'inquiries' && row.lead === 3)?.step).toMatchObject({ what: 'My visit' });
  });

  it('lets admin assign the lead to a staff member', async () => {
    const { user } = openLead(adminRole, (paths) => paths.inquiry(3));
    const panel = await desk();
    await user.selectOptions(await within(panel).findByRole('combobox', { name: 'Assign to' }), SUBADMIN);
    await user.click(within(panel).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent(`Assigned to ${SUBADMIN}.`));
    expect(within(panel).getByText(`Owner: ${SUBADMIN}`)).toBeInTheDocument();
    expect(await within(panel).findByText(`Assigned to ${SUBADMIN} by ${ADMIN}`)).toBeInTheDocument();
  });

  it('gives a subadmin no assign control, and says who can', async () => {
    openLead(subadminRole, (paths) => paths.inquiry(3));
    const panel = await desk();
    expect(await within(panel).findByRole('button', { name: 'Take it' })).toBeInTheDocument();
    expect(within(panel).getByText('Only admin can assign a lead to someone else.')).toBeInTheDocument();
    expect(within(panel).queryByRole('combobox', { name: 'Assign to' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Assign' })).toBeNull();
  });

  it('keeps a note written while the desk fails, and sends it once when the desk answers', async () => {
    server.use(http.post('*/desk/note', () => HttpResponse.error()));
    const sent = recordRequests('post', 'note');
    const { user } = openLead(adminRole, (paths) => paths.inquiry(3));
    const panel = await desk();
    await user.type(await within(panel).findByRole('textbox', { name: 'Note' }), 'Quoted 4,100 each');
    await user.click(within(panel).getByRole('button', { name: 'Add note' }));
    expect(await within(panel).findByText('Waiting to send')).toBeInTheDocument();
    expect(within(panel).getByText('Quoted 4,100 each')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('deskOutbox')).toContain('Quoted 4,100 each');
    expect(window.localStorage.getItem('deskOutbox')).toBeNull();
    // The tab asks before it closes while the note waits.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    server.resetHandlers();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(within(panel).queryByText('Waiting to send')).toBeNull());
    expect(await within(panel).findByText(`Note by ${ADMIN}`)).toBeInTheDocument();
    expect(db.all('desk_notes').filter((row) => row.text === 'Quoted 4,100 each')).toHaveLength(1);
    // Every try carried the note's one key, which the desk keeps once.
    const keys = sent.map(({ body }) => (body as { key: string }).key);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(window.sessionStorage.getItem('deskOutbox')).toBeNull();
    const leavingNow = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leavingNow);
    expect(leavingNow.defaultPrevented).toBe(false);
  });

  it('shows a waiting note the desk refuses later with its reason, until staff remove it', async () => {
    server.use(http.post('*/desk/note', () => HttpResponse.error()));
    const { user } = openLead(adminRole, (paths) => paths.inquiry(3));
    const panel = await desk();
    await user.type(await within(panel).findByRole('textbox', { name: 'Note' }), 'Sent later');
    await user.click(within(panel).getByRole('button', { name: 'Add note' }));
    await within(panel).findByText('Waiting to send');
    server.use(http.post('*/desk/note', () => HttpResponse.json({ success: false, message: 'No such lead.' }, { status: 400 })));
    window.dispatchEvent(new Event('online'));
    expect(await within(panel).findByText('Not kept by the desk')).toBeInTheDocument();
    expect(within(panel).getByText('Sent later')).toBeInTheDocument();
    expect(within(panel).getByText(/No such lead\./)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Remove this note' }));
    expect(within(panel).queryByText('Sent later')).toBeNull();
    expect(window.sessionStorage.getItem('deskOutbox')).toBeNull();
  });

  it('keeps a note the desk refuses in the form, with its reason', async () => {
    server.use(http.post('*/desk/note', () => HttpResponse.json({ success: false, message: 'The note is too long.' }, { status: 400 })));
    const { user } = openLead(adminRole, (paths) => paths.inquiry(3));
    const panel = await desk();
    await user.type(await within(panel).findByRole('textbox', { name: 'Note' }), 'Too much');
    await user.click(within(panel).getByRole('button', { name: 'Add note' }));
    const field = within(panel).getByRole('textbox', { name: 'Note' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/The note is too long\./));
    expect(field).toHaveValue('Too much');
    expect(within(panel).queryByText('Waiting to send')).toBeNull();
    expect(window.sessionStorage.getItem('deskOutbox')).toBeNull();
  });

  it('adds a line when Call or WhatsApp is opened from the page', async () => {
    const { user } = openLead(adminRole, (paths) => paths.inquiry(3));
    const panel = await desk();
    await within(panel).findByText('No notes yet.');
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    await user.click(await within(actions).findByRole('link', { name: /WhatsApp Customer/ }));
    expect(await within(panel).findByText(`WhatsApp opened by ${ADMIN}`)).toBeInTheDocument();
  });

  it("keeps the lead on screen with the desk's own words when the desk cannot be reached", async () => {
    server.use(http.get('*/desk/*', () => HttpResponse.error()));
    openLead(adminRole, (paths) => paths.inquiry(3));
    const panel = await desk();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The lead desk could not be reached.');
    expect(screen.getByText('Viewing inquiry from Anita Deshmukh at', { exact: false })).toBeInTheDocument();
  });
});

describe('the desk on a basket request', () => {
  it('keeps every line of a request under its lowest line', async () => {
    const ref = 'Ref K7Q2-MX';
    const { id: _first, ...customer } = db.find('inquiries', 3)!;
    const first = db.insert('inquiries', { ...customer, message: `First line\n\n${ref} · 1 of 2` });
    const second = db.insert('inquiries', { ...customer, message: `Second line\n\n${ref} · 2 of 2` });
    const { user } = openLead(adminRole, (paths) => paths.inquiry(second.id));
    const panel = await desk();
    await user.click(await within(panel).findByRole('button', { name: 'Take it' }));
    await within(panel).findByText(`Taken by ${ADMIN}`);
    const kept = db.all('desk_leads').filter((row) => row.kind === 'inquiries' && row.owner === ADMIN);
    expect(kept.map((row) => row.lead)).toContain(first.id);
    expect(kept.map((row) => row.lead)).not.toContain(second.id);
  });
});

describe('the buy-lead page', () => {
  it('opens from the list, with the lead and its desk', async () => {
    const { user, location } = openLead(adminRole, (paths) => paths.buyLeads());
    await user.click(await screen.findByRole('link', { name: 'View buy lead from Lakshmi Narayanan' }));
    await waitFor(() => expect(location().pathname).toBe(staffPaths(adminRole).buyLead(3)));
    expect(await screen.findByRole('heading', { name: 'Buy Lead Details', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Viewing buy lead from Lakshmi Narayanan', { exact: false })).toBeInTheDocument();
    const panel = await desk();
    await user.click(await within(panel).findByRole('button', { name: 'Take it' }));
    expect(await within(panel).findByText(`Taken by ${ADMIN}`)).toBeInTheDocument();
    expect(db.all('desk_leads').find((row) => row.kind === 'buyLeads' && row.lead === 3)?.owner).toBe(ADMIN);
  });

  it("says 'Buy Lead Not Found' for an unknown id", async () => {
    openLead(subadminRole, (paths) => paths.buyLead(999));
    expect(await screen.findByRole('heading', { name: 'Buy Lead Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Buy Leads' })).toHaveAttribute('href', staffPaths(subadminRole).buyLeads());
  });
});
