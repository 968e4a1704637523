import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { buyLeadRow, inquiryRow } from './fixtures';
import { db, roleCases } from './helpers';

const counter = (label: string) =>
  within(screen.getByRole('region', { name: 'Summary' })).getByRole('link', { name: new RegExp(`^${label}`) });

describe.each(roleCases)('$name dashboard', ({ role }) => {
  const paths = staffPaths(role);

  it('greets, and counts all parts and the enquiries and buy leads of the last 30 days', async () => {
    db.seedTable('inquiries', [
      inquiryRow({ daysOld: 0.5 }),
      inquiryRow({ daysOld: 10 }),
      inquiryRow({ daysOld: 29 }),
      inquiryRow({ daysOld: 31 }),
      inquiryRow({ daysOld: 200 }),
    ]);
    db.seedTable('buy_leads', [buyLeadRow({ daysOld: 2 }), buyLeadRow({ daysOld: 45 }), buyLeadRow({ daysOld: 60 })]);
    renderRoute(paths.dashboard, { as: role.id });
    expect(await screen.findByRole('heading', { level: 1, name: role.dashboardTitle })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Admin!')).toBeInTheDocument();
    const parts = counter('Total Parts');
    await within(parts).findByText(String(db.all('parts').length));
    expect(parts).toHaveAttribute('href', paths.parts);
    const inquiries = counter('Total Enquiries');
    await within(inquiries).findByText('3');
    expect(within(inquiries).getByText('Last 30 days')).toBeInTheDocument();
    const leads = counter('Buy Leads');
    await within(leads).findByText('1');
    expect(within(leads).getByText('Last 30 days')).toBeInTheDocument();
  });

  it('shows the 3 newest enquiries, toggles to the 3 newest buy leads, linking under the role', async () => {
    db.seedTable('inquiries', [
      inquiryRow({ name: 'Oldest Buyer', daysOld: 9 }),
      inquiryRow({ name: 'Newest Buyer', daysOld: 1 }),
      inquiryRow({ name: 'Middle Buyer', daysOld: 3 }),
      inquiryRow({ name: 'Second Buyer', daysOld: 2 }),
    ]);
    db.seedTable('buy_leads', [
      buyLeadRow({ name: 'Lead Four', daysOld: 4 }),
      buyLeadRow({ name: 'Lead One', daysOld: 1 }),
      buyLeadRow({ name: 'Lead Two', daysOld: 2 }),
      buyLeadRow({ name: 'Lead Three', daysOld: 3 }),
    ]);
    const { user } = renderRoute(paths.dashboard, { as: role.id });
    const panel = await screen.findByRole('region', { name: 'Recent Activities' });
    const enquiriesButton = within(panel).getByRole('button', { name: 'Enquiries' });
    expect(enquiriesButton).toHaveAttribute('aria-pressed', 'true');
    await within(panel).findByText('Newest Buyer');
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Newest Buyer', 'Second Buyer', 'Middle Buyer']);
    const newest = db.all('inquiries').find((row) => row.name === 'Newest Buyer')!;
    expect(within(panel).getByRole('link', { name: 'Newest Buyer' })).toHaveAttribute('href', paths.inquiry(newest.id));

    await user.click(within(panel).getByRole('button', { name: 'Buy Leads' }));
    expect(within(panel).getByRole('button', { name: 'Buy Leads' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('link').textContent),
    ).toEqual(['Lead One', 'Lead Two', 'Lead Three']);
    expect(within(panel).getByRole('link', { name: 'Lead One' })).toHaveAttribute('href', paths.buyLeads());
  });

  it('shows the empty texts when there is no activity', async () => {
    db.seedTable('inquiries', []);
    db.seedTable('buy_leads', []);
    const { user } = renderRoute(paths.dashboard, { as: role.id });
    expect(await screen.findByText('No recent inquiries available.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy Leads' }));
    expect(await screen.findByText('No recent buy leads available.')).toBeInTheDocument();
  });

  it('offers the quick actions under the role', async () => {
    renderRoute(paths.dashboard, { as: role.id });
    const panel = await screen.findByRole('region', { name: 'Quick Actions' });
    expect(within(panel).getByRole('link', { name: 'Add New Part' })).toHaveAttribute('href', paths.addPart);
    expect(within(panel).getByRole('link', { name: /^Respond to Enquiries/ })).toHaveAttribute(
      'href',
      `${role.basePath}/inquiries?status=pending`,
    );
    expect(within(panel).getByRole('link', { name: 'Buy Leads' })).toHaveAttribute('href', paths.buyLeads());
  });

  it('says so when the lists cannot be loaded', async () => {
    setScenario('all-network');
    renderRoute(paths.dashboard, { as: role.id });
    expect(await screen.findByText('Error connecting to the server. Please check your connection.')).toBeInTheDocument();
    expect(await screen.findByText('Network error when fetching inquiries')).toBeInTheDocument();
    expect(await screen.findByText('Network error when fetching buy leads')).toBeInTheDocument();
  });
});
