/** A customer's request (the public basket's lines, sharing a client reference) seen and handled as one by staff. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { inquiryRow } from './fixtures';
import { adminRole, db, recordRequests, server, subadminRole } from './helpers';

const message = (line: string) => `Need these for two trucks.\n\nRef K7Q2-MX · ${line}`;

/** A request of three lines, a copy of its first line (sent again after a lost reply), and an enquiry of its own. */
function seedRequest() {
  db.seedTable('inquiries', [
    inquiryRow({ name: 'Ravi Kumar', part_name: 'Brake Chamber Bracket', quantity: 4, message: message('1 of 3') }),
    inquiryRow({ name: 'Ravi Kumar', part_name: 'Spring Shackle', quantity: 2, message: message('2 of 3') }),
    inquiryRow({ name: 'Ravi Kumar', part_name: 'Hose Clamp', quantity: 10, message: message('3 of 3') }),
    inquiryRow({ name: 'Ravi Kumar', part_name: 'Brake Chamber Bracket', quantity: 4, message: message('1 of 3') }),
    inquiryRow({ name: 'Asha Patel', part_name: 'Silencer Gasket Set', message: 'One set, please.\n\nRef AAAA-BB' }),
  ]);
  return db.all('inquiries').map((row) => row.id as number);
}

