import { defineConfig } from '@playwright/test';
import { chromium, suiteDefaults } from './playwright.config.ts';
import { e2eLayouts } from './scripts/apache.ts';

/**
 * e2e on a real Apache (Debian's apache2 + mod_php; scripts/apache.ts), the users' kind of host:
 * the production build with its own .htaccess, and the reference PHP backend through mod_php on a
 * fresh seeded database, in two layouts: backend in the site's api/ folder, and on a second origin.
 * npm test builds both first (dist-apache/<layout>); tests/e2e/apache/global-setup.ts says how
 * when they are missing. E2E_APACHE_PORT (default 4780) and the two ports after it are used.
 */
export default defineConfig({
  ...suiteDefaults('playwright-apache'),
  testDir: 'tests/e2e/apache',
  globalSetup: './tests/e2e/apache/global-setup.ts',
  timeout: 60_000,
  projects: e2eLayouts().map((layout) => ({
    name: `apache-${layout.name}`,
    use: { ...chromium, baseURL: `http://127.0.0.1:${layout.sitePort}` },
    // The gated sites (VITE_STAFF_GATE=basic) run the staff gate's specs, and only them: gate.spec.ts on both
    // (what the layout changes: credentials to the same origin or across), gate-cross-origin.spec.ts on the
    // cross-origin one only (the public flows and a login the lock does not know, the same in both). The
    // offline worker as Apache serves it runs on the same-origin site only: there the backend's calls share
    // the worker's origin, the case no other suite has (the PHP e2e's backend is on another origin); so does its
    // push (push-worker.spec.ts), the same whichever origin the backend has. A release under an open tab is the
    // site's files changing, whichever origin the backend has: same-origin only. So are
    // the record pages' edges, the list pages and the server pages' guards: the server pages run the same in both layouts,
    // and only where they read the backend differs (record-pages.spec.ts, on both). The lead desk is the site's own
    // server, the same in both layouts: desk.spec.ts and desk-push.spec.ts (its watch and pushes) on the gated same-origin
    // site, desk-closed.spec.ts (the lock off) on the same-origin one.
    ...(layout.buildEnv.VITE_STAFF_GATE
      ? {
          testMatch:
            layout.layout === 'same-origin'
              ? ['gate.spec.ts', 'desk.spec.ts', 'desk-push.spec.ts']
              : ['gate.spec.ts', 'gate-cross-origin.spec.ts'],
        }
      : {
          testIgnore:
            layout.layout === 'same-origin'
              ? ['gate*.spec.ts', 'desk.spec.ts', 'desk-push.spec.ts']
              : [
                  'gate*.spec.ts',
                  'desk*.spec.ts',
                  'offline.spec.ts',
                  'push-worker.spec.ts',
                  'redeploy.spec.ts',
                  'record-pages-edges.spec.ts',
                  'server-guards.spec.ts',
                  'list-pages.spec.ts',
                ],
        }),
  })),
});
