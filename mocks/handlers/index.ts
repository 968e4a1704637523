/** MSW handlers built from the contract: one per method and script, dispatching to the entry's route. */
import { http, HttpResponse, passthrough, type HttpHandler } from 'msw';
import { endpointList, matchEndpoint, type EndpointId } from '../../php-contract/endpoints';
import * as db from '../db';
import { faultResponse } from '../scenarios';
import { invalidJsonBody, routes } from './routes';

const lower = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

async function readBody(request: Request): Promise<{ body: unknown; isJson: boolean }> {
  if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) return { body: null, isJson: false };
  const text = await request.clone().text();
  if (!text) return { body: null, isJson: false };
  try {
    return { body: JSON.parse(text) as unknown, isJson: true };
  } catch {
    return { body: text, isJson: false };
  }
}

const scripts = [...new Set(endpointList.map((entry) => `${entry.method} ${entry.script}`))];

const contractHandlers: HttpHandler[] = scripts.map((key) => {
  const [method, script] = key.split(' ') as [keyof typeof lower, string];
  return http[lower[method]](`*/${script}`, async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const { body, isJson } = await readBody(request);
    const form = /form-urlencoded|multipart/i.test(request.headers.get('content-type') ?? '');
    if (method !== 'GET' && typeof body === 'string' && !form) return invalidJsonBody(script);
    // A request the contract's entries do not select (DELETE parts.php without ?id) still reaches the
    // script's route, which refuses it as the reference does ('Part ID is required').
    const entry =
      matchEndpoint(method, script, query, isJson) ??
      endpointList.find((candidate) => candidate.method === method && candidate.script === script);
    if (!entry) return HttpResponse.json({ success: false, message: 'Unknown request' }, { status: 400 });
    const answer = () => Promise.resolve(routes[entry.id as EndpointId]({ query, body, request }));
    return (await faultResponse(entry, answer, request)) ?? answer();
  });
});

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

const fileHandlers: HttpHandler[] = [
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

export const handlers: HttpHandler[] = [...contractHandlers, ...fileHandlers];
