import type { Plugin } from 'vite';
import { originOf } from './security-headers.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the first paint needs without a round trip more than necessary: the entry stylesheet inlined
 * (about 6 KB gzipped; a separate file would block rendering for a request on a slow phone network),
 * and connections to the backend opened while the scripts download. Data calls are CORS requests
 * (an anonymous connection); images use the credentialed one.
 */
export function firstPaint(env: { backendUrl: string; assetHost: string }): Plugin {
  return {
    name: 'first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        let out = html;
        for (const item of Object.values(context.bundle ?? {})) {
          if (item.type !== 'asset' || !item.fileName.endsWith('.css')) continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${escapeRegExp(item.fileName)}"[^>]*>`);
          out = out.replace(link, () => `<style>${String(item.source)}</style>`);
        }
        const backend = originOf(env.backendUrl);
        const assets = originOf(env.assetHost);
        const hints = [
          ...(backend ? [`<link rel="preconnect" href="${backend}" crossorigin>`] : []),
          ...(assets ? [`<link rel="preconnect" href="${assets}">`] : []),
        ];
        return hints.length ? out.replace('</title>', () => `</title>\n    ${hints.join('\n    ')}`) : out;
      },
    },
  };
}
