import type { EndpointId } from '../../php-contract/endpoints';

/**
 * Public routes that get their own HTML file in the build: index.html with the page's first paint
 * prerendered (from `example`; src/app/prerender.tsx) and <link rel="modulepreload"> for the page's
 * chunks, so a deep link paints at once and fetches the page's code in parallel with the app's entry. The server maps each route to its file
 * (public/.htaccess, the nginx rules in the README, and `vite preview` through vite.config.ts);
 * a server without the mapping serves index.html, which works too, just without the head start.
 */
export interface RoutePage {
  pattern: RegExp;
  /** A path the prerendered first paint is drawn for. */
  example: string;
  file: string;
  module: string;
  /**
   * The backend calls the page makes as soon as it opens, without query parameters: the page's
   * HTML preloads them (<link rel="preload" as="fetch">) so the data downloads alongside the code,
   * and the app's own request is answered from that preload.
   */
  calls: readonly EndpointId[];
  /**
   * The page's one-record call, its `id` the number at the end of the path: the HTML runs a small
   * script (src/app/early-record-script.ts) that makes the call, and fetches the record's picture
   * as soon as the reply is in, before the app has started; the app reads that reply.
   */
  recordCall?: EndpointId;
}

export const routePages: readonly RoutePage[] = [
  { pattern: /^\/catalog\/?$/, example: '/catalog', file: 'catalog.html', module: 'src/features/catalog/catalog-page.tsx', calls: ['listParts', 'listCategories'] },
  { pattern: /^\/blog\/?$/, example: '/blog', file: 'blog.html', module: 'src/features/blog/blog-list-page.tsx', calls: ['listBlogPosts'] },
  { pattern: /^\/blog\/[^/]+\/?$/, example: '/blog/1', file: 'blog-post.html', module: 'src/features/blog/blog-post-page.tsx', calls: [], recordCall: 'getBlogPost' },
  { pattern: /^\/inquiry\/?$/, example: '/inquiry', file: 'inquiry.html', module: 'src/features/inquiry/inquiry-page.tsx', calls: [] },
  { pattern: /^\/buy-lead\/?$/, example: '/buy-lead', file: 'buy-lead.html', module: 'src/features/buy-lead/buy-lead-page.tsx', calls: [] },
];

/** The HTML file for a path, if the route has one of its own. */
export const routePageFile = (pathname: string): string | undefined =>
  routePages.find((page) => page.pattern.test(pathname))?.file;
