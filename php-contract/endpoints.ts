/**
 * The PHP backend's contract, one entry per row of SPEC §7, written once as data: each beside what it
 * carries (a record's calls with its table in records/, the others in site-calls.ts), all listed here.
 * What each entry is for and its quirks are prose for the tools (prose.ts), kept out of the browser's bundle.
 * The API layer (src/api), the fake backend (mocks/handlers), the contract tests and the
 * provider verifier (php-contract/verify.ts) are all derived from this table, and so is openapi.json:
 * after a change here, in schemas.ts or in fixtures/, run `npm run contract:openapi` and commit it.
 */
import type { Endpoint } from './endpoint.ts';
import { blogPostCalls, buyLeadCalls, inquiryCalls, partCalls } from './records.ts';
import { authCalls, brochureCalls, categoryCalls, uploadCalls, whatsappCalls } from './site-calls.ts';

export type { Access, Endpoint, Resource } from './endpoint.ts';

/** Every entry, in SPEC §7's order (openapi.json's). The browser imports each script's calls, not this list. */
export const endpoints = {
  ...brochureCalls,
  ...categoryCalls,
  ...partCalls,
  ...inquiryCalls,
  ...buyLeadCalls,
  ...blogPostCalls,
  ...uploadCalls,
  ...authCalls,
  ...whatsappCalls,
} satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof endpoints;
export const endpointList: Endpoint[] = Object.values(endpoints);

/**
 * Which entry a request is, given its method, script, query and JSON body:
 * the most specific entry whose selecting query parameters (or JSON body) are present.
 */
export function matchEndpoint(method: string, script: string, query: URLSearchParams, hasJsonBody: boolean): Endpoint | undefined {
  const candidates = endpointList.filter((e) => e.method === method && e.script === script);
  const selecting = candidates
    .filter((e) => e.requiredQuery.length > 0 && e.requiredQuery.every((name) => query.has(name)))
    .sort((a, b) => b.requiredQuery.length - a.requiredQuery.length);
  if (selecting[0]) return selecting[0];
  const plain = candidates.filter((e) => e.requiredQuery.length === 0);
  return plain.find((e) => (e.body === 'json') === hasJsonBody) ?? plain[0];
}
