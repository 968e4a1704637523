import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /\/src\/i18n\/catalogs\/[a-z]+\.ts$/;

/**
 * The Hindi and Gujarati catalogs (src/i18n/catalogs/) shipped as Lingui's compiled messages, so the
 * browser loads no ICU parser (about 7 KB gzipped). A catalog is plain data: its module, stripped of
 * its types, is run here and written out compiled.
 */
export function compileCatalogs(): Plugin {
  return {
    name: 'compile-catalogs',
    apply: 'build',
    enforce: 'post',
    async transform(code, id) {
      if (!CATALOG.test(id)) return null;
      const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
        default: Record<string, string>;
      };
      const compiled = Object.fromEntries(Object.entries(module.default).map(([key, message]) => [key, compileMessage(message)]));
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
    },
  };
}
