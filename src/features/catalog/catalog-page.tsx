import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { categoriesQueryOptions } from '../../api/categories/queries';
import type { Part } from '../../api/parts/parts';
import { partsQueryOptions } from '../../api/parts/queries';
import { PageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/spinner';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { ChatButton } from '../site/chat-button';
import { PartCard } from './part-card';
import './catalog.css';

/** Cards rendered at a time: the list stays fast with thousands of parts. */
export const PAGE_SIZE = 24;
/** Cards in the first row (at the widest grid): their images load at once. */
const FIRST_ROW = 3;
const NO_PARTS: Part[] = [];
/** The pause after typing before the catalogue searches. */
export const SEARCH_DEBOUNCE_MS = 300;

const PartGrid = memo(function PartGrid({ parts }: { parts: Part[] }) {
  return (
    <ul className="grid-3 part-grid">
      {parts.map((part, index) => (
        <li key={part.id}>
          <PartCard part={part} priority={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
});

/**
 * The search box keeps what is typed to itself, so a keystroke re-renders only the box; the page
 * hears the trimmed text once typing pauses.
 */
const SearchField = memo(function SearchField({ onSettle }: { onSettle: (search: string) => void }) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const id = useId();
  useEffect(() => onSettle(settled), [settled, onSettle]);
  return (
    <div className="field">
      <label htmlFor={id}>Search parts</label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder="Part name or description"
        autoComplete="off"
        // Part names are not dictionary words; the spell checker only costs keystroke time.
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
});

export default function CatalogPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('All');
  const filterKey = `${category}\u0000${search}`;
  const [paging, setPaging] = useState({ key: filterKey, count: PAGE_SIZE });
  const visibleCount = paging.key === filterKey ? paging.count : PAGE_SIZE;
  const focusAfterMore = useRef<number | null>(null);
  const categoryId = useId();

  const categories = useQuery(categoriesQueryOptions());
  const parts = useQuery({ ...partsQueryOptions({ category, search }), placeholderData: keepPreviousData });

  const all = parts.data ?? NO_PARTS;
  // Memoised so the memoised grid skips re-rendering while the visitor types.
  const visible = useMemo(() => (all.length > visibleCount ? all.slice(0, visibleCount) : all), [all, visibleCount]);
  // New results render in the background, so typing is never held up by a page of cards.
  const deferredVisible = useDeferredValue(visible);
  const refreshing = parts.isPlaceholderData && parts.isFetching;

  // Once the grid shows the next page, focus moves to its first new card.
  useEffect(() => {
    const target = focusAfterMore.current === null ? null : document.getElementById(`part-${focusAfterMore.current}`);
    if (!target) return;
    target.focus();
    focusAfterMore.current = null;
  }, [deferredVisible]);

  function showMore() {
    focusAfterMore.current = all[visibleCount]?.id ?? null;
    setPaging({ key: filterKey, count: visibleCount + PAGE_SIZE });
  }

  let results;
  if (parts.isPending) {
    results = <Spinner label="Loading parts..." />;
  } else if (parts.isError) {
    results = (
      <p className="alert alert-error" role="alert">
        {errorMessage(parts.error)}
      </p>
    );
  } else if (all.length === 0) {
    results = (
      <div className="empty-state">
        <h2>No parts found</h2>
        <p>Try changing your search terms or selecting a different category.</p>
      </div>
    );
  } else if (deferredVisible.length === 0) {
    // The first cards are still rendering in the background: no empty grid with a button under it.
    results = <Spinner label="Loading parts..." />;
  } else {
    results = (
      <>
        <PartGrid parts={deferredVisible} />
        {all.length > deferredVisible.length ? (
          <div className="show-more">
            <button type="button" className="btn btn-primary" onClick={showMore}>
              Show more
            </button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageMeta
        title="Parts Catalogue"
        description="Search heavy-truck parts by name or category: silencer parts, lock rings, chassis parts, cables, clamps, rubber parts and steering brackets."
      />
      <div className="container page-pad">
        <form className="catalog-filters card" role="search" aria-label="Parts" onSubmit={(event) => event.preventDefault()}>
          <SearchField onSettle={setSearch} />
          <div className="field">
            <label htmlFor={categoryId}>Category</label>
            <select id={categoryId} value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value="All">All</option>
              {(categories.data ?? []).map((item) => (
                <option key={item.id} value={item.name}>
                  {item.name}
                </option>
              ))}
            </select>
          </div>
        </form>
        <p className="catalog-status" role="status" aria-live="polite">
          {refreshing
            ? 'Updating results...'
            : parts.isSuccess && all.length > 0
              ? `Showing ${visible.length} of ${all.length} part${all.length === 1 ? '' : 's'}`
              : ''}
        </p>
        <div className={refreshing ? 'catalog-results is-refreshing' : 'catalog-results'} aria-busy={refreshing || undefined}>
          {results}
        </div>
      </div>
      <ChatButton />
    </>
  );
}
