/**
 * Wire schemas: what the PHP backend really sends, not what we wish it sent.
 * Numbers may arrive as strings, missing fields as null, and some fields under two names.
 * These schemas accept all of that and reject only what a client could not use.
 */
import * as yup from 'yup';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A fast reader for the hot paths (a catalogue of thousands of rows): yup takes about 50 µs a row,
 * too slow for the main thread at 5,000 parts. Each field helper below carries a hand-written reader
 * that gives exactly what its yup schema gives for the values it accepts, and INVALID for anything
 * else, in which case yup decides (and words the error). tests/unit/verify/fast-read.test.ts checks
 * the two agree on generated rows.
 */
const INVALID = Symbol('invalid');
type Reader = (value: unknown) => unknown;
const readers = new WeakMap<object, Reader>();
const withReader = <S extends object>(schema: S, read: Reader): S => {
  readers.set(schema, read);
  return schema;
};
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What `schema.validateSync(value, { stripUnknown: true })` returns, when the fast reader can tell; otherwise null. */
export function readFast(schema: object, value: unknown): { value: unknown } | null {
  const read = readers.get(schema);
  if (!read) return null;
  const result = read(value);
  return result === INVALID ? null : { value: result };
}

/** yup.object(fields), with a fast reader when every field has one. */
const record = <F extends yup.ObjectShape>(fields: F) => {
  const schema = yup.object(fields);
  const fieldReaders = Object.entries(fields).map(([key, field]) => [key, readers.get(field)] as const);
  if (fieldReaders.some(([, read]) => !read)) return schema;
  return withReader(schema, (value) => {
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

/** A required list of rows. */
const list = <T extends yup.AnyObject>(row: yup.ObjectSchema<T>, typeError: string) => {
  const schema = yup.array(row).required('is missing').typeError(typeError);
  const readRow = readers.get(row);
  if (!readRow) return schema;
  return withReader(schema, (value) => {
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
  withReader(
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
  return withReader(
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
export const text = () =>
  withReader(
    yup.string().transform((_value, original: unknown) => toText(original)).strict(false).typeError('must be text').default('').defined(),
    (original) => {
      const value = toText(original);
      return typeof value === 'string' ? value : INVALID;
    },
  );

/** Text that must be present and not blank. */
export const requiredText = () => {
  const readText = readers.get(text())!;
  return withReader(
    text().test('present', 'is missing', (value) => typeof value === 'string' && value.trim() !== ''),
    (original) => {
      const value = readText(original);
      return typeof value === 'string' && value.trim() !== '' ? value : INVALID;
    },
  );
};

const toOptionalText = (original: unknown) => {
  if (isBlank(original)) return null;
  if (typeof original === 'number') return String(original);
  return original;
};
/** Optional text where null and '' mean "none". */
export const optionalText = () =>
  withReader(
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
  withReader(
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

export const suggestionWire = yup
  .object({ id: id().notRequired(), partName: optionalText(), part_name: optionalText(), name: optionalText() })
  .test('named', 'has neither partName nor name', (value) => Boolean(value.partName || value.part_name || value.name));

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
export const listEnvelope = <T extends yup.AnyObject>(row: yup.ObjectSchema<T>) =>
  record({ success: flag(), data: list(row, 'must be a list'), message: optionalText() });

/** `{success, data: T, message}`. */
export const itemEnvelope = <T extends yup.AnyObject>(row: yup.ObjectSchema<T>) =>
  yup.object({ success: flag(), data: row.required('is missing').typeError('must be an object'), message: optionalText() });

export const bareList = <T extends yup.AnyObject>(row: yup.ObjectSchema<T>) =>
  list(row, 'must be a bare list');

export const brochureGetWire = yup.object({ success: flag(), bpath: optionalText(), message: optionalText() });
export const uploadWire = yup.object({ success: flag(), file_path: optionalText(), message: optionalText() });
export const blogListWire = record({ data: list(blogPostWire, 'must be a list') });
export const blogItemWire = yup.object({ data: blogPostWire.required('is missing').typeError('must be an object') });
/** The blog writes' replies are "not shown" by the spec: any JSON object. */
export const opaqueObject = yup.mixed<Record<string, unknown>>().test('object', 'must be a JSON object', (v) => typeof v === 'object' && v !== null && !Array.isArray(v));
/** Shapes the spec does not show at all: any JSON value. */
export const opaque = yup.mixed().defined();

export type PartWire = yup.InferType<typeof partWire>;
export type CategoryWire = yup.InferType<typeof categoryWire>;
export type InquiryWire = yup.InferType<typeof inquiryWire>;
export type BuyLeadWire = yup.InferType<typeof buyLeadWire>;
export type BlogPostWire = yup.InferType<typeof blogPostWire>;
