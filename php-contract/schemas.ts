/**
 * Wire schemas: what the PHP backend really sends, not what we wish it sent.
 * Numbers may arrive as strings, missing fields as null, and some fields under two names.
 * These schemas accept all of that and reject only what a client could not use.
 *
 * Each shape is defined once, here, as a reader plus its JSON Schema (a record's fields are rows of its
 * table in records.ts, which picks their shapes from here). Everything else is derived:
 * - the app reads replies with `readWire` (src/api/http.ts): the reader, stopping at the first problem;
 * - the provider verifier words every problem with `problemsOf`: the same reader, collecting them all;
 * - the OpenAPI document (php-contract/openapi.ts) publishes the JSON Schema.
 * The reader is plain code, fast enough for the main thread at 5,000 parts (yup took about 50 µs a row).
 */

import { saysSuccess } from './php-reply.ts';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = Record<string, unknown>;

/** One problem in a body: where (a path such as `data[0].id`, '' for the body) and what. */
export interface Issue {
  path: string;
  message: string;
}

const INVALID = Symbol('invalid');
type Invalid = typeof INVALID;
/** Reads a value; `issues` is null on the fast path (stop at the first problem) and a list when every problem is wanted. */
type Reader<T> = (value: unknown, issues: Issue[] | null, path: string) => T | Invalid;

/** One wire shape: its reader, its JSON Schema, and whether a record must carry it. */
export interface Wire<T = unknown> {
  readonly read: Reader<T>;
  readonly schema: JsonSchema;
  readonly required: boolean;
}
/** The value a wire shape gives. */
export type WireValue<W> = W extends Wire<infer T> ? T : never;

declare const __CONTRACT_SCHEMAS__: boolean | undefined;
/**
 * Whether the shapes carry their JSON Schema, which only the tools read (openapi.ts): the browser's build
 * defines this false (vite.config.ts), and the minifier then drops every `SCHEMAS && {...}` below.
 */
const SCHEMAS = typeof __CONTRACT_SCHEMAS__ === 'undefined' || __CONTRACT_SCHEMAS__;
const NO_SCHEMA: JsonSchema = {};
/** A shape from its reader and JSON Schema (sent.ts makes the requests' shapes with it). */
export const wire = <T>(read: Reader<T>, schema: JsonSchema | false, required = false): Wire<T> => ({
  read,
  schema: schema || NO_SCHEMA,
  required,
});
export const fail = (issues: Issue[] | null, path: string, message: string): Invalid => {
  issues?.push({ path, message });
  return INVALID;
};
/**
 * What a shape's JSON Schema says in words: a key and its argument, worded by the tools (shapeWords in
 * prose.ts) as its description in openapi.json, so that no sentence of it ships to the browser. A symbol
 * key: JSON and JSON Schema validators never see it.
 */
export const SAYS = Symbol('says');
export type ShapeWord =
  'id' | 'intOr' | 'text' | 'requiredText' | 'optionalText' | 'flag' | 'dateText' | 'alias' | 'opaqueObject' | 'opaque';
export type Says = readonly [word: ShapeWord, argument?: string | number];
const says = (...words: Says) => ({ [SAYS]: words });
/** A shape whose JSON Schema says something else in words, read the same way. */
const described = <T>(shape: Wire<T>, ...words: Says): Wire<T> => wire(shape.read, { ...shape.schema, ...says(...words) }, shape.required);

/** The shape's value when the body fits it; null otherwise. */
export function readValue<T>(shape: Wire<T>, value: unknown): { value: T } | null {
  const result = shape.read(value, null, '');
  return result === INVALID ? null : { value: result };
}

