import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { DemoBadge } from './app/demo-badge';
import { preloadRoute } from './app/router';
import { env } from './config/env';
import './styles.css';

async function start() {
  // The page's own code downloads while the rest starts up (and, in the demo, the fake backend loads).
  preloadRoute(window.location.pathname);
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
  const container = document.getElementById('root')!;
  const hydrating = container.hasChildNodes();
  const app = (
    <StrictMode>
      <App hydrating={hydrating} />
    </StrictMode>
  );
  if (hydrating) {
    // A route page's HTML (src/app/route-pages.ts) holds its prerendered frame: the app takes it over
    // as it is, rendering only the page's own content, instead of drawing and laying out the whole
    // page again. Hydration yields to the browser as it goes, like the transition below.
    hydrateRoot(container, app);
  } else {
    // As a transition the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (Total Blocking Time on slow phones).
    startTransition(() => createRoot(container).render(app));
  }
  if (env.mocking) {
    // A root of its own, outside the prerendered page the app hydrates.
    const badge = document.body.appendChild(document.createElement('div'));
    createRoot(badge).render(<DemoBadge started={demoBackendStarted} />);
  }
}

void start();
