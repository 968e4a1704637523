/**
 * The servers the bench starts, all on 127.0.0.1 and all stopped by the bench: the built app
 * (vite preview, in this process) and, when scripts/mock-backend-server.ts is there, the fake
 * backend over HTTP with the bench's own handle on its store (to seed 5,000 parts).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withTimeout } from './chromium.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MOCK_SERVER_MODULE = join(root, 'scripts', 'mock-backend-server.ts');

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * `vite build` in a child process (its env decides mock or HTTP backend), bounded in time.
 * Resolves with the build's output; rejects with it when the build fails.
 */
export function viteBuild({ outDir, env, timeoutMs = 180_000 }) {
  return new Promise((resolveBuild, reject) => {
    const child = spawn(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolveBuild(output);
      else reject(new Error(`vite build --outDir ${outDir} failed (${signal ?? `exit ${code}`}):\n${output.slice(-3000)}`));
    });
  });
}

/** The built app on vite preview (SPA fallback, gzip), as `npx vite preview` would serve it. */
export async function startPreview({ outDir, port }) {
  const { preview } = await import('vite');
  const server = await withTimeout(
    preview({ root, logLevel: 'warn', build: { outDir }, preview: { port, strictPort: true, host: '127.0.0.1', open: false } }),
    30_000,
    'vite preview',
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => withTimeout(server.close(), 10_000, 'stopping vite preview').catch(() => {}) };
}

/**
 * The fake backend over HTTP, if the project has scripts/mock-backend-server.ts; null otherwise
 * (or if it cannot start), and the bench falls back to the service-worker build.
 */
export async function startHttpBackend({ port, log }) {
  if (!existsSync(MOCK_SERVER_MODULE)) return null;
  try {
    const { tsImport } = await import('tsx/esm/api');
    const { runnerImport } = await import('vite');
    const serverModule = await tsImport(MOCK_SERVER_MODULE, import.meta.url);
    if (typeof serverModule.startMockBackendServer !== 'function') throw new Error('it does not export startMockBackendServer');
    const { module: store } = await runnerImport(join(root, 'scripts', 'bench', 'mock-store.ts'), { root, configFile: false, logLevel: 'silent' });
    const server = await withTimeout(serverModule.startMockBackendServer({ port, host: '127.0.0.1', handlers: store.handlers }), 30_000, 'the HTTP fake backend');
    return { url: server.url, store, stop: () => withTimeout(server.stop(), 10_000, 'stopping the HTTP fake backend').catch(() => {}) };
  } catch (error) {
    log(`  the HTTP fake backend (scripts/mock-backend-server.ts) did not start: ${error.message}; using the service-worker build`);
    return null;
  }
}
