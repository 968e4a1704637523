import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { DemoBadge } from './demo-badge';
import { reloadOnPreloadError } from './release-reload';

export { preloadRoute } from './router';

/**
 * Renders the app into `container`. A route page's HTML (src/config/public-pages.ts) holds its
 * prerendered frame: the app takes it over as it is (hydration), rendering only the page's own
 * content, instead of drawing and laying out the whole page again. Either way the first render is
 * a transition: it yields to the browser every few milliseconds instead of holding the main thread
 * for the whole page.
 */
export function renderApp(container: HTMLElement, { hydrate = true } = {}): void {
  reloadOnPreloadError();
  // A frame prerendered in another language than the visitor's is drawn afresh.
  if (!hydrate) container.replaceChildren();
  const hydrating = container.hasChildNodes();
  const app = (
    <StrictMode>
      <App hydrating={hydrating} />
    </StrictMode>
  );
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

/** The demo badge, in a root of its own outside the prerendered page the app hydrates. */
export function renderDemoBadge(started: boolean): void {
  const badge = document.body.appendChild(document.createElement('div'));
  createRoot(badge).render(<DemoBadge started={started} />);
}
