import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
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
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (Total Blocking Time on slow phones).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App demoBackendStarted={demoBackendStarted} />
      </StrictMode>,
    );
  });
}

void start();
