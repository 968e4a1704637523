import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { categoriesQueryOptions } from '../../api/categories/queries';
import { toPart, type Part } from '../../api/parts/parts';
import { partsQueryOptions } from '../../api/parts/queries';
import { LoadError } from '../../components/load-error';
import { PageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/spinner';
import { listMeta } from '../../config/list-meta';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { newTabProps } from '../../config/urls';
import { siteChatLink } from '../../config/whatsapp-links';
import { useTexts, type Texts } from '../../i18n/i18n';
import { errorMessage } from '../../lib/api-error';
import { serverListRows } from '../../lib/server-list';
import { ChatButton } from '../site/chat-button';
import { catalogState, catalogStateParams, withServerFinds, type CatalogState } from './catalog-search';
import { PartCard } from './part-card';
import type { QueryReading } from './search/search';
import { useDebouncedValue } from './use-debounced-value';
import { startRanking, useRanking, useSound } from './use-ranking';
import './catalog.css';

/** Cards rendered at a time: the list stays fast with thousands of parts. */
export const PAGE_SIZE = 24;
/** Cards in the first row (at the widest grid): their images load at once. */
const FIRST_ROW = 3;
const NO_PARTS: Part[] = [];
/** The pause after typing before the catalogue searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * What the catalogue says about a search (readQuery): what it searched for in English when it read a
 * word otherwise than typed (another script, or by sound), the words it could not read or that
 * matched nothing, and where an empty one leads.
 */
export const searchTexts = {
  note: ({ t }: Texts, search: string, { reads, unread, english, left }: QueryReading): string => {
    if (reads === 'part' || reads === 'all') {
      const notes: string[] = [];
      if (english) notes.push(t('Showing results for {english}.', { english }));
      if (reads === 'part')
        notes.push(
          t('The catalogue reads English letters and numbers only, so it searched without “{words}”.', { words: unread.join(' ') }),
        );
      if (left?.length) notes.push(t('No part matches “{words}”, so the catalogue searched without it.', { words: left.join(' ') }));
      return notes.join(' ');
    }
    if (reads === 'none')
      return t(
        "The catalogue reads English letters and numbers only, so it could not search for “{search}”. Try the part's name in English, or ask us for it.",
        { search },
      );
    return t('“{search}” has no letters or numbers to search for.', { search });
  },
  ask: 'Ask us for this part',
  askHint: 'Send us an enquiry for “{search}” and our team will look for it.',
} as const;

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
 * What was typed into the search box of the page the server drew (server/list.php) before the app's
 * code came, and whether the box still has the focus: read while the app's first render still has
 * that page in the document.
 */
function typedBeforeApp(): { text: string; focused: boolean } | null {
  const input = typeof document === 'undefined' ? null : document.querySelector<HTMLInputElement>('[data-server-record] input[name="q"]');
  return input ? { text: input.value, focused: document.activeElement === input } : null;
}

/**
 * The search box keeps what is typed to itself, so a keystroke re-renders only the box; the page
 * hears the trimmed text once typing pauses. When the address changes from outside (a link, Back),
 * the box takes the address's search, unless that is just what it reported. Text typed into the
 * server's box before the app came is kept, and so is the focus, so typing goes on where it was.
 */
const SearchField = memo(function SearchField({ value, onSettle }: { value: string; onSettle: (search: string) => void }) {
  const [typed] = useState(typedBeforeApp);
  const [text, setText] = useState(typed?.text ?? value);
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (!typed?.focused || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(typed.text.length, typed.text.length);
  }, [typed]);
  const [seen, setSeen] = useState(value);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  if (value !== seen) {
    setSeen(value);
    if (value !== settled) setText(value);
  }
  const id = useId();
  const { t } = useTexts();
  const settle = useEffectEvent(onSettle);
  useEffect(() => settle(settled), [settled]);
  return (
    <div className="field">
      <label htmlFor={id}>{t('Search parts')}</label>
      <input
        ref={input}
        id={id}
        type="search"
        value={text}
        placeholder={t('Part name or category')}
        autoComplete="off"
        // Part names are not dictionary words; the spell checker only costs keystroke time.
        spellCheck={false}
        onChange={(event) => {
          setText(event.target.value);
          startRanking();
        }}
      />
    </div>
  );
});

/** Other ways to reach the business when the catalogue cannot load. */
function ContactInstead() {
  const { t } = useTexts();
  const phone = site.phones[0];
  return (
    <>
      <a className="btn btn-outline" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
        {t('Call {phone}', { phone })}
      </a>
      <a className="btn btn-outline" href={siteChatLink()} {...newTabProps}>
        {t('Chat on WhatsApp')}
        <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
      </a>
    </>
  );
}

