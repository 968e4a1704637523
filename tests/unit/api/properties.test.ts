import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as records from '../../../php-contract/records';
import * as schemas from '../../../php-contract/schemas';
import { problemsOf, readValue, type Wire } from '../../../php-contract/schemas';
import { normalizeBlogPost, normalizeBlogPosts } from '../../../src/api/blog-posts/blog-posts';
import { normalizeBrochure } from '../../../src/api/brochures/brochures';
import { normalizeBuyLead, normalizeBuyLeads } from '../../../src/api/buy-leads/buy-leads';
import { normalizeCategories } from '../../../src/api/categories/categories';
import { normalizeInquiries, normalizeInquiry } from '../../../src/api/inquiries/inquiries';
import { normalizePart, normalizeParts, normalizeSuggestions } from '../../../src/api/parts/parts';
import { blogTexts, brochureTexts, buyLeadTexts, categoryTexts, inquiryTexts, partTexts } from '../../../src/api/texts/calls';
import { ApiError } from '../../../src/lib/api-error';

const wire = { ...schemas, ...records };

/** Generated inputs per normaliser (each property below runs this many). */
export const RUNS = 400;

/** Values PHP might put in a field: strings (numeric or not), numbers, null, booleans, nested junk. */
const phpValue = fc.oneof(
  fc.string(),
  fc.stringMatching(/^-?\d{1,6}$/),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(
    '',
    ' ',
    '0000-00-00 00:00:00',
    '2026-11-20 14:03:11',
    'javascript:alert(1)',
    '/uploads/a.png',
    'undefined',
    'NaN',
    'models/50%.glb',
    '%E0%A4.pdf',
  ),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
);

const FIELDS = [
  'id',
  'name',
  'title',
  'description',
  'image',
  'category',
  'category_name',
  'model_file',
  'model',
  'brochure_file',
  'brochure',
  'stock',
  'email',
  'phone',
  'company',
  'partName',
  'part_name',
  'quantity',
  'message',
  'status',
  'date',
  'created_at',
  'excerpt',
  'content',
  'author',
  'deliveryLocation',
  'additionalRequirements',
  'budget',
  'partNumber',
  'bpath',
  'success',
  'data',
  'error',
];

const row = fc.dictionary(fc.constantFrom(...FIELDS), phpValue, { maxKeys: 14 });
const success = fc.oneof(fc.constantFrom(true, false, 1, 0, '1', '0', 'true', null), phpValue);
const message = fc.option(fc.oneof(fc.string(), phpValue), { nil: undefined });

/** Bodies shaped like the backend's, with every field possibly wrong, plus pure junk. */
const body = fc.oneof(
  fc.record({ success, data: fc.oneof(fc.array(row, { maxLength: 4 }), row, phpValue), message }, { requiredKeys: [] }),
  fc.record({ data: fc.oneof(fc.array(row, { maxLength: 4 }), row, phpValue), error: message }, { requiredKeys: [] }),
  fc.array(row, { maxLength: 4 }),
  row,
  fc.jsonValue(),
  fc.anything(),
);

/** Texts the body itself carried, which the client may show as the server's message. */
function carriedTexts(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  return ['message', 'error']
    .map((key) => record[key])
    .filter((text): text is string => typeof text === 'string')
    .map((text) => text.trim());
}

/** No field of a domain object may be undefined, NaN or the text "undefined" produced by us. */
function assertClean(value: unknown, path = 'result'): void {
  if (Array.isArray(value)) return value.forEach((item, index) => assertClean(item, `${path}[${index}]`));
  if (value instanceof Date) return expect(Number.isNaN(value.getTime()), `${path} is an invalid date`).toBe(false);
  if (typeof value === 'object' && value !== null) {
    for (const [key, field] of Object.entries(value)) assertClean(field, `${path}.${key}`);
    return;
  }
  expect(value, `${path} is undefined`).not.toBeUndefined();
  if (typeof value === 'number') expect(Number.isFinite(value), `${path} is not a finite number`).toBe(true);
}

const allowed = (texts: Record<string, { failed: string; network: string } | string | unknown>) =>
  Object.values(texts).flatMap((text) =>
    typeof text === 'string' ? [text] : typeof text === 'object' && text ? [(text as { failed: string }).failed] : [],
  );

const cases: [string, (input: unknown) => unknown, string[]][] = [
  ['normalizeParts', normalizeParts, allowed(partTexts)],
  ['normalizePart', normalizePart, allowed(partTexts)],
  ['normalizeSuggestions', normalizeSuggestions, allowed(partTexts)],
  ['normalizeCategories', normalizeCategories, allowed(categoryTexts)],
  ['normalizeInquiries', normalizeInquiries, allowed(inquiryTexts)],
  ['normalizeInquiry', (input) => normalizeInquiry(input), allowed(inquiryTexts)],
  ['normalizeBuyLeads', normalizeBuyLeads, allowed(buyLeadTexts)],
  ['normalizeBuyLead', normalizeBuyLead, allowed(buyLeadTexts)],
  ['normalizeBlogPosts', normalizeBlogPosts, allowed(blogTexts)],
  ['normalizeBlogPost', normalizeBlogPost, allowed(blogTexts)],
  ['normalizeBrochure', normalizeBrochure, allowed(brochureTexts)],
];

describe.each(cases)('%s on generated malformed responses', (_name, normalize, specTexts) => {
  it('returns a clean domain value or throws an ApiError with a spec text or the server’s own message', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        let result: unknown;
        try {
          result = await normalize(input);
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect([...specTexts, ...carriedTexts(input)]).toContain((error as ApiError).message);
          return;
        }
        assertClean(result);
      }),
      { numRuns: RUNS },
    );
  });
});

