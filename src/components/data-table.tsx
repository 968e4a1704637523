import { Fragment, useId, useMemo, useState, type ReactNode } from 'react';
import './data-table.css';

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  column: string;
  direction: SortDirection;
}

type SortValue = string | number | Date | null | undefined;

export interface Column<T> {
  id: string;
  /** The header text; also the sort button's name. */
  header: string;
  /** Hide the header text visually (still read out), e.g. for an expand-toggle column. */
  headerHidden?: boolean;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => SortValue;
  className?: string;
}

interface DataTableProps<T> {
  /** Names the table (caption) and its scrollable region. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The initial sort; without one the rows keep their order until a header is clicked. */
  defaultSort?: SortState;
  /** Shown as a single full-width row when there are no rows. */
  emptyText?: ReactNode;
  /** An extra full-width row under a row (e.g. its expanded details), or null. */
  renderDetails?: (row: T) => ReactNode;
  /** Gives a detail row its id so a toggle can point at it with aria-controls. */
  detailsId?: (row: T) => string;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compare(a: SortValue, b: SortValue): number {
  // Missing values sort last in either direction's natural order.
  const missingA = a === null || a === undefined || a === '';
  const missingB = b === null || b === undefined || b === '';
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
  if (a instanceof Date || b instanceof Date) return Number(a) - Number(b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export function sortRows<T>(rows: readonly T[], columns: readonly Column<T>[], sort: SortState | null): T[] {
  const column = sort ? columns.find((candidate) => candidate.id === sort.column) : undefined;
  const value = column?.sortValue;
  if (!sort || !value) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => sign * compare(a.key, b.key) || a.index - b.index)
    .map(({ row }) => row);
}

/**
 * One table for the back office: a caption, headers that sort when clicked (with aria-sort), optional
 * detail rows. On phones each row becomes a card whose cells carry their column names (data-label).
 */
export function DataTable<T>({ caption, captionHidden = false, columns, rows, rowKey, defaultSort, emptyText, renderDetails, detailsId }: DataTableProps<T>) {
  const [sort, setSort] = useState<SortState | null>(defaultSort ?? null);
  const captionId = useId();
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);

  const toggle = (column: string) =>
    setSort((current) =>
      current?.column === column
        ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { column, direction: 'ascending' },
    );

  return (
    <div className="table-wrap data-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="data-table">
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : 'data-table-caption'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort?.column === column.id;
              const ariaSort = column.sortValue ? (active ? sort.direction : 'none') : undefined;
              return (
                <th key={column.id} scope="col" aria-sort={ariaSort} className={column.className}>
                  {column.sortValue ? (
                    <button type="button" className="sort-button" onClick={() => toggle(column.id)}>
                      {column.header}
                      <span aria-hidden="true" className={`sort-icon${active ? ' sort-icon-active' : ''}`}>
                        {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    <span className={column.headerHidden ? 'visually-hidden' : undefined}>{column.header}</span>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.length === 0 && emptyText ? (
            <tr>
              <td colSpan={columns.length} className="data-table-empty">
                {emptyText}
              </td>
            </tr>
          ) : null}
          {sorted.map((row) => {
            const details = renderDetails?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr>
                  {columns.map((column) => (
                    <td key={column.id} className={column.className} data-label={column.headerHidden ? undefined : column.header}>
                      <div className="data-table-cell">{column.cell(row)}</div>
                    </td>
                  ))}
                </tr>
                {details ? (
                  <tr className="data-table-details" id={detailsId?.(row)}>
                    <td colSpan={columns.length}>{details}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
