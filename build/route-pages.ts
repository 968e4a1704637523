import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Plugin, type Rolldown } from 'vite';
import { endpoints } from '../php-contract/endpoints.ts';
import { examplePath, fileInLanguage, pageModuleFile, publicPageAt, publicPageList } from '../src/config/public-pages.ts';
import { compileCatalogs } from './compile-catalogs.ts';
import type { EarlyScript } from './early-script.ts';

type Chunk = Rolldown.OutputChunk;

/** The query client's module, which the router loads beside every public page (src/app/router.tsx, withQueries). */
const QUERY_ROOT = '/src/app/query-root.tsx';
/** The home page's module (lazy, src/app/router.tsx) and its HTML file: index.html with its code preloaded. */
const HOME_PAGE = 'src/features/home/home-page.tsx';
export const HOME_FILE = 'home.html';

type Frame = import('../src/app/prerender').Frame;

/**
 * Renders each page's first paint (src/app/prerender.tsx) with the app's own components: every page in
 * English, and the pages drawn whole (`whole`) in each of the site's other languages too.
 */
async function renderFrames(mode: string, paths: string[], whole: string[]): Promise<(Frame & { path: string })[]> {
  const server = await createServer({
    mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    // The catalogs as the build ships them: a production Lingui fills in no placeholder of a message it was given uncompiled.
    plugins: [{ ...compileCatalogs(), apply: 'serve' }],
  });
  try {
    const { renderFrame, frameLanguages } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as typeof import('../src/app/prerender');
    const frames: (Frame & { path: string })[] = [];
    for (const language of frameLanguages)
      for (const path of language === 'en' ? paths : whole) frames.push({ ...(await renderFrame(path, language)), path });
    return frames;
  } finally {
    await server.close();
  }
}

/** The chunks `start` loads up front (itself and its static imports), less those `html` already loads. */
export function chunkClosure(start: Chunk, chunks: readonly Chunk[], html: string): Chunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Map<string, Chunk>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || found.has(chunk.fileName) || html.includes(`/${chunk.fileName}"`)) return;
    found.set(chunk.fileName, chunk);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  visit(start);
  return [...found.values()];
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A one-record call's early script: where it asks, and the script (inline, build/early-script.ts). */
export interface EarlyRecord {
  url: string;
  script: EarlyScript;
}

/** A page drawn whole (the home page, the forms): its stylesheets' text by file, and its inline script if the build has one. */
export interface Whole {
  styles: ReadonlyMap<string, string>;
  script?: EarlyScript;
}

/**
 * A public page's HTML: index.html with its first paint in #root, and hints that fetch the page's
 * code and stylesheets alongside the app's own; a page with a one-record call runs the early script
 * first, inline, so that its request leaves as the HTML is read.
 * The first paint is in the HTML and needs none of the app's code, so the entry and every module
 * preload are fetched at low priority (`fetchpriority="low"`, `lowPriorityCode`): on HTTP/1.1's six
 * connections a record's request and its picture (high) go first, and Lighthouse's estimate of the
 * first paint no longer counts the code as render-blocking.
 * A page drawn whole (`whole`) carries its stylesheets inline, so it paints as it is before any file
 * more arrives; with its inline script (src/app/after-paint-script.ts), its code is named in
 * `<meta name="app-code">` (the entry, then the modules it imports) for the script to load once the
 * page has painted (src/app/app-after-paint.ts),
 * as the server does for a record page (server/record.php), instead of fetched with the HTML: on a
 * phone's link its text is then its largest paint with no script before it (docs/decisions.md).
 */
export function routePageHtml(
  index: string,
  frame: Frame,
  files: readonly Chunk[],
  record?: EarlyRecord,
  { lowPriorityCode = true, whole, afterPaint }: { lowPriorityCode?: boolean; whole?: Whole; afterPaint?: EarlyScript } = {},
): string {
  // Two chunks may share a stylesheet: it is fetched once.
  const css = [...new Set(files.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];
  const early = record ? [`<meta name="early-record" content="${attribute(record.url)}">`, `<script>${record.script.code}</script>`] : [];
  const entry = /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"><\/script>/.exec(index);
  if (!index.includes('<div id="root"></div>') || !entry) throw new Error('route-pages: index.html has no empty #root or no entry script');
  // Each inline stylesheet is also named by a disabled link, which the browser does not fetch: the
  // loader of the page's code (Vite's) then finds it in place and does not download it again.
  const styles = whole
    ? css.flatMap((file) => [`<style>${inlineStyle(whole.styles, file)}</style>`, `<link rel="stylesheet" disabled href="/${file}">`])
    : [];
  const hints = [
    ...(whole?.script ? [] : files.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`)),
    ...(whole ? [] : css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`)),
  ];
  // The entry's own module preloads, which Vite writes into index.html, wait with the rest of the code.
  const preloads = whole?.script ? [...index.matchAll(/\s*<link rel="modulepreload"[^>]*\shref="(\/assets\/[^"]+\.js)">/g)] : [];
  const code = whole?.script
    ? [
        `<meta name="app-code" content="${attribute([entry[1]!, ...preloads.map((link) => link[1]!), ...files.map((chunk) => `/${chunk.fileName}`)].join(' '))}">`,
        `<script>${whole.script.code}</script>`,
      ]
    : [
        ...early,
        lowPriorityCode ? entry[0].replace('<script type="module"', '<script type="module" fetchpriority="low"') : entry[0],
        // A list page keeps its code as it is; the server, drawing the list into it (server/list.php), names
        // that code in <meta name="app-code"> instead, and the script loads it after the paint.
        ...(afterPaint ? [`<script>${afterPaint.code}</script>`] : []),
      ];
  const low = (html: string) =>
    lowPriorityCode
      ? html.replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
      : html;
  // A page drawn in another language says so: to the app, which takes over only a page in the
  // visitor's language (src/main.tsx), and to screen readers and search engines.
  const page = index.replace('<html lang="en">', () => `<html lang="${frame.language}">`);
  if (!page.includes(`<html lang="${frame.language}">`)) throw new Error('route-pages: index.html has no <html lang="en">');
  return low(
    withHead(
      preloads.reduce((html, link) => html.replace(link[0], ''), page),
      frame,
    )
      .replace(entry[0], () => code.join('\n    '))
      .replace('</head>', () => `  ${[...styles, ...hints].join('\n    ')}\n  </head>`),
  ).replace('<div id="root"></div>', () => `<div id="root">${frame.body}</div>`);
}

