import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { buildTargets } from './build/browser-targets.ts';
import { chunkReport } from './build/chunk-report.ts';
import { compileCatalogs } from './build/compile-catalogs.ts';
import { contractAlias } from './build/contract-alias.ts';
import { deployFiles } from './build/deploy-files.ts';
import { dropDemoFiles } from './build/drop-demo-files.ts';
import { earlyScript } from './build/early-script.ts';
import { firstPaint } from './build/first-paint.ts';
import { offlineWorker } from './build/offline-worker.ts';
import { routePages } from './build/route-pages.ts';
import { staffGateOf } from './build/staff-gate.ts';
import { parseEnv } from './src/config/env.ts';

/** The build's own code is in build/, one plugin a module (docs/architecture.md, "Build"). */
export default defineConfig(({ mode }) => {
  // loadEnv reads .env files and VITE_* variables of the environment, as the app will see them.
  // STAFF_GATE_DIR is read here only: a path on the backend's host has no place in the bundle.
  const raw = loadEnv(mode, process.cwd(), ['VITE_', 'STAFF_GATE_']);
  const env = parseEnv(raw);
  // The fake backend answers from a service worker that is not there yet on a first visit, so a demo
  // build makes no early requests and carries no early script.
  const early = env.mocking ? null : earlyScript(env);
  return {
    plugins: [
      react(),
      compileCatalogs(),
      chunkReport(),
      deployFiles({ ...env, staffGate: staffGateOf(raw, env.backendUrl), earlyScript: early }),
      firstPaint(env),
      routePages({ ...env, earlyScript: early }),
      dropDemoFiles(env.mocking),
      offlineWorker(env),
    ],
    resolve: { alias: contractAlias },
    // The wire shapes' JSON Schemas are the tools' (openapi.json): the browser reads replies without them.
    define: { __CONTRACT_SCHEMAS__: 'false' },
    build: {
      target: buildTargets(),
      sourcemap: false,
      // Vite's own gzip column is only printed; the budgets are measured by scripts/size-budget.mjs.
      reportCompressedSize: false,
      // The contract's modules only declare (tables, calls, readers): one whose exports a page does not
      // use is left out of that page's chunks, so the catalogue does not load the leads' tables.
      rolldownOptions: {
        treeshake: { moduleSideEffects: [{ test: /\/php-contract\//, sideEffects: false }] },
        output: {
          codeSplitting: {
            groups: [
              { name: 'contract', test: /[\\/]php-contract[\\/](php-reply|schemas|endpoint|fields|site-calls|records[\\/]part)\.ts$/ },
              // React Query's client in one chunk, loaded beside each page the router loads and not in the entry (the
              // home page makes no query); left to the pages, it came in six to eight chunks of a few hundred bytes to 4 KB.
              // The hooks a page may not use (useQuery, useQueries, useMutation) stay with the pages that do.
              {
                name: 'react-query',
                test: /[\\/]node_modules[\\/]@tanstack[\\/](?!.*[\\/](use[A-Z]\w*|queryObserver|queriesObserver|mutationObserver|infiniteQueryObserver)\.js$)/,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  };
});
