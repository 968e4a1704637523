import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { contractAlias } from './build/contract-alias.ts';

/**
 * Two projects, each on the cheapest environment that serves its files:
 * - `node`: pure logic (the contract, schemas, search, phone, CSV, server rules, dates, the verifier)
 *   in plain Node on worker threads, without jsdom. Only the folders and files below; a test there
 *   that touches `window` or `document` fails at once, so a new one of that kind belongs elsewhere.
 * - `dom`: everything else (components, screens, the app) in jsdom. A new test file lands here unless
 *   it matches NODE_TESTS, so a DOM test never breaks for want of a `document`.
 */
export const NODE_TESTS = [
  'tests/contract/**/*.test.ts',
  'tests/unit/build/**/*.test.ts',
  'tests/unit/i18n/catalog.test.ts',
  'tests/unit/verify/**/*.test.ts',
  'tests/unit/mocks/**/*.test.ts',
  'tests/unit/api/{normalizers,properties,http}.test.ts',
  'tests/unit/reliability/**/*.test.ts',
  'tests/unit/lib/{lib,upload-size,shrink-image}.test.ts',
  'src/lib/**/*.test.ts',
  'tests/unit/public/{search,site,buy-lead-boundaries,inquiry-boundaries}.test.ts',
  'tests/unit/staff/{phone,export-csv}.test.ts',
];
// A building block's unit test may sit beside it in src/ (X.test.ts beside X.ts); screens and flows stay in tests/.
const ALL_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'tests/unit/**/*.test.{ts,tsx}',
  'tests/integration/**/*.test.{ts,tsx}',
  'tests/contract/**/*.test.{ts,tsx}',
];

const shared = {
  env: {
    VITE_BACKEND_URL: 'http://backend.test/api',
    VITE_API_MOCKING: 'off',
    VITE_REQUEST_TIMEOUT_MS: '2000',
    VITE_LEAD_TIMEOUT_MS: '2000',
  },
  // A hang guard, not a speed check: typing through a whole form takes 1-3 s here, and several times
  // that on a busy shared CI host (one run timed out the buy-lead boundary tests at 15 s).
  testTimeout: process.env.CI ? 30_000 : 15_000,
};

const node: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    ...shared,
    name: 'node',
    include: NODE_TESTS,
    environment: 'node',
    pool: 'threads',
    // As in `dom` below: tests/support/fresh-file.ts gives each file fresh app modules.
    isolate: false,
    setupFiles: ['tests/support/fresh-file.ts', 'tests/support/setup-node.ts'],
  },
};

const dom: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    ...shared,
    name: 'dom',
    include: ALL_TESTS,
    exclude: NODE_TESTS,
    environment: 'jsdom',
    // One worker, one jsdom and one load of node_modules for many files; tests/support/fresh-file.ts
    // (first) gives each file fresh app modules and a clean browser, as it had with isolation.
    isolate: false,
    setupFiles: ['tests/support/fresh-file.ts', 'tests/support/setup.ts'],
  },
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: contractAlias },
  test: {
    globals: false,
    // vitest's default is one worker fewer than the cores, for its own process: on these 2-core
    // machines that is one worker and an idle core. Its own process waits on the workers, so every
    // core gets one: the whole run takes about half as long on two workers as on one.
    maxWorkers: availableParallelism(),
    projects: [node, dom],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    // `npx vitest run --coverage`: the app's own code, what the suites are measured on (docs/testing.md).
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'test-results/coverage',
    },
  },
});
