import { Link } from 'react-router-dom';
import { PageMeta } from './page-meta';

interface NotFoundPanelProps {
  /** The heading, also the page title: 'Post Not Found', 'Part Not Found'. */
  title: string;
  /** For search engines (the page is not indexed). */
  description: string;
  text: string;
  /** Where the way out goes, and what it says. */
  to: string;
  linkText: string;
}

/** A record page whose record does not exist: the spec's heading and a way back to the list. */
export function NotFoundPanel({ title, description, text, to, linkText }: NotFoundPanelProps) {
  return (
    <div className="container narrow page-pad center-text">
      <PageMeta title={title} description={description} noindex />
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to={to} className="btn btn-primary">
        {linkText}
      </Link>
    </div>
  );
}
