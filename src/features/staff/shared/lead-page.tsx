import { Link } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';

/** A lead's page for an id the backend has no lead for, or whose read failed: what happened, and the way back to its list. */
export function LeadNotFound({ title, text, back }: { title: string; text: string; back: { to: string; label: string } }) {
  return (
    <section className="staff-panel staff-not-found" aria-labelledby="lead-not-found">
      <PageMeta title={title} noindex />
      <h1 id="lead-not-found">{title}</h1>
      <p>{text}</p>
      <Link className="btn btn-primary" to={back.to}>
        {back.label}
      </Link>
    </section>
  );
}
