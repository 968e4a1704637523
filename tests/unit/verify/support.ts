/**
 * Shared by the verify tests. They run verify over real HTTP, so the in-process MSW interceptor
 * that tests/support/setup.ts installs for every test file must be off: otherwise it would answer
 * the requests itself and the servers under test would never be reached.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { afterAll, beforeAll } from 'vitest';
import { handlers } from '../../../mocks/handlers';
import { startMockBackendServer, type MockBackendServer } from '../../../mocks/http-server';
import { server } from '../../../mocks/node';

export function realNetworkOnly(): void {
  beforeAll(() => server.close());
}

/** A mock backend server over `extra` handlers placed before the normal ones, for the whole file. */
export function mockBackendForFile(): { current: MockBackendServer } {
  const ref = {} as { current: MockBackendServer };
  beforeAll(async () => {
    ref.current = await startMockBackendServer({ port: 0, handlers });
  });
  afterAll(() => ref.current?.stop());
  return ref;
}

/** Runs `fn` against a mock backend server whose first handlers are `extra`. */
export async function withMockBackend<T>(extra: RequestHandler[], fn: (url: string) => Promise<T>): Promise<T> {
  const backend = await startMockBackendServer({ port: 0, handlers: [...extra, ...handlers] });
  try {
    return await fn(backend.url);
  } finally {
    await backend.stop();
  }
}

/**
 * Overrides the plain list answer of a script (GET without id or search) with the normal answer
 * changed by `change` (which may edit it in place or return a replacement), optionally as raw text.
 * Other requests to the script fall through to the normal handlers.
 */
export function listChanged<B>(
  script: string,
  change: (body: B) => unknown,
  init: { headers?: Record<string, string>; raw?: (json: string) => string } = {},
): RequestHandler {
  return http.get(`*/${script}`, async ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.has('id') || query.has('search')) return undefined;
    const normal = await getResponse(handlers, new Request(request.url));
    const body = (await normal!.json()) as B;
    const changed = change(body) ?? body;
    const text = JSON.stringify(changed);
    return new HttpResponse(init.raw ? init.raw(text) : text, { headers: { 'Content-Type': 'application/json', ...init.headers } });
  });
}

export type PartsList = { success: unknown; data: Record<string, unknown>[]; message?: unknown };

export const fixture = (id: string): { response: { body: unknown } } =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../php-contract/fixtures', `${id}.json`), 'utf8')) as {
    response: { body: unknown };
  };
