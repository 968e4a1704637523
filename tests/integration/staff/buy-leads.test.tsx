import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { can, staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { buyLeadRow } from './fixtures';
import { answer, db, holdRequests, roleCases, server } from './helpers';

const customers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .filter((row) => !row.classList.contains('data-table-details'))
    .slice(1)
    .map((row) => row.querySelector('.staff-cell-main')!.textContent);

const seed = () =>
  db.seedTable('buy_leads', [
    buyLeadRow({
      name: 'Kiran New',
      company: 'Kiran Fleet',
      partName: 'Brake Drum 410 mm',
      quantity: 40,
      status: 'new',
      daysOld: 5,
      additionalRequirements: 'Deliver in two lots.\nGST invoice please.',
      partNumber: 'BD-410-220',
      budget: '₹4,80,000',
    }),
    buyLeadRow({
      name: 'Arun Quoted',
      company: 'Arun Haulage',
      partName: 'Wheel Lock Ring 20 inch',
      quantity: 200,
      status: 'quoted',
      daysOld: 1,
      email: 'arun@haulage.in',
      phone: '+91 99090 12345',
    }),
    buyLeadRow({
      name: 'Meena Pending',
      company: 'Meena Carriers',
      partName: 'Clutch Cable Assembly',
      quantity: 15,
      status: 'pending',
      daysOld: 3,
      additionalRequirements: 'Needs cables for Tata trucks',
      deliveryLocation: 'Vijayawada, Andhra Pradesh',
      budget: '60000',
    }),
  ]);

describe.each(roleCases)('$name buy leads', ({ role }) => {
  const paths = staffPaths(role);

  it('shows the heading, count card, filter and the leads newest first', async () => {
    seed();
    const release = holdRequests('get', 'buy_leads.php');
    renderRoute(paths.buyLeads(), { as: role.id });
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy Lead Management' })).toBeInTheDocument();
    expect(screen.getByText('Loading buy leads...')).toBeInTheDocument();
    release();
    await screen.findByRole('table');
    expect(customers()).toEqual(['Arun Quoted', 'Meena Pending', 'Kiran New']);
    expect(screen.getByText('Total Buy Leads').parentElement).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByPlaceholderText('Search buy leads...')).toBeInTheDocument();
    const row = screen.getByText('Kiran New').closest('tr')!;
    expect(within(row).getByText('Kiran Fleet')).toBeInTheDocument();
    expect(within(row).getByText('Qty: 40')).toBeInTheDocument();
    expect(within(row).getByText('New')).toBeInTheDocument();
    // Each lead's own status, not the spec's New/Quoted summary (that is the dashboard's).
    expect(within(screen.getByText('Meena Pending').closest('tr')!).getByText('Pending')).toBeInTheDocument();
    // The date is a short date.
    // An older lead: its date and its time of day.
    expect(within(row).getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/)).toBeInTheDocument();
  });

  it('expands a row to show contact info and the message under the role heading', async () => {
    seed();
    const { user } = renderRoute(paths.buyLeads(), { as: role.id });
    await screen.findByRole('table');
    const toggle = screen.getByRole('button', { name: 'Show details for Kiran New' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const hide = screen.getByRole('button', { name: 'Hide details for Kiran New' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(hide.getAttribute('aria-controls')!)!;
    expect(within(details).getByRole('heading', { name: 'Contact Information' })).toBeInTheDocument();
    expect(within(details).getByRole('heading', { name: 'Enquiry Message' })).toBeInTheDocument();
    expect(within(details).getByText(/Deliver in two lots/).textContent).toBe('Deliver in two lots.\nGST invoice please.');
    expect(within(details).getByText('Surat, Gujarat')).toBeInTheDocument();
    // A budget typed with its rupee sign stays as typed.
    expect(within(details).getByText('₹4,80,000')).toBeInTheDocument();
    await user.click(hide);
    expect(document.getElementById(hide.getAttribute('aria-controls') ?? 'none')).toBeNull();
    // A bare amount reads as rupees, in Indian grouping.
    await user.click(screen.getByRole('button', { name: 'Show details for Meena Pending' }));
    expect(screen.getByText('₹60,000')).toBeInTheDocument();
    expect(screen.queryByText('60000')).toBeNull();
  });

  it('sorts by Customer, Part and Date', async () => {
    seed();
    const { user } = renderRoute(paths.buyLeads(), { as: role.id });
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Customer' }));
    expect(customers()).toEqual(['Arun Quoted', 'Kiran New', 'Meena Pending']);
    await user.click(screen.getByRole('button', { name: 'Customer' }));
    expect(customers()).toEqual(['Meena Pending', 'Kiran New', 'Arun Quoted']);
    await user.click(screen.getByRole('button', { name: 'Part' }));
    expect(customers()).toEqual(['Kiran New', 'Meena Pending', 'Arun Quoted']);
    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(customers()).toEqual(['Kiran New', 'Meena Pending', 'Arun Quoted']);
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('searches name, company, part, e-mail, phone and requirements, and the part number, delivery place and budget', async () => {
    seed();
    const { user } = renderRoute(paths.buyLeads(), { as: role.id });
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Search buy leads' });
    for (const [term, expected] of [
      ['kiran', ['Kiran New']],
      ['HAULAGE', ['Arun Quoted']],
      ['clutch', ['Meena Pending']],
      ['arun@haulage', ['Arun Quoted']],
      ['99090', ['Arun Quoted']],
      ['tata trucks', ['Meena Pending']],
      ['bd-4', ['Kiran New']],
      ['vijay', ['Meena Pending']],
      ['4,80', ['Kiran New']],
    ] as const) {
      await user.clear(search);
      await user.type(search, term);
      expect(customers()).toEqual(expected);
    }
    // Nine terms typed key by key: more than the default 15 s on a loaded machine.
  }, 40_000);

  it('filters by status: ?status=new, and every other tab holds only its own status', async () => {
    seed();
    const { user } = renderRoute(paths.buyLeads('new'), { as: role.id });
    await screen.findByRole('table');
    expect(customers()).toEqual(['Kiran New']);
    expect(screen.getByRole('button', { name: 'New (1)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Quoted (1)' }));
    expect(customers()).toEqual(['Arun Quoted']);
    await user.click(screen.getByRole('button', { name: 'Pending (1)' }));
    expect(customers()).toEqual(['Meena Pending']);
  });

  it("shows the three empty texts and 'View All Buy Leads' when a status filter is on", async () => {
    seed();
    const { user, unmount } = renderRoute(paths.buyLeads('closed'), { as: role.id });
    expect(await screen.findByRole('heading', { name: 'No Buy Leads Found' })).toBeInTheDocument();
    expect(screen.getByText('There are no closed buy leads at the moment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View All Buy Leads' }));
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search buy leads' }), 'nothing-like-this');
    expect(screen.getByText('No buy leads match your search criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View All Buy Leads' })).toBeNull();
    unmount();
    db.seedTable('buy_leads', []);
    renderRoute(paths.buyLeads(), { as: role.id });
    expect(await screen.findByText('There are no customer buy leads at the moment.')).toBeInTheDocument();
  });

  it('shows the load failures', async () => {
    answer('get', 'buy_leads.php', { success: true, data: [] });
    const { unmount } = renderRoute(paths.buyLeads(), { as: role.id });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch buy leads - invalid data format');
    unmount();
    setScenario('buy-leads-network');
    server.resetHandlers();
    renderRoute(paths.buyLeads(), { as: role.id });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error when fetching buy leads');
  });

  if (can(role, 'buyLeads.delete')) {
    it('deletes a lead after the confirmation', async () => {
      seed();
      const { user } = renderRoute(paths.buyLeads(), { as: role.id });
      await screen.findByRole('table');
      expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Delete buy lead from Meena Pending' }));
      const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
      expect(dialog).toHaveTextContent('Are you sure you want to delete this buy lead? This action cannot be undone.');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(customers()).toEqual(['Arun Quoted', 'Kiran New']));
      expect(db.all('buy_leads')).toHaveLength(2);
    });

    it("shows 'Failed to delete buy lead' when the delete fails", async () => {
      seed();
      answer('delete', 'buy_leads.php', { success: false });
      const { user } = renderRoute(paths.buyLeads(), { as: role.id });
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Delete buy lead from Meena Pending' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete buy lead');
      expect(customers()).toHaveLength(3);
    });
  } else {
    it('has no Delete column', async () => {
      seed();
      renderRoute(paths.buyLeads(), { as: role.id });
      await screen.findByRole('table');
      expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
      expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
    });
  }
});