/** A stylesheet's text for a <style> element; one that could close it early is refused. */
function inlineStyle(styles: ReadonlyMap<string, string>, file: string): string {
  const text = styles.get(file);
  if (text === undefined || /<\/style/i.test(text)) throw new Error(`route-pages: cannot inline the stylesheet ${file}`);
  return text;
}

/** A page drawn whole has its own title and description, in place of the site's. */
function withHead(index: string, frame: Frame): string {
  const title = /<title>[^<]*<\/title>/;
  const description = /\s*<meta\s+name="description"[^>]*\/>/;
  if (!frame.head) return index;
  if (!(title.test(index) && description.test(index))) throw new Error('route-pages: index.html has no <title> and description to replace');
  return index.replace(description, '').replace(title, () => frame.head);
}

/**
 * One HTML file per public page (src/config/public-pages.ts), and `vite preview` serving each page's
 * path from it as the production server rules do. The fake backend answers from a service worker
 * that is not there yet on a first visit, so a demo build has no inline scripts (vite.config.ts).
 */
export function routePages(env: {
  backendUrl: string;
  earlyScript?: (() => Promise<EarlyScript>) | null;
  afterPaintScript?: (() => Promise<EarlyScript>) | null;
}): Plugin {
  let outDir = 'dist';
  let mode = 'production';
  return {
    name: 'route-pages',
    configResolved(config) {
      outDir = config.build.outDir;
      mode = config.mode;
    },
    configurePreviewServer(server) {
      const root = server.config.build.outDir;
      server.middlewares.use((req, _res, next) => {
        const [path = '/', query] = (req.url ?? '/').split('?');
        const page = path === '/' ? HOME_FILE : publicPageAt(path)?.file;
        // `?lang=` is answered with the page drawn in that language, where the build wrote one.
        const language = new URLSearchParams(query).get('lang');
        const drawn = page && language ? fileInLanguage(page, language.replace(/[^a-z]/g, '')) : undefined;
        const file = drawn && existsSync(join(root, drawn)) ? drawn : page;
        if (file && existsSync(join(root, file))) req.url = `/${file}${query === undefined ? '' : `?${query}`}`;
        next();
      });
    },
    async writeBundle(_options, bundle) {
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      const examples = publicPageList.map(examplePath);
      // The home page and the pages drawn whole are also written in each other language (`?lang=`).
      const frames = await renderFrames(mode, ['/', ...examples], ['/', ...publicPageList.filter((page) => page.whole).map(examplePath)]);
      const framesOf = (path: string) => frames.filter((frame) => frame.path === path);
      const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
      const script = env.earlyScript ? await env.earlyScript() : undefined;
      const styles = new Map(
        Object.values(bundle).flatMap((item) =>
          item.type === 'asset' && item.fileName.endsWith('.css') ? [[item.fileName, String(item.source)] as const] : [],
        ),
      );
      // Without the inline script (a demo build, whose fake backend starts with the app), the code comes with the HTML.
      const whole: Whole = { styles, script: env.afterPaintScript ? await env.afterPaintScript() : undefined };
      const queryRoot = chunks.find((item) => item.facadeModuleId?.replace(/\\/g, '/').endsWith(QUERY_ROOT));
      publicPageList.forEach((page, position) => {
        const chunk = chunks.find((item) => item.facadeModuleId?.replace(/\\/g, '/').endsWith(pageModuleFile(page)));
        if (!chunk) throw new Error(`route-pages: no chunk for ${pageModuleFile(page)}`);
        const record = page.record && script ? { url: `${env.backendUrl}/${endpoints[page.record].script}`, script } : undefined;
        const files = [chunk, queryRoot].flatMap((start) => (start ? chunkClosure(start, chunks, index) : []));
        const unique = [...new Map(files.map((item) => [item.fileName, item])).values()];
        for (const frame of framesOf(examples[position]!))
          writeFileSync(
            join(outDir, fileInLanguage(page.file, frame.language)),
            routePageHtml(index, frame, unique, record, {
              whole: page.whole ? whole : undefined,
              afterPaint: page.list ? whole.script : undefined,
            }),
          );
      });
      // The home page reads no data: its HTML holds the whole page. index.html, which answers the back
      // office and unknown paths, holds no frame and preloads nothing more.
      const home = chunks.find((item) => item.facadeModuleId?.replace(/\\/g, '/').endsWith(HOME_PAGE));
      if (!home) throw new Error(`route-pages: no chunk for ${HOME_PAGE}`);
      for (const frame of framesOf('/'))
        writeFileSync(
          join(outDir, fileInLanguage(HOME_FILE, frame.language)),
          routePageHtml(index, frame, chunkClosure(home, chunks, index), undefined, { lowPriorityCode: false, whole }),
        );
    },
  };
}
