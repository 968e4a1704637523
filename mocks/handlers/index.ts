/** MSW handlers built from the contract: one per method and script, dispatching to the entry's route; and the lead desk's. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpointList, matchEndpoint, type EndpointId } from '../../php-contract/endpoints';
import { faultResponse } from '../scenarios';
import { routes } from './contract-routes';
import { deskHandlers } from './desk-routes';
import { fileHandlers } from './file-handlers';
import { invalidJsonBody } from './route-helpers';

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

export const handlers: HttpHandler[] = [...contractHandlers, ...deskHandlers, ...fileHandlers];
