import { createServer, defineConfig, loadEnv, type Plugin } from 'vite';
import { buildTargets } from './build/browser-targets.ts';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { parseEnv } from './src/config/env.ts';
import { examplePath, pageModuleFile, publicPageAt, publicPageList } from './src/app/public-pages.ts';
import { earlyRecordScript } from './src/app/early-record-script.ts';
import { endpoints } from './php-contract/endpoints.ts';
import { deployFiles } from './build/deploy-files.ts';
import { originOf } from './build/security-headers.ts';

/**
 * Writes .vite/chunks.json beside the build: each chunk's file, static imports and the modules
 * inside it. scripts/size-budget.mjs reads it to prove what the home page does and doesn't load.
 */
function chunkReport(): Plugin {
  return {
    name: 'chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          name: chunk.name,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          css: [...(chunk.viteMetadata?.importedCss ?? [])],
          modules: chunk.moduleIds.map((id) => id.replace(process.cwd(), '').replace(/\?.*$/, '')),
        }));
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}

/** The module src/main.tsx imports at once to start the app (a step of its own; see there). */
const START_MODULE = 'src/app/start-app.tsx';

/**
 * What the first paint needs, without a round trip more than necessary: the entry stylesheet
 * inlined (about 6 KB gzipped; a separate file would block rendering for a request on a slow
 * phone network), and connections to the backend opened while the scripts download. Data calls
 * are CORS requests (an anonymous connection); images use the credentialed one. The app's own code,
 * which the entry imports in steps, is preloaded with the entry, so no step waits on a download.
 */
function startupHints(env: ReturnType<typeof parseEnv>): Plugin {
  return {
    name: 'startup-hints',
    apply: 'build',
    // The inlined stylesheet is already applied, but the chunks that import the entry's code list it
    // among their dependencies, and Vite's loader of dynamic imports would add it as a <link> and
    // hold the import (the page's code, axios) until that extra download is in.
    writeBundle(options, bundle) {
      const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
      const inlined = new Set(entry?.type === 'chunk' ? entry.viteMetadata?.importedCss : []);
      if (!inlined.size) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const file = join(options.dir!, chunk.fileName);
        const code = readFileSync(file, 'utf8');
        const pruned = withoutDependencies(code, inlined);
        if (pruned !== code) writeFileSync(file, pruned);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        let out = html;
        for (const item of Object.values(context.bundle ?? {})) {
          if (item.type !== 'asset' || !item.fileName.endsWith('.css')) continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${item.fileName.replace(/[.]/g, '\\.')}"[^>]*>`);
          if (link.test(out)) out = out.replace(link, () => `<style>${String(item.source)}</style>`);
        }
        const chunks = Object.values(context.bundle ?? {}).filter((item) => item.type === 'chunk');
        const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(START_MODULE)));
        if (!start) throw new Error(`startup-hints: no chunk for ${START_MODULE}`);
        const startFiles = new Set<string>();
        const visit = (file: string) => {
          if (startFiles.has(file) || file === context.chunk?.fileName || out.includes(`/${file}"`)) return;
          startFiles.add(file);
          chunks.find((chunk) => chunk.fileName === file)?.imports.forEach(visit);
        };
        visit(start.fileName);
        const preloads = [...startFiles].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        const backend = originOf(env.backendUrl);
        const assets = originOf(env.assetHost);
        const hints = [
          ...(backend ? [`<link rel="preconnect" href="${backend}" crossorigin>`] : []),
          ...(assets ? [`<link rel="preconnect" href="${assets}">`] : []),
        ];
        if (hints.length) out = out.replace('</title>', `</title>\n    ${hints.join('\n    ')}`);
        return out.replace('</head>', () => `  ${preloads.join('\n    ')}\n  </head>`);
      },
    },
  };
}

/**
 * A chunk's code without `files` among the dependencies its dynamic imports preload: Vite lists them
 * once (`__vite__mapDeps`'s `m.f=[...]`) and each import picks its own by position
 * (`__vite__mapDeps([0,2])`).
 */
