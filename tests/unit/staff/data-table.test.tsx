import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable, Pager, sortRows, type Column, type SortState } from '../../../src/features/staff/shared/data-table';
import { setupUser } from '../../support/render';

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
    expect(sortRows(rows, columns, { column: 'name', direction: 'ascending' }).map((row) => row.name)).toEqual([
      'axle',
      'Bolt 9',
      'bolt 10',
    ]);
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

/** The table with its sort held by the caller, as useList holds it. */
function Sorted({ initial }: { initial: SortState }) {
  const [sort, setSort] = useState<SortState>(initial);
  const onSort = (column: string) =>
    setSort((current) => ({
      column,
      direction: current.column === column && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));
  return (
    <DataTable
      caption="Things"
      columns={columns}
      rows={sortRows(rows, columns, sort)}
      rowKey={(row) => row.id}
      sort={sort}
      onSort={onSort}
    />
  );
}

const noSort = { sort: null, onSort: () => {} };

describe('DataTable', () => {
  it('has a caption naming a focusable scroll region and header buttons with aria-sort', async () => {
    const user = setupUser();
    render(<Sorted initial={{ column: 'id', direction: 'ascending' }} />);
    expect(screen.getByRole('table', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Things' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'ID' }));
    expect(screen.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'descending');
    const firstCells = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(firstCells).toEqual(['10', '2', '1']);
  });

  it('shows the empty text in a full-width row', () => {
    render(<DataTable caption="Things" columns={columns} rows={[]} rowKey={(row) => row.id} emptyText="Nothing here." {...noSort} />);
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
        {...noSort}
        detailsId={(row) => `details-${row.id}`}
        renderDetails={(row) => (row.id === 2 ? <p>More about 2</p> : null)}
      />,
    );
    expect(document.getElementById('details-2')).toHaveTextContent('More about 2');
    expect(document.getElementById('details-1')).toBeNull();
  });
});

describe('Pager', () => {
  /** 400 pages of 25 rows: what stays the same from one render to the next. */
  const pagerProps = { label: 'Things pages', pageCount: 400, pageSize: 25, pageSizes: [25, 50, 100] };

  it("says 'Showing 1–25 of 10,000' with the page announced, and pages from the keyboard", async () => {
    const user = setupUser();
    const pages: number[] = [];
    const sizes: number[] = [];
    const { rerender } = render(
      <Pager {...pagerProps} page={1} total={10000} onPage={(page) => pages.push(page)} onPageSize={(size) => sizes.push(size)} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Things pages' });
    expect(within(nav).getByText(/^Showing/)).toHaveTextContent('Showing 1–25 of 10,000, page 1 of 400');
    expect(within(nav).getByText(/^Showing/)).toHaveAttribute('aria-live', 'polite');
    expect(within(nav).getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    within(nav).getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    await user.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(pages).toEqual([2, 400]);
    await user.selectOptions(within(nav).getByLabelText('Rows per page'), '100');
    expect(sizes).toEqual([100]);
    rerender(<Pager {...pagerProps} page={400} total={9990} onPage={() => {}} onPageSize={() => {}} />);
    expect(within(nav).getByText(/^Showing/)).toHaveTextContent('Showing 9,976–9,990 of 9,990');
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
