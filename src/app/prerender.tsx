import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

/**
 * The first paint of a public page, rendered at build time into its HTML file (vite.config.ts):
 * the site frame, the page's heading band and its loading state, from the same components the
 * app renders. It is inert (nothing to click or type into) and the app replaces it when it starts,
 * with the same layout, so the page paints before any script has run and nothing moves.
 */
export function renderFrame(path: string): string {
  const rendered = renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The markers of the app's outer Suspense boundary (the staff code's loading state) are not needed: the app replaces the frame.
  const html = rendered.replace(/^<!--\$-->/, '').replace(/<!--\/\$-->$/, '');
  if (!html.startsWith('<div class="site">')) throw new Error(`prerender: unexpected markup for ${path}: ${html.slice(0, 80)}`);
  if (/<script|<title|<meta/i.test(html)) throw new Error(`prerender: ${path} rendered a script or head element`);
  return html.replace('<div class="site">', '<div class="site" inert="">');
}