function withoutDependencies(code: string, files: ReadonlySet<string>): string {
  const list = /m\.f=(\[[^\]]*\])/.exec(code);
  if (!list?.[1]) return code;
  const deps = JSON.parse(list[1]) as string[];
  if (!deps.some((dep) => files.has(dep))) return code;
  const kept = deps.filter((dep) => !files.has(dep));
  const position = deps.map((dep) => kept.indexOf(dep));
  return code
    .replace(list[0], () => `m.f=${JSON.stringify(kept)}`)
    .replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, picks: string) => {
      const picked = picks.split(',').filter(Boolean).map(Number).map((index) => position[index] ?? -1).filter((index) => index >= 0);
      return `__vite__mapDeps([${picked.join(',')}])`;
    });
}

/** Renders each route page's first paint (src/app/prerender.tsx) with the app's own components. */
async function renderFrames(mode: string, paths: string[]): Promise<string[]> {
  const server = await createServer({ mode, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
  try {
    const { renderFrame } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as typeof import('./src/app/prerender');
    return paths.map(renderFrame);
  } finally {
    await server.close();
  }
}

/** A script written as a file of the build (the CSP allows no inline scripts), named by its content. */
const scriptFile = (name: string, source: string) => ({ file: `assets/${name}-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`, source });

/**
 * One HTML file per public route (src/app/public-pages.ts): index.html with the route's chunks and
 * stylesheets preloaded and its first paint prerendered. `vite preview` serves them as the
 * production rules do.
 */
function routeEntryPages(env: ReturnType<typeof parseEnv>): Plugin {
  let outDir = 'dist';
  let mode = 'production';
  const serve = (middlewares: { use: (handler: (req: { url?: string }, res: unknown, next: () => void) => void) => void }, root: string) =>
    middlewares.use((req, _res, next) => {
      const [path = '/', query] = (req.url ?? '/').split('?');
      const file = publicPageAt(path)?.file;
      if (file && existsSync(join(root, file))) req.url = `/${file}${query === undefined ? '' : `?${query}`}`;
      next();
    });
  return {
    name: 'route-entry-pages',
    configResolved(config) {
      outDir = config.build.outDir;
      mode = config.mode;
    },
    configurePreviewServer(server) {
      serve(server.middlewares, server.config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      const frames = await renderFrames(mode, publicPageList.map(examplePath));
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The HTTP client's code, which src/api/http.ts imports on the first call.
      const clientFiles = HTTP_CLIENT_MODULES.map((module) => {
        const chunk = chunks.find((item) => item.moduleIds.some((id) => id.replace(/\\/g, '/').includes(module)));
        if (!chunk) throw new Error(`route-entry-pages: no chunk for ${module}`);
        return chunk.fileName;
      });
      for (const page of publicPageList) {
        const chunk = chunks.find((item) => item.facadeModuleId?.replace(/\\/g, '/').endsWith(pageModuleFile(page)));
        if (!chunk) throw new Error(`route-entry-pages: no chunk for ${pageModuleFile(page)}`);
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || index.includes(`/${file}"`)) return;
          files.add(file);
          byFile.get(file)?.imports.forEach(visit);
        };
        visit(chunk.fileName);
        // A page that calls the backend as it opens needs the HTTP client's code.
        if (page.data.length || page.record) clientFiles.forEach(visit);
        const css = [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        // The fake backend answers from a service worker that is not there yet on a first visit: no data hints in the demo.
        const calls = env.mocking ? [] : page.data.map((id) => `${env.backendUrl}/${endpoints[id].script}`.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
        const record = env.mocking || !page.record ? null : scriptFile('early-record', earlyRecordScript(`${env.backendUrl}/${endpoints[page.record].script}`, env.assetHost));
        if (record) writeFileSync(join(outDir, record.file), record.source);
        // The page's data first, ahead of the app's code: its requests start while the code downloads.
        const dataHints = [
          ...calls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`),
          ...(record ? [`<script async fetchpriority="high" src="/${record.file}"></script>`] : []),
        ];
        const codeHints = [
          ...[...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ];
        const entryScript = '<script type="module"';
        if (!index.includes(entryScript)) throw new Error('route-entry-pages: no entry script in index.html');
        const html = index
          .replace(entryScript, () => [...dataHints, entryScript].join('\n    '))
          .replace('</head>', () => `  ${codeHints.join('\n    ')}\n  </head>`)
          .replace('<div id="root"></div>', () => `<div id="root">${frames[publicPageList.indexOf(page)]}</div>`);
        writeFileSync(join(outDir, page.file), html);
      }
    },
  };
}

/** Chunks whose code mostly does not run when they load: left to V8's lazy compilation. */
const LAZILY_COMPILED = [/node_modules\/@google\/model-viewer\//, /node_modules\/three\//, /node_modules\/msw\//];

/**
 * Marks the app's chunks for eager compilation (V8's explicit compile hint, a magic comment on the
 * first line): most of their functions run as soon as they load, and compiled eagerly they compile
 * on a background thread while the file streams in, rather than one by one on the main thread when
 * first called (about 100 ms of main-thread time on a page load here, times four on a slow phone).
 * The 3D viewer and the fake backend, of which little runs at first, stay lazy.
 */
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // On the written files: the comment must be the first line, and minification (and the lines Vite
    // adds at the top of a chunk) come before. File names stay those of the code without it; the
    // same code always gets the same comment.
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.moduleIds.some((id) => LAZILY_COMPILED.some((pattern) => pattern.test(id.replace(/\\/g, '/'))))) continue;
        const file = join(options.dir!, chunk.fileName);
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
      }
    },
  };
}

/** What src/api/http.ts imports on its first call (scripts/bench/routes.mjs counts the same). */
const HTTP_CLIENT_MODULES = ['node_modules/axios/', 'src/api/early-replies.ts'];

/**
 * Chunks by what loads together, not one per shared module: a page's first load is then a handful
 * of requests instead of about twenty (on HTTP/1.1 a browser opens six connections to a host, so
 * every further six small files cost another round trip on a slow phone network). The group of
 * highest priority that matches a module takes it; modules no group matches (the entry's own, the
 * pages, the back office's shared pieces) are chunked as before. Groups take only what they match:
 * taking what a module imports too would move the entry's modules (env, tasks) out of the entry and
 * make it import the app statically, undoing the start in steps of src/main.tsx.
 * - client: React and React DOM, which src/main.tsx evaluates in a task of its own;
 * - start-app: everything every page runs at start (the router, the site frame, the home page);
 * - data: the API layer and what the data pages share (loaded by the catalogue, the blog, the
 *   forms and the back office, never by the home page);
 * - http-client: axios and the early replies, which src/api/http.ts imports on the first call.
 */
const CHUNK_GROUPS = [
  { name: 'client', priority: 40, test: /node_modules\/(react|react-dom|scheduler)\// },
  { name: 'http-client', priority: 30, test: /node_modules\/axios\/|\/src\/api\/early-replies\.ts$/ },
  {
    name: 'start-app',
    priority: 20,
    test: /\/src\/app\/.*\.tsx?$|\/src\/features\/site\/[^/]+\.tsx?$|\/src\/features\/home\/.*\.(tsx?|svg)$|\/src\/features\/staff\/roles\.ts$|\/src\/components\/(page-meta|spinner)\.tsx$|\/src\/lib\/(urls|whatsapp)\.ts$|\/src\/api\/(whatsapp\/|api-error\.ts$)|\/src\/config\/(paths|site)\.ts$|node_modules\/(@tanstack\/(query-core|react-query)|react-router)\//,
  },
  { name: 'data', priority: 10, test: /\/src\/api\/(?!auth\/).*\.ts$|\/php-contract\/.*\.ts$|\/src\/lib\/(dates|files|search)\.ts$|\/src\/components\/(image-with-fallback|load-error)\.(tsx|css)$/ },
];

/** A build for a real backend ships neither the fake backend's worker nor its demo files. */
function dropDemoFiles(mocking: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-demo-files',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (mocking) return;
      for (const path of ['mockServiceWorker.js', 'uploads']) rmSync(join(outDir, path), { recursive: true, force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  // loadEnv reads .env files and VITE_* variables of the environment, as the app will see them.
  const raw = loadEnv(mode, process.cwd(), 'VITE_');
  const env = parseEnv(raw);
  return {
    plugins: [react(), compileHints(), chunkReport(), deployFiles(env), startupHints(env), routeEntryPages(env), dropDemoFiles(env.mocking)],
    build: { target: buildTargets(), sourcemap: false, rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS } } } },
    server: { port: 5173 },
    preview: { port: 4173 },
  };
});
