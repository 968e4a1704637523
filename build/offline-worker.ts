import type { Plugin, Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { RuntimeCaching } from 'workbox-build';
import { endpointList } from '../php-contract/endpoints.ts';
import { pageModuleFile, pathPattern, publicPageList } from '../src/config/public-pages.ts';
import { site } from '../src/config/site.ts';
import { PUBLIC_READS } from '../src/features/offline/public-reads.ts';
import { DEMO_FILES } from './drop-demo-files.ts';
import { originOf } from './security-headers.ts';

/**
 * The public site's service worker (Workbox, through vite-plugin-pwa: configured here, not written by
 * hand) and its web app manifest. Built only for a real backend: in demo mode the fake backend's
 * worker (MSW) owns the scope. The page registers it after load (src/app/start-offline.ts).
 *
 * What it keeps, and nothing else (docs/offline.md):
 * - precache: every public page's HTML (the public-page table) and the code and styles they load,
 *   less the back office's and the 3D viewer's;
 * - the backend's public reads (`PUBLIC_READS`, src/features/offline/public-reads.ts), network first with a short wait, for a week;
 * - pictures from the site and the backend, at most `IMAGES.entries` of them, for a month.
 * A staff route, a staff call (enquiries, buy leads, logins, anything not named here) and every
 * write go past it to the network, never into a cache.
 */

/** How long a page's HTML waits for the network before the copy on the device answers. */
export const PAGE_TIMEOUT_S = 3;
/** How long a public read waits for the network before the copy on the device answers. */
export const READ_TIMEOUT_S = 4;
export const READS = { entries: 200, maxAgeS: 7 * 24 * 3600 };
export const IMAGES = { entries: 80, maxAgeS: 30 * 24 * 3600 };

/** The suffix that keeps a precached page from answering its route before the network is tried. */
export const OFFLINE_COPY = '?offline';

/**
 * Besides the build's notes and the demo's files, the pages drawn in another language (`inquiry.hi.html`,
 * build/route-pages.ts): they answer `?lang=` online; offline the English copy answers, and the app
 * draws it in the visitor's language.
 */
const NOT_PRECACHED = ['.vite/**', 'nginx.conf.example', '*.??.html', ...DEMO_FILES.flatMap((file) => [file, `${file}/**`])];

/** Code the public pages do not need up front: the 3D viewer is downloaded when a visitor asks for a model. */
const ON_REQUEST_ONLY = ['/node_modules/@google/model-viewer/'];
/**
 * What the entry imports on demand that the public pages need: the languages' catalogs and runtime
 * (src/i18n/), so a Hindi or Gujarati visitor offline still reads the site in their language, and the
 * query client (src/app/query-root.tsx), which the router loads beside every page.
 */
const PUBLIC_ON_DEMAND = /\/src\/(?:i18n\/(?:catalogs\/[a-z]+|translator)\.ts|app\/query-root\.tsx)$/;

type Chunk = Rolldown.OutputChunk;

/**
 * The code and styles of the public pages: the entry, each public page's chunk (the public-page
 * table) and PUBLIC_ON_DEMAND, with what they import, statically or on demand, less ON_REQUEST_ONLY.
 * The entry's own on-demand imports are the router's pages, the back office's among them: only the
 * table's are taken.
 */
export function publicCode(chunks: readonly Chunk[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const visit = (chunk: Chunk | undefined, withDynamic: boolean) => {
    if (
      !chunk ||
      found.has(chunk.fileName) ||
      chunk.moduleIds.some((id) => ON_REQUEST_ONLY.some((path) => id.replace(/\\/g, '/').includes(path)))
    )
      return;
    found.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => found.add(css));
    chunk.imports.forEach((file) => visit(byFile.get(file), withDynamic));
    if (withDynamic) chunk.dynamicImports.forEach((file) => visit(byFile.get(file), true));
  };
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk, false));
  // The home page is lazy too (src/app/router.tsx), outside the public pages' table.
  const pageChunks = [...publicPageList.map(pageModuleFile), 'src/features/home/home-page.tsx'].map((file) =>
    chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(file)),
  );
  pageChunks.forEach((chunk) => visit(chunk, true));
  chunks
    .filter((chunk) => chunk.moduleIds.some((id) => PUBLIC_ON_DEMAND.test(id.replace(/\\/g, '/'))))
    .forEach((chunk) => visit(chunk, true));
  // The entry was visited without its on-demand imports; a page reached again must still bring its own.
  for (const chunk of pageChunks) if (chunk) chunk.dynamicImports.forEach((file) => visit(byFile.get(file), true));
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A URL on any origin whose path (and optional query) the page pattern matches: the worker sees full URLs. */
const pageUrl = (pattern: string) => new RegExp(`^https?://[^/]+${pattern.replace(/^\^/, '').replace(/\/\?\$$/, '/?(?:[?#].*)?$')}`);

