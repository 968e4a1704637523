// @vitest-environment node
/**
 * openapi.json: valid OpenAPI 3.1 (checked by @seriousme/openapi-schema-validator), the committed
 * copy is what the contract gives today, and no contract entry is missing from it.
 */
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { deskEndpointList, type DeskEndpointId } from '../../php-contract/desk';
import { deskRequests } from '../../php-contract/desk-requests';
import { endpointList, type EndpointId } from '../../php-contract/endpoints';
import { buildOpenApi, readFixtures } from '../../php-contract/openapi';

type Operation = {
  'x-contract-entries': string[];
  parameters?: { name: string; required: boolean }[];
  requestBody?: { content: Record<string, { examples?: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown>; examples?: Record<string, unknown> }> }>;
};
type Document = { paths: Record<string, Record<string, Operation> & { servers?: { url: string }[] }> };

const committed = JSON.parse(readFileSync('openapi.json', 'utf8')) as Document;
const fixtures = readFixtures();
const generated = buildOpenApi(fixtures) as Document;

/** Every operation of a document, with its method and path. */
const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      // A path's own servers (the desk's) sit beside its operations.
      .filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method))
      .map(([method, operation]) => ({ path, method, operation: operation as Operation })),
  );

describe('openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate('./openapi.json');
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is up to date with php-contract (else: npm run contract:openapi, and commit it)', () => {
    expect(committed).toEqual(generated);
  });

  it.each(endpointList.map((entry) => [entry.id, entry] as const))('describes %s at its method and path, with its example', (id, entry) => {
    const found = operations(committed).filter(({ operation }) => operation['x-contract-entries'].includes(id));
    expect(
      found.map(({ path, method }) => `${method.toUpperCase()} ${path}`),
      `${id} is not in openapi.json`,
    ).toEqual([`${entry.method} /${entry.script}`]);
    const { operation } = found[0]!;
    const reply = operation.responses[String(fixtures[id as EndpointId]?.response.status)]!.content!['application/json']!;
    expect(Object.keys(reply.examples ?? {})).toContain(id);
    for (const name of entry.requiredQuery) expect(operation.parameters?.map((parameter) => parameter.name)).toContain(name);
    if (entry.body === 'multipart') expect(Object.keys(operation.requestBody!.content)).toEqual(['multipart/form-data']);
    if (entry.body === 'json') expect(operation.requestBody!.content['application/json']!.examples).toHaveProperty(id);
  });

  it('models method and path pairs shared by several entries as one operation that says which entry is which', () => {
    const shared = operations(committed).filter(({ operation }) => operation['x-contract-entries'].length > 1);
    expect(shared.map(({ method, path }) => `${method.toUpperCase()} ${path}`).sort()).toEqual([
      'DELETE /buy_leads.php',
      'GET /blog_posts.php',
      'GET /buy_leads.php',
      'GET /inquiries.php',
      'GET /parts.php',
    ]);
    const parts = committed.paths['/parts.php']!.get!;
    const alternatives = (parts.responses['200']!.content!['application/json']!.schema.anyOf as { title: string }[]).map(
      (alternative) => alternative.title,
    );
    expect(alternatives).toEqual(['listParts', 'suggestParts', 'getPart']);
    // A query parameter that selects one entry cannot be required of the operation.
    expect(parts.parameters?.filter((parameter) => parameter.required)).toEqual([]);
    const inquiries = committed.paths['/inquiries.php']!.get!.responses['200']!.content!['application/json']!.schema;
    expect((inquiries.oneOf as { title: string }[]).map((alternative) => alternative.title)).toEqual(['listInquiries', 'getInquiry']);
  });

  it('names no entry as missing, and names one that is left out (the check itself works)', () => {
    const missing = (document: Document) =>
      endpointList
        .filter((entry) => !document.paths[`/${entry.script}`]?.[entry.method.toLowerCase()]?.['x-contract-entries'].includes(entry.id))
        .map((entry) => entry.id);
    expect(missing(committed)).toEqual([]);
    const withoutUploads = structuredClone(committed);
    delete withoutUploads.paths['/upload.php'];
    expect(missing(withoutUploads)).toEqual(['uploadFile']);
  });
});

describe("openapi.json: the lead desk's calls", () => {
  it.each(deskEndpointList.map((entry) => [entry.id, entry] as const))(
    'lists %s at /desk/<call> on the site, behind Basic (but the public nudge), with its body, its reply and its refusals',
    (id, entry) => {
      const item = committed.paths[`/${entry.script}`]!;
      expect(item.servers?.map((server) => server.url)).toEqual(['{site}']);
      const operation = item[entry.method.toLowerCase()] as Operation & { security: unknown; 'x-access': string };
      expect(operation['x-contract-entries']).toEqual([id]);
      const open = entry.access === 'public';
      expect(operation.security).toEqual(open ? undefined : [{ deskLock: [] }]);
      expect(operation['x-access']).toBe(entry.access);
      const status = String(fixtures[id as DeskEndpointId]!.response.status);
      expect(Object.keys(operation.responses[status]!.content!['application/json']!.examples!)).toEqual([id]);
      const body = deskRequests[id as keyof typeof deskRequests];
      if (body) {
        const sent = operation.requestBody!.content['application/json']! as { schema: unknown; examples: Record<string, unknown> };
        expect(sent.schema).toEqual(JSON.parse(JSON.stringify(body.schema)));
        expect(sent.examples).toHaveProperty(id);
      } else expect(operation.requestBody).toBeUndefined();
      const statuses = Object.keys(operation.responses).sort();
      expect(statuses).toEqual(expect.arrayContaining([status, open ? '429' : '401', '503']));
      expect(statuses.includes('401'), 'no 401 for the public nudge').toBe(!open);
      expect(statuses.includes('403'), '403 for admin-only calls').toBe(entry.access === 'admin');
      expect(statuses.includes('409'), '409 for the versioned calls').toBe(['takeDeskLead', 'assignDeskLead', 'setDeskStep'].includes(id));
      expect(fixtures[id as DeskEndpointId]).toBeDefined();
    },
  );

  it("keeps the backend's paths on the backend's server", () => {
    expect(committed.paths['/parts.php']!.servers).toBeUndefined();
    expect(committed.paths['/desk/lead']!.get!.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'kind', required: true, schema: { type: 'string', enum: ['inquiries', 'buyLeads'] } }),
      ]),
    );
  });
});
