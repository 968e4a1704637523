import { preloadRoute, renderApp, renderDemoBadge } from './app/start-app';
import { startOffline } from './app/start-offline';
import { env } from './config/env';
import { startLanguage } from './i18n/i18n';
import { initialLanguage, isLanguage } from './i18n/languages';
// The first paint's styles, each beside what it styles, all in the entry's stylesheet (inlined into
// the HTML by the build): the base, the site frame and the home page show before any of the app's
// code has run, and a lazy page's code brings none of them late.
import './styles.css';
import './components/form-field.css';
import './components/spinner.css';
import './components/load-error.css';
import './app/demo-badge.css';
import './app/early-record.css';
import './features/site/public-page.css';
import './features/site/page-header.css';
import './features/site/public-layout.css';
import './features/site/site-header.css';
import './features/site/site-footer.css';
import './features/site/chat-button.css';
import './features/basket/basket-link.css';
import './features/home/home.css';

async function start() {
  const pageCode = preloadRoute(window.location.pathname);
  const language = initialLanguage();
  // Hindi or Gujarati is loaded before the first render: the page is in it as soon as the app has taken it over.
  // The HTML is drawn in English, or in the visitor's language where `?lang=` was answered with such a page.
  const drawnIn = isLanguage(document.documentElement.lang) ? document.documentElement.lang : null;
  const texts = startLanguage(language, drawnIn ?? 'en').catch(() => undefined);
  let demoBackendStarted = true;
  if (env.mocking) {
    // The fake backend is loaded only when it is on, so production bundles never run it.
    try {
      const { startMockBackend } = await import('../mocks/browser');
      await startMockBackend();
    } catch (error) {
      // A browser that refuses service workers (some private modes, a plain-HTTP address) still gets
      // the site: its pages show their load errors and the demo badge says why, rather than the
      // page's first paint staying on "Loading..." for good.
      demoBackendStarted = false;
      console.error('The demo backend did not start:', error instanceof Error ? error.message : error);
    }
  }
  // With the page's code in, the first render draws the page itself, not its loading state first.
  await Promise.all([pageCode, texts]);
  // HTML drawn in a third language (none the server sends) is drawn afresh.
  renderApp(document.getElementById('root')!, { hydrate: drawnIn === language || drawnIn === 'en' });
  if (env.mocking) renderDemoBadge(demoBackendStarted);
  startOffline();
}

void start();
