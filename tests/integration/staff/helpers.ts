import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach } from 'vitest';
import * as db from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { roleList } from '../../../src/features/staff/roles';

/** `describe.each(roleCases)` runs a shared screen's tests once per role. */
export const roleCases = roleList.map((role) => ({ name: role.label, role }));

export const adminRole = roleList.find((role) => role.id === 'admin')!;
export const subadminRole = roleList.find((role) => role.id === 'subadmin')!;

/** A MySQL DATETIME `days` days before now. */
export const daysAgo = (days: number, now = new Date()) => db.nowDateTime(new Date(now.getTime() - days * 24 * 60 * 60 * 1000));

/** Answers every call to `script` (any method) with a JSON body and status. */
export function answer(method: 'get' | 'post' | 'put' | 'delete', script: string, body: unknown, status = 200) {
  server.use(http[method](`*/${script}`, () => HttpResponse.json(body as Record<string, unknown>, { status })));
}

/** Makes every call to `script` fail at the network level. */
export function networkDown(method: 'get' | 'post' | 'put' | 'delete', script: string) {
  server.use(http[method](`*/${script}`, () => HttpResponse.error()));
}

// Lazy routes load on first use; on a busy 2-core machine that can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

// Request recorders stop at the end of each test.
afterEach(() => server.events.removeAllListeners());

/** Records the requests made to a script, letting them through to the fake backend. */
export function recordRequests(method: 'get' | 'post' | 'put' | 'delete', script: string) {
  const seen: { url: URL; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method.toLowerCase() !== method || !url.pathname.endsWith(`/${script}`)) return;
    const text = await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // multipart or text bodies stay as text
    }
    seen.push({ url, body });
  });
  return seen;
}

export { db, server };

/** Holds every call to `script` until `release()`; then the fake backend answers as usual. */
export function holdRequests(method: 'get' | 'post' | 'put' | 'delete', script: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http[method](`*/${script}`, async () => {
      await gate;
      // Returning nothing lets the request fall through to the fake backend.
      return undefined;
    }),
  );
  return () => release();
}

/**
 * upload.php for jsdom: the fake backend's handler checks `file instanceof Blob`, which fails across
 * jsdom's and Node's realms, so tests answer uploads here from the multipart text, as the PHP script would.
 * (jsdom also sends every file name as 'blob'; the e2e tests check real names in chromium.)
 */
export function acceptUploads() {
  const uploads: { type: string; fileName: string; body: string; path: string }[] = [];
  server.use(
    http.post('*/upload.php', async ({ request }) => {
      const body = await request.text();
      const fileName = /name="file"; filename="([^"]*)"/.exec(body)?.[1] ?? '';
      const type = /name="type"\r?\n\r?\n([^\r\n]*)/.exec(body)?.[1] ?? '';
      const path = `uploads/${type === 'brochure' ? 'brochures' : 'blog'}/upload-${uploads.length + 1}.${type === 'brochure' ? 'pdf' : 'png'}`;
      uploads.push({ type, fileName, body, path });
      return HttpResponse.json({ success: true, file_path: path, message: 'File uploaded successfully' });
    }),
  );
  return uploads;
}
