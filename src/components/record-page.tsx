import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTexts, type Key } from '../i18n/i18n';
import { errorMessage, isApiError } from '../lib/api-error';
import { serverRecord } from '../lib/server-record';
import { BackButton } from './back-button';
import { LoadError } from './load-error';
import { PageMeta } from './page-meta';
import { Spinner } from './spinner';

/** A route id is a positive integer; anything else cannot be a record. */
const parseId = (raw: string | undefined) => (raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** What a record page says around its record. */
export interface RecordTexts {
  /** While it loads ('Loading part...') and when it could not be ('This part could not be loaded.'). */
  loading: Key;
  failed: Key;
  /** The list the record belongs to: its title (while loading or failed) and the way back to it. */
  list: { title: Key; to: string; backText: Key };
  /** The spec's 'Not Found' heading, its text and the link that leads out (by default, the way back to the list). */
  notFound: { title: Key; text: Key; linkText?: Key };
}

interface RecordPageProps<T, K extends QueryKey> {
  /** The record's query, from the route's `:id`. */
  query: (id: number) => UseQueryOptions<T, Error, T, K>;
  texts: RecordTexts;
  /**
   * Reads the backend's reply for the record as the query does: the record the server put into the
   * page (src/lib/server-record.ts) is then the query's first data, and the page's first render.
   */
  read?: (reply: unknown) => T;
  children: (record: T) => ReactNode;
}

/** The server's record for this id, read as the page reads its reply; nothing when it does not read. */
function serverData<T>(id: number | null, read: ((reply: unknown) => T) | undefined) {
  const server = serverRecord();
  if (id === null || !read || server?.id !== id) return {};
  return {
    initialData: () => {
      try {
        return read(server.reply);
      } catch {
        return undefined;
      }
    },
    // A copy the server kept a while is read again in the background, as any record older than the query's staleTime.
    initialDataUpdatedAt: server.at,
  };
}

/**
 * A public page of one record (a part, a blog post): loading, a failure with Retry, 'Not Found' for an
 * id that is no record, then the record itself.
 */
export function RecordPage<T, K extends QueryKey>({
  query,
  texts: { loading, failed, list, notFound },
  read,
  children,
}: RecordPageProps<T, K>) {
  const { t } = useTexts();
  const id = parseId(useParams().id);
  // Rendered in a transition: a page that is already drawn stays until the next one is ready.
  const record = useDeferredValue(useQuery({ ...query(id ?? 0), enabled: id !== null, ...serverData(id, read) }));
  const missing = id === null || (record.isError && isApiError(record.error) && record.error.status === 404);

  if (missing)
    return (
      <div className="container narrow page-pad center-text">
        <PageMeta title={t(notFound.title)} description={t(notFound.text)} noindex />
        <h1>{t(notFound.title)}</h1>
        <p>{t(notFound.text)}</p>
        <Link to={list.to} className="btn btn-primary">
          {t(notFound.linkText ?? list.backText)}
        </Link>
      </div>
    );
  if (record.isPending)
    return (
      <div className="container page-pad">
        <PageMeta title={t(list.title)} />
        <Spinner label={t(loading)} />
      </div>
    );
  if (record.isError)
    return (
      <div className="container narrow page-pad">
        <PageMeta title={t(list.title)} description={t(failed)} />
        <h1>{t(list.title)}</h1>
        <LoadError message={errorMessage(record.error)} onRetry={() => void record.refetch()} retrying={record.isFetching}>
          <BackButton fallback={list.to}>{t(list.backText)}</BackButton>
        </LoadError>
      </div>
    );
  return children(record.data);
}

/** One step of a breadcrumb trail; the last step is the page itself. */
export interface Crumb {
  label: string;
  to: string;
}

/** The trail's own steps (Home, Blog) are translated; a record's name or category shows as stored. */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const { t, message } = useTexts();
  return (
    <nav aria-label={t('Breadcrumb')} className="breadcrumb">
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.to} aria-current="page">
              {message(crumb.label)}
            </li>
          ) : (
            <li key={crumb.to}>
              <Link to={crumb.to}>{message(crumb.label)}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** The same trail as schema.org BreadcrumbList structured data, with absolute addresses. */
const breadcrumbList = (trail: readonly Crumb[], origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.label,
    item: `${origin}${crumb.to}`,
  })),
});

/** A record page's structured data (schema.org): the trail to it, then the record (a Product, a BlogPosting). */
export const recordStructuredData = (trail: readonly Crumb[], origin: string, record: { '@type': string } & Record<string, unknown>) => [
  breadcrumbList(trail, origin),
  { '@context': 'https://schema.org', ...record },
];
