import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { ValidationError } from 'yup';
import * as wire from '../../../php-contract/schemas';
import { buildSchema, readFast, type Wire } from '../../../php-contract/schemas';
import { ApiError } from '../../../src/api/api-error';
import { blogTexts, normalizeBlogPost, normalizeBlogPosts } from '../../../src/api/blog-posts/blog-posts';
import { brochureTexts, normalizeBrochure } from '../../../src/api/brochures/brochures';
import { buyLeadTexts, normalizeBuyLead, normalizeBuyLeads } from '../../../src/api/buy-leads/buy-leads';
import { categoryTexts, normalizeCategories } from '../../../src/api/categories/categories';
import { inquiryTexts, normalizeInquiries, normalizeInquiry } from '../../../src/api/inquiries/inquiries';
import { normalizePart, normalizeParts, normalizeSuggestions, partTexts } from '../../../src/api/parts/parts';

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
  fc.constantFrom('', ' ', '0000-00-00 00:00:00', '2026-11-20 14:03:11', 'javascript:alert(1)', '/uploads/a.png', 'undefined', 'NaN', 'models/50%.glb', '%E0%A4.pdf'),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
);

const FIELDS = ['id', 'name', 'title', 'description', 'image', 'category', 'category_name', 'model_file', 'model', 'brochure_file', 'brochure', 'stock',
  'email', 'phone', 'company', 'partName', 'part_name', 'quantity', 'message', 'status', 'date', 'created_at', 'excerpt', 'content', 'author',
  'deliveryLocation', 'additionalRequirements', 'budget', 'partNumber', 'bpath', 'success', 'data', 'error'];

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
  return ['message', 'error'].map((key) => record[key]).filter((text): text is string => typeof text === 'string').map((text) => text.trim());
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
  Object.values(texts).flatMap((text) => (typeof text === 'string' ? [text] : typeof text === 'object' && text ? [(text as { failed: string }).failed] : []));

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
 * The fast reader (php-contract/schemas.ts) stands in for yup on the hot lists: whenever it accepts
 * a body it must give exactly what yup gives, and it must accept the bodies the backend really sends.
 */
describe('the fast wire reader agrees with yup', () => {
  const fieldsOf = (row: Wire<yup.AnyObjectSchema>) => Object.keys(buildSchema(row, yup).fields);
  const wireCases: [string, Wire, readonly string[]][] = [
    ['parts list', wire.listEnvelope(wire.partWire), fieldsOf(wire.partWire)],
    ['one part in an envelope', wire.itemEnvelope(wire.partWire), fieldsOf(wire.partWire)],
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
    { weight: 9, arbitrary: fc.oneof(fc.string(), fc.stringMatching(/^-?\d{1,6}(\.\d)?$/), fc.integer(), fc.constant(null), fc.constantFrom('', ' ', '2026-11-20 14:03:11')) },
    { weight: 1, arbitrary: phpValue },
  );
  const fullRow = (fields: readonly string[]) =>
    fc.record(Object.fromEntries(fields.map((field) => [field, field === 'id' ? fc.oneof(fc.nat(), fc.stringMatching(/^\s?\d{1,5}\s?$/), phpValue) : plausible])));

  it.each(wireCases)('%s', (_name, shape, fields) => {
    const schema = buildSchema(shape, yup);
    const rows = fc.array(fc.oneof(fullRow(fields), row), { maxLength: 4 });
    const bodies = fc.oneof(fc.record({ success, data: rows, message }), fc.record({ success, data: fc.oneof(fullRow(fields), row), message }), rows, fullRow(fields), body);
    let accepted = 0;
    fc.assert(
      fc.property(bodies, (generated) => {
        // What reaches the reader is always JSON.parse's output (plain objects, no undefined).
        const input: unknown = JSON.parse(JSON.stringify(generated, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)) ?? 'null');
        const fast = readFast(shape, input);
        if (!fast) return;
        accepted += 1;
        let expected: unknown;
        try {
          expected = schema.validateSync(input, { stripUnknown: true });
        } catch (error) {
          // yup itself crashes (a TypeError, not a ValidationError) on keys named like Object.prototype's
          // ("valueOf", "constructor"): the fast reader reads such a body; yup's answer is no answer.
          if (error instanceof ValidationError) throw error;
          return;
        }
        expect(fast.value).toStrictEqual(expected);
      }),
      { numRuns: RUNS },
    );
    expect(accepted, 'bodies the fast reader accepted').toBeGreaterThan(RUNS / 100);
  });

  it('reads a typical PHP row as yup does, and leaves a bad one to yup', () => {
    const body = { success: true, data: [{ id: '7', name: ' Clamp ', description: null, stock: '12.5', extra: 1 }], message: '' };
    const shape = wire.listEnvelope(wire.partWire);
    expect(readFast(shape, body)).toEqual({ value: buildSchema(shape, yup).validateSync(body, { stripUnknown: true }) });
    expect(readFast(shape, { success: true, data: [{ id: 'abc', name: 'x' }] }), 'a bad id is left to yup').toBeNull();
  });
});
