import { dirname } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { buildTargets } from './build/browser-targets.ts';
import { chunkReport } from './build/chunk-report.ts';
import { compileCatalogs } from './build/compile-catalogs.ts';
import { contractAlias } from './build/contract-alias.ts';
import { deployFiles } from './build/deploy-files.ts';
import { dropDemoFiles } from './build/drop-demo-files.ts';
import { AFTER_PAINT_SCRIPT, earlyScript } from './build/early-script.ts';
import { entryStyles } from './build/entry-styles.ts';
import { firstPaint } from './build/first-paint.ts';
import { offlineWorker } from './build/offline-worker.ts';
import { routePages } from './build/route-pages.ts';
import { serverPages, serverPagesOn } from './build/server-pages.ts';
import { staffGateOf } from './build/staff-gate.ts';
import { parseEnv } from './src/config/env.ts';

/** A chunk of exactly these modules (by path, with forward slashes); what they import stays where it was. */
const group = (name: string, ...patterns: RegExp[]) => ({
  name,
  test: (id: string) => patterns.some((pattern) => pattern.test(id.replace(/\\/g, '/'))),
  includeDependenciesRecursively: false,
});

/**
 * Fewer, larger chunks, each made of modules that every page loading one of them loads all of, so no page
 * loads more code (the API's query keys aside, 0.2 KB at most): Apache on shared hosting often speaks
 * HTTP/1.1, six requests at a time, and each round of them is a round trip on a phone. Left to the
 * bundler, /catalog/1 fetched about twice as many scripts (docs/decisions.md); `npm run size` shows a
 * group that gives a page code it does not use.
 */
const CHUNK_GROUPS = [
  // React, its JSX runtime and Vite's preloading helper: every page, the home page too.
  group('react', /\/node_modules\/react\//, /vite\/preload-helper/),
  // What every page but the home page loads beside the entry: React Query's client (not in the entry, as the home
  // page makes no query; the hooks a page may not use stay with the pages that do) and the helpers of its private
  // fields, the query root, and the contract's runtime tables.
  group(
    'react-query',
    /\/node_modules\/@tanstack\/(?!.*\/(use[A-Z]\w*|queryObserver|queriesObserver|mutationObserver|infiniteQueryObserver)\.js$)/,
    /@oxc-project\+runtime@[^/]+\/helpers\/esm\/(classPrivate\w+|assertClassBrand|checkPrivateRedeclaration)\.js$/,
    /\/src\/(app\/query-(root|client)|features\/offline\/(offline-queries|public-reads)|api\/texts\/lead-calls|api\/[\w-]+\/keys)\.tsx?$/,
    /\/php-contract\/(php-reply|schemas|endpoint|fields|site-calls|records\/part)\.ts$/,
  ),
  // The pages that read data: the catalogue, the blog, the back office's lists and details.
  group('read', /\/@tanstack\/.*\/(useQuery|useBaseQuery|queryObserver)\.js$/, /\/src\/components\/(load-error|image-with-fallback)\.tsx$/),
  // The pages that read the parts: the catalogue and a part, the dashboard, the parts list.
  group('parts', /\/src\/(api\/parts\/(parts|queries)|lib\/files)\.ts$/),
  // A part's card and page: the 3D preview's button, the downloads, Add to enquiry.
  group('part-card', /\/src\/(features\/catalog\/(model-preview|part-downloads)|features\/basket\/basket-button)\.tsx$/),
  // The chat button and its WhatsApp link: the public pages with the button, the lead pages with the link.
  group('chat', /\/src\/(features\/site\/chat-button\.tsx|config\/whatsapp-links\.ts)$/),
];

/** The build's own code is in build/, one plugin a module (docs/architecture.md, "Build"). */
export default defineConfig(({ mode }) => {
  // loadEnv reads .env files and VITE_* variables of the environment, as the app will see them.
  // STAFF_GATE_DIR, SITE_*, SERVER_* and DESK_* are read here only: settings of the host have no place in the bundle.
  const raw = loadEnv(mode, process.cwd(), ['VITE_', 'STAFF_GATE_', 'SERVER_', 'SITE_', 'DESK_']);
  const env = parseEnv(raw);
  // The fake backend answers from a service worker that is not there yet on a first visit, so a demo
  // build makes no early requests and carries no early script.
  const early = env.mocking ? null : earlyScript(env);
  const afterPaint = env.mocking ? null : earlyScript(env, AFTER_PAINT_SCRIPT);
  const withServerPages = serverPagesOn(raw, env.mocking);
  const staffGate = staffGateOf(raw, env.backendUrl);
  return {
    plugins: [
      react(),
      compileCatalogs(),
      chunkReport(),
      deployFiles({
        ...env,
        staffGate,
        inlineScripts: early && afterPaint ? [early, afterPaint] : [],
        serverPages: withServerPages,
      }),
      firstPaint(env),
      entryStyles(),
      routePages({ ...env, earlyScript: early, afterPaintScript: afterPaint }),
      serverPages({
        ...env,
        enabled: withServerPages,
        siteUrl: raw.SITE_URL,
        siteHosts: raw.SITE_HOSTS,
        serverBackendUrl: raw.SERVER_BACKEND_URL,
        privateDir: raw.SERVER_PRIVATE_DIR,
        staffGateDir: staffGate ? dirname(staffGate.passwordFile) : null,
        deskDsn: raw.DESK_DSN,
        deskDbUser: raw.DESK_DB_USER,
        deskDbPassword: raw.DESK_DB_PASSWORD,
        deskWatchSeconds: raw.DESK_WATCH_SECONDS,
        deskNudgesPerMinute: raw.DESK_NUDGES_PER_MINUTE,
        deskPushLoopback: raw.DESK_PUSH_LOOPBACK,
      }),
      dropDemoFiles(env.mocking),
      offlineWorker(env),
    ],
    resolve: { alias: contractAlias },
    // The wire shapes' JSON Schemas are the tools' (openapi.json): the browser reads replies without them.
    define: {
      __CONTRACT_SCHEMAS__: 'false',
      // The lead desk is there only beside the server pages, and answers only behind the staff lock.
      'import.meta.env.VITE_DESK': JSON.stringify(env.mocking ? 'on' : !env.staffGate ? 'no-lock' : withServerPages ? 'on' : 'no-server'),
    },
    build: {
      target: buildTargets(),
      sourcemap: false,
      // Vite's own gzip column is only printed; the budgets are measured by scripts/size-budget.ts.
      reportCompressedSize: false,
      // The contract's modules only declare (tables, calls, readers): one whose exports a page does not
      // use is left out of that page's chunks, so the catalogue does not load the leads' tables.
      rolldownOptions: {
        treeshake: { moduleSideEffects: [{ test: /\/php-contract\//, sideEffects: false }] },
        output: {
          codeSplitting: { groups: CHUNK_GROUPS },
        },
      },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  };
});
