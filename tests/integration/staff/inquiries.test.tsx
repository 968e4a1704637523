import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { inquiryRow } from './fixtures';
import { db, holdRequests, roleCases } from './helpers';

const customers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.staff-cell-main')!.textContent);

const seed = () =>
  db.seedTable('inquiries', [
    inquiryRow({
      name: 'Asha Pending',
      company: 'Asha Transport',
      part_name: 'Brake Drum 410 mm',
      quantity: 4,
      status: 'pending',
      daysOld: 3,
    }),
    inquiryRow({
      name: 'Bala Responded',
      company: 'Bala Roadways',
      part_name: 'Clutch Cable Assembly',
      quantity: 12,
      status: 'responded',
      daysOld: 1,
    }),
    inquiryRow({
      name: 'Chetan Closed',
      company: 'Chetan Cargo',
      part_name: 'U-Bolt Clamp 7/8 inch',
      quantity: 50,
      status: 'closed',
      daysOld: 7,
      message: 'Needs a mudguard clamp too',
    }),
    inquiryRow({
      name: 'Divya Pending',
      company: 'Divya Movers',
      part_name: 'Torque Rod Bush',
      quantity: 8,
      status: 'pending',
      daysOld: 2,
    }),
  ]);

describe.each(roleCases)('$name enquiry list', ({ role }) => {
  const paths = staffPaths(role);

  it('lists every enquiry newest first with customer, part with quantity, date and a View link', async () => {
    seed();
    const release = holdRequests('get', 'inquiries.php');
    renderRoute(paths.inquiries(), { as: role.id });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Enquiries' })).toBeInTheDocument();
    expect(screen.getByText('Loading inquiries...')).toBeInTheDocument();
    release();
    await screen.findByRole('table');
    expect(customers()).toEqual(['Bala Responded', 'Divya Pending', 'Asha Pending', 'Chetan Closed']);
    const row = screen.getByText('Asha Pending').closest('tr')!;
    expect(within(row).getByText('Asha Transport')).toBeInTheDocument();
    expect(within(row).getByText('Brake Drum 410 mm')).toBeInTheDocument();
    expect(within(row).getByText('Qty: 4')).toBeInTheDocument();
    const id = db.all('inquiries').find((r) => r.name === 'Asha Pending')!.id;
    expect(within(row).getByRole('link', { name: 'View enquiry from Asha Pending' })).toHaveAttribute('href', paths.inquiry(id));
    expect(screen.getByRole('button', { name: 'All (4)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pending (2)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByPlaceholderText(role.texts.inquiriesSearchPlaceholder)).toBeInTheDocument();
  });

  it('honours ?status=pending and switches filters through the buttons', async () => {
    seed();
    const { user, location } = renderRoute(paths.inquiries('pending'), { as: role.id });
    await screen.findByRole('table');
    expect(customers()).toEqual(['Divya Pending', 'Asha Pending']);
    expect(screen.getByRole('button', { name: 'Pending (2)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Closed (1)' }));
    expect(customers()).toEqual(['Chetan Closed']);
    expect(location().search).toBe('?status=closed');
    await user.click(screen.getByRole('button', { name: 'All (4)' }));
    expect(customers()).toHaveLength(4);
    expect(location().search).toBe('');
  });

  it("a dashboard's waiting-time link opens only the open enquiries that waited that long, oldest first, until the narrowing is lifted", async () => {
    seed();
    db.insert('inquiries', inquiryRow({ name: 'Esha Waiting', status: 'pending', daysOld: 10 }));
    const { user, location } = renderRoute(paths.dashboard, { as: role.id });
    await user.click(await screen.findByRole('link', { name: '1 enquiries waiting 1–3 days' }));
    await screen.findByRole('table');
    expect(customers()).toEqual(['Divya Pending']);
    expect(new URLSearchParams(location().search).get('waited')).toBe('days');
    expect(screen.getByText('Waited 1–3 days')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every waiting time' }));
    expect(customers()).toEqual(['Esha Waiting', 'Asha Pending', 'Divya Pending']);
    expect(screen.queryByText('Waited 1–3 days')).not.toBeInTheDocument();
    expect(location().search).not.toContain('waited');
  });

  it('treats ?status=all as no filter', async () => {
    seed();
    renderRoute(`${paths.inquiries()}?status=all`, { as: role.id });
    await screen.findByRole('table');
    expect(customers()).toHaveLength(4);
  });

  it('searches customers, companies, parts and messages', async () => {
    seed();
    const { user } = renderRoute(paths.inquiries(), { as: role.id });
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Search enquiries' });
    await user.type(search, 'roadways');
    expect(customers()).toEqual(['Bala Responded']);
    await user.clear(search);
    await user.type(search, 'MUDGUARD');
    expect(customers()).toEqual(['Chetan Closed']);
  });

  it('shows the three empty texts', async () => {
    seed();
    const { user, unmount } = renderRoute(paths.inquiries('escalated'), { as: role.id });
    expect(await screen.findByRole('heading', { name: 'No Inquiries Found' })).toBeInTheDocument();
    expect(screen.getByText('There are no escalated enquiries at the moment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View All Enquiries' }));
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search enquiries' }), 'zzz-nothing');
    expect(screen.getByText('No enquiries match your search criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View All Enquiries' })).toBeNull();
    unmount();
    db.seedTable('inquiries', []);
    renderRoute(paths.inquiries(), { as: role.id });
    expect(await screen.findByText('There are no customer enquiries at the moment.')).toBeInTheDocument();
  });

  it('sorts by date and customer through the headers', async () => {
    seed();
    const { user } = renderRoute(paths.inquiries(), { as: role.id });
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(customers()).toEqual(['Chetan Closed', 'Asha Pending', 'Divya Pending', 'Bala Responded']);
    await user.click(screen.getByRole('button', { name: 'Customer' }));
    expect(customers()).toEqual(['Asha Pending', 'Bala Responded', 'Chetan Closed', 'Divya Pending']);
  });

  it('shows the load failures', async () => {
    setScenario('inquiries-network');
    const { unmount } = renderRoute(paths.inquiries(), { as: role.id });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error when fetching inquiries');
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    setScenario('inquiries-500');
    renderRoute(paths.inquiries(), { as: role.id });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch inquiries');
    setScenario(null);
  });

  it('waits for the list before counting', async () => {
    seed();
    renderRoute(paths.inquiries(), { as: role.id });
    await waitFor(() => expect(screen.getByRole('button', { name: 'All (4)' })).toBeInTheDocument());
  });
});
