/**
 * A new lead found while a staff screen is open shows a toast naming the customer and the part, with a
 * link that opens it; it stays until dismissed or opened; its row stands out in the list; an optional
 * sound, off by default, remembered on this device. The check reads the open leads (?status=) and never
 * asks for an id: leads whose ids become visible out of order are each announced once, and counted.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_VISIBLE_MS } from '../../../src/features/staff/alerts/lead-check';
import { staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { buyLeadRow, inquiryRow } from './fixtures';
import { db, recordRequests, roleCases, server } from './helpers';

const isCheck = (url: URL) => url.pathname.endsWith('/inquiries.php') && url.searchParams.get('status') === 'pending';

/** The checks of the open enquiries made and answered so far, and any call that named an id. */
const checks = () => {
  const seen = recordRequests('get', 'inquiries.php');
  let answered = 0;
  server.events.on('response:mocked', ({ request }) => void (isCheck(new URL(request.url)) && (answered += 1)));
  return {
    made: () => seen.filter((request) => isCheck(request.url)).length,
    answered: () => answered,
    byId: () => seen.filter((request) => request.url.searchParams.has('id')).length,
  };
};

/** Renders `path` and waits for the alerts' first check, which announces nothing. */
async function openAndWatch(path: string, as: 'admin' | 'subadmin') {
  const calls = checks();
  const view = renderRoute(path, { as, user: { advanceTimers: vi.advanceTimersByTime } });
  await waitFor(() => expect(calls.made()).toBeGreaterThanOrEqual(1));
  return { ...view, calls };
}

const postEnquiry = (name: string) =>
  db.insert('inquiries', { ...inquiryRow({ name, part_name: 'Brake Drum 410 mm', daysOld: 0 }), id: undefined }).id;

/** Makes an enquiry visible with the id it was given, as a transaction that took its id earlier commits later. */
const commitEnquiry = (id: number, name: string) =>
  db.seedTable('inquiries', [...db.all('inquiries'), inquiryRow({ id, name, part_name: 'Brake Drum 410 mm', daysOld: 0 })]);

/**
 * Moves the clock on a second at a time until the next check goes out. Not a minute at once: the
 * check would go out part-way through and its request time out (2 s in vitest) before its reply.
 */
async function nextCheck(calls: ReturnType<typeof checks>) {
  const before = calls.made();
  for (let waited = 0; calls.made() === before && waited <= CHECK_VISIBLE_MS; waited += 1_000) {
    await act(async () => void vi.advanceTimersByTime(1_000));
  }
  expect(calls.made()).toBeGreaterThan(before);
  await waitFor(() => expect(calls.answered()).toBe(calls.made()));
}

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
    const { calls } = await openAndWatch(paths.dashboard, role.id);
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
    // Not one check asked for an id that may not exist.
    expect(calls.made()).toBeGreaterThanOrEqual(3);
    expect(calls.byId()).toBe(0);
  });

  it('opens the enquiry from the toast; back in the list its row stands out as new', async () => {
    const { user, location, calls } = await openAndWatch(paths.dashboard, role.id);
    const id = postEnquiry('Meera Evening');
    await nextCheck(calls);
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

  it('a lead a list shows before a check finds it stands out there, and the next check announces it once', async () => {
    const { user, calls } = await openAndWatch(paths.dashboard, role.id);
    postEnquiry('Sunil Between');
    // Half a check later the list screen reads the whole list: the lead is in it, marked.
    await act(async () => void vi.advanceTimersByTime(CHECK_VISIBLE_MS / 2 + 1_000));
    await user.click(screen.getAllByRole('link', { name: /^Enquiries/ })[0]!);
    expect(await screen.findByRole('row', { name: /Sunil Between/ })).toHaveClass('lead-new');
    await nextCheck(calls);
    const toast = await screen.findByRole('region', { name: 'New leads' });
    expect(toast).toHaveTextContent('Sunil Between · Brake Drum 410 mm');
    await nextCheck(calls);
    expect(within(toast).getAllByText('Sunil Between')).toHaveLength(1);
  });

  it('announces each of several leads stored at once once, and counts them, whatever order their ids become visible in', async () => {
    const { calls, user } = await openAndWatch(paths.section('parts'), role.id);
    const newest = Math.max(...db.all('inquiries').map((row) => row.id));
    // Ids newest+2 and newest+3 are visible first; newest+1 commits a check later.
    commitEnquiry(newest + 3, 'Third Line');
    commitEnquiry(newest + 2, 'Second Line');
    await nextCheck(calls);
    const toast = await screen.findByRole('region', { name: 'New leads' });
    await waitFor(() => expect(within(toast).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('link', { name: /^Enquiries\s*2\s*new$/ })).toBeInTheDocument();

    commitEnquiry(newest + 1, 'First Line');
    await nextCheck(calls);
    // A third at once folds the three into one line, the list behind its button.
    await waitFor(() => expect(within(toast).getByText('3 new leads')).toBeInTheDocument());
    expect(within(toast).queryAllByRole('listitem')).toHaveLength(0);
    await nextCheck(calls);
    await user.click(within(toast).getByRole('button', { name: 'Show the list' }));
    expect(within(toast).getByRole('button', { name: 'Hide the list' })).toHaveAttribute('aria-expanded', 'true');
    const named = within(toast)
      .getAllByRole('listitem')
      .map((item) => /([A-Z][a-z]+ Line) ·/.exec(item.textContent ?? '')?.[1]);
    // Each in the order it was found, and by id among those one check found.
    expect(named).toEqual(['Second Line', 'Third Line', 'First Line']);
    expect(screen.getByRole('link', { name: /^Enquiries\s*3\s*new$/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^\(3\) /));
  });

  it("names a buy lead too, and opens the buy lead's own page (where a push opens it)", async () => {
    const { user, location, calls } = await openAndWatch(paths.dashboard, role.id);
    db.insert('buy_leads', { ...buyLeadRow({ name: 'Kiran Buyer', partName: 'Clutch Plate', daysOld: 0 }), id: undefined });
    await nextCheck(calls);
    const toast = await screen.findByRole('region', { name: 'New leads' });
    expect(toast).toHaveTextContent('Kiran Buyer · Clutch Plate');
    await user.click(within(toast).getByRole('link', { name: 'Open the buy lead from Kiran Buyer' }));
    await waitFor(() => expect(location().pathname).toMatch(new RegExp(`^${paths.buyLeads()}/\\d+$`)));
    expect(await screen.findByText('Kiran Buyer')).toBeInTheDocument();
  });
});

describe('a back office with thousands of open leads', () => {
  it('checks each kind one interval later for each thousand of its open leads', async () => {
    db.seedTable(
      'inquiries',
      Array.from({ length: 1_000 }, (_, index) => inquiryRow({ name: `Waiting ${index}`, status: 'pending', daysOld: 30 })),
    );
    const { calls } = await openAndWatch(staffPaths(roleCases[0]!.role).dashboard, 'admin');
    await act(async () => void vi.advanceTimersByTime(CHECK_VISIBLE_MS + 5_000));
    expect(calls.made()).toBe(1);
    await nextCheck(calls);
    expect(calls.made()).toBe(2);
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
