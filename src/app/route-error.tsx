import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '../components/spinner';
import { roleList } from '../features/staff/roles';
import { PublicTexts, useTexts } from '../i18n/i18n';
import { isChunkLoadError, reloadForNewRelease } from './release-reload';

const isStaffPath = (pathname: string) =>
  roleList.some((role) => pathname === role.basePath || pathname.startsWith(`${role.basePath}/`) || role.loginPaths.includes(pathname));

function RouteErrorPanel() {
  const { t } = useTexts();
  return (
    <main className="container narrow center-text page-pad" role="alert">
      <h1>{t('Something went wrong')}</h1>
      <p>{t('This page could not be shown. Please reload it, or go back to the home page.')}</p>
      <p className="row-center">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('Reload page')}
        </button>
        <a className="btn btn-outline" href="/">
          {t('Back to Home')}
        </a>
      </p>
    </main>
  );
}

/**
 * What a page that failed to render (or whose code could not be fetched) shows: a way out, never a
 * blank page; in the visitor's language on the public site, in English in the back office.
 */
export function RouteError() {
  return isStaffPath(useLocation().pathname) ? (
    <RouteErrorPanel />
  ) : (
    <PublicTexts>
      <RouteErrorPanel />
    </PublicTexts>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** The page's code is gone with an older release: the page is reloading (src/app/release-reload.ts). */
  reloading: boolean;
  pathname: string;
}

/** Shows RouteError when the pages below throw; going to another page tries again. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, reloading: false, pathname: this.props.pathname };

  // The reload starts here, not after the commit, so the error page never flashes up before it;
  // reloadForNewRelease is idempotent, so a second call during the same render does nothing.
  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, reloading: isChunkLoadError(error) && reloadForNewRelease() };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, reloading: false, pathname: props.pathname };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return this.state.reloading ? <Spinner label="Loading..." /> : <RouteError />;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>;
}
