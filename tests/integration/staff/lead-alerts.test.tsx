/**
 * Issue #46: a new lead found while a staff screen is open shows a toast naming the customer and the
 * part, with a link that opens it; it stays until dismissed or opened; its row stands out in the list;
 * an optional sound, off by default, remembered on this device.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_VISIBLE_MS } from '../../../src/features/staff/alerts/lead-alerts';
import { staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { buyLeadRow, inquiryRow } from './fixtures';
import { db, recordRequests, roleCases } from './helpers';

const probes = () => {
  const seen = recordRequests('get', 'inquiries.php');
  return () => seen.filter((request) => request.url.searchParams.has('id')).length;
};

/** Renders `path` and waits for the alerts' first look past the newest enquiry (two probes, both 404). */
async function openAndWatch(path: string, as: 'admin' | 'subadmin') {
  const probed = probes();
  const view = renderRoute(path, { as, user: { advanceTimers: vi.advanceTimersByTime } });
  await waitFor(() => expect(probed()).toBeGreaterThanOrEqual(2));
  return view;
}

const postEnquiry = (name: string) =>
  db.insert('inquiries', { ...inquiryRow({ name, part_name: 'Brake Drum 410 mm', daysOld: 0 }), id: undefined }).id;

const toasts = () => screen.queryByRole('region', { name: 'New leads' });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  db.seedTable('inquiries', [inquiryRow({ name: 'Old Customer', status: 'pending', daysOld: 3 })]);
  db.seedTable('buy_leads', [buyLeadRow({ name: 'Old Buyer', daysOld: 3 })]);
});
afterEach(() => vi.useRealTimers());

describe.each(roleCases)('$name: a new lead', ({ role }) => {
  const paths = staffPaths(role);

  it('shows a toast naming the customer and the part by the next check, which stays until dismissed', async () => {
    await openAndWatch(paths.dashboard, role.id);
    postEnquiry('Ravi Fresh');
    // Measured: the worst case, a lead posted just after a check, is found by the next one, an interval
    // later (61 s in 1-s steps here); the issue asks for under 65 s.
    let waited = 0;
    while (!toasts() && waited < 2 * CHECK_VISIBLE_MS) {
      await act(async () => void vi.advanceTimersByTime(1_000));
      waited += 1_000;
    }
    expect(waited).toBeLessThan(65_000);
    const toast = await screen.findByRole('region', { name: 'New leads' });
    expect(within(toast).getByText('New enquiry')).toBeInTheDocument();
    expect(toast).toHaveTextContent('Ravi Fresh · Brake Drum 410 mm');

    // Several more checks pass: it is still there.
    await act(async () => void vi.advanceTimersByTime(5 * CHECK_VISIBLE_MS));
    expect(within(toast).getByText('Ravi Fresh')).toBeInTheDocument();
    await act(async () => within(toast).getByRole('button', { name: 'Dismiss the enquiry from Ravi Fresh' }).click());
    expect(toasts()).toBeNull();
  });

  it('opens the enquiry from the toast; back in the list its row stands out as new', async () => {
    const { user, location } = await openAndWatch(paths.dashboard, role.id);
    const id = postEnquiry('Meera Evening');
    await act(async () => void vi.advanceTimersByTime(CHECK_VISIBLE_MS + 1_000));
    const toast = await screen.findByRole('region', { name: 'New leads' });
    await user.click(within(toast).getByRole('link', { name: 'Open the enquiry from Meera Evening' }));
    await waitFor(() => expect(location().pathname).toBe(paths.inquiry(id)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry Details' })).toBeInTheDocument();
    expect(toasts()).toBeNull();

    await user.click(screen.getAllByRole('link', { name: 'Back to Inquiries' })[0]!);
    const row = await screen.findByRole('row', { name: /Meera Evening/ });
    expect(row).toHaveClass('lead-new');
    expect(within(row).getByText('Unread')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Old Customer/ })).not.toHaveClass('lead-new');
  });

  it('announces a lead that first comes in with a read of the whole list, before a check could find it', async () => {
    const { user } = await openAndWatch(paths.dashboard, role.id);
    postEnquiry('Sunil Between');
    // Half a check later the list screen reads the whole list again (its copy is stale after 30 s): the lead
    // is in it, and the next checks ask for the ids after it.
    await act(async () => void vi.advanceTimersByTime(CHECK_VISIBLE_MS / 2 + 1_000));
    await user.click(screen.getAllByRole('link', { name: /^Enquiries/ })[0]!);
    expect(await screen.findByRole('row', { name: /Sunil Between/ })).toHaveClass('lead-new');
    const toast = await screen.findByRole('region', { name: 'New leads' });
    expect(toast).toHaveTextContent('Sunil Between · Brake Drum 410 mm');
  });

  it('names a buy lead too, and opens the list with its row marked', async () => {
    const { user, location } = await openAndWatch(paths.dashboard, role.id);
    db.insert('buy_leads', { ...buyLeadRow({ name: 'Kiran Buyer', partName: 'Clutch Plate', daysOld: 0 }), id: undefined });
    await act(async () => void vi.advanceTimersByTime(CHECK_VISIBLE_MS + 1_000));
    const toast = await screen.findByRole('region', { name: 'New leads' });
    expect(toast).toHaveTextContent('Kiran Buyer · Clutch Plate');
    await user.click(within(toast).getByRole('link', { name: 'Open the buy lead from Kiran Buyer' }));
    await waitFor(() => expect(location().pathname).toBe(paths.buyLeads()));
    const row = await screen.findByRole('row', { name: /Kiran Buyer/ });
    expect(row).toHaveClass('lead-new');
  });
});

describe('the sound for a new lead', () => {
  it('is off by default and remembered on this device once turned on', async () => {
    const { user, unmount } = await openAndWatch(staffPaths(roleCases[0]!.role).dashboard, 'admin');
    const sound = screen.getByRole('checkbox', { name: 'Sound for new leads' });
    expect(sound).not.toBeChecked();
    await user.click(sound);
    expect(sound).toBeChecked();
    unmount();
    renderRoute(staffPaths(roleCases[0]!.role).dashboard, { as: 'admin' });
    expect(await screen.findByRole('checkbox', { name: 'Sound for new leads' })).toBeChecked();
  });
});
