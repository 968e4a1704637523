import { publicPages, type PublicPageName } from './public-pages';

type Param<Path> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | Param<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A page's path builder: its path, a function of its parameters (in order), or of its query parameter. */
type Builder<Page> = Page extends { path: infer Path }
  ? [Param<Path>] extends [never]
    ? Page extends { query: string }
      ? (value?: string) => string
      : Path
    : (...values: (string | number)[]) => string
  : never;

function builder(page: { path: string; query?: string }): unknown {
  if (page.path.includes(':')) {
    return (...values: (string | number)[]) => {
      let index = 0;
      return page.path.replace(/:[^/]+/g, () => encodeURIComponent(String(values[index++] ?? '')));
    };
  }
  const { query } = page;
  if (query) return (value?: string) => (value ? `${page.path}?${query}=${encodeURIComponent(value)}` : page.path);
  return page.path;
}

/** Path builders for the public pages, derived from their table (src/config/public-pages.ts). */
export const paths = {
  home: '/',
  ...(Object.fromEntries(Object.entries(publicPages).map(([name, page]) => [name, builder(page)])) as {
    [Name in PublicPageName]: Builder<(typeof publicPages)[Name]>;
  }),
} as const;
