/**
 * Wire schemas: what the PHP backend really sends, not what we wish it sent.
 * Numbers may arrive as strings, missing fields as null, and some fields under two names.
 * These schemas accept all of that and reject only what a client could not use.
 *
 * Each wire shape is a yup schema *recipe* plus, on the hot paths, a hand-written reader. The app
 * reads every well-formed reply with the readers alone, so the public pages neither download yup
 * nor build a schema; yup is loaded and the schema built only when a reply needs its verdict
 * (`schemaOf`). Node tooling (tests, the provider verifier) builds the same schemas synchronously
 * with its own `import * as yup` (`buildSchema`).
 */
import type * as Yup from 'yup';

type YupModule = typeof Yup;
// Any yup schema, whatever its flags (a `.default()` or `.defined()` schema carries different ones).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySchema = Yup.Schema<any, any, any, any>;
const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A fast reader for the hot paths (a catalogue of thousands of rows): yup takes about 50 µs a row,
 * too slow for the main thread at 5,000 parts. Each field helper below carries a hand-written reader
 * that gives exactly what its yup schema gives for the values it accepts, and INVALID for anything
 * else, in which case yup decides (and words the error). tests/unit/api/properties.test.ts checks
 * the two agree on generated values.
 */
const INVALID = Symbol('invalid');
type Reader = (value: unknown) => unknown;

/** One wire shape: how to build its yup schema, and its fast reader where it has one. */
export interface Wire<S extends AnySchema = AnySchema> {
  readonly build: (yup: YupModule) => S;
  readonly read?: Reader;
}
/** The value a wire shape gives: what its schema's validateSync returns. */
export type WireValue<W extends Wire> = Yup.InferType<ReturnType<W['build']>>;

export const wire = <S extends AnySchema>(build: (yup: YupModule) => S, read?: Reader): Wire<S> => ({ build, read });

const built = new WeakMap<Wire, AnySchema>();
/** The wire shape's yup schema, built once, with the yup module the caller holds. */
export function buildSchema<S extends AnySchema>(shape: Wire<S>, yup: YupModule): S {
  let schema = built.get(shape);
  if (!schema) {
    schema = shape.build(yup);
    built.set(shape, schema);
  }
  return schema as S;
}

let yupModule: Promise<YupModule> | undefined;
/** The wire shape's yup schema, loading yup on first use (the app's path: yup stays out of page loads). */
export async function schemaOf<S extends AnySchema>(shape: Wire<S>): Promise<S> {
  // A failed download is not kept: the next reply that needs yup tries again.
  yupModule ??= import('yup').catch((error: unknown) => {
    yupModule = undefined;
    throw error;
  });
  return buildSchema(shape, await yupModule);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What `schema.validateSync(value, { stripUnknown: true })` returns, when the fast reader can tell; otherwise null. */
export function readFast<S extends AnySchema>(shape: Wire<S>, value: unknown): { value: Yup.InferType<S> } | null {
  if (!shape.read) return null;
  const result = shape.read(value);
  return result === INVALID ? null : { value: result as Yup.InferType<S> };
}

type Shape = Record<string, Wire>;
type SchemasOf<F extends Shape> = { [K in keyof F]: ReturnType<F[K]['build']> };
const schemasOf = <F extends Shape>(fields: F, yup: YupModule) =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.build(yup)])) as SchemasOf<F>;

/** yup.object(fields), with a fast reader when every field has one. */
const record = <F extends Shape>(fields: F) => {
  const build = (yup: YupModule) => yup.object(schemasOf(fields, yup));
  const fieldReaders = Object.entries(fields).map(([key, field]) => [key, field.read] as const);
  if (fieldReaders.some(([, read]) => !read)) return wire(build);
  return wire(build, (value) => {
    if (!isRecord(value)) return INVALID;
    const out: Record<string, unknown> = {};
    for (const [key, read] of fieldReaders) {
      const field = read!(value[key]);
      if (field === INVALID) return INVALID;
      out[key] = field;
    }
    return out;
  });
};

type Row<T extends Yup.AnyObject> = Wire<Yup.ObjectSchema<T>>;

/** A required list of rows. */
const list = <T extends Yup.AnyObject>(row: Row<T>, typeError: string) => {
  const build = (yup: YupModule) => yup.array(row.build(yup)).required('is missing').typeError(typeError);
  const readRow = row.read;
  if (!readRow) return wire(build);
  return wire(build, (value) => {
    if (!Array.isArray(value)) return INVALID;
    const out = new Array<unknown>(value.length);
    for (let index = 0; index < value.length; index += 1) {
      const item = readRow(value[index]);
      if (item === INVALID) return INVALID;
      out[index] = item;
    }
    return out;
  });
};

/** A record id: 12 or "12". */
export const id = () =>
  wire(
    (yup) =>
      yup
        .number()
        .transform((_value, original: unknown) =>
          typeof original === 'string' && /^\s*\d+\s*$/.test(original) ? Number(original) : original,
        )
        .strict(false)
        .typeError('must be a numeric id')
        .integer('must be a numeric id')
        .min(0, 'must be a numeric id')
        .required('is missing'),
    (value) => {
      if (typeof value === 'string') return /^\s*\d+\s*$/.test(value) ? Number(value) : INVALID;
      return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : INVALID;
    },
  );

/** An integer that PHP may send as a string, null or ''. Unusable values fall back. */
export const intOr = (fallback: number) => {
  const toInt = (original: unknown) => {
    if (typeof original === 'number') return Number.isFinite(original) ? Math.trunc(original) : fallback;
    if (typeof original === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(original)) return Math.trunc(Number(original));
    return fallback;
  };
  return wire(
    (yup) =>
      yup
        .number()
        .transform((_value, original: unknown) => toInt(original))
        .default(fallback)
        .defined(),
    toInt,
  );
};

