/**
 * The servers the bench starts, all on 127.0.0.1 and all stopped by the bench: the built app
 * (vite preview, in this process) and, when scripts/mock-backend-server.ts is there, the fake
 * backend over HTTP with the bench's own handle on its store (to seed 5,000 parts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, messageOf, root, runCaptured } from '../lib/process';
import { withTimeout } from './chromium';
import type * as MockStore from './mock-store';

export { freePort, root };
export const MOCK_SERVER_MODULE = join(root, 'scripts', 'mock-backend-server.ts');

/**
 * `vite build` in a child process (its env decides mock or HTTP backend), bounded in time.
 * Resolves with the build's output; rejects with it when the build fails.
 */
export async function viteBuild({ outDir, env, timeoutMs = 180_000 }: { outDir: string; env: Record<string, string>; timeoutMs?: number }): Promise<string> {
  const { code, signal, output } = await runCaptured(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, env: { ...process.env, ...env }, timeoutMs },
  );
  if (code === 0) return output;
  throw new Error(`vite build --outDir ${outDir} failed (${signal ?? `exit ${code}`}):\n${output.slice(-3000)}`);
}

export interface Served {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The built app on vite preview (SPA fallback, gzip), as `npx vite preview` would serve it. `proxy`: paths
 * served from another server on the site's own origin, e.g. `{ '/desk/': fake backend }` for the lead desk.
 */
export async function startPreview({ outDir, port, proxy = {} }: { outDir: string; port: number; proxy?: Record<string, string> }): Promise<Served> {
  const { preview } = await import('vite');
  const proxied = Object.fromEntries(Object.entries(proxy).map(([path, target]) => [path, { target, changeOrigin: true }]));
  const server = await withTimeout(
    preview({ root, logLevel: 'warn', build: { outDir }, preview: { port, strictPort: true, host: '127.0.0.1', open: false, proxy: proxied } }),
    30_000,
    'vite preview',
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => withTimeout(server.close(), 10_000, 'stopping vite preview').catch(() => {}) };
}

/** The fake backend's store, as scripts/bench/mock-store.ts exports it. */
export type Store = typeof MockStore;

export interface HttpBackend extends Served {
  store: Store;
}

/**
 * The fake backend over HTTP, if the project has scripts/mock-backend-server.ts; null otherwise
 * (or if it cannot start), and the bench falls back to the service-worker build.
 */
export async function startHttpBackend({ port, log }: { port: number; log: (line: string) => void }): Promise<HttpBackend | null> {
  if (!existsSync(MOCK_SERVER_MODULE)) return null;
  try {
    const { startMockBackendServer } = await import('../mock-backend-server');
    const { runnerImport } = await import('vite');
    // Through Vite's module runner, since the handlers read import.meta.env.
    const { module: store } = await runnerImport<Store>(join(root, 'scripts', 'bench', 'mock-store.ts'), {
      root,
      configFile: false,
      logLevel: 'silent',
    });
    const server = await withTimeout(
      startMockBackendServer({ port, host: '127.0.0.1', handlers: store.handlers }),
      30_000,
      'the HTTP fake backend',
    );
    return { url: server.url, store, stop: () => withTimeout(server.stop(), 10_000, 'stopping the HTTP fake backend').catch(() => {}) };
  } catch (error) {
    log(`  the HTTP fake backend (scripts/mock-backend-server.ts) did not start: ${messageOf(error)}; using the service-worker build`);
    return null;
  }
}
