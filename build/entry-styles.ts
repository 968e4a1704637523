import type { Plugin } from 'vite';

/**
 * The entry's stylesheet is inlined into every page's HTML (first-paint.ts), so no `<link>` names it.
 * A lazy chunk that shares a module with the entry lists that stylesheet among its own; Vite's
 * preloading helper finds no `<link>` for it and appends it again, after the screens' stylesheets:
 * its generic rules (`.btn`) then beat a screen's (`.staff-menu-toggle`), depending on the visitor's
 * path through the site. Taking the entry's stylesheet out of every other chunk's list keeps it
 * first, as in development, and saves fetching it twice.
 */
export function entryStyles(): Plugin {
  return {
    name: 'entry-styles',
    apply: 'build',
    // `post` puts this after Vite's HTML plugin has written the entry's stylesheet into each page and
    // before its import analysis turns the chunks' stylesheets (the entry's among them, since lazy
    // chunks import from the entry) into preload lists.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const inlined = chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
      for (const chunk of chunks) inlined.forEach((file) => chunk.viteMetadata?.importedCss.delete(file));
    },
  };
}