/** A URL prefix as a pattern: a backend or asset host on its own origin, or a folder on the site's. */
const prefixPattern = (url: string) => (originOf(url) ? escapeRegExp(url) : `https?://[^/]+${escapeRegExp(url)}`);

/** The scripts of the public reads, on the backend's origin or, with a relative backend, on the site's. */
export function publicReadPattern(backendUrl: string): RegExp {
  const scripts = [
    ...new Set(
      endpointList.filter((entry) => entry.method === 'GET' && PUBLIC_READS.includes(entry.resource)).map((entry) => entry.script),
    ),
  ];
  return new RegExp(`^${prefixPattern(backendUrl)}/(?:${scripts.map(escapeRegExp).join('|')})(?:\\?.*)?$`);
}

/**
 * Part and blog pictures, under the backend or the asset host. Other hosts' pictures are left to
 * the browser: the worker's fetches obey connect-src, which names only these.
 */
export function imagePattern(prefixes: readonly string[]): RegExp {
  return new RegExp(`^(?:${[...new Set(prefixes)].map(prefixPattern).join('|')})/.*\\.(?:png|jpe?g|webp|gif|avif|svg)(?:\\?.*)?$`, 'i');
}

/**
 * Stamps each public read the worker keeps with when it was kept (OFFLINE_COPY_HEADER,
 * src/config/offline-copy.ts), so a reply the worker later answers from it carries that time. The
 * page's own reply from the network is another object and carries nothing. Workbox writes this
 * function's source into the worker, so it names the header itself (its unit test holds the two together).
 */
export const stampCopies = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    const headers = new Headers(response.headers);
    headers.set('X-Offline-Copy', new Date().toUTCString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

export function runtimeCaching(env: { backendUrl: string; assetHost: string }): RuntimeCaching[] {
  const pages = [{ pattern: '^/$', file: 'home.html' }, ...publicPageList.map((page) => ({ pattern: pathPattern(page), file: page.file }))];
  return [
    // A page's HTML comes from the network while there is one, so a new release shows on the next
    // load; with none (or none within the wait) the precached copy of this worker's release answers,
    // whose code is precached with it. The network's copy is never stored (no status is cacheable):
    // it may name code of a release this worker does not hold.
    ...pages.map(({ pattern, file }) => ({
      urlPattern: pageUrl(pattern),
      handler: 'NetworkFirst' as const,
      options: {
        cacheName: 'pages-never-stored',
        networkTimeoutSeconds: PAGE_TIMEOUT_S,
        cacheableResponse: { statuses: [] },
        precacheFallback: { fallbackURL: `/${file}${OFFLINE_COPY}` },
      },
    })),
    {
      urlPattern: publicReadPattern(env.backendUrl),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'public-reads',
        networkTimeoutSeconds: READ_TIMEOUT_S,
        expiration: { maxEntries: READS.entries, maxAgeSeconds: READS.maxAgeS, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
        // After cacheableResponse, which drops what is not kept.
        plugins: [stampCopies],
      },
    },
    {
      urlPattern: imagePattern([env.backendUrl, env.assetHost]),
      handler: 'CacheFirst',
      options: {
        cacheName: 'images',
        expiration: { maxEntries: IMAGES.entries, maxAgeSeconds: IMAGES.maxAgeS, purgeOnQuotaError: true },
        // A picture on another origin loads without CORS: its reply is opaque (status 0).
        cacheableResponse: { statuses: [0, 200] },
      },
    },
  ];
}

export function offlineWorker(env: { backendUrl: string; assetHost: string; mocking: boolean }): Plugin[] {
  let publicFiles = new Set<string>();
  const findPublicCode: Plugin = {
    name: 'offline-worker-public-code',
    apply: 'build',
    generateBundle(_options, bundle) {
      publicFiles = publicCode(Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk'));
    },
  };
  const isPrecached = (url: string) => !/\.(?:js|css)$/.test(url) || publicFiles.has(url);
  return [
    findPublicCode,
    ...VitePWA({
      disable: env.mocking,
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        name: site.name,
        short_name: 'Sai Truck Parts',
        description: site.tagline,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0f2a4a',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{html,js,css,svg}'],
        globIgnores: NOT_PRECACHED,
        // Precached pages are kept under another URL: they answer only when the network does not.
        manifestTransforms: [
          async (entries) => ({
            manifest: entries
              .filter((entry) => isPrecached(entry.url))
              .map((entry) => (entry.url.endsWith('.html') ? { ...entry, url: `${entry.url}${OFFLINE_COPY}` } : entry)),
            warnings: [],
          }),
        ],
        dontCacheBustURLsMatching: /^assets\//,
        directoryIndex: null,
        navigateFallback: null,
        runtimeCaching: runtimeCaching(env),
        // A new release's worker takes over at once; the page's next load is the new release.
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // The staff alerts' notifications shown through this worker (src/features/staff/alerts) open their lead.
        importScripts: ['notification-click.js'],
      },
    }),
  ];
}
