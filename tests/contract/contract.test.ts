// @vitest-environment node
import '../support/preload-lazy-code';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '../../mocks/handlers/contract-routes';
import { server } from '../../mocks/node';
import { endpointList, endpoints, matchEndpoint, type Endpoint, type EndpointId } from '../../php-contract/endpoints';
import { fixtures } from '../../php-contract/fixtures';
import { requestOf } from '../../php-contract/requests';
import { problemsOf } from '../../php-contract/schemas';
import { fixtureRequest } from '../support/fixture-request';
import { specCalls } from './spec-rows';

const apiModules = import.meta.glob<Record<string, unknown>>(['../../src/api/*/*.ts', '!../../src/api/*/queries.ts'], { eager: true });
const apiFunctions = Object.assign({}, ...Object.values(apiModules)) as Record<string, unknown>;
const BASE = 'http://backend.test/api';

describe('SPEC §7 and the contract table', () => {
  const calls = specCalls();

  it('reads every row of §7 (the parser itself works)', () => {
    expect(calls.length).toBeGreaterThanOrEqual(30);
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', script: 'insert_part.php' }));
    expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', script: 'buy_leads.php', jsonBody: true }));
  });

  it.each(
    specCalls().map((call) => [
      `${call.method} ${call.script}${call.selector ? `?${call.selector}=` : ''}${call.jsonBody ? ' (JSON body)' : ''}`,
      call,
    ]),
  )('%s has a contract entry', (_label, call) => {
    const entry = matchEndpoint(
      call.method,
      call.script,
      new URLSearchParams(call.selector ? { [call.selector]: '1' } : {}),
      call.jsonBody,
    );
    expect(entry, `no entry for ${call.row}`).toBeDefined();
    if (call.selector) expect(entry!.requiredQuery).toContain(call.selector);
  });

  // A field dropped from a record's table, or renamed, fails here even after openapi.json is written again.
  it.each(calls.filter((call) => call.sentFields).map((call) => [`${call.method} ${call.script}`, call] as const))(
    '%s sends the fields §7 lists',
    (_label, call) => {
      const entry = matchEndpoint(call.method, call.script, new URLSearchParams(), false)!;
      const schema = requestOf(entry)!.schema as { properties: Record<string, unknown> };
      expect(Object.keys(schema.properties).sort()).toEqual([...call.sentFields!].sort());
    },
  );

  it('has no entry that §7 does not name', () => {
    const named = new Set(calls.map((call) => `${call.method} ${call.script}`));
    expect(endpointList.filter((entry) => !named.has(`${entry.method} ${entry.script}`)).map((entry) => entry.id)).toEqual([]);
  });
});

describe.each(endpointList.map((entry) => [entry.id, entry] as const))('contract entry %s', (id, entry) => {
  it('has an api function of the same name, a fake-backend route and a fixture', () => {
    expect(typeof apiFunctions[id], `src/api has no function ${id}`).toBe('function');
    expect(typeof routes[id as EndpointId]).toBe('function');
    expect(fixtures[id as EndpointId], `php-contract/fixtures/${id}.json is missing`).toBeDefined();
  });

  it('its fixture is a response the contract accepts, and its request one the contract sends', () => {
    const fixture = fixtures[id as EndpointId]!;
    expect(problemsOf(entry.response, fixture.response.body)).toEqual([]);
    if (requestOf(entry) && fixture.request?.body !== undefined) expect(problemsOf(requestOf(entry)!, fixture.request.body)).toEqual([]);
  });

  it('the fake backend answers its request with a response the contract accepts', async () => {
    const response = await sendFixtureRequest(entry);
    expect(response.status).toBeLessThan(300);
    const body: unknown = JSON.parse(await response.text());
    expect(problemsOf(entry.response, body)).toEqual([]);
  });
});

/** Sends the fixture's request to the fake backend (MSW node handlers), as the client would. */
function sendFixtureRequest(entry: Endpoint): Promise<Response> {
  const fixture = fixtures[entry.id as EndpointId]!;
  const [url, init] = fixtureRequest(BASE, entry, fixture);
  const credentials = entry.id === 'adminLogin' ? 'admin12345' : 'subadmin12345';
  if (entry.id.endsWith('Login')) init.body = JSON.stringify({ ...(fixture.request!.body as object), password: credentials });
  return fetch(url, init);
}

