import { Link } from 'react-router-dom';
import { PageMeta } from '../components/page-meta';

export function NotFoundPage() {
  return (
    <section className="container narrow center-text page-pad" aria-labelledby="not-found-title">
      <PageMeta title="Page Not Found" description="The page you asked for does not exist." noindex />
      <h1 id="not-found-title">Page Not Found</h1>
      <p>The page you're looking for doesn't exist or may have been moved.</p>
      <Link className="btn btn-primary" to="/">
        Back to Home
      </Link>
    </section>
  );
}