/** Every problem a body has against a shape, in reading order; none when it fits. */
export function problemsOf(shape: Wire, value: unknown): Issue[] {
  const issues: Issue[] = [];
  shape.read(value, issues, '');
  return issues;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

export type Fields = Record<string, Wire>;
type RecordOf<F extends Fields> = { [K in keyof F]: WireValue<F[K]> };

/** An object with these fields (others are dropped). */
export const record = <F extends Fields>(fields: F): Wire<RecordOf<F>> => {
  const entries = Object.entries(fields);
  const names = entries.filter(([, field]) => field.required).map(([key]) => key);
  return wire(
    (value, issues, path) => {
      if (!isRecord(value)) return fail(issues, path, 'must be an object');
      const out: Record<string, unknown> = {};
      let ok = true;
      for (const [key, field] of entries) {
        const read = field.read(value[key], issues, issues ? at(path, key) : '');
        if (read === INVALID) {
          if (!issues) return INVALID;
          ok = false;
        } else out[key] = read;
      }
      return ok ? (out as RecordOf<F>) : INVALID;
    },
    SCHEMAS && {
      type: 'object',
      properties: Object.fromEntries(entries.map(([key, field]) => [key, field.schema])),
      ...(names.length ? { required: names } : {}),
    },
  );
};

/** A required list of rows. */
const list = <T>(row: Wire<T>, typeError: string): Wire<T[]> =>
  wire(
    (value, issues, path) => {
      if (value === undefined || value === null) return fail(issues, path, 'is missing');
      if (!Array.isArray(value)) return fail(issues, path, typeError);
      const out = new Array<T>(value.length);
      let ok = true;
      for (let index = 0; index < value.length; index += 1) {
        const item = row.read(value[index], issues, issues ? `${path}[${index}]` : '');
        if (item === INVALID) {
          if (!issues) return INVALID;
          ok = false;
        } else out[index] = item;
      }
      return ok ? out : INVALID;
    },
    SCHEMAS && { type: 'array', items: row.schema },
    true,
  );

const NUMERIC_ID = /^\s*\d+\s*$/;
/** A record id: 12 or "12". */
export const id = (): Wire<number> =>
  wire(
    (value, issues, path) => {
      if (value === undefined || value === null) return fail(issues, path, 'is missing');
      if (typeof value === 'string' && NUMERIC_ID.test(value)) return Number(value);
      if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
      return fail(issues, path, 'must be a numeric id');
    },
    SCHEMAS && { type: ['integer', 'string'], minimum: 0, pattern: NUMERIC_ID.source, ...says('id') },
    true,
  );

/** An integer that PHP may send as a string, null or ''. Unusable values fall back. */
export const intOr = (fallback: number): Wire<number> =>
  wire(
    (value) => {
      if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : fallback;
      if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Math.trunc(Number(value));
      return fallback;
    },
    SCHEMAS && { type: ['integer', 'number', 'string', 'null'], ...says('intOr', fallback) },
  );

/** Text that may be null, missing or a number; objects and arrays are not text. */
const toText = (value: unknown) => {
  if (isBlank(value)) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value;
};
const TEXT = SCHEMAS && { type: ['string', 'number', 'boolean', 'null'], ...says('text') };
export const text = (): Wire<string> =>
  wire((original, issues, path) => {
    const value = toText(original);
    return typeof value === 'string' ? value : fail(issues, path, 'must be text');
  }, TEXT);

/** Text that must be present and not blank. */
export const requiredText = (): Wire<string> =>
  wire(
    (original, issues, path) => {
      const value = toText(original);
      if (typeof value !== 'string') return fail(issues, path, 'must be text');
      return value.trim() !== '' ? value : fail(issues, path, 'is missing');
    },
    SCHEMAS && { type: ['string', 'number', 'boolean'], pattern: '\\S', ...says('requiredText') },
    true,
  );

/** Optional text where null and '' mean "none". */
export const optionalText = (): Wire<string | null> =>
  wire(
    (original, issues, path) => {
      if (isBlank(original)) return null;
      if (typeof original === 'number') return String(original);
      return typeof original === 'string' ? original : fail(issues, path, 'must be text or null');
    },
    SCHEMAS && { type: ['string', 'number', 'null'], ...says('optionalText') },
  );

/** PHP's idea of true: true, 1, "1", "true" (php-reply.ts). */
export const flag = (): Wire<boolean> =>
  wire((value) => saysSuccess(value), SCHEMAS && { type: ['boolean', 'integer', 'string', 'null'], ...says('flag') });

export const dateText = (): Wire<string | null> => (SCHEMAS ? described(optionalText(), 'dateText') : optionalText());

/** The second name under which the backend may send a field; the client reads whichever is set. */
export const alias = <T>(shape: Wire<T>, of: string): Wire<T> => (SCHEMAS ? described(shape, 'alias', of) : shape);

export const categoryWire = record({ id: id(), name: requiredText() });

/** A field that may be missing or null; when there, it must fit `shape`. */
const maybe = <T>(shape: Wire<T>): Wire<T | undefined> =>
  wire(
    (value, issues, path) => (value === undefined || value === null ? undefined : shape.read(value, issues, path)),
    SCHEMAS && {
      ...shape.schema,
      type: [...(shape.schema.type as string[]), 'null'],
    },
  );

const suggestionFields = record({
  id: maybe(id()),
  partName: optionalText(),
  part_name: alias(optionalText(), 'partName'),
  name: optionalText(),
});
/** One search suggestion: a part's name under partName, part_name or name. */
export const suggestionWire: Wire<WireValue<typeof suggestionFields>> = wire(
  (value, issues, path) => {
    const read = suggestionFields.read(value, issues, path);
    if (read === INVALID) return INVALID;
    return read.partName || read.part_name || read.name ? read : fail(issues, path, 'has neither partName nor name');
  },
  SCHEMAS && {
    ...suggestionFields.schema,
    anyOf: ['partName', 'part_name', 'name'].map((key) => ({
      required: [key],
      properties: { [key]: { type: ['string', 'number'], minLength: 1 } },
    })),
  },
);

/** `{success, message}`: the reply to most writes. */
export const statusEnvelope = record({ success: flag(), message: optionalText(), error: optionalText() });

/** `{success, data: T[], message}`. */
export const listEnvelope = <T>(row: Wire<T>) => record({ success: flag(), data: list(row, 'must be a list'), message: optionalText() });

/** A record that must be there: `data` of a one-record reply. */
const requiredRecord = <T>(row: Wire<T>): Wire<T> =>
  wire(
    (value, issues, path) => (value === undefined || value === null ? fail(issues, path, 'is missing') : row.read(value, issues, path)),
    row.schema,
    true,
  );

/** `{success, data: T, message}`. */
export const itemEnvelope = <T>(row: Wire<T>) => record({ success: flag(), data: requiredRecord(row), message: optionalText() });

export const bareList = <T>(row: Wire<T>) => list(row, 'must be a bare list');
/** A required list of rows, inside an object. */
export const listOf = <T>(row: Wire<T>) => list(row, 'must be a list');
/** A shape, or null (missing reads as null). */
export const orNull = <T>(shape: Wire<T>): Wire<T | null> =>
  wire(
    (value, issues, path) => (value === undefined || value === null ? null : shape.read(value, issues, path)),
    SCHEMAS && { anyOf: [shape.schema, { type: 'null' }] },
  );

export const brochureGetWire = record({ success: flag(), bpath: optionalText(), message: optionalText() });
export const uploadWire = record({ success: flag(), file_path: optionalText(), message: optionalText() });
/** `{data: T[]}` and `{data: T}`: the blog's replies, without a `success` flag. */
export const dataList = <T>(row: Wire<T>) => record({ data: list(row, 'must be a list') });
export const dataItem = <T>(row: Wire<T>) => record({ data: requiredRecord(row) });
/** The blog writes' replies are "not shown" by the spec: any JSON object. */
export const opaqueObject: Wire<Record<string, unknown>> = wire(
  (value, issues, path) => (isRecord(value) ? value : fail(issues, path, 'must be a JSON object')),
  SCHEMAS && { type: 'object', ...says('opaqueObject') },
);
/** Shapes the spec does not show at all: any JSON value. */
export const opaque: Wire<unknown> = wire(
  (value, issues, path) => (value === undefined ? fail(issues, path, 'is missing') : value),
  SCHEMAS && says('opaque'),
);
