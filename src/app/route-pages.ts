/**
 * Public routes that get their own HTML file in the build: index.html plus a
 * <link rel="modulepreload"> for the page's chunks, so a deep link fetches the page's code in
 * parallel with the app's entry instead of after it. The server maps each route to its file
 * (public/.htaccess, the nginx rules in the README, and `vite preview` through vite.config.ts);
 * a server without the mapping serves index.html, which works too, just without the head start.
 */
export const routePages = [
  { pattern: /^\/catalog\/?$/, file: 'catalog.html', module: 'src/features/catalog/catalog-page.tsx' },
  { pattern: /^\/blog\/?$/, file: 'blog.html', module: 'src/features/blog/blog-list-page.tsx' },
  { pattern: /^\/blog\/[^/]+\/?$/, file: 'blog-post.html', module: 'src/features/blog/blog-post-page.tsx' },
  { pattern: /^\/inquiry\/?$/, file: 'inquiry.html', module: 'src/features/inquiry/inquiry-page.tsx' },
  { pattern: /^\/buy-lead\/?$/, file: 'buy-lead.html', module: 'src/features/buy-lead/buy-lead-page.tsx' },
] as const;

/** The HTML file for a path, if the route has one of its own. */
export const routePageFile = (pathname: string): string | undefined =>
  routePages.find((page) => page.pattern.test(pathname))?.file;
