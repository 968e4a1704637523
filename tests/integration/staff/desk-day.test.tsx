/** Follow-ups, where the day starts: Today, Overdue, Not yet taken and Mine from the lead desk, and the sidebar's count. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dayAfter, deskDay } from '../../../mocks/desk-clock';
import { staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { deskLead, signInToDesk } from './desk-day-helpers';
import { buyLeadRow, inquiryRow } from './fixtures';
import { adminRole, db, subadminRole } from './helpers';

// A build with a desk (the fake backend's, as in demo mode).
vi.mock('../../../src/config/env', async (original) => {
  const actual = await original<typeof import('../../../src/config/env')>();
  return { ...actual, env: { ...actual.env, desk: 'on' } };
});

const today = deskDay(new Date());

/** Two enquiries with steps (today's, yesterday's) and one with a step next week. */
function seedSteps() {
  db.seedTable('inquiries', [
    inquiryRow({ id: 11, name: 'Rajesh Patel', part_name: 'Heavy Duty Silencer' }),
    inquiryRow({ id: 12, name: 'Harpreet Singh', part_name: 'Wheel Lock Ring' }),
    inquiryRow({ id: 13, name: 'Anita Deshmukh', part_name: 'Brake Drum' }),
  ]);
  db.seedTable('buy_leads', []);
  db.seedTable('desk_leads', [
    deskLead('inquiries', 11, { owner: 'admin@example.com', step: { due: today, time: '11:30', what: 'Call back with the GST price' } }),
    deskLead('inquiries', 12, {
      owner: 'subadmin@example.com',
      step: { due: dayAfter(today, -1), time: null, what: 'Send the lock ring rate' },
    }),
    deskLead('inquiries', 13, {
      owner: 'admin@example.com',
      step: { due: dayAfter(today, 7), time: null, what: 'Ask about the second lot' },
    }),
  ]);
}

const panel = () => screen.getByRole('tabpanel');

describe('Follow-ups', () => {
  it("puts a step due today under Today and yesterday's under Overdue, each opening its lead, and the sidebar counts both", async () => {
    seedSteps();
    signInToDesk(adminRole);
    const { user, location } = renderRoute(staffPaths(adminRole).section('follow-ups'), { as: 'admin' });
    const todayTab = await screen.findByRole('tab', { name: 'Today (1)' });
    expect(todayTab).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('link', { name: 'Open enquiry from Rajesh Patel' })).toBeVisible();
    expect(within(panel()).getByText('Today, 11:30 AM')).toBeVisible();
    expect(within(panel()).getByText('Call back with the GST price')).toBeVisible();
    expect(within(panel()).queryByText('Harpreet Singh')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Overdue (1)' }));
    expect(within(panel()).getByRole('link', { name: 'Open enquiry from Harpreet Singh' })).toBeVisible();
    expect(within(panel()).getByText('Overdue')).toBeVisible();
    expect(within(panel()).getByText('Yesterday')).toBeVisible();
    expect(within(panel()).getByText('Owner: subadmin@example.com')).toBeVisible();

    const nav = screen.getByRole('navigation', { name: adminRole.texts.areaTitle });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^Follow-ups\s*2\s*due today or overdue$/ })).toBeVisible());

    await user.click(within(panel()).getByRole('link', { name: 'Open enquiry from Harpreet Singh' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry Details' })).toBeVisible();
    expect(location().pathname).toBe(staffPaths(adminRole).inquiry(12));
  });

  it("lists the open leads nobody has taken, a request's lines once, and the signed-in staff member's own under Mine", async () => {
    const request = (line: string) => `Two trucks.\n\nRef K7Q2-MX · ${line}`;
    db.seedTable('inquiries', [
      inquiryRow({ id: 21, name: 'Ravi Kumar', part_name: 'Silencer', message: request('1 of 2') }),
      inquiryRow({ id: 22, name: 'Ravi Kumar', part_name: 'Clutch plate', message: request('2 of 2') }),
      inquiryRow({ id: 23, name: 'Asha Patel', part_name: 'Brake Drum' }),
      inquiryRow({ id: 24, name: 'Closed Customer', status: 'closed' }),
      inquiryRow({ id: 25, name: 'Owned Customer' }),
    ]);
    db.seedTable('buy_leads', [buyLeadRow({ id: 31, name: 'Amit Joshi' }), buyLeadRow({ id: 32, name: 'Quoted Buyer', status: 'quoted' })]);
    db.seedTable('desk_leads', [deskLead('inquiries', 25, { owner: 'subadmin@example.com' })]);
    signInToDesk(subadminRole);
    const { user } = renderRoute(staffPaths(subadminRole).section('follow-ups'), { as: 'subadmin' });
    await user.click(await screen.findByRole('tab', { name: /^Not yet taken/ }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Not yet taken (3)' })).toBeVisible());
    const links = within(panel()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Asha Patel', 'Ravi Kumar', 'Amit Joshi']);
    expect(within(panel()).getByRole('link', { name: 'Open enquiry from Ravi Kumar' })).toHaveAttribute(
      'href',
      staffPaths(subadminRole).inquiry(21),
    );
    expect(within(panel()).getByText('Enquiry #21 · 2 parts')).toBeVisible();
    expect(within(panel()).getByRole('link', { name: 'Open buy lead from Amit Joshi' })).toHaveAttribute('href', '/subadmin/buy-leads/31');

    await user.click(screen.getByRole('tab', { name: 'Mine (1)' }));
    expect(within(panel()).getByRole('link', { name: 'Open enquiry from Owned Customer' })).toBeVisible();
    expect(within(panel()).getByText('No next step')).toBeVisible();
  });

  it('moves between the lists with the arrow keys, Home and End, as tabs do', async () => {
    seedSteps();
    signInToDesk(adminRole);
    const { user } = renderRoute(staffPaths(adminRole).section('follow-ups'), { as: 'admin' });
    (await screen.findByRole('tab', { name: 'Today (1)' })).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overdue (1)' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Overdue (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName('Overdue (1)');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /^Mine/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Today (1)' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'Today (1)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a page of 25 at a time of a long list, with its pager and its choice of rows per page', async () => {
    db.seedTable(
      'inquiries',
      Array.from({ length: 60 }, (_, index) => inquiryRow({ id: 1000 + index, name: `Customer ${1000 + index}` })),
    );
    db.seedTable('buy_leads', []);
    db.seedTable('desk_leads', []);
    signInToDesk(adminRole);
    const { user } = renderRoute(`${staffPaths(adminRole).section('follow-ups')}?list=untaken`, { as: 'admin' });
    await screen.findByRole('tab', { name: 'Not yet taken (60)' });
    expect(within(panel()).getAllByRole('link')).toHaveLength(25);
    const pager = screen.getByRole('navigation', { name: 'Not yet taken pages' });
    expect(within(pager).getByText('Showing 1–25 of 60')).toBeVisible();
    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    expect(within(panel()).getAllByRole('link')).toHaveLength(10);
    await user.selectOptions(within(pager).getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(within(panel()).getAllByRole('link')).toHaveLength(50);
    expect(within(pager).getByText('Showing 1–50 of 60')).toBeVisible();
  });
});
