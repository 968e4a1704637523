import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable, sortRows, type Column } from '../../../src/components/data-table';

interface Row {
  id: number;
  name: string;
  when: Date | null;
}
const rows: Row[] = [
  { id: 2, name: 'bolt 10', when: new Date(2026, 0, 5) },
  { id: 10, name: 'Bolt 9', when: null },
  { id: 1, name: 'axle', when: new Date(2026, 5, 1) },
];
const columns: Column<Row>[] = [
  { id: 'id', header: 'ID', cell: (row) => row.id, sortValue: (row) => row.id },
  { id: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { id: 'when', header: 'When', cell: (row) => row.when?.toISOString() ?? '', sortValue: (row) => row.when },
  { id: 'actions', header: 'Actions', cell: () => null },
];

describe('sortRows', () => {
  it('compares numbers as numbers and text naturally, case-insensitively', () => {
    expect(sortRows(rows, columns, { column: 'id', direction: 'ascending' }).map((row) => row.id)).toEqual([1, 2, 10]);
    expect(sortRows(rows, columns, { column: 'name', direction: 'ascending' }).map((row) => row.name)).toEqual(['axle', 'Bolt 9', 'bolt 10']);
  });

  it('sorts dates and puts missing values last when ascending', () => {
    expect(sortRows(rows, columns, { column: 'when', direction: 'ascending' }).map((row) => row.id)).toEqual([2, 1, 10]);
    expect(sortRows(rows, columns, { column: 'when', direction: 'descending' }).map((row) => row.id)).toEqual([10, 1, 2]);
  });

  it('keeps the order for no sort or an unsortable column', () => {
    expect(sortRows(rows, columns, null)).toEqual(rows);
    expect(sortRows(rows, columns, { column: 'actions', direction: 'ascending' })).toEqual(rows);
  });
});

describe('DataTable', () => {
  it('has a caption naming a focusable scroll region and header buttons with aria-sort', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="Things" columns={columns} rows={rows} rowKey={(row) => row.id} defaultSort={{ column: 'id', direction: 'ascending' }} />);
    expect(screen.getByRole('table', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Things' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'ID' }));
    expect(screen.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'descending');
    const firstCells = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(firstCells).toEqual(['10', '2', '1']);
  });

  it('shows the empty text in a full-width row', () => {
    render(<DataTable caption="Things" columns={columns} rows={[]} rowKey={(row) => row.id} emptyText="Nothing here." />);
    const cell = screen.getByRole('cell', { name: 'Nothing here.' });
    expect(cell).toHaveAttribute('colspan', '4');
  });

  it('renders a detail row under a row with the given id', () => {
    render(
      <DataTable
        caption="Things"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        detailsId={(row) => `details-${row.id}`}
        renderDetails={(row) => (row.id === 2 ? <p>More about 2</p> : null)}
      />,
    );
    expect(document.getElementById('details-2')).toHaveTextContent('More about 2');
    expect(document.getElementById('details-1')).toBeNull();
  });
});
