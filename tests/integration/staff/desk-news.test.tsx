/**
 * The back office's check through the lead desk (src/features/staff/desk/desk-watch.tsx) on the fake desk:
 * arrivals from `desk/news?since=`, the counts and the rows' marks from the desk's unseen leads of this staff
 * member on any device, looking marks them seen; and the browser's own check when the desk does not watch
 * or cannot be reached.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffCredentials } from '../../../src/api/staff-credentials';
import { CHECK_VISIBLE_MS } from '../../../src/features/staff/alerts/lead-check';
import { staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { inquiryRow } from './fixtures';
import { adminRole, db, holdRequests, recordRequests, server } from './helpers';

// This suite's build has a desk (the tests' own build has none).
vi.mock('../../../src/config/env', async (original) => {
  const actual = await original<typeof import('../../../src/config/env')>();
  return { ...actual, env: { ...actual.env, desk: 'on' } };
});

const ADMIN = 'admin@example.com';
const basic = `Basic ${btoa(`${ADMIN}:admin12345`)}`;
const paths = staffPaths(adminRole);

/** A staff page as the admin, whose login's credentials the desk reads. */
function openAsAdmin(path: string) {
  staffCredentials.adopt(adminRole.loginScript, basic);
  return renderRoute(path, { as: 'admin', user: { advanceTimers: vi.advanceTimersByTime } });
}

/** The admin's other browser: the same desk, another device's calls. */
async function otherDevice(call: string, init: RequestInit = {}) {
  const response = await fetch(`${window.location.origin}/desk/${call}`, {
    ...init,
    headers: { Authorization: basic, 'Content-Type': 'application/json' },
  });
  return (await response.json()) as { count: number; unseen: { inquiries: number; buyLeads: number } };
}

const postEnquiry = (name: string) =>
  db.insert('inquiries', { ...inquiryRow({ name, part_name: 'Brake Drum 410 mm', daysOld: 0 }), id: undefined }).id;

const newsCalls = () => recordRequests('get', 'news');
const browserChecks = () => recordRequests('get', 'inquiries.php');
const isOpenCheck = ({ url }: { url: URL }) => url.searchParams.get('status') === 'pending';

/** Moves the clock on a second at a time until `made()` grows (the next check). */
async function until(made: () => number) {
  const before = made();
  for (let waited = 0; made() === before && waited <= CHECK_VISIBLE_MS; waited += 1_000) {
    await act(async () => void vi.advanceTimersByTime(1_000));
  }
  expect(made()).toBeGreaterThan(before);
}

const enquiriesLink = () => screen.getAllByRole('link', { name: /^Enquiries/ })[0]!;

