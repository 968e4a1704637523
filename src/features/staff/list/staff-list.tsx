import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { DataTable, Pager } from '../shared/data-table';
import { touchedRow } from './return';
import { PAGE_SIZES, type ListView } from './use-list';

/** A list's own words. */
export interface ListTexts {
  caption: string;
  /** Names the pager, e.g. 'Parts pages'. */
  pager: string;
  loading: string;
  /** The search box's label; its placeholder is the label and '...' unless given. */
  search: string;
  searchPlaceholder?: string;
  /** The spec's failure texts for this list (§8), where the server's own message is not shown. */
  failed?: { failed: string; network: string };
}

export interface StaffListProps<T extends { id: number }> {
  list: ListView<T>;
  texts: ListTexts;
  /** Where the page heading already names the list, the caption and search label are for screen readers only. */
  captionHidden?: boolean;
  searchLabelHidden?: boolean;
  /** How the filter is offered: a row of buttons (statuses) or a dropdown (categories). */
  filter?: { kind: 'buttons' | 'select'; label: string };
  /** More controls beside the search box (e.g. Export). */
  tools?: ReactNode;
  /** Drawn instead of the table when nothing matches; without it the table says `emptyText`. */
  empty?: ReactNode;
  emptyText?: string;
  renderDetails?: (row: T) => ReactNode;
  detailsId?: (row: T) => string;
  /** A row the page itself just changed; by default, the row a form handed back (see return.ts). */
  highlight?: number | null;
  /** Marks rows that stand out until seen (new leads: alerts/lead-alerts.tsx). */
  rowClass?: (row: T) => string | undefined;
}

const rowId = (row: { id: number }) => row.id;

/**
 * A back-office list as the user sees it: search and filter, then loading, a failure with Retry,
 * the empty state or one page of the table with its pager. Counts are shown only once the records
 * are in, so a failed load never reads 'All (0)'.
 */
export function StaffList<T extends { id: number }>({
  list,
  texts,
  captionHidden,
  searchLabelHidden,
  filter,
  tools,
  empty,
  emptyText,
  renderDetails,
  detailsId,
  highlight,
  rowClass,
}: StaffListProps<T>) {
  const searchId = useId();
  const filterId = useId();
  const location = useLocation();
  // Read once: the notice that came with it is cleared from the history entry right away.
  const [touched] = useState(() => touchedRow(location.state));
  const { load, columns } = list;
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
      <div className="staff-toolbar" role="search" aria-label={texts.search}>
        <div className="field">
          <label htmlFor={searchId} className={searchLabelHidden ? 'visually-hidden' : undefined}>
            {texts.search}
          </label>
          <input
            id={searchId}
            type="search"
            placeholder={texts.searchPlaceholder ?? `${texts.search}...`}
            value={list.search}
            onChange={(event) => list.setSearch(event.target.value)}
          />
        </div>
        {filter?.kind === 'select' ? (
          <div className="field field-narrow">
            <label htmlFor={filterId}>{filter.label}</label>
            <select id={filterId} value={list.filter} onChange={(event) => list.setFilter(event.target.value)}>
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
      {list.narrowedBy ? (
        <p className="staff-narrowed">
          <span>{list.narrowedBy.label}</span>
          <button type="button" className="btn btn-outline btn-small" onClick={list.narrowedBy.lift}>
            Show every waiting time
          </button>
        </p>
      ) : null}
      {load.isPending ? (
        <Spinner label={texts.loading} />
      ) : load.isError ? (
        <div className="alert alert-error staff-load-error" role="alert">
          <span>{errorMessage(load.error, texts.failed)}</span>
          <button type="button" className="btn btn-outline btn-small" onClick={() => void load.refetch()}>
            Retry
          </button>
        </div>
      ) : list.matching.length === 0 && empty ? (
        empty
      ) : (
        <>
          <DataTable
            caption={texts.caption}
            captionHidden={captionHidden}
            columns={columns}
            rows={list.pageRows}
            rowKey={rowId}
            sort={list.sort}
            onSort={list.toggleSort}
            emptyText={emptyText}
            renderDetails={renderDetails}
            detailsId={detailsId}
            highlight={highlight ?? touched}
            rowClass={rowClass}
          />
          <Pager
            label={texts.pager}
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
export function ListEmpty({
  title,
  text,
  action,
}: {
  title: string;
  text?: string | null;
  action?: { label: string; onClick: () => void } | null;
}) {
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
