import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { startLanguage } from '../i18n/i18n';
import { languages, type Language } from '../i18n/languages';
import { AppRunningContext } from './app-running';
import { createQueryClient } from './query-client';
import { AppRoutes, preloadRoute } from './router';

/** A page's prerendered first paint: what goes into #root, its own <title> and <meta> if it has them, and its language. */
export interface Frame {
  head: string;
  body: string;
  language: Language;
}

/**
 * The site's languages, English first: the build draws a page in each of them (build/route-pages.ts,
 * which reads this module through Vite's SSR loader, where knip cannot follow it).
 * @public
 */
export const frameLanguages: readonly Language[] = languages.map((language) => language.code);

/**
 * The first paint of a public page, rendered at build time into its HTML file (build/route-pages.ts):
 * the site frame, the page's heading band and its loading state (or, for a page that reads no data,
 * the page itself), from the same components the app renders. The app hydrates it (src/main.tsx):
 * the frame is kept as it is and only the page's own content is rendered, so the page paints before
 * any script has run and nothing moves or is drawn twice. Its links work before then; the page's
 * controls come with the app.
 */
export async function renderFrame(path: string, language: Language = 'en'): Promise<Frame> {
  // As the app's start-up does: a page drawn whole needs its code, and its language, in before the render.
  await Promise.all([preloadRoute(path), startLanguage(language)]);
  const html = renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRunningContext value={false}>
          <AppRoutes />
        </AppRunningContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const start = html.indexOf('<!--$--><div class="site">');
  if (start < 0) throw new Error(`prerender: unexpected markup for ${path}: ${html.slice(0, 80)}`);
  // React puts the <title> and <meta> of a page drawn whole (PageMeta) first: they go into the HTML's head.
  const head = html.slice(0, start);
  const body = html.slice(start);
  if (!/^(<title>[^<]*<\/title>|<meta [^>]*\/?>)*$/.test(head)) throw new Error(`prerender: ${path} rendered ${head.slice(0, 80)} first`);
  if (/<script|<title|<meta/i.test(body)) throw new Error(`prerender: ${path} rendered a script or head element in the page`);
  return { head, body, language };
}
