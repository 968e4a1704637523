import { http, HttpResponse } from 'msw';
import * as db from '../../../mocks/db';
import { server } from '../../../mocks/node';
import '../../support/preload-lazy-code';

export { db, server, http, HttpResponse };

/** Records every request to a script (the real handlers still answer). */
export function recordRequests(script: string, method: 'get' | 'post' = 'get') {
  const urls: URL[] = [];
  server.use(
    http[method](`*/${script}`, ({ request }) => {
      urls.push(new URL(request.url));
      return undefined;
    }),
  );
  return urls;
}

/** A part row as the backend stores it. */
export function partRow(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Part ${id}`,
    description: `Description of part ${id}`,
    image: null,
    category: 'Clamps',
    model_file: null,
    brochure_file: null,
    stock: 1,
    ...overrides,
  };
}

/** The answer of a PHP script that crashed: HTTP 500 with an HTML page. */
export const htmlError = () =>
  new HttpResponse('<html><body><h1>500 Internal Server Error</h1></body></html>', {
    status: 500,
    headers: { 'Content-Type': 'text/html' },
  });

/** Lets a request hang until `release` is called. */
export function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release };
}
