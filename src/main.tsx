import { env } from './config/env';
import { nextTask } from './lib/tasks';
// The first paint's styles, all in the entry's stylesheet (inlined into the HTML by the build): the
// base, the site frame and the home page show before any of the app's code has run.
import './styles.css';
import './features/site/site.css';
import './features/home/home.css';

/**
 * Starts the app in steps, each its own task, so that no step holds the main thread for long on a
 * slow phone (Total Blocking Time): React DOM's code, then the app's, then the page's, then the
 * first render. The HTML preloads all of it (vite.config.ts), so the steps wait on no download.
 */
async function start() {
  await import('react-dom/client');
  await nextTask();
  const { preloadRoute, renderApp, renderDemoBadge } = await import('./app/start-app');
  await nextTask();
  const pageCode = preloadRoute(window.location.pathname);
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
  await pageCode;
  await nextTask();
  renderApp(document.getElementById('root')!);
  if (env.mocking) renderDemoBadge(demoBackendStarted);
}

void start();
