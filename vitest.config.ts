import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['tests/support/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}'],
    env: { VITE_BACKEND_URL: 'http://backend.test/api', VITE_API_MOCKING: 'off', VITE_REQUEST_TIMEOUT_MS: '2000' },
    // A hang guard, not a speed check: typing through a whole form takes 1-3 s here, and several times
    // that on a busy shared CI host (one run timed out the buy-lead boundary tests at 15 s).
    testTimeout: process.env.CI ? 30_000 : 15_000,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
