// @vitest-environment node
/**
 * openapi.json: valid OpenAPI 3.1 (checked by @seriousme/openapi-schema-validator), the committed
 * copy is what the contract gives today, and no contract entry is missing from it.
 */
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { endpointList, type EndpointId } from '../../php-contract/endpoints';
import { buildOpenApi, readFixtures } from '../../php-contract/openapi';

type Operation = {
  'x-contract-entries': string[];
  parameters?: { name: string; required: boolean }[];
  requestBody?: { content: Record<string, { examples?: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown>; examples?: Record<string, unknown> }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

const committed = JSON.parse(readFileSync('openapi.json', 'utf8')) as Document;
const fixtures = readFixtures();
const generated = buildOpenApi(fixtures) as Document;

/** Every operation of a document, with its method and path. */
const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
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
