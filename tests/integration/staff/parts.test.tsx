import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { can, staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { db, holdRequests, roleCases } from './helpers';

const table = () => screen.getByRole('table');
/** The ID column's values, top to bottom. */
const ids = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => Number(within(row).getAllByRole('cell')[0]!.textContent));
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.querySelector('.staff-cell-main')!.textContent);

describe.each(roleCases)('$name Parts Manager', ({ role }) => {
  const paths = staffPaths(role);

  it('lists every part sorted by id ascending, with thumbnail, category badge and edit link', async () => {
    renderRoute(paths.parts, { as: role.id });
    expect(await screen.findByRole('heading', { level: 1, name: 'Parts Manager' })).toBeInTheDocument();
    if (role.texts.partsSubtitle) expect(screen.getByText(role.texts.partsSubtitle)).toBeInTheDocument();
    await screen.findByRole('table');
    // The first page of 25, and the pager over all of them.
    expect(ids()).toEqual(
      db
        .all('parts')
        .map((row) => row.id)
        .sort((a, b) => a - b)
        .slice(0, 25),
    );
    expect(screen.getByText(/^Showing/)).toHaveTextContent(`Showing 1–25 of ${db.all('parts').length}`);
    expect(screen.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'ascending');
    const first = within(table()).getAllByRole('row')[1]!;
    expect(within(first).getByRole('img', { name: 'Heavy Duty Silencer Assembly' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/uploads\/parts\/silencer\.svg$/),
    );
    expect(within(first).getByText('Silencer Parts')).toHaveClass('badge');
    expect(within(first).getByRole('link', { name: 'Edit Heavy Duty Silencer Assembly' })).toHaveAttribute('href', paths.editPart(1));
    expect(screen.getByRole('link', { name: 'Add New Part' })).toHaveAttribute('href', paths.addPart);
  });

  it("shows 'No Image' for a part without an image", async () => {
    renderRoute(paths.parts, { as: role.id });
    await screen.findByRole('table');
    const row = within(table()).getByText('Silencer Mounting Bracket').closest('tr')!;
    expect(within(row).getByText('No Image')).toBeInTheDocument();
  });

  it('sorts by ID, Name and Category, each click toggling the direction', async () => {
    const { user } = renderRoute(`${paths.parts}?size=50`, { as: role.id });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'ID' }));
    expect(screen.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'descending');
    expect(ids()[0]).toBe(Math.max(...db.all('parts').map((row) => row.id)));

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'none');
    const sortedNames = db
      .all('parts')
      .map((row) => String(row.name))
      .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
    expect(names()).toEqual(sortedNames);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual([...sortedNames].reverse());

    await user.click(screen.getByRole('button', { name: 'Category' }));
    const categories = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]!.textContent ?? '');
    expect(categories).toEqual([...categories].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(categories[0]).toBe('Brake System');
  });

  it('searches name and description, and filters by category', async () => {
    const { user } = renderRoute(paths.parts, { as: role.id });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search parts' }), 'triple-baffle');
    // Only in the description of part 1.
    expect(ids()).toEqual([1]);
    await user.clear(screen.getByRole('searchbox', { name: 'Search parts' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search parts' }), 'BRACKET');
    const brackets = db.all('parts').filter((row) => /bracket/i.test(`${row.name} ${row.description}`));
    expect(ids()).toEqual(brackets.map((row) => row.id));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Chassis Parts');
    const expected = db
      .all('parts')
      .filter((row) => row.category === 'Chassis Parts' && /bracket/i.test(`${row.name} ${row.description}`))
      .map((row) => row.id);
    expect(ids()).toEqual(expected);
  });

  it("offers 'All' and the categories, with 'Other' last", async () => {
    renderRoute(paths.parts, { as: role.id });
    const select = await screen.findByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(5));
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe(`All (${db.all('parts').length})`);
    expect(options.at(-1)).toMatch(/^Other \(\d+\)$/);
  });

  it('shows the empty state when nothing matches', async () => {
    const { user } = renderRoute(paths.parts, { as: role.id });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search parts' }), 'no such part anywhere');
    expect(screen.getByRole('heading', { name: 'No parts found' })).toBeInTheDocument();
    if (role.texts.partsEmptyHint) expect(screen.getByText('Try adjusting your search or filter settings.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows the loading text, then the staff load failure texts', async () => {
    const release = holdRequests('get', 'parts.php');
    setScenario('parts-500');
    const { unmount } = renderRoute(paths.parts, { as: role.id });
    expect(await screen.findByText('Loading parts...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load parts. Please try again later.');
    unmount();
    setScenario('parts-network');
    renderRoute(paths.parts, { as: role.id });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error connecting to the server. Please check your connection.');
  });

  if (can(role, 'parts.delete')) {
    it('deletes a part after the confirmation dialog', async () => {
      const { user } = renderRoute(paths.parts, { as: role.id });
      await screen.findByRole('table');
      const opener = screen.getByRole('button', { name: 'Delete Clutch Cable Assembly' });
      await user.click(opener);
      const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
      expect(dialog).toHaveTextContent('Are you sure you want to delete "Clutch Cable Assembly"? This action cannot be undone.');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(within(table()).queryByText('Clutch Cable Assembly')).toBeNull());
      expect(db.find('parts', 17)).toBeUndefined();
      expect(screen.getByRole('status')).toHaveTextContent('"Clutch Cable Assembly" was deleted.');
    });

    it('keeps the part when the dialog is cancelled or closed with Escape, and returns focus', async () => {
      const { user } = renderRoute(paths.parts, { as: role.id });
      await screen.findByRole('table');
      const opener = screen.getByRole('button', { name: 'Delete Clutch Cable Assembly' });
      await user.click(opener);
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(opener).toHaveFocus();
      await user.click(opener);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(opener).toHaveFocus();
      expect(db.find('parts', 17)).toBeDefined();
    });

    it('shows the server message when the delete fails', async () => {
      const { user } = renderRoute(paths.parts, { as: role.id });
      await screen.findByRole('table');
      setScenario('parts-reject');
      await user.click(screen.getByRole('button', { name: 'Delete Clutch Cable Assembly' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The server could not process this request.');
    });
  } else {
    it('offers no delete at all', async () => {
      renderRoute(paths.parts, { as: role.id });
      await screen.findByRole('table');
      expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  }
});
