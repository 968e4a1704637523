import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';

/** The router's error boundary: a failed chunk load or a render error shows a way out, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className="container narrow center-text page-pad" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Please reload it, or go back to the home page.</p>
      <p className="row-center">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload page
        </button>
        <a className="btn btn-outline" href="/">
          Back to Home
        </a>
      </p>
    </main>
  );
}