export default function CatalogPage() {
  const [params, setParams] = useSearchParams();
  const state = catalogState(params);
  const { search, category } = state;
  const visibleCount = state.page * PAGE_SIZE;
  const focusAfterMore = useRef<number | null>(null);
  const categoryId = useId();
  const texts = useTexts();
  const { t } = texts;

  const update = useCallback(
    (change: Partial<CatalogState>) => {
      const now = catalogState(params);
      const merged = { ...now, ...change };
      if (merged.search === now.search && merged.category === now.category && merged.page === now.page) return;
      // A new search or category starts again at the first page.
      const next = catalogStateParams(change.page === undefined ? { ...merged, page: 1 } : merged);
      // Replaced, not pushed: Back leaves the catalogue instead of stepping through every search.
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [params, setParams],
  );
  const settleSearch = useCallback((text: string) => update({ search: text }), [update]);

  const categories = useQuery(categoriesQueryOptions());
  // The first screen the server drew into the page (server/list.php), shown until the list's own read is in.
  const [drawn] = useState(() => serverListRows('/catalog', category, toPart));
  const drawnRows = drawn && drawn.list.category === category ? drawn.rows : undefined;
  // The category's whole list, ranked here; the backend's own search still runs, and its answer is merged in.
  const listed = useQuery({ ...partsQueryOptions({ category }), placeholderData: (previous) => previous ?? drawnRows });
  const fromServer = listed.isPlaceholderData && drawnRows !== undefined && listed.data === drawnRows;
  const searched = useQuery({ ...partsQueryOptions({ category, search }), enabled: search !== '', placeholderData: keepPreviousData });
  const found = search && searched.isSuccess && !searched.isPlaceholderData ? searched.data : NO_PARTS;
  const { ranking, waiting: rankingWaiting } = useRanking(search);
  // Readied once the search code is in (as the visitor starts typing), in the background.
  useEffect(() => (ranking && listed.data ? ranking.preparePartSearch(listed.data) : undefined), [ranking, listed.data]);
  const { sound, waiting: soundWaiting } = useSound(search, ranking);
  const waiting = rankingWaiting || soundWaiting;
  // Without the search code (it could not be fetched), a search shows the backend's finds alone.
  const ranked = useMemo(
    () => (ranking ? ranking.rankParts(listed.data ?? NO_PARTS, search, sound) : search ? NO_PARTS : (listed.data ?? NO_PARTS)),
    [ranking, listed.data, search, sound],
  );
  const all = useMemo(() => withServerFinds(ranked, found), [ranked, found]);
  // Memoised so the memoised grid skips re-rendering while the visitor types.
  const visible = useMemo(() => (all.length > visibleCount ? all.slice(0, visibleCount) : all), [all, visibleCount]);
  // New results render in the background, so typing is never held up by a page of cards.
  const deferredVisible = useDeferredValue(visible);
  const refreshing = (listed.isPlaceholderData && listed.isFetching && !fromServer) || waiting;
  // How many parts there are: the server's count while its first screen stands in for the list.
  const total = fromServer && drawn ? drawn.list.total : all.length;
  const note = useMemo(
    () => (search && ranking ? searchTexts.note(texts, search, ranking.readPartSearch(listed.data ?? NO_PARTS, search, sound)) : ''),
    [texts, search, ranking, listed.data, sound],
  );

  // Once the grid shows the next page, focus moves to its first new card.
  useEffect(() => {
    const target = focusAfterMore.current === null ? null : document.getElementById(`part-${focusAfterMore.current}`);
    if (!target) return;
    target.focus();
    focusAfterMore.current = null;
  }, [deferredVisible]);

  function showMore() {
    focusAfterMore.current = all[visibleCount]?.id ?? null;
    update({ page: state.page + 1 });
  }

  const showing = (shown: number, total: number) =>
    total === 1 ? t('Showing {shown} of {total} part', { shown, total }) : t('Showing {shown} of {total} parts', { shown, total });
  let results;
  if (listed.isPending || waiting) {
    results = <Spinner label={t('Loading parts...')} />;
  } else if (listed.isError) {
    results = (
      <LoadError message={errorMessage(listed.error)} onRetry={() => void listed.refetch()} retrying={listed.isFetching}>
        <ContactInstead />
      </LoadError>
    );
  } else if (all.length === 0) {
    results = (
      <div className="empty-state">
        <h2>{t('No parts found')}</h2>
        <p>{t('Try changing your search terms or selecting a different category.')}</p>
        {search ? (
          <>
            <p>{t(searchTexts.askHint, { search })}</p>
            <Link className="btn btn-primary" to={paths.inquiry(search)}>
              {t(searchTexts.ask)}
            </Link>
          </>
        ) : null}
      </div>
    );
  } else if (deferredVisible.length === 0) {
    // The first cards are still rendering in the background: no empty grid with a button under it.
    results = <Spinner label={t('Loading parts...')} />;
  } else {
    results = (
      <>
        <PartGrid parts={deferredVisible} />
        {total > deferredVisible.length ? (
          <div className="show-more">
            <button type="button" className="btn btn-primary" onClick={showMore}>
              {t('Show more')}
            </button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageMeta title={t(listMeta['/catalog'].title)} description={t(listMeta['/catalog'].description)} />
      <div className="container page-pad">
        <form className="catalog-filters card" role="search" aria-label={t('Parts')} onSubmit={(event) => event.preventDefault()}>
          <SearchField value={search} onSettle={settleSearch} />
          <div className="field">
            <label htmlFor={categoryId}>{t('Category')}</label>
            <select id={categoryId} value={category} onChange={(event) => update({ category: event.target.value })}>
              <option value="All">{t('All')}</option>
              {category !== 'All' && !(categories.data ?? []).some((item) => item.name === category) ? (
                <option value={category}>{category}</option>
              ) : null}
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
            ? t('Updating results...')
            : [note, listed.isSuccess && all.length > 0 ? showing(visible.length, total) : ''].filter(Boolean).join(' ')}
        </p>
        <div className={refreshing ? 'catalog-results is-refreshing' : 'catalog-results'} aria-busy={refreshing || undefined}>
          {results}
        </div>
      </div>
      <ChatButton />
    </>
  );
}
