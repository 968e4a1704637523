import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-error';

export interface LeadPageTexts {
  /** The page's title while it loads ('Enquiry Details'). */
  title: string;
  loading: string;
  notFoundTitle: string;
  notFound: string;
  /** The list the not-found page leads back to, and its link's words. */
  back: { to: string; label: string };
}

/**
 * A lead's own page by the `:id` of its route: loading, the lead, or the not-found page (a bad id, an unknown
 * one, a failed read, with the read's own words). A lead already shown stays while a later read fails, until
 * the page moves on (after a delete).
 */
export function LeadPage<T, K extends QueryKey>({
  query,
  texts,
  children,
}: {
  query: (id: number) => UseQueryOptions<T, Error, T, K>;
  texts: LeadPageTexts;
  children: (lead: T) => ReactNode;
}) {
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id) && Number(id) > 0;
  const lead = useQuery({ ...query(Number(id)), enabled: valid });

  if (!valid) return <LeadNotFound texts={texts} text={texts.notFound} />;
  if (lead.data) return children(lead.data);
  if (lead.isPending) {
    return (
      <>
        <PageMeta title={texts.title} noindex />
        <Spinner label={texts.loading} />
      </>
    );
  }
  return <LeadNotFound texts={texts} text={isApiError(lead.error) ? lead.error.message : texts.notFound} />;
}

function LeadNotFound({ texts, text }: { texts: LeadPageTexts; text: string }) {
  return (
    <section className="staff-panel staff-not-found" aria-labelledby="lead-not-found">
      <PageMeta title={texts.notFoundTitle} noindex />
      <h1 id="lead-not-found">{texts.notFoundTitle}</h1>
      <p>{text}</p>
      <Link className="btn btn-primary" to={texts.back.to}>
        {texts.back.label}
      </Link>
    </section>
  );
}
