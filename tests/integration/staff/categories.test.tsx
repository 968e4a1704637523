import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { renderRoute } from '../../support/render';
import { answer, db, recordRequests, server } from './helpers';

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('Categories Manager', () => {
  it("lists the categories with 'Other' last and a count badge", async () => {
    renderRoute('/admin/categories', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories Manager' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(names()).toHaveLength(12);
    expect(names().at(-1)).toBe('Other');
    expect(screen.getByText('12 categories')).toHaveClass('badge');
    expect(screen.getByRole('columnheader', { name: 'ID' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });

  it('adds a category and ignores a blank name silently', async () => {
    const posts = recordRequests('post', 'categories.php');
    const { user } = renderRoute('/admin/categories', { as: 'admin' });
    await screen.findByRole('table');
    const input = screen.getByPlaceholderText('Add new category');
    expect(input).toHaveAccessibleName('Add new category');
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(posts).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(input);
    await user.type(input, '  Fuel System  {Enter}');
    await waitFor(() => expect(names()).toContain('Fuel System'));
    expect(posts[0]!.body).toEqual({ name: 'Fuel System' });
    expect(input).toHaveValue('');
    expect(screen.getByText('13 categories')).toBeInTheDocument();
    expect(names().at(-1)).toBe('Other');
  });

  it('highlights search matches with <mark> as text only', async () => {
    db.seedTable('categories', [...db.all('categories'), { id: 50, name: '<b>Brake</b> Pads' }]);
    const { user } = renderRoute('/admin/categories', { as: 'admin' });
    await screen.findByRole('table');
    await user.type(screen.getByPlaceholderText('Search categories...'), 'brake');
    expect(names()).toEqual(['Brake System', '<b>Brake</b> Pads']);
    const marks = screen.getByRole('table').querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['Brake', 'Brake']);
    expect(screen.getByRole('table').querySelector('b')).toBeNull();
    await user.clear(screen.getByPlaceholderText('Search categories...'));
    await user.type(screen.getByPlaceholderText('Search categories...'), 'zzz');
    expect(screen.getByText('No categories match your search.')).toBeInTheDocument();
  });

  it('edits a name inline with Save, and Cancel leaves it as it was', async () => {
    const puts = recordRequests('put', 'categories.php');
    const { user } = renderRoute('/admin/categories', { as: 'admin' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Edit Cables' }));
    const input = screen.getByRole('textbox', { name: 'Category name' });
    expect(input).toHaveValue('Cables');
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'Control Cables');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(names()).toContain('Cables');
    expect(screen.getByRole('button', { name: 'Edit Cables' })).toHaveFocus();
    expect(puts).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit Cables' }));
    await user.clear(screen.getByRole('textbox', { name: 'Category name' }));
    // Blank is ignored.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(puts).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Category name' }), 'Control Cables');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The count first: four parts carry the name; nothing is sent until the rename is confirmed.
    const question = screen.getByRole('dialog', { name: 'Rename Category' });
    expect(question).toHaveTextContent(
      'Rename "Cables" to "Control Cables"? 4 parts use "Cables"; they will be moved to "Control Cables".',
    );
    expect(puts).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(names()).toContain('Control Cables'));
    expect(puts[0]!.body).toEqual({ id: 4, name: 'Control Cables' });
    expect(screen.queryByRole('textbox', { name: 'Category name' })).toBeNull();
    expect(await screen.findByText('Category "Control Cables" updated; 4 parts moved to it.')).toBeInTheDocument();
    expect(db.all('parts').filter((part) => part.category === 'Cables')).toEqual([]);
    expect(db.all('parts').filter((part) => part.category === 'Control Cables')).toHaveLength(4);
  });

  it('deletes after the confirmation', async () => {
    const { user } = renderRoute('/admin/categories', { as: 'admin' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Delete Clamps' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this category?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).not.toContain('Clamps'));
    expect(db.all('categories').some((row) => row.name === 'Clamps')).toBe(false);
  });

  it('shows the red error texts above the table', async () => {
    const { user } = renderRoute('/admin/categories', { as: 'admin' });
    await screen.findByRole('table');
    answer('post', 'categories.php', { success: false });
    await user.type(screen.getByPlaceholderText('Add new category'), 'X{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to add category$/);
    answer('put', 'categories.php', { success: false, message: 'Name already exists' });
    await user.click(screen.getByRole('button', { name: 'Edit Cables' }));
    await user.type(screen.getByRole('textbox', { name: 'Category name' }), '2{Enter}');
    await user.click(within(screen.getByRole('dialog', { name: 'Rename Category' })).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Name already exists$/));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    answer('delete', 'categories.php', { success: false });
    await user.click(screen.getByRole('button', { name: 'Delete Clamps' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to delete category$/));
    expect(screen.getByRole('alert')).toHaveClass('alert-error');
  });

  it('a rename cut off half way names the parts left with the old name, and finishes on request', async () => {
    let moves = 0;
    server.use(
      http.put('*/parts.php', () => {
        moves += 1;
        // The third part's move finds the server down; the others reach the fake backend.
        return moves === 3 ? HttpResponse.json({ success: false, message: 'Database is busy' }, { status: 503 }) : undefined;
      }),
    );
    const { user } = renderRoute('/admin/categories', { as: 'admin' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Edit Cables' }));
    await user.clear(screen.getByRole('textbox', { name: 'Category name' }));
    await user.type(screen.getByRole('textbox', { name: 'Category name' }), 'Cables & Wires{Enter}');
    await user.click(within(screen.getByRole('dialog', { name: 'Rename Category' })).getByRole('button', { name: 'Rename' }));
    const cut = await screen.findByText(/moving its parts stopped/);
    const panel = cut.closest('[role="alert"]')!;
    expect(panel).toHaveTextContent('Category renamed to "Cables & Wires", but moving its parts stopped after 2 of 4: Database is busy');
    expect(panel).toHaveTextContent('2 parts still carry "Cables": Gear Shift Cable Pair, Hand Brake Cable.');
    expect(
      db
        .all('parts')
        .filter((part) => part.category === 'Cables')
        .map((part) => part.name),
    ).toEqual(['Gear Shift Cable Pair', 'Hand Brake Cable']);

    await user.click(within(panel as HTMLElement).getByRole('button', { name: 'Finish moving' }));
    expect(await screen.findByText('Category "Cables & Wires" updated; 4 parts moved to it.')).toBeInTheDocument();
    expect(db.all('parts').filter((part) => part.category === 'Cables')).toEqual([]);
    expect(db.all('parts').filter((part) => part.category === 'Cables & Wires')).toHaveLength(4);
    expect(moves).toBe(5);
  });

  it("says 'Failed to fetch categories' when the server refuses the list", async () => {
    setScenario('categories-invalid');
    renderRoute('/admin/categories', { as: 'admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch categories');
  });
});
