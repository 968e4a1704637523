import { defineConfig, devices } from '@playwright/test';

/**
 * e2e in Debian's chromium (never a downloaded browser) against the production build.
 * `mock`: the build on the built-in fake backend. Run `npm run build:e2e` first (npm test does).
 */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  },
};

const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: { trace: 'off', screenshot: 'only-on-failure' },
  projects: [
    {
      name: 'mock',
      testIgnore: ['**/php/**'],
      use: { ...chromium, baseURL: `http://127.0.0.1:${MOCK_PORT}` },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --outDir dist --port ${MOCK_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${MOCK_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
