/** A build without a desk (env.desk): the lead's page says why it has no follow-ups, and asks the desk nothing. */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskMode } from '../../../src/config/env';
import { staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { adminRole, recordRequests, subadminRole } from './helpers';

const build = vi.hoisted(() => ({ desk: 'no-lock' as DeskMode }));
vi.mock('../../../src/config/env', async (original) => {
  const actual = await original<typeof import('../../../src/config/env')>();
  return {
    ...actual,
    env: new Proxy(actual.env, { get: (target, key) => (key === 'desk' ? build.desk : target[key as keyof typeof target]) }),
  };
});

describe('a lead without a desk', () => {
  beforeEach(() => {
    build.desk = 'no-lock';
  });

  it('says that follow-ups need the staff lock, with the steps, on an enquiry', async () => {
    const asked = recordRequests('get', 'leads');
    renderRoute(staffPaths(adminRole).inquiry(1), { as: 'admin' });
    const panel = await screen.findByRole('region', { name: 'Follow-ups' });
    expect(within(panel).getByText('Follow-ups need the staff lock.')).toBeInTheDocument();
    expect(within(panel).getByText(/Ask the website's administrator .* to turn on the staff lock/)).toBeInTheDocument();
    expect(within(panel).getByText("Add every staff member's email and back-office password to the lock.")).toBeInTheDocument();
    expect(screen.getByText('Viewing inquiry from Rajesh Patel at Shree Ganesh Logistics')).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(asked).toEqual([]);
  });

  it("says that follow-ups need the site's PHP pages, on a buy lead", async () => {
    build.desk = 'no-server';
    renderRoute(staffPaths(subadminRole).buyLead(2), { as: 'subadmin' });
    const panel = await screen.findByRole('region', { name: 'Follow-ups' });
    expect(within(panel).getByText("Follow-ups need the site's PHP pages.")).toBeInTheDocument();
    expect(within(panel).queryByText('Follow-ups need the staff lock.')).toBeNull();
  });
});