/** The list's seen marks answered (the count falls to none): no call of this test is left to land in the next one's desk. */
const seenAnswered = () => waitFor(() => expect(enquiriesLink()).toHaveAccessibleName(/^Enquiries$/));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('the check through the desk', () => {
  it('announces an enquiry the desk found since the last check, counts it, and never reads the open lists itself', async () => {
    const news = newsCalls();
    const checks = browserChecks();
    openAsAdmin(paths.section('parts'));
    await waitFor(() => expect(news).toHaveLength(1));
    // The first call asks for no arrivals; the seed's two unseen leads (enquiry 12, buy lead 11) are counted.
    expect(news[0]!.url.searchParams.has('since')).toBe(false);
    await waitFor(() => expect(enquiriesLink()).toHaveAccessibleName(/^Enquiries\s*1\s*new$/));
    expect(screen.getByRole('link', { name: /^Buy Leads\s*1\s*new$/ })).toBeInTheDocument();

    postEnquiry('Ravi Fresh');
    await until(() => news.length);
    expect(Number(news.at(-1)!.url.searchParams.get('since'))).toBeGreaterThan(0);
    const toast = await screen.findByRole('region', { name: 'New leads' });
    expect(toast).toHaveTextContent('Ravi Fresh · Brake Drum 410 mm');
    expect(within(toast).getByRole('link', { name: 'Open the enquiry from Ravi Fresh' })).toBeInTheDocument();
    await waitFor(() => expect(enquiriesLink()).toHaveAccessibleName(/^Enquiries\s*2\s*new$/));

    // The next check hears of nothing new: the toast is not shown twice.
    await until(() => news.length);
    expect(within(toast).getAllByText('Ravi Fresh')).toHaveLength(1);
    expect(checks.filter(isOpenCheck)).toEqual([]);
  });

  it('adds an arrival to the list on screen, marked new, reading that lead alone and not the list again', async () => {
    const reads = browserChecks();
    const news = newsCalls();
    openAsAdmin(paths.inquiries());
    await screen.findByRole('row', { name: /Arjun Reddy/ });
    await waitFor(() => expect(news).toHaveLength(1));
    const id = postEnquiry('Nisha Arrival');
    await until(() => news.length);
    const row = await screen.findByRole('row', { name: /Nisha Arrival/ });
    expect(row).toHaveClass('lead-new');
    expect(reads.filter(({ url }) => url.searchParams.get('id') === String(id))).toHaveLength(1);
    expect(reads.filter(({ url }) => !url.searchParams.has('id'))).toHaveLength(1);
    await seenAnswered();
  });

  it('announces an arrival once, though the back office is left and opened again in the same page load', async () => {
    const news = newsCalls();
    const { navigate } = openAsAdmin(paths.section('parts'));
    await waitFor(() => expect(news).toHaveLength(1));
    postEnquiry('Asha Once');
    await until(() => news.length);
    const toast = await screen.findByRole('region', { name: 'New leads' });
    await navigate('/');
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    await navigate(paths.section('parts'));
    await screen.findByRole('heading', { level: 1, name: 'Parts Manager' });
    await waitFor(() => expect(enquiriesLink()).toHaveAccessibleName(/^Enquiries\s*2\s*new$/));
    expect(screen.queryByRole('region', { name: 'New leads' })).toBeNull();
  });

  it("marks a list's unseen rows new and tells the desk they were seen; another device of the same staff member then counts fewer", async () => {
    const seen = recordRequests('post', 'seen');
    const before = await otherDevice('unseen');
    expect(before.unseen).toEqual({ inquiries: 1, buyLeads: 1 });

    const { user } = openAsAdmin(paths.dashboard);
    await waitFor(() => expect(enquiriesLink()).toHaveAccessibleName(/^Enquiries\s*1\s*new$/));
    await user.click(enquiriesLink());
    const row = await screen.findByRole('row', { name: /Karthik Subramanian/ });
    await waitFor(() => expect(row).toHaveClass('lead-new'));
    expect(screen.getByRole('row', { name: /Arjun Reddy/ })).not.toHaveClass('lead-new');

    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({ leads: [{ kind: 'inquiries', id: 12 }] });
    // The count follows the desk's answer; the row keeps its mark while the list is open.
    await waitFor(() => expect(enquiriesLink()).toHaveAccessibleName(/^Enquiries$/));
    expect(row).toHaveClass('lead-new');
    const after = await otherDevice('unseen');
    expect(after.unseen).toEqual({ inquiries: 0, buyLeads: 1 });
  });

  it("judges a list drawn before the desk's unseen list came by that list: only the unseen go", async () => {
    const seen = recordRequests('post', 'seen');
    const release = holdRequests('get', 'unseen');
    openAsAdmin(paths.inquiries());
    await screen.findByRole('row', { name: /Arjun Reddy/ });
    release();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({ leads: [{ kind: 'inquiries', id: 12 }] });
    await seenAnswered();
  });

  it('marks more than 500 seen in calls of at most 500', async () => {
    const seen = recordRequests('post', 'seen');
    db.seedTable('inquiries', [
      ...db.all('inquiries'),
      ...Array.from({ length: 520 }, (_, index) => inquiryRow({ id: 1000 + index, name: `Bulk ${index}`, daysOld: 0 })),
    ]);
    openAsAdmin(paths.inquiries());
    await waitFor(() => expect(seen).toHaveLength(2), { timeout: 10_000 });
    const sizes = seen.map(({ body }) => (body as { leads: unknown[] }).leads.length);
    expect(sizes[0]).toBe(500);
    expect(sizes[0]! + sizes[1]!).toBeGreaterThanOrEqual(521);
    await seenAnswered();
  });

  it("opening a lead's page marks it seen, once", async () => {
    const seen = recordRequests('post', 'seen');
    openAsAdmin(paths.buyLead(11));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({ leads: [{ kind: 'buyLeads', id: 11 }] });
    expect((await otherDevice('unseen')).unseen).toEqual({ inquiries: 1, buyLeads: 0 });
    await act(async () => void vi.advanceTimersByTime(5_000));
    expect(seen).toHaveLength(1);
  });

  it('counts, on one device, the lead the same staff member read on another, by the next check', async () => {
    const news = newsCalls();
    // Two apps, each with its own query client and memory, against the one fake desk.
    const desk = openAsAdmin(paths.section('parts'));
    const phone = openAsAdmin(paths.dashboard);
    const linkIn = (view: typeof desk) => within(view.container).getAllByRole('link', { name: /^Enquiries/ })[0]!;
    await waitFor(() => expect(linkIn(desk)).toHaveAccessibleName(/^Enquiries\s*1\s*new$/));
    await waitFor(() => expect(linkIn(phone)).toHaveAccessibleName(/^Enquiries\s*1\s*new$/));

    await phone.navigate(paths.inquiry(12));
    await waitFor(() => expect(linkIn(phone)).toHaveAccessibleName(/^Enquiries$/));
    await until(() => news.length);
    await waitFor(() => expect(linkIn(desk)).toHaveAccessibleName(/^Enquiries$/));
    expect(within(desk.container).getByRole('link', { name: /^Buy Leads\s*1\s*new$/ })).toBeInTheDocument();
  });
});

describe('the browser checks itself', () => {
  it('when the desk says it does not watch', async () => {
    server.use(
      http.get('*/desk/news', () =>
        HttpResponse.json({ success: true, seq: 0, watching: false, readAt: null, unseen: { inquiries: 0, buyLeads: 0 }, data: [] }),
      ),
    );
    await fallsBack();
  });

  it('when the desk cannot be reached', async () => {
    server.use(http.get('*/desk/news', () => HttpResponse.error()));
    await fallsBack();
  });
});

/** The browser's own check runs: its first read announces nothing, a lead stored after it is announced by the next. */
async function fallsBack() {
  const checks = browserChecks();
  const seen = recordRequests('post', 'seen');
  const opens = () => checks.filter(isOpenCheck).length;
  openAsAdmin(paths.dashboard);
  await waitFor(() => expect(opens()).toBeGreaterThanOrEqual(1));
  postEnquiry('Sunil Fallback');
  await until(opens);
  const toast = await screen.findByRole('region', { name: 'New leads' });
  expect(toast).toHaveTextContent('Sunil Fallback · Brake Drum 410 mm');
  await waitFor(() => expect(enquiriesLink()).toHaveAccessibleName(/^Enquiries\s*1\s*new$/));
  expect(screen.queryByRole('heading', { name: /new since you last looked/ })).toBeNull();
  expect(seen).toEqual([]);
}
