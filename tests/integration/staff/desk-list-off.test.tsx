/** A build without a desk (no staff lock): the lists have no desk columns and ask no desk; Follow-ups says why. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { buyLeadRow, inquiryRow } from './fixtures';
import { adminRole, db, recordRequests, subadminRole } from './helpers';

describe('the staff lists without a desk', () => {
  it('show no owner or next step, and never call the desk', async () => {
    const calls = recordRequests('get', 'desk/leads');
    db.seedTable('inquiries', [inquiryRow({ name: 'Rajesh Patel' })]);
    db.seedTable('buy_leads', [buyLeadRow({ name: 'Amit Joshi' })]);
    const inquiries = renderRoute(staffPaths(adminRole).inquiries(), { as: 'admin' });
    expect(await screen.findByText('Rajesh Patel')).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: 'Owner and next step' })).toBeNull();
    inquiries.unmount();
    renderRoute(staffPaths(subadminRole).buyLeads(), { as: 'subadmin' });
    expect(await screen.findByText('Amit Joshi')).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: 'Owner and next step' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('Follow-ups says that it needs the staff lock, and how to turn it on', async () => {
    renderRoute(staffPaths(adminRole).section('follow-ups'), { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Follow-ups need the staff lock.' })).toBeVisible();
    expect(screen.getByText(/build with VITE_STAFF_GATE=basic and STAFF_GATE_DIR/)).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
