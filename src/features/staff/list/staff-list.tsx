import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DataTable, Pager, type Column } from '../../../components/data-table';
import { Spinner } from '../../../components/spinner';
import { PAGE_SIZES, type ListView } from './use-list';
import { touchedRow } from './return';

/** The parts of a React Query result the list reads. */
interface LoadState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface StaffListProps<T> {
  list: ListView<T>;
  load: LoadState;
  caption: string;
  captionHidden?: boolean;
  /** Names the pager, e.g. 'Parts pages'. */
  pagerLabel: string;
  loadingText: string;
  /** The spec's failure text for this list (§8). */
  errorText: string;
  search: { id: string; label: string; placeholder: string; labelHidden?: boolean };
  /** How the filter is offered: a row of buttons (statuses) or a dropdown (categories). */
  filter?: { kind: 'buttons' | 'select'; label: string; id: string };
  /** More controls beside the search box (e.g. Export). */
  tools?: ReactNode;
  columns: readonly Column<T>[];
  rowKey: (row: T) => number;
  /** Drawn instead of the table when nothing matches; without it the table says `emptyText`. */
  empty?: ReactNode;
  emptyText?: string;
  renderDetails?: (row: T) => ReactNode;
  detailsId?: (row: T) => string;
  /** A row the page itself just changed; by default, the row a form handed back (see return.ts). */
  highlight?: number | null;
}

/**
 * A back-office list as the user sees it: search and filter, then loading, a failure with Retry,
 * the empty state or one page of the table with its pager. Counts are shown only once the records
 * are in, so a failed load never reads 'All (0)'.
 */
export function StaffList<T>({ list, load, caption, captionHidden, pagerLabel, loadingText, errorText, search, filter, tools, columns, rowKey, empty, emptyText, renderDetails, detailsId, highlight }: StaffListProps<T>) {
  const location = useLocation();
  // Read once: the notice that came with it is cleared from the history entry right away.
  const [touched] = useState(() => touchedRow(location.state));
  const loaded = !load.isPending && !load.isError;

  return (
    <>
      {filter?.kind === 'buttons' && loaded ? (
        <div className="staff-filters" role="group" aria-label={filter.label}>
          {list.filterOptions.map((option) => (
            <button
              key={option.value}
              type="button"
              className="btn btn-outline btn-small staff-filter"
              aria-pressed={list.filter === option.value}
              onClick={() => list.setFilter(option.value)}
            >
              {option.label} ({option.count})
            </button>
          ))}
        </div>
      ) : null}
      <div className="staff-toolbar" role="search" aria-label={search.label}>
        <div className="field">
          <label htmlFor={search.id} className={search.labelHidden ? 'visually-hidden' : undefined}>
            {search.label}
          </label>
          <input id={search.id} type="search" placeholder={search.placeholder} value={list.search} onChange={(event) => list.setSearch(event.target.value)} />
        </div>
        {filter?.kind === 'select' ? (
          <div className="field field-narrow">
            <label htmlFor={filter.id}>{filter.label}</label>
            <select id={filter.id} value={list.filter} onChange={(event) => list.setFilter(event.target.value)}>
              {list.filterOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {loaded ? `${option.label} (${option.count})` : option.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {tools ? <div className="staff-toolbar-tools">{tools}</div> : null}
      </div>
      {load.isPending ? (
        <Spinner label={loadingText} />
      ) : load.isError ? (
        <div className="alert alert-error staff-load-error" role="alert">
          <span>{errorText}</span>
          <button type="button" className="btn btn-outline btn-small" onClick={() => void load.refetch()}>
            Retry
          </button>
        </div>
      ) : list.matching.length === 0 && empty ? (
        empty
      ) : (
        <>
          <DataTable
            caption={caption}
            captionHidden={captionHidden}
            columns={columns}
            rows={list.pageRows}
            rowKey={rowKey}
            sort={list.sort}
            onSort={list.toggleSort}
            emptyText={emptyText}
            renderDetails={renderDetails}
            detailsId={detailsId}
            highlight={highlight ?? touched}
          />
          <Pager
            label={pagerLabel}
            page={list.page}
            pageCount={list.pageCount}
            pageSize={list.pageSize}
            pageSizes={PAGE_SIZES}
            total={list.matching.length}
            onPage={list.setPage}
            onPageSize={list.setPageSize}
          />
        </>
      )}
    </>
  );
}

/** A list's empty state: the spec's heading and text, and a way back to everything when narrowed. */
export function ListEmpty({ title, text, action }: { title: string; text?: string | null; action?: { label: string; onClick: () => void } | null }) {
  return (
    <div className="staff-empty" role="status">
      <h2>{title}</h2>
      {text ? <p>{text}</p> : null}
      {action ? (
        <p>
          <button type="button" className="btn btn-outline btn-small" onClick={action.onClick}>
            {action.label}
          </button>
        </p>
      ) : null}
    </div>
  );
}
