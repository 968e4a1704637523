import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppRunningContext } from './app-running';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

/**
 * The first paint of a public page, rendered at build time into its HTML file (build/route-pages.ts):
 * the site frame, the page's heading band and its loading state, from the same components the
 * app renders. The app hydrates it (src/main.tsx): the frame is kept as it is and only the page's
 * own content is rendered, so the page paints before any script has run and nothing moves or is
 * drawn twice. Its links work before then; the page's controls come with the app.
 */
export function renderFrame(path: string): string {
  const html = renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRunningContext value={false}>
          <AppRoutes />
        </AppRunningContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  if (!html.startsWith('<!--$--><div class="site">')) throw new Error(`prerender: unexpected markup for ${path}: ${html.slice(0, 80)}`);
  if (/<script|<title|<meta/i.test(html)) throw new Error(`prerender: ${path} rendered a script or head element`);
  return html;
}
