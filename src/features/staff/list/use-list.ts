import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { staffRows, type RecordOf, type Table } from '@contract';
import { phoneDigits } from '../../../lib/phone';
import { sortRows, type Column, type SortState } from '../shared/data-table';

/** Page sizes on offer; the first is the default. */
export const PAGE_SIZES = [25, 50, 100] as const;
export const ALL = 'all';

/** The address keys of a list's view. The filter's key is the list's own (?status= per the spec, ?category=). */
const KEYS = { search: 'q', sort: 'sort', direction: 'dir', page: 'page', size: 'size' } as const;

export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

export interface ListFilter<T> {
  /** The address key, e.g. 'status' (spec §2.15) or 'category'. */
  param: string;
  /** The values offered, in order, before any others the records hold. */
  known?: readonly string[];
  /** The row's one value: every row is in exactly one filter, so the filters' counts add up to All. */
  valueOf: (row: T) => string;
  label?: (value: string) => string;
  /** Lower-case the address value before use (statuses are stored lower-case). */
  lowerCase?: boolean;
}

/** The parts of a React Query result the list reads. */
export interface ListLoad<T> {
  data: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A narrowing the filter buttons do not offer, reached by a link (the dashboard's waiting-time buckets). */
export interface ListNarrowing<T> {
  /** The address key, e.g. 'waited'. */
  param: string;
  /** The values the address may hold, with what the list says of them ('Waiting 1–3 days'). */
  options: readonly { value: string; label: string }[];
  matches: (row: T, value: string) => boolean;
}

export interface ListOptions<T> {
  /** The records' query: its rows, and its loading and failure for the screen. */
  load: ListLoad<T>;
  columns: readonly Column<T>[];
  /** The texts the search box looks in. */
  searchText: (row: T) => readonly (string | number | null | undefined)[];
  /** The phone numbers it also compares by their digits (phoneDigits), however the search and the record write them. */
  phones?: (row: T) => readonly string[];
  filter?: ListFilter<T>;
  narrowing?: ListNarrowing<T>;
  defaultSort?: SortState;
}

export interface ListView<T> {
  load: ListLoad<T>;
  columns: readonly Column<T>[];
  search: string;
  setSearch: (search: string) => void;
  filter: string;
  setFilter: (value: string) => void;
  /** One option per filter value with its count over all records ('All' first); empty until the records are in. */
  filterOptions: FilterOption[];
  sort: SortState | null;
  toggleSort: (column: string) => void;
  page: number;
  pageCount: number;
  pageSize: number;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  /** The rows of the current page. */
  pageRows: T[];
  /** Every row the view shows across its pages (search, filter and sort applied): what an export writes. */
  matching: T[];
  /** How many records there are before search and filter. */
  total: number;
  /** The narrowing from the address in force, with a way to lift it; null when none. */
  narrowedBy: { label: string; lift: () => void } | null;
  /** A search, filter or narrowing narrows the list. */
  narrowed: boolean;
  clear: () => void;
}

/** A row's search texts, lower-cased, and its phone numbers' digits. */
interface Haystack {
  text: string;
  digits: string;
}

/** The list's search text, for a screen that marks matches in its cells. */
export const useListSearch = () => useSearchParams()[0].get(KEYS.search) ?? '';

const directionOf = (value: string | null): SortState['direction'] | null =>
  value === 'asc' ? 'ascending' : value === 'desc' ? 'descending' : null;

/**
 * The one list engine of the back office (after ra-core's useListController): search, a filter with
 * counts, sort and paging over records already loaded, the whole view kept in the address so Back,
 * reload and a shared link restore it; each page change is a history entry, so Back walks back through
 * the pages. Work is split so each interaction redoes only its own part: the search texts are
 * lower-cased once per load, sorting runs once per sort, and a keystroke only filters the sorted rows
 * (deferred, so typing stays responsive at 10,000 records).
 */
export function useList<T>({ load, columns, searchText, phones, filter, narrowing, defaultSort }: ListOptions<T>): ListView<T> {
  const rows = load.data;
  const [params, setParams] = useSearchParams();
  // The address as last set here, and the render it was set from: a second click that comes before
  // the first has drawn (a long list re-sorting) builds on it, not on that render's address, which
  // would undo the first.
  const lastSet = useRef<{ from: URLSearchParams; to: URLSearchParams } | null>(null);
  // A page of the list is a place Back returns to; a keystroke, a sort or a filter only refines it.
  const update = useCallback(
    (
      changes: Record<string, string | null> | ((current: URLSearchParams) => Record<string, string | null>),
      history: 'push' | 'replace' = 'replace',
    ) => {
      const current = lastSet.current?.from === params ? lastSet.current.to : params;
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(typeof changes === 'function' ? changes(current) : changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      lastSet.current = { from: params, to: next };
      setParams(next, { replace: history === 'replace' });
    },
    [params, setParams],
  );

  // The box answers each keystroke from local state; the address (which React Router updates in a
  // transition) follows, and Back or a link that changes the address refills the box.
  const addressSearch = params.get(KEYS.search) ?? '';
  const [typed, setTyped] = useState({ text: addressSearch, seen: addressSearch });
  if (typed.seen !== addressSearch) setTyped({ text: addressSearch, seen: addressSearch });
  const search = typed.text;
  const rawFilter = filter ? (params.get(filter.param) ?? '').trim() : '';
  const filterValue = (filter?.lowerCase ? rawFilter.toLowerCase() : rawFilter) || ALL;
  const narrowValue = narrowing ? params.get(narrowing.param) : null;
  const narrowOption = narrowing?.options.find((option) => option.value === narrowValue) ?? null;
  const sortOf = (from: URLSearchParams): SortState | null => {
    const column = from.get(KEYS.sort);
    const sortable = columns.some((entry) => entry.id === column && entry.sortValue);
    return column && sortable ? { column, direction: directionOf(from.get(KEYS.direction)) ?? 'ascending' } : (defaultSort ?? null);
  };
  const sort = sortOf(params);
  const sizeParam = Number(params.get(KEYS.size));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : PAGE_SIZES[0];
  const requestedPage = Math.max(1, Math.floor(Number(params.get(KEYS.page))) || 1);

  const all = useMemo(() => rows ?? [], [rows]);
  // Re-sorted only when the records or the sort change: a column's sort value is fixed per screen,
  // while the columns themselves are redrawn (e.g. when a row opens).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const sorted = useMemo(() => sortRows(all, columns, sort), [all, sort?.column, sort?.direction]);
  const deferredSearch = useDeferredValue(search);
  const searching = deferredSearch.trim() !== '';
  // The lower-cased search texts are made shortly after the first rows are on screen (a long task at
  // 10,000 records), so neither the first rows nor the first keystroke wait for them.
  const [prepared, setPrepared] = useState<{ rows: readonly T[]; texts: Map<T, Haystack> } | null>(null);
  const buildTexts = (list: readonly T[]) => {
    const texts = new Map<T, Haystack>();
    for (const row of list)
      texts.set(row, {
        text: searchText(row)
          .map((text) => String(text ?? ''))
          .join('\n')
          .toLowerCase(),
        digits: phones
          ? phones(row)
              .map((phone) => phoneDigits(phone) ?? '')
              .join('\n')
          : '',
      });
    return texts;
  };
  useEffect(() => {
    if (!rows) return undefined;
    const timer = setTimeout(() => setPrepared({ rows: all, texts: buildTexts(all) }), 150);
    return () => clearTimeout(timer);
  }, [all]); // eslint-disable-line react-hooks/exhaustive-deps -- searchText is fixed per screen
  const haystacks = useMemo(
    () => (prepared?.rows === all ? prepared.texts : searching ? buildTexts(all) : new Map<T, Haystack>()),
    [prepared, all, searching], // eslint-disable-line react-hooks/exhaustive-deps -- searchText is fixed per screen
  );
  const matching = useMemo(() => {
    const needle = deferredSearch.trim().toLowerCase();
    const dialled = phones ? phoneDigits(needle) : null;
    const found = (row: T) => {
      const haystack = haystacks.get(row);
      return !!haystack && (haystack.text.includes(needle) || (!!dialled && haystack.digits.includes(dialled)));
    };
    const inFilter = filter && filterValue !== ALL ? (row: T) => filter.valueOf(row) === filterValue : null;
    const inNarrowing = narrowing && narrowOption ? (row: T) => narrowing.matches(row, narrowOption.value) : null;
    const passes = inFilter && inNarrowing ? (row: T) => inFilter(row) && inNarrowing(row) : (inFilter ?? inNarrowing);
    if (!needle && !passes) return sorted;
    return sorted.filter((row) => (!passes || passes(row)) && (!needle || found(row)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filter and narrowing are fixed per screen
  }, [sorted, haystacks, deferredSearch, filterValue, narrowOption]);

  const filterOptions = useMemo<FilterOption[]>(() => {
    if (!filter || !rows) return [];
    const counts = new Map<string, number>();
    for (const row of all) counts.set(filter.valueOf(row), (counts.get(filter.valueOf(row)) ?? 0) + 1);
    const known = filter.known ?? [];
    const values = [...known, ...[...counts.keys()].filter((value) => value && !known.includes(value)).sort()];
    if (filterValue !== ALL && !values.includes(filterValue)) values.push(filterValue);
    return [
      { value: ALL, label: 'All', count: all.length },
      ...values.map((value) => ({ value, label: filter.label?.(value) ?? value, count: counts.get(value) ?? 0 })),
    ];
  }, [all, rows, filterValue]); // eslint-disable-line react-hooks/exhaustive-deps -- filter is fixed per screen

  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  // A page past the end (after a delete, or a stale link) shows the last page.
  const page = Math.min(requestedPage, pageCount);
  const pageRows = useMemo(() => matching.slice((page - 1) * pageSize, page * pageSize), [matching, page, pageSize]);

  return {
    load,
    columns,
    search,
    setSearch: (value) => {
      setTyped({ text: value, seen: typed.seen });
      update({ [KEYS.search]: value, [KEYS.page]: null });
    },
    filter: filterValue,
    setFilter: (value) => (filter ? update({ [filter.param]: value === ALL ? null : value, [KEYS.page]: null }) : undefined),
    filterOptions,
    sort,
    toggleSort: (column) =>
      update((current) => {
        const shown = sortOf(current);
        const direction = shown?.column === column && shown.direction === 'ascending' ? 'desc' : 'asc';
        return { [KEYS.sort]: column, [KEYS.direction]: direction, [KEYS.page]: null };
      }),
    page,
    pageCount,
    pageSize,
    setPage: (next) => update({ [KEYS.page]: next > 1 ? String(Math.min(next, pageCount)) : null }, 'push'),
    setPageSize: (size) => update({ [KEYS.size]: size === PAGE_SIZES[0] ? null : String(size), [KEYS.page]: null }),
    pageRows,
    matching,
    total: all.length,
    narrowedBy:
      narrowing && narrowOption ? { label: narrowOption.label, lift: () => update({ [narrowing.param]: null, [KEYS.page]: null }) } : null,
    narrowed: search.trim() !== '' || filterValue !== ALL || narrowOption !== null,
    clear: () => {
      setTyped({ text: '', seen: typed.seen });
      update({
        [KEYS.search]: null,
        ...(filter ? { [filter.param]: null } : {}),
        ...(narrowing ? { [narrowing.param]: null } : {}),
        [KEYS.page]: null,
      });
    },
  };
}

/** What the list's search looks in: the record's searched fields, and its phone numbers by their digits. */
export function searchOf<T extends Table>(table: T): Pick<ListOptions<RecordOf<T>>, 'searchText' | 'phones'> {
  const searched = staffRows(table, 'searched');
  const keys = searched.map(([key]) => key);
  const phoneKeys = searched.filter(([, field]) => field.type === 'phone').map(([key]) => key);
  return {
    searchText: (record) => keys.map((key) => String(record[key])),
    phones: phoneKeys.length ? (record) => phoneKeys.map((key) => String(record[key])) : undefined,
  };
}