/** Text that may be null, missing or a number; objects and arrays are not text. */
const toText = (original: unknown) => {
  if (isBlank(original)) return '';
  if (typeof original === 'number' || typeof original === 'boolean') return String(original);
  return original;
};
const textSchema = (yup: YupModule) =>
  yup.string().transform((_value, original: unknown) => toText(original)).strict(false).typeError('must be text').default('').defined();
const readText: Reader = (original) => {
  const value = toText(original);
  return typeof value === 'string' ? value : INVALID;
};
export const text = () => wire(textSchema, readText);

/** Text that must be present and not blank. */
export const requiredText = () =>
  wire(
    (yup) => textSchema(yup).test('present', 'is missing', (value) => typeof value === 'string' && value.trim() !== ''),
    (original) => {
      const value = readText(original);
      return typeof value === 'string' && value.trim() !== '' ? value : INVALID;
    },
  );

const toOptionalText = (original: unknown) => {
  if (isBlank(original)) return null;
  if (typeof original === 'number') return String(original);
  return original;
};
/** Optional text where null and '' mean "none". */
export const optionalText = () =>
  wire(
    (yup) =>
      yup
        .string()
        .transform((_value, original: unknown) => toOptionalText(original))
        .strict(false)
        .typeError('must be text or null')
        .nullable()
        .default(null)
        .defined(),
    (original) => {
      const value = toOptionalText(original);
      return value === null || typeof value === 'string' ? value : INVALID;
    },
  );

const toFlag = (original: unknown) => original === true || original === 1 || original === '1' || original === 'true';
/** PHP's idea of true: true, 1, "1", "true". */
export const flag = () =>
  wire(
    (yup) =>
      yup
        .boolean()
        .transform((_value, original: unknown) => toFlag(original))
        .default(false)
        .defined(),
    toFlag,
  );

export const dateText = () => optionalText();

export const categoryWire = record({ id: id(), name: requiredText() });

export const partWire = record({
  id: id(),
  name: requiredText(),
  description: text(),
  image: optionalText(),
  category: optionalText(),
  category_name: optionalText(),
  model_file: optionalText(),
  model: optionalText(),
  brochure_file: optionalText(),
  brochure: optionalText(),
  stock: intOr(0),
});

export const suggestionWire = wire((yup) =>
  yup
    .object({ id: id().build(yup).notRequired(), partName: optionalText().build(yup), part_name: optionalText().build(yup), name: optionalText().build(yup) })
    .test('named', 'has neither partName nor name', (value) => Boolean(value.partName || value.part_name || value.name)),
);

export const inquiryWire = record({
  id: id(),
  // A record without its customer's name is not one the back office can show.
  name: requiredText(),
  email: text(),
  phone: text(),
  company: text(),
  partName: optionalText(),
  part_name: optionalText(),
  quantity: intOr(0),
  message: text(),
  status: optionalText(),
  date: dateText(),
  created_at: dateText(),
});

export const buyLeadWire = record({
  id: id(),
  // A record without its customer's name is not one the back office can show.
  name: requiredText(),
  email: text(),
  phone: text(),
  company: text(),
  partName: optionalText(),
  part_name: optionalText(),
  partNumber: optionalText(),
  part_number: optionalText(),
  quantity: intOr(0),
  budget: optionalText(),
  deliveryLocation: optionalText(),
  delivery_location: optionalText(),
  additionalRequirements: optionalText(),
  additional_requirements: optionalText(),
  status: optionalText(),
  created_at: dateText(),
  date: dateText(),
});

export const blogPostWire = record({
  id: id(),
  title: requiredText(),
  excerpt: text(),
  content: text(),
  author: text(),
  date: dateText(),
  category: text(),
  image: optionalText(),
});

/** `{success, message}`: the reply to most writes. */
export const statusEnvelope = record({ success: flag(), message: optionalText(), error: optionalText() });

/** `{success, data: T[], message}`. */
export const listEnvelope = <T extends Yup.AnyObject>(row: Row<T>) =>
  record({ success: flag(), data: list(row, 'must be a list'), message: optionalText() });

/** A record that must be there: `data` of a one-record reply. */
const requiredRecord = <T extends Yup.AnyObject>(row: Row<T>) =>
  wire(
    (yup) => row.build(yup).required('is missing').typeError('must be an object'),
    row.read && ((value) => (value === undefined ? INVALID : row.read!(value))),
  );

/** `{success, data: T, message}`. */
export const itemEnvelope = <T extends Yup.AnyObject>(row: Row<T>) =>
  record({ success: flag(), data: requiredRecord(row), message: optionalText() });

export const bareList = <T extends Yup.AnyObject>(row: Row<T>) => list(row, 'must be a bare list');

export const brochureGetWire = record({ success: flag(), bpath: optionalText(), message: optionalText() });
export const uploadWire = record({ success: flag(), file_path: optionalText(), message: optionalText() });
export const blogListWire = record({ data: list(blogPostWire, 'must be a list') });
export const blogItemWire = record({ data: requiredRecord(blogPostWire) });
/** The blog writes' replies are "not shown" by the spec: any JSON object. */
export const opaqueObject = wire((yup) =>
  yup.mixed<Record<string, unknown>>().test('object', 'must be a JSON object', (value) => isRecord(value)),
);
/** Shapes the spec does not show at all: any JSON value. */
export const opaque = wire((yup) => yup.mixed().defined());

export type PartWire = WireValue<typeof partWire>;
export type CategoryWire = WireValue<typeof categoryWire>;
export type InquiryWire = WireValue<typeof inquiryWire>;
export type BuyLeadWire = WireValue<typeof buyLeadWire>;
export type BlogPostWire = WireValue<typeof blogPostWire>;
