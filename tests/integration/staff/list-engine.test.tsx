/** The staff list engine as staff use it: the view in the address, paging, failures with Retry, returning from a form. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { inquiryRow } from './fixtures';
import { adminRole, db, roleCases } from './helpers';

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('.staff-cell-main')!.textContent);
const showing = () => screen.getByText(/^Showing/).textContent;

function seedInquiries(count: number) {
  db.seedTable(
    'inquiries',
    Array.from({ length: count }, (_, index) =>
      inquiryRow({
        name: `Customer ${String(index + 1).padStart(3, '0')}`,
        status: index % 3 === 0 ? 'responded' : 'pending',
        daysOld: index + 1,
      }),
    ),
  );
}

describe.each(roleCases)('$name staff list engine', ({ role }) => {
  const paths = staffPaths(role);

  it('pages through 60 enquiries 25 at a time, from the keyboard, with the page in the address', async () => {
    seedInquiries(60);
    const { user, location } = renderRoute(paths.inquiries(), { as: role.id });
    await screen.findByRole('table');
    expect(rowNames()).toHaveLength(25);
    expect(showing()).toMatch(/^Showing 1–25 of 60/);
    const pager = screen.getByRole('navigation', { name: 'Enquiry pages' });
    within(pager).getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    expect(showing()).toMatch(/^Showing 26–50 of 60/);
    expect(new URLSearchParams(location().search).get('page')).toBe('2');
    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    expect(rowNames()).toHaveLength(10);
    await user.selectOptions(within(pager).getByLabelText('Rows per page'), '100');
    expect(rowNames()).toHaveLength(60);
    expect(new URLSearchParams(location().search).get('size')).toBe('100');
    expect(new URLSearchParams(location().search).get('page')).toBeNull();
  });

  it('restores search, status, sort, page and page size from the address, and keeps them as they change', async () => {
    seedInquiries(80);
    const { user, location } = renderRoute(`${paths.inquiries('pending')}&sort=customer&dir=desc&page=2&size=25`, { as: role.id });
    await screen.findByRole('table');
    const pending = db
      .all('inquiries')
      .filter((row) => row.status === 'pending')
      .map((row) => String(row.name))
      .sort()
      .reverse();
    expect(rowNames()).toEqual(pending.slice(25, 50));
    expect(screen.getByRole('button', { name: `Pending (${pending.length})` })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toHaveAttribute('aria-sort', 'descending');

    await user.type(screen.getByRole('searchbox', { name: 'Search enquiries' }), 'Customer 07');
    await waitFor(() => expect(rowNames()).toEqual(pending.filter((name) => name.startsWith('Customer 07'))));
    const params = new URLSearchParams(location().search);
    expect(Object.fromEntries(params)).toEqual({ status: 'pending', sort: 'customer', dir: 'desc', size: '25', q: 'Customer 07' });
  });

  it('sorts descending on a second click that comes before the first has drawn (a quick double click at 10,000 rows)', async () => {
    seedInquiries(30);
    const { location } = renderRoute(paths.inquiries(), { as: role.id });
    await screen.findByRole('table');
    const header = screen.getByRole('button', { name: 'Customer' });
    // Two clicks in one go, as the browser delivers them while a long list is still drawing the first.
    header.click();
    header.click();
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Customer' })).toHaveAttribute('aria-sort', 'descending'));
    expect(new URLSearchParams(location().search).get('dir')).toBe('desc');
  });

  it("shows the spec's failure text with Retry, never zero counts, and loads on Retry", async () => {
    seedInquiries(3);
    setScenario('inquiries-network');
    const { user } = renderRoute(paths.inquiries(), { as: role.id });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error when fetching inquiries');
    expect(screen.queryByRole('button', { name: /^All \(/ })).toBeNull();
    expect(screen.queryByText(/\(0\)/)).toBeNull();
    setScenario(null);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'All (3)' })).toBeInTheDocument();
  });
});

describe('returning from a form', () => {
  it('edits a part from page 3 and comes back to page 3 with that row highlighted', async () => {
    const template = db.all('parts')[0]!;
    db.seedTable(
      'parts',
      Array.from({ length: 80 }, (_, index) => ({ ...template, id: index + 1, name: `Bench Part ${index + 1}` })),
    );
    const paths = staffPaths(adminRole);
    const { user, location } = renderRoute(`${paths.parts}?page=3`, { as: 'admin' });
    await screen.findByRole('table');
    expect(showing()).toMatch(/^Showing 51–75 of 80/);
    await user.click(screen.getByRole('link', { name: 'Edit Bench Part 53' }));
    const name = await screen.findByLabelText(/^Part Name/);
    await waitFor(() => expect(name).toHaveValue('Bench Part 53'));
    await user.clear(name);
    await user.type(name, 'Bench Part 53 revised');
    await user.click(screen.getByRole('button', { name: 'Update Part' }));
    await screen.findByText('Part updated successfully!');
    expect(location().pathname + location().search).toBe(`${paths.parts}?page=3`);
    await waitFor(() => expect(showing()).toMatch(/^Showing 51–75 of 80/));
    // The list comes back at once from what it held; the new name arrives with its refetch.
    const row = (await screen.findByRole('link', { name: 'Edit Bench Part 53 revised' })).closest('tr')!;
    expect(row).toHaveClass('data-table-touched');
  });
});