/**
 * One reader (php-contract/schemas.ts) serves the app, which stops at the first problem, and the
 * verifier, which wants every problem worded: the two modes must agree on every body.
 */
describe('the wire reader', () => {
  const fieldsOf = (row: Wire) => Object.keys((row.schema as { properties: Record<string, unknown> }).properties);
  const wireCases: [string, Wire, readonly string[]][] = [
    ['parts list', wire.listEnvelope(wire.partWire), fieldsOf(wire.partWire)],
    ['one part in an envelope', wire.itemEnvelope(wire.partWire), fieldsOf(wire.partWire)],
    ['suggestions list', wire.listEnvelope(wire.suggestionWire), ['id', 'partName', 'part_name', 'name']],
    ['categories list', wire.listEnvelope(wire.categoryWire), fieldsOf(wire.categoryWire)],
    ['enquiries list', wire.listEnvelope(wire.inquiryWire), fieldsOf(wire.inquiryWire)],
    ['bare buy-lead list', wire.bareList(wire.buyLeadWire), fieldsOf(wire.buyLeadWire)],
    ['blog list', wire.blogListWire, fieldsOf(wire.blogPostWire)],
    ['one blog post', wire.blogItemWire, fieldsOf(wire.blogPostWire)],
    ['status reply', wire.statusEnvelope, ['success', 'message', 'error']],
    ['brochure reply', wire.brochureGetWire, ['success', 'bpath', 'message']],
    ['upload reply', wire.uploadWire, ['success', 'file_path', 'message']],
  ];
  /** Rows with every field present, each a value PHP might send, so most of them are valid. */
  const plausible = fc.oneof(
    {
      weight: 9,
      arbitrary: fc.oneof(
        fc.string(),
        fc.stringMatching(/^-?\d{1,6}(\.\d)?$/),
        fc.integer(),
        fc.constant(null),
        fc.constantFrom('', ' ', '2026-11-20 14:03:11'),
      ),
    },
    { weight: 1, arbitrary: phpValue },
  );
  const fullRow = (fields: readonly string[]) =>
    fc.record(
      Object.fromEntries(
        fields.map((field) => [field, field === 'id' ? fc.oneof(fc.nat(), fc.stringMatching(/^\s?\d{1,5}\s?$/), phpValue) : plausible]),
      ),
    );

  /** Bodies shaped like the shape's, as JSON.parse gives them (plain objects, no undefined). */
  const bodiesFor = (fields: readonly string[]) => {
    const rows = fc.array(fc.oneof(fullRow(fields), row), { maxLength: 4 });
    return fc
      .oneof(
        fc.record({ success, data: rows, message }),
        fc.record({ success, data: fc.oneof(fullRow(fields), row), message }),
        rows,
        fullRow(fields),
        body,
      )
      .map((generated): unknown =>
        JSON.parse(JSON.stringify(generated, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)) ?? 'null'),
      );
  };

  it.each(wireCases)('%s: reads a body exactly when the verifier finds no problem in it', (_name, shape, fields) => {
    let accepted = 0;
    fc.assert(
      fc.property(bodiesFor(fields), (input) => {
        const read = readValue(shape, input);
        const problems = problemsOf(shape, input);
        expect(read === null, JSON.stringify(problems)).toBe(problems.length > 0);
        if (read) accepted += 1;
        for (const problem of problems) expect(problem.message).toMatch(/^(is missing|must be |has neither)/);
      }),
      { numRuns: RUNS },
    );
    // Not vacuous: some bodies were read. The rarest, one part in an envelope, is about 11 in 400 (6 to 16
    // over eight runs); a floor of 5 failed one clean-clone run of npm test with 3.
    expect(accepted, 'bodies the reader accepted').toBeGreaterThan(0);
  });

  // openapi.json publishes each shape's JSON Schema: whatever it lets a backend (or a mock) send, the client must read.
  it.each(wireCases)('%s: reads every body its published JSON Schema accepts', (_name, shape, fields) => {
    const valid = new Ajv2020({ strict: false }).compile(shape.schema);
    let accepted = 0;
    fc.assert(
      fc.property(bodiesFor(fields), (input) => {
        if (!valid(input)) return;
        accepted += 1;
        expect(problemsOf(shape, input)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    // Not vacuous: the rarest shape here (one part in an envelope) drew 4 to 12 schema-valid bodies in
    // 400 (4 failed a clean-clone run), so a share of 1% failed now and then; none means a broken generator.
    expect(accepted, 'bodies the JSON Schema accepted').toBeGreaterThan(0);
  });

  it('reads a typical PHP row with its tolerance, and words what it cannot use', () => {
    const body = {
      success: '1',
      data: [{ id: '7', name: ' Clamp ', description: null, stock: '12.5', model: '', category_name: 5, extra: 1 }],
      message: '',
    };
    const shape = wire.listEnvelope(wire.partWire);
    expect(readValue(shape, body)).toEqual({
      value: {
        success: true,
        message: null,
        data: [
          {
            id: 7,
            name: ' Clamp ',
            description: '',
            image: null,
            category: null,
            category_name: '5',
            model_file: null,
            model: null,
            brochure_file: null,
            brochure: null,
            stock: 12,
          },
        ],
      },
    });
    const bad = {
      success: true,
      data: [
        { id: 'abc', name: 'x' },
        { id: 2, name: ' ', image: {} },
      ],
    };
    expect(readValue(shape, bad)).toBeNull();
    expect(problemsOf(shape, bad)).toEqual([
      { path: 'data[0].id', message: 'must be a numeric id' },
      { path: 'data[1].name', message: 'is missing' },
      { path: 'data[1].image', message: 'must be text or null' },
    ]);
  });
});
