/** Admin sets enquiry and buy-lead statuses (optimistic, rolled back on refusal); subadmin reads them. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { buyLeadRow, inquiryRow } from './fixtures';
import { adminRole, answer, db, holdRequests, recordRequests, subadminRole } from './helpers';

describe('enquiry status (admin)', () => {
  it('sends the whole record with the new status, shows it at once and the counts follow', async () => {
    db.seedTable('inquiries', [inquiryRow({ name: 'Asha Patel', status: 'pending' }), inquiryRow({ name: 'Ravi Rao', status: 'pending' })]);
    const puts = recordRequests('put', 'inquiries.php');
    const release = holdRequests('put', 'inquiries.php');
    const { user } = renderRoute(staffPaths(adminRole).inquiries(), { as: 'admin' });
    const select = await screen.findByRole('combobox', { name: 'Status of the enquiry from Asha Patel' });
    expect(screen.getByRole('button', { name: 'Pending (2)' })).toBeInTheDocument();
    await user.selectOptions(select, 'responded');
    // Shown before the server answers.
    expect(select).toHaveValue('responded');
    expect(screen.getByRole('button', { name: 'Responded (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pending (1)' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(puts).toHaveLength(1));
    const row = db.all('inquiries').find((item) => item.name === 'Asha Patel')!;
    expect(puts[0]!.body).toEqual({
      id: row.id,
      name: 'Asha Patel',
      email: row.email,
      phone: row.phone,
      company: row.company,
      partName: row.part_name,
      quantity: row.quantity,
      message: row.message,
      status: 'responded',
    });
    await waitFor(() => expect(db.all('inquiries').find((item) => item.name === 'Asha Patel')!.status).toBe('responded'));
  });

  it("puts the old status back with the server's message when it refuses", async () => {
    db.seedTable('inquiries', [inquiryRow({ name: 'Asha Patel', status: 'pending' })]);
    const { user } = renderRoute(staffPaths(adminRole).inquiries(), { as: 'admin' });
    const select = await screen.findByRole('combobox', { name: 'Status of the enquiry from Asha Patel' });
    answer('put', 'inquiries.php', { success: false, message: 'Invalid status' }, 400);
    await user.selectOptions(select, 'closed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid status');
    await waitFor(() => expect(select).toHaveValue('pending'));
    expect(screen.getByRole('button', { name: 'Pending (1)' })).toBeInTheDocument();
  });

  it("says 'Failed to update inquiry' when the connection fails, on the detail page too", async () => {
    db.seedTable('inquiries', [inquiryRow({ name: 'Asha Patel', status: 'pending' })]);
    const id = db.all('inquiries')[0]!.id;
    const { user } = renderRoute(staffPaths(adminRole).inquiry(id), { as: 'admin' });
    const select = await screen.findByRole('combobox', { name: 'Status' });
    answer('put', 'inquiries.php', { success: false }, 500);
    await user.selectOptions(select, 'responded');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update inquiry');
    await waitFor(() => expect(select).toHaveValue('pending'));
  });
});

describe('buy-lead status (admin)', () => {
  it("moves a lead to quoted; 'closed', held by another lead but refused by the fake backend, is undone and offered no more", async () => {
    db.seedTable('buy_leads', [buyLeadRow({ name: 'Amit Joshi', status: 'new' }), buyLeadRow({ name: 'Old Closed', status: 'closed' })]);
    const puts = recordRequests('put', 'buy_leads.php');
    const { user } = renderRoute(staffPaths(adminRole).buyLeads(), { as: 'admin' });
    const select = await screen.findByRole('combobox', { name: 'Status of the buy lead from Amit Joshi' });
    const amit = () => db.all('buy_leads').find((row) => row.name === 'Amit Joshi')!;
    await user.selectOptions(select, 'quoted');
    await waitFor(() => expect(amit().status).toBe('quoted'));
    expect(puts[0]!.body).toMatchObject({
      id: amit().id,
      name: 'Amit Joshi',
      partName: 'Brake Drum 410 mm',
      deliveryLocation: 'Surat, Gujarat',
      status: 'quoted',
    });
    const labels = () =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(labels()).toEqual(['New', 'Quoted', 'Pending', 'Closed']);
    await user.selectOptions(select, 'closed');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid status: this server does not accept "Closed", so it is no longer offered.',
    );
    await waitFor(() => expect(select).toHaveValue('quoted'));
    expect(amit().status).toBe('quoted');
    expect(labels()).toEqual(['New', 'Quoted', 'Pending']);
    // The lead that holds it still shows it; a new visit does not offer it either.
    expect(screen.getByRole('combobox', { name: 'Status of the buy lead from Old Closed' })).toHaveValue('closed');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('the status tabs add up to All: each lead is under its own status only', async () => {
    db.seedTable('buy_leads', [
      buyLeadRow({ name: 'A New', status: 'new' }),
      buyLeadRow({ name: 'B Quoted', status: 'quoted' }),
      buyLeadRow({ name: 'C Pending', status: 'pending' }),
      buyLeadRow({ name: 'D Closed', status: 'closed' }),
      buyLeadRow({ name: 'E Closed', status: 'closed' }),
    ]);
    renderRoute(staffPaths(adminRole).buyLeads(), { as: 'admin' });
    const group = await screen.findByRole('group', { name: 'Filter by status' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All (5)', 'New (1)', 'Quoted (1)', 'Pending (1)', 'Closed (2)']);
  });
});

describe('subadmin', () => {
  it('reads statuses and has no status control anywhere', async () => {
    db.seedTable('inquiries', [inquiryRow({ name: 'Asha Patel', status: 'pending' })]);
    db.seedTable('buy_leads', [buyLeadRow({ name: 'Amit Joshi', status: 'new' })]);
    const paths = staffPaths(subadminRole);
    const { navigate } = renderRoute(paths.inquiries(), { as: 'subadmin' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Pending')).toHaveClass('badge');
    expect(screen.queryByRole('combobox', { name: /^Status/ })).toBeNull();
    await navigate(paths.inquiry(db.all('inquiries')[0]!.id));
    await screen.findByText(/Viewing inquiry from Asha Patel/);
    expect(screen.queryByRole('combobox', { name: /^Status/ })).toBeNull();
    await navigate(paths.buyLeads());
    expect(await screen.findByText('New', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Status/ })).toBeNull();
  });
});

describe('dashboard', () => {
  it("shows how many enquiries are pending on 'Respond to Enquiries'", async () => {
    db.seedTable('inquiries', [inquiryRow({ status: 'pending' }), inquiryRow({ status: 'pending' }), inquiryRow({ status: 'closed' })]);
    renderRoute(staffPaths(adminRole).dashboard, { as: 'admin' });
    await screen.findByText(/2 pending/);
    const link = screen.getByRole('link', { name: /^Respond to Enquiries/ });
    expect(link).toHaveTextContent('Respond to Enquiries 2 pending');
    expect(link).toHaveAttribute('href', '/admin/inquiries?status=pending');
  });
});
