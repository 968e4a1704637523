/**
 * The fake backend (the MSW handlers of mocks/handlers) served over real HTTP, so tools that
 * speak HTTP, such as php-contract/verify.ts, can run against it like against the PHP backend.
 * The command line is scripts/mock-backend-server.ts.
 *
 * The data lives in memory and starts from the seed on every start. Seed assets under /uploads/
 * come from public/, as `vite` serves them.
 *
 * From code: `const server = await startMockBackendServer({ port: 0 }); server.url; await server.stop();`
 * The handlers read `import.meta.env` (through src/config/env), which only Vite provides, so
 * outside Vite they are loaded through Vite's module runner; tests that run under Vite (vitest)
 * pass `handlers` themselves.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse, type RequestHandler } from 'msw';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const publicDir = join(root, 'public');

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  // Authorization: a build with the staff lock sends its staff calls with the lock's credentials.
  'Access-Control-Allow-Headers': 'Content-Type, Authorization',
};
const IDENTITY = { 'X-Mock-Backend': 'msw' };
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'content-length', 'expect']);
const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.json': 'application/json',
};

export interface MockBackendServer {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

export interface MockBackendOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** The handlers to serve; by default mocks/handlers, loaded through Vite's module runner. */
  handlers?: RequestHandler[];
}

/** Loads mocks/handlers outside Vite, with `import.meta.env` defined as Vite defines it. */
export async function loadMockHandlers(): Promise<RequestHandler[]> {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport<{ handlers: RequestHandler[] }>(join(root, 'mocks', 'handlers', 'index.ts'), {
    root,
    configFile: false,
    logLevel: 'silent',
  });
  return module.handlers;
}

async function toRequest(req: IncomingMessage, base: string): Promise<Request> {
  const method = (req.method ?? 'GET').toUpperCase();
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks);
  return new Request(new URL(req.url ?? '/', base), { method, headers, body });
}

/** Seed assets, as Vite serves public/: only below public/uploads/. */
async function staticFile(pathname: string): Promise<Response | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const uploads = join(publicDir, 'uploads') + sep;
  const file = resolve(publicDir, `.${decoded.replace(/^.*?\/uploads\//, '/uploads/')}`);
  if (!file.startsWith(uploads)) return undefined;
  try {
    const bytes = await readFile(file);
    return new Response(bytes, { headers: { 'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' } });
  } catch {
    return undefined;
  }
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  if (response.type === 'error') {
    // HttpResponse.error(): the fake backend's "network failure".
    res.destroy();
    return;
  }
  const headers: Record<string, string> = { ...CORS, ...IDENTITY };
  response.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...headers, 'Content-Length': String(body.length) });
  res.end(body);
}

const notFound = () => Response.json({ success: false, message: 'Not found' }, { status: 404 });

/** Serves the handlers over HTTP and resolves once listening. */
export async function startMockBackendServer({
  port = 0,
  host = '127.0.0.1',
  handlers,
}: MockBackendOptions = {}): Promise<MockBackendServer> {
  const served = handlers ?? (await loadMockHandlers());
  let base = `http://${host}:${port}`;

  const server = createServer((req, res) => {
    void (async () => {
      try {
        if ((req.method ?? '').toUpperCase() === 'OPTIONS') {
          req.resume();
          res.writeHead(204, { ...CORS, ...IDENTITY, 'Access-Control-Max-Age': '86400' });
          res.end();
          return;
        }
        const request = await toRequest(req, base);
        let response = await getResponse(served, request);
        if (!response || response.headers.get('x-msw-intention') === 'passthrough') {
          response = (request.method === 'GET' && (await staticFile(new URL(request.url).pathname))) || notFound();
        }
        await send(res, response);
      } catch (error) {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        console.error(`mock backend: ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
        await send(res, Response.json({ success: false, message: 'Internal server error' }, { status: 500 }));
      }
    })();
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} on ${host} is already in use. Pick another with --port.`) : error);
    });
    server.listen(port, host, () => resolveListen());
  });
  const bound = (server.address() as AddressInfo).port;
  base = `http://${host.includes(':') ? `[${host}]` : host}:${bound}`;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= new Promise<void>((resolveStop) => {
      server.close(() => resolveStop());
      server.closeAllConnections();
    });
    return stopping;
  };
  return { url: base, port: bound, stop };
}
