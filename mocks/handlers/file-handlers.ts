/** The files the site loads from the backend: the stored uploads, and the seed files' 3D models and uploads. */
import { http, HttpResponse, passthrough, type HttpHandler } from 'msw';
import * as db from '../db';

function dataUrlResponse(dataUrl: string, contentType?: string): Response {
  const [head = '', data = ''] = dataUrl.split(',');
  const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
  return new HttpResponse(bytes, {
    headers: { 'Content-Type': contentType ?? /data:([^;]+)/.exec(head)?.[1] ?? 'application/octet-stream' },
  });
}

/** Files stored by uploads are served from the store; seed files fall through to public/uploads. */
function serveStored(path: string, contentType?: string): Response {
  const file = db.all('files').find((row) => row.path === path || `/${String(row.path)}` === path);
  return file ? dataUrlResponse(String(file.dataUrl), contentType) : passthrough();
}

/**
 * A seed file of public/uploads, on the host that answered the request: the site itself in the
 * browser, the fake backend's own server over HTTP (scripts/mock-backend-server.ts serves public/uploads).
 */
const seedFile = (path: string, request: Request) => new URL(path, request.url).href;

const modelType = (file: string) => (file.endsWith('.gltf') ? 'model/gltf+json' : 'model/gltf-binary');

export const fileHandlers: HttpHandler[] = [
  http.get('*/serve_model.php', ({ request }) => {
    const file = (new URL(request.url).searchParams.get('file') ?? '').split(/[\\/]/).pop() ?? '';
    const stored = db.all('files').find((row) => String(row.path).endsWith(`/${file}`));
    if (stored) return dataUrlResponse(String(stored.dataUrl), modelType(file));
    return fetch(seedFile(`/uploads/models/${encodeURIComponent(file)}`, request)).then((response) =>
      response.ok
        ? new HttpResponse(response.body, { headers: { 'Content-Type': modelType(file) } })
        : new HttpResponse(null, { status: 404 }),
    );
  }),
  http.get('*/specific_model.php', ({ request }) =>
    fetch(seedFile('/uploads/models/lock-ring.glb', request)).then(
      (response) => new HttpResponse(response.body, { status: response.status, headers: { 'Content-Type': 'model/gltf-binary' } }),
    ),
  ),
  http.get('*/uploads/*', ({ request }) => serveStored(new URL(request.url).pathname.replace(/^.*?\/uploads\//, 'uploads/'))),
];
