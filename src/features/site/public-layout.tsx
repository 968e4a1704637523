import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { PublicTexts, useTexts } from '../../i18n/i18n';
import { OfflineLine } from '../offline/offline-line';
import { OutboxAnnouncer } from '../offline/outbox-announcer';
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

/** `<html lang>` follows the public site's language; the back office, outside it, is English. */
function useDocumentLanguage(language: string) {
  useEffect(() => {
    document.documentElement.lang = language;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [language]);
}

/** The public pages' frame, in the visitor's language (src/i18n/). */
export function PublicLayout() {
  return (
    <PublicTexts>
      <PublicFrame />
    </PublicTexts>
  );
}

/** Skip link, header, the page, footer. */
function PublicFrame() {
  useScrollToTopOnNewPage();
  const { t, language } = useTexts();
  useDocumentLanguage(language);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('Skip to main content')}
      </a>
      <SiteHeader />
      <OfflineLine />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
      <OutboxAnnouncer />
    </div>
  );
}
