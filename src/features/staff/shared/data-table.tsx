import { Fragment, useEffect, useId, useRef, type ReactNode } from 'react';
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
  /**
   * Hide the header text visually (still read out), e.g. for an expand-toggle column. Such cells, and
   * action cells, carry no label on phones: their buttons name themselves ('Edit', not 'Edit Edit').
   */
  headerHidden?: boolean;
  /** A column of buttons or links: on phones its cell is a row of actions with no column label. */
  actions?: boolean;
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
  /** The rows to draw, already sorted and paged (see useList). */
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  sort: SortState | null;
  onSort: (column: string) => void;
  /** Shown as a single full-width row when there are no rows. */
  emptyText?: ReactNode;
  /** An extra full-width row under a row (e.g. its expanded details), or null. */
  renderDetails?: (row: T) => ReactNode;
  /** Gives a detail row its id so a toggle can point at it with aria-controls. */
  detailsId?: (row: T) => string;
  /** The key of a row just added or changed: it is marked and scrolled into view. */
  highlight?: string | number | null;
  /** A class for a row that should stand out for a reason of the page's own (a new lead, until seen). */
  rowClass?: (row: T) => string | undefined;
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
export function DataTable<T>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  emptyText,
  renderDetails,
  detailsId,
  highlight,
  rowClass,
}: DataTableProps<T>) {
  const captionId = useId();
  const marked = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    marked.current?.scrollIntoView?.({ block: 'center' });
  }, [highlight]);

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
                    <button type="button" className="sort-button" onClick={() => onSort(column.id)}>
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
          {rows.length === 0 && emptyText ? (
            <tr>
              <td colSpan={columns.length} className="data-table-empty">
                {emptyText}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => {
            const details = renderDetails?.(row);
            const key = rowKey(row);
            const touched = highlight !== undefined && highlight !== null && key === highlight;
            return (
              <Fragment key={key}>
                <tr
                  ref={touched ? marked : undefined}
                  className={[touched ? 'data-table-touched' : '', rowClass?.(row) ?? ''].filter(Boolean).join(' ') || undefined}
                >
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={[column.className, column.actions ? 'data-table-actions' : ''].filter(Boolean).join(' ') || undefined}
                      data-label={column.headerHidden || column.actions ? undefined : column.header}
                    >
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

interface PagerProps {
  /** Names the pager's navigation landmark, e.g. 'Parts pages'. */
  label: string;
  page: number;
  pageCount: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** How many rows match, across all pages. */
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

const number = new Intl.NumberFormat('en');

/**
 * 'Showing 1–25 of 10,000' (announced politely as it changes), First / Previous / Next / Last and a
 * page-size choice. Every control is a native button or select, so it works from the keyboard.
 */
export function Pager({ label, page, pageCount, pageSize, pageSizes, total, onPage, onPageSize }: PagerProps) {
  const sizeId = useId();
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const go = (target: number, text: string, name: string) => (
    <button
      type="button"
      className="btn btn-outline btn-small"
      disabled={target === page || target < 1 || target > pageCount}
      aria-label={name}
      onClick={() => onPage(target)}
    >
      {text}
    </button>
  );
  return (
    <nav className="pager" aria-label={label}>
      <p className="pager-status" aria-live="polite">
        Showing {number.format(first)}–{number.format(last)} of {number.format(total)}
        {pageCount > 1 ? (
          <span className="visually-hidden">
            , page {page} of {pageCount}
          </span>
        ) : null}
      </p>
      <div className="pager-buttons">
        {go(1, '«', 'First page')}
        {go(page - 1, '‹ Previous', 'Previous page')}
        <span className="pager-page" aria-hidden="true">
          {page} / {pageCount}
        </span>
        {go(page + 1, 'Next ›', 'Next page')}
        {go(pageCount, '»', 'Last page')}
      </div>
      <div className="pager-size">
        <label htmlFor={sizeId}>Rows per page</label>
        <select id={sizeId} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
