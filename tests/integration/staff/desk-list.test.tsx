/** The staff lists with the lead desk: each row's owner and next step, and the leads CSV's desk columns. */
import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayAfter, deskDay } from '../../../mocks/desk-clock';
import { staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { deskLead, signInToDesk } from './desk-day-helpers';
import { buyLeadRow, inquiryRow } from './fixtures';
import { adminRole, db, holdRequests, subadminRole } from './helpers';

vi.mock('../../../src/config/env', async (original) => {
  const actual = await original<typeof import('../../../src/config/env')>();
  return { ...actual, env: { ...actual.env, desk: 'on' } };
});

const today = deskDay(new Date());
const request = (line: string) => `Two trucks.\n\nRef K7Q2-MX · ${line}`;

function seed() {
  db.seedTable('inquiries', [
    inquiryRow({ id: 41, name: 'Late Customer' }),
    inquiryRow({ id: 42, name: 'Free Customer' }),
    inquiryRow({ id: 43, name: 'Basket Customer', part_name: 'Silencer', message: request('1 of 2') }),
    inquiryRow({ id: 44, name: 'Basket Customer', part_name: 'Clutch plate', message: request('2 of 2') }),
  ]);
  db.seedTable('desk_leads', [
    deskLead('inquiries', 41, { owner: 'admin@example.com', step: { due: dayAfter(today, -2), time: null, what: 'Send the rate' } }),
    deskLead('inquiries', 43, { owner: 'subadmin@example.com', step: { due: today, time: '16:00', what: 'Confirm both parts' } }),
  ]);
}

const rowOf = (name: RegExp | string) => screen.getAllByRole('row').filter((row) => within(row).queryByText(name))!;

describe('the staff lists with the desk', () => {
  it("shows each enquiry's owner and next step, overdue marked, a request's lines sharing their lead's", async () => {
    seed();
    signInToDesk(adminRole);
    renderRoute(staffPaths(adminRole).inquiries(), { as: 'admin' });
    expect(await screen.findByRole('columnheader', { name: 'Owner and next step' })).toBeVisible();
    await waitFor(() => expect(within(rowOf('Late Customer')[0]!).getByText('admin@example.com')).toBeVisible());
    const late = rowOf('Late Customer')[0]!;
    expect(within(late).getByText('Overdue')).toBeVisible();
    expect(within(late).getByText('Send the rate')).toBeVisible();
    expect(within(rowOf('Free Customer')[0]!).getByText('Not taken')).toBeVisible();
    const lines = rowOf('Basket Customer');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(within(line).getByText('subadmin@example.com')).toBeVisible();
      expect(within(line).getByText('Today, 4:00 PM')).toBeVisible();
      expect(within(line).queryByText('Overdue')).toBeNull();
    }
  });

  it("draws the backend's rows without waiting for the desk; its columns fill in when it answers", async () => {
    seed();
    signInToDesk(adminRole);
    const release = holdRequests('get', 'desk/leads');
    renderRoute(staffPaths(adminRole).inquiries(), { as: 'admin' });
    expect(await screen.findByText('Late Customer')).toBeVisible();
    expect(screen.queryByText('admin@example.com')).toBeNull();
    release();
    expect(await screen.findByText('admin@example.com')).toBeVisible();
  });

  it("shows a buy lead's owner and next step", async () => {
    db.seedTable('buy_leads', [buyLeadRow({ id: 51, name: 'Amit Joshi' }), buyLeadRow({ id: 52, name: 'Neha Kulkarni' })]);
    db.seedTable('desk_leads', [
      deskLead('buyLeads', 51, { owner: 'subadmin@example.com', step: { due: dayAfter(today, 1), time: null, what: 'Send the quote' } }),
    ]);
    signInToDesk(subadminRole);
    renderRoute(staffPaths(subadminRole).buyLeads(), { as: 'subadmin' });
    await waitFor(() => expect(within(rowOf('Amit Joshi')[0]!).getByText('subadmin@example.com')).toBeVisible());
    expect(within(rowOf('Amit Joshi')[0]!).getByText('Tomorrow')).toBeVisible();
    expect(within(rowOf('Neha Kulkarni')[0]!).getByText('Not taken')).toBeVisible();
  });
});

describe('the leads CSV with the desk', () => {
  const saved: Blob[] = [];
  afterEach(() => {
    saved.length = 0;
    vi.unstubAllGlobals();
  });

  /** Presses Export CSV and reads the file the browser would save. */
  async function exported(user: { click: (element: Element) => Promise<void> }) {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:csv'), revokeObjectURL: () => {} }),
    );
    await user.click(screen.getByRole('button', { name: /^Export CSV/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    return Papa.parse<string[]>((await saved[0]!.text()).slice(1), { skipEmptyLines: true }).data;
  }

  it('carries the owner, the next step and the last note, a formula and markup kept as inert text', async () => {
    seed();
    const hostile = '<img src=x onerror=alert(1)>';
    const formula = '=HYPERLINK("http://evil.example","Click")';
    db.seedTable('desk_notes', [
      { id: 1, kind: 'inquiries', lead: 41, type: 'note', text: formula, by: 'admin@example.com', at: '2026-11-20T09:30:00Z', key: 'k1' },
      {
        id: 2,
        kind: 'inquiries',
        lead: 43,
        type: 'note',
        text: hostile,
        by: 'subadmin@example.com',
        at: '2026-11-20T09:31:00Z',
        key: 'k2',
      },
    ]);
    signInToDesk(adminRole);
    const { user } = renderRoute(staffPaths(adminRole).inquiries(), { as: 'admin' });
    await waitFor(() => expect(within(rowOf('Late Customer')[0]!).getByText('admin@example.com')).toBeVisible());
    const [head, ...rows] = await exported(user);
    const column = (name: string) => head!.indexOf(name);
    expect(head).toEqual(expect.arrayContaining(['Owner', 'Next step date', 'Next step time', 'Next step', 'Last note']));
    const byName = (name: string) => rows.filter((row) => row.includes(name));
    const late = byName('Late Customer')[0]!;
    expect(late[column('Owner')]).toBe('admin@example.com');
    expect(late[column('Next step date')]).toBe(dayAfter(today, -2));
    expect(late[column('Next step')]).toBe('Send the rate');
    expect(late[column('Last note')]).toBe(`'${formula}`);
    for (const line of byName('Basket Customer')) {
      expect(line[column('Owner')]).toBe('subadmin@example.com');
      expect(line[column('Next step time')]).toBe('16:00');
      expect(line[column('Last note')]).toBe(hostile);
    }
    expect(byName('Free Customer')[0]![column('Owner')]).toBe('');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
