import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { OfflineLine } from '../offline/offline-line';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * A new page opens at its top. Back and forward are left to the browser, which puts the page
 * back where the visitor left it.
 */
function useScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** The public pages' frame: skip link, header, the page, footer. */
export function PublicLayout() {
  useScrollToTopOnNewPage();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <OfflineLine />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