describe('a request of several parts', () => {
  it('marks each line with its request in the list, lists the request together, and names a copy', async () => {
    const [first, , , copy] = seedRequest();
    const { user } = renderRoute(staffPaths(subadminRole).inquiries(), { as: 'subadmin' });
    const links = await screen.findAllByRole('link', { name: /^Show request K7Q2-MX, line \d of 3$/ });
    expect(links.map((link) => link.getAttribute('aria-label')).sort()).toEqual(
      [1, 1, 2, 3].map((line) => `Show request K7Q2-MX, line ${line} of 3`),
    );
    expect(links[0]).toHaveTextContent('K7Q2-MX');
    expect(screen.getByText(`Copy of #${String(first)}`)).toBeVisible();
    await user.click(links[0]!);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(5));
    const table = screen.getByRole('table');
    expect(within(table).queryByText('Silencer Gasket Set')).toBeNull();
    expect(within(table).getAllByText('Brake Chamber Bracket')).toHaveLength(2);
    expect(screen.getByText(`Copy of #${String(first)}`).closest('tr')).toHaveTextContent(`View`);
    expect(copy).toBeGreaterThan(first!);
  });

  it("lists a request's lines in their own order, in the list, in the request's own view and sorted by date", async () => {
    // Stored within one second, as a basket's lines are, and listed as the PHP backend lists them: newest
    // first (date, then id, descending), the last line first. The fake backend lists rows as they were put.
    const date = '2026-11-20 10:15:04';
    db.seedTable('inquiries', [
      inquiryRow({ id: 54, name: 'Ravi Kumar', message: message('3 of 3'), date }),
      inquiryRow({ id: 53, name: 'Ravi Kumar', message: message('2 of 3'), date }),
      inquiryRow({ id: 52, name: 'Asha Patel', message: 'One set, please.', date }),
      inquiryRow({ id: 51, name: 'Ravi Kumar', message: message('1 of 3'), date }),
    ]);
    const { user } = renderRoute(staffPaths(adminRole).inquiries(), { as: 'admin' });
    const lines = async () =>
      (await screen.findAllByRole('link', { name: /^Show request K7Q2-MX/ })).map((link) => link.getAttribute('aria-label')!.slice(-6));
    expect(await lines()).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    await user.click(screen.getAllByRole('link', { name: /^Show request K7Q2-MX/ })[0]!);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    expect(await lines()).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    await user.click(screen.getByRole('button', { name: /^Date/ }));
    expect(await lines()).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });

  it("lists the request's other lines on an enquiry's page, as links", async () => {
    const [first, second] = seedRequest();
    renderRoute(staffPaths(subadminRole).inquiry(second!), { as: 'subadmin' });
    const panel = await screen.findByRole('region', { name: 'Request K7Q2-MX' });
    expect(within(panel).getByText('Line 2 of 3: the customer sent these parts together.')).toBeVisible();
    expect(await within(panel).findByRole('link', { name: 'Hose Clamp, Qty: 10' })).toBeVisible();
    expect(within(panel).getAllByRole('link', { name: 'Brake Chamber Bracket, Qty: 4' })[0]).toHaveAttribute(
      'href',
      staffPaths(subadminRole).inquiry(first!),
    );
    expect(within(panel).getByText('Spring Shackle, Qty: 2 (this enquiry)')).toBeVisible();
    // Subadmin reads statuses only.
    expect(within(panel).queryByRole('combobox')).toBeNull();
  });

  it("names every part of the request, with its quantity, in each line's WhatsApp reply, in the list and on its page", async () => {
    const [, second] = seedRequest();
    const reply =
      'Hello Ravi Kumar, thank you for your enquiry about Brake Chamber Bracket × 4, Spring Shackle × 2, Hose Clamp × 10 (16). ' +
      'We will send you the price and availability shortly.';
    const textOf = (link: HTMLElement) => new URL(link.getAttribute('href')!).searchParams.get('text');
    const list = renderRoute(staffPaths(adminRole).inquiries(), { as: 'admin' });
    const chats = await screen.findAllByRole('link', { name: 'WhatsApp Ravi Kumar (opens in a new tab)' });
    expect(chats.map(textOf)).toEqual([reply, reply, reply, reply]);
    // An enquiry of its own still names its one part.
    expect(textOf(screen.getByRole('link', { name: 'WhatsApp Asha Patel (opens in a new tab)' }))).toContain('about Silencer Gasket Set (');
    list.unmount();
    renderRoute(staffPaths(subadminRole).inquiry(second!), { as: 'subadmin' });
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    await waitFor(() => expect(textOf(within(actions).getByRole('link', { name: /WhatsApp Customer/ }))).toBe(reply));
  });

  it('sets one status on every line of the request through the status call', async () => {
    const [, second] = seedRequest();
    const puts = recordRequests('put', 'inquiries.php');
    const { user } = renderRoute(staffPaths(adminRole).inquiry(second!), { as: 'admin' });
    const panel = await screen.findByRole('region', { name: 'Request K7Q2-MX' });
    await within(panel).findByRole('link', { name: 'Hose Clamp, Qty: 10' });
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Status of the whole request' }), 'responded');
    await waitFor(() => expect(db.all('inquiries').filter((row) => row.status === 'responded')).toHaveLength(4));
    expect(puts.map(({ body }) => (body as { status: string }).status)).toEqual(['responded', 'responded', 'responded', 'responded']);
    expect(db.all('inquiries').find((row) => row.name === 'Asha Patel')!.status).toBe('pending');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('responded'));
  });

  it('puts every line back, and says so, when the server refuses one of them', async () => {
    const [, second] = seedRequest();
    let count = 0;
    server.use(
      http.put('*/inquiries.php', () => {
        count += 1;
        return count === 2 ? HttpResponse.json({ success: false, message: 'Database is busy' }, { status: 503 }) : undefined;
      }),
    );
    const { user } = renderRoute(staffPaths(adminRole).inquiry(second!), { as: 'admin' });
    const panel = await screen.findByRole('region', { name: 'Request K7Q2-MX' });
    await within(panel).findByRole('link', { name: 'Hose Clamp, Qty: 10' });
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Status of the whole request' }), 'closed');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Database is busy: every line of the request was put back as it was.',
    );
    await waitFor(() => expect(db.all('inquiries').every((row) => row.status === 'pending')).toBe(true));
    await waitFor(() => expect(within(panel).getByRole('combobox', { name: 'Status of the whole request' })).toHaveValue('pending'));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  });
});