/** How the app calls each entry, with the arguments its fixture describes. */
const invoke: Record<EndpointId, (api: Record<string, (...args: never[]) => Promise<unknown>>) => Promise<unknown>> = {
  getBrochure: (api) => api.getBrochure!(),
  saveBrochure: (api) => (api.saveBrochure as (p: string) => Promise<unknown>)('uploads/brochures/catalogue-2026.pdf'),
  listCategories: (api) => api.listCategories!(),
  createCategory: (api) => (api.createCategory as (n: string) => Promise<unknown>)('Air Brake Parts'),
  updateCategory: (api) => (api.updateCategory as (i: number, n: string) => Promise<unknown>)(2, 'Lock Rings & Rims'),
  deleteCategory: (api) => (api.deleteCategory as (i: number) => Promise<unknown>)(2),
  listParts: (api) => (api.listParts as (f: object) => Promise<unknown>)({ category: 'Lock Rings', search: 'ring' }),
  suggestParts: (api) => (api.suggestParts as (s: string) => Promise<unknown>)('sil'),
  getPart: (api) => (api.getPart as (i: number) => Promise<unknown>)(7),
  createPart: (api) =>
    (api.createPart as (p: object) => Promise<unknown>)({
      name: 'Cable Tie Set',
      category: 'Cables',
      description: 'Nylon ties.',
      image: null,
      modelFile: null,
      brochureFile: null,
    }),
  insertPart: (api) =>
    (api.insertPart as (p: object) => Promise<unknown>)({
      name: 'Rubber Bush',
      category: 'Rubber Parts',
      description: 'Bush.',
      image: 'data:image/png;base64,iVBORw0KGgo=',
      modelFile: null,
      brochureFile: null,
    }),
  updatePart: (api) =>
    (api.updatePart as (i: number, p: object) => Promise<unknown>)(7, {
      name: 'Wheel Lock Ring',
      category: 'Lock Rings',
      description: 'Forged.',
      image: '/uploads/parts/lock-ring.svg',
      modelFile: 'uploads/models/lock-ring.glb',
      brochureFile: null,
      stock: '25',
    }),
  deletePart: (api) => (api.deletePart as (i: number) => Promise<unknown>)(7),
  listInquiries: (api) => (api.listInquiries as (f: object) => Promise<unknown>)({ status: 'pending' }),
  getInquiry: (api) => (api.getInquiry as (i: number) => Promise<unknown>)(3),
  createInquiry: (api) => (api.createInquiry as (i: object) => Promise<unknown>)(fixtures.createInquiry!.request!.body as object),
  updateInquiry: (api) => (api.updateInquiry as (i: object) => Promise<unknown>)(fixtures.updateInquiry!.request!.body as object),
  deleteInquiry: (api) => (api.deleteInquiry as (i: number) => Promise<unknown>)(3),
  listBuyLeads: (api) => api.listBuyLeads!(),
  getBuyLead: (api) => (api.getBuyLead as (i: number) => Promise<unknown>)(4),
  createBuyLead: (api) => (api.createBuyLead as (l: object) => Promise<unknown>)(fixtures.createBuyLead!.request!.body as object),
  updateBuyLead: (api) => (api.updateBuyLead as (l: object) => Promise<unknown>)(fixtures.updateBuyLead!.request!.body as object),
  deleteBuyLead: (api) => (api.deleteBuyLead as (i: number) => Promise<unknown>)(4),
  deleteBuyLeadByBody: (api) => (api.deleteBuyLeadByBody as (i: number) => Promise<unknown>)(4),
  listBlogPosts: (api) => api.listBlogPosts!(),
  getBlogPost: (api) => (api.getBlogPost as (i: number) => Promise<unknown>)(2),
  createBlogPost: (api) => (api.createBlogPost as (p: object) => Promise<unknown>)(fixtures.createBlogPost!.request!.body as object),
  updateBlogPost: (api) => (api.updateBlogPost as (p: object) => Promise<unknown>)(fixtures.updateBlogPost!.request!.body as object),
  deleteBlogPost: (api) => (api.deleteBlogPost as (i: number) => Promise<unknown>)(2),
  uploadFile: (api) =>
    (api.uploadFile as (f: Blob, t: string) => Promise<unknown>)(
      new File(['%PDF-1.4'], 'catalogue.pdf', { type: 'application/pdf' }),
      'brochure',
    ),
  adminLogin: (api) => (api.adminLogin as (c: object) => Promise<unknown>)({ email: 'admin@example.com', password: 'x' }),
  subadminLogin: (api) => (api.subadminLogin as (c: object) => Promise<unknown>)({ email: 'subadmin@example.com', password: 'x' }),
  getWhatsappStatus: (api) => api.getWhatsappStatus!(),
  testWhatsapp: (api) => api.testWhatsapp!(),
};

describe.each(endpointList.map((entry) => [entry.id, entry] as const))('api function %s against its fixture', (id, entry) => {
  it('sends the call the contract describes and reads the fixture without error', async () => {
    const fixture = fixtures[id as EndpointId]!;
    const seen: { method: string; url: URL; contentType: string | null; body: string }[] = [];
    server.use(
      http.all(`${BASE}/${entry.script}`, async ({ request }) => {
        seen.push({
          method: request.method,
          url: new URL(request.url),
          contentType: request.headers.get('content-type'),
          body: await request.clone().text(),
        });
        return new HttpResponse(JSON.stringify(fixture.response.body), {
          status: fixture.response.status,
          headers: { 'Content-Type': fixture.response.contentType ?? 'application/json' },
        });
      }),
    );
    const result = await invoke[id as EndpointId](apiFunctions as never);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.method).toBe(entry.method);
    for (const name of entry.requiredQuery) expect(request!.url.searchParams.has(name)).toBe(true);
    for (const name of request!.url.searchParams.keys()) expect(entry.query).toContain(name);
    if (entry.body === 'json' && requestOf(entry)) expect(problemsOf(requestOf(entry)!, JSON.parse(request!.body))).toEqual([]);
    if (entry.body === 'multipart') expect(request!.contentType).toMatch(/^multipart\/form-data/);
    if (entry.body === 'none') expect(request!.body).toBe('');
    expect(JSON.stringify(result ?? null)).not.toContain('undefined');
  });
});

it('insertPart is what createPart uses for base64 files, and parts.php otherwise', () => {
  expect(endpoints.insertPart.script).toBe('insert_part.php');
  expect(endpoints.createPart.script).toBe('parts.php');
});
