import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_LAUNCHER } from './scripts/bench/chromium.ts';

/**
 * e2e in Debian's chromium (never a downloaded browser) against the production build.
 * `mock`: the build on the built-in fake backend. Run `npm run build:e2e` first (npm test does).
 * `php` (only with E2E_PHP=1): the build in dist-php/ talking cross-origin to the reference PHP
 * backend (php-contract/reference) on another port, started fresh from the seed for the run.
 * Build it first: VITE_BACKEND_URL=http://127.0.0.1:8091 VITE_API_MOCKING=off npx vite build --outDir dist-php
 */
export const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_LAUNCHER, args: CHROMIUM_FLAGS },
};

const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4173);
const PHP = process.env.E2E_PHP === '1';
// E2E_MOCK=0 leaves the fake-backend project (and its server) out: npm test runs it in a Playwright
// of its own, beside the PHP one, as the two share nothing.
const MOCK = process.env.E2E_MOCK !== '0';
// Env-overridable so several checkouts on one machine can run their suites side by side.
const PHP_SITE_PORT = Number(process.env.E2E_PHP_SITE_PORT ?? 4174);
const PHP_BACKEND_PORT = Number(process.env.E2E_PHP_BACKEND_PORT ?? 8091);
const PHP_BACKEND_URL = `http://127.0.0.1:${PHP_BACKEND_PORT}`;
// The specs in tests/e2e/php read it to check what the backend stored.
process.env.E2E_PHP_BACKEND_URL = PHP_BACKEND_URL;

/** The php project needs dist-php/ built against this backend with mocking off; say so plainly. */
function checkPhpBuild(): void {
  const build = `VITE_BACKEND_URL=${PHP_BACKEND_URL} VITE_API_MOCKING=off npx vite build --outDir dist-php`;
  const assets = join(import.meta.dirname, 'dist-php', 'assets');
  if (!existsSync(join(import.meta.dirname, 'dist-php', 'index.html')) || !existsSync(assets)) {
    throw new Error(`E2E_PHP=1 needs the site built for the PHP backend in dist-php/. Build it with:\n  ${build}`);
  }
  const bundled = readdirSync(assets).some(
    (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(PHP_BACKEND_URL),
  );
  if (!bundled) throw new Error(`dist-php/ was not built for ${PHP_BACKEND_URL}. Rebuild it with:\n  ${build}`);
}
if (PHP) checkPhpBuild();

/**
 * What every e2e suite here shares (this one and playwright.apache.config.ts); `report` names its JSON
 * file and its own output folder, so suites running side by side never empty each other's.
 */
export const suiteDefaults = (report: string): PlaywrightTestConfig => ({
  outputDir: `test-results/${report}`,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // On CI machines (slow, shared hosts) a failed test runs once more; a pass on the second attempt
  // is reported as flaky with the first attempt's diagnostics (npm test prints both), never hidden.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: `test-results/${report}.json` }]],
  use: { trace: 'off', screenshot: 'only-on-failure' },
});

/**
 * `<name>-login` logs in once per staff role on that site and saves the state its project's tests
 * start from (tests/e2e/signed-in.ts); tests about logging in use the form themselves. Only the php
 * project has one: the mock project's staff specs are about logging in, and use the form.
 */
const loginSetup = (name: string, baseURL: string) => ({
  name: `${name}-login`,
  testDir: 'tests/e2e',
  testMatch: 'staff.setup.ts',
  use: { ...chromium, baseURL },
});

export default defineConfig({
  ...suiteDefaults(MOCK === PHP ? 'playwright' : MOCK ? 'playwright-mock' : 'playwright-php'),
  globalSetup: './tests/e2e/browser-online.ts',
  testDir: 'tests/e2e',
  timeout: 45_000,
  projects: [
    ...(MOCK
      ? [
          {
            name: 'mock',
            testIgnore: ['**/php/**', '**/old-browsers/**', '**/apache/**'],
            use: { ...chromium, baseURL: `http://127.0.0.1:${MOCK_PORT}` },
          },
        ]
      : []),
    ...(PHP
      ? [
          loginSetup('php', `http://127.0.0.1:${PHP_SITE_PORT}`),
          {
            name: 'php',
            testDir: 'tests/e2e/php',
            dependencies: ['php-login'],
            // Without the offline worker unless a spec asks for it (the offline specs, a basket sent offline, a
            // notification through the worker): installing it on each test's fresh browser fetched every file
            // it keeps (12-15% of these tests' CPU), and its take-over re-read the page's lists mid-test.
            use: { ...chromium, baseURL: `http://127.0.0.1:${PHP_SITE_PORT}`, serviceWorkers: 'block' as const },
          },
          {
            // package.json's browserslist in a real browser: chromium without the built-ins the oldest
            // supported browsers lack (tests/e2e/old-browsers/support.ts), at a phone's size.
            name: 'old-browsers',
            testDir: 'tests/e2e/old-browsers',
            use: {
              ...chromium,
              viewport: { width: 390, height: 844 },
              isMobile: true,
              hasTouch: true,
              baseURL: `http://127.0.0.1:${PHP_SITE_PORT}`,
            },
          },
        ]
      : []),
  ],
  webServer: [
    ...(MOCK
      ? [
          {
            command: `npx vite preview --outDir dist --port ${MOCK_PORT} --strictPort --host 127.0.0.1`,
            url: `http://127.0.0.1:${MOCK_PORT}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
    ...(PHP
      ? [
          {
            // A fresh seeded database on every start, so never reuse a running one.
            command: `node --import tsx scripts/backend-php.ts --port ${PHP_BACKEND_PORT} --host 127.0.0.1`,
            url: `${PHP_BACKEND_URL}/whatsapp_status.php`,
            env: { REFERENCE_ACCESS_LOG: '0' },
            reuseExistingServer: false,
            timeout: 30_000,
            // SIGTERM lets the launcher stop php -S and its workers (their own process group).
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
          {
            command: `npx vite preview --outDir dist-php --port ${PHP_SITE_PORT} --strictPort --host 127.0.0.1`,
            url: `http://127.0.0.1:${PHP_SITE_PORT}/`,
            reuseExistingServer: false,
            timeout: 60_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
        ]
      : []),
  ],
});
