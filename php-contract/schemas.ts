/**
 * Wire schemas: what the PHP backend really sends, not what we wish it sent.
 * Numbers may arrive as strings, missing fields as null, and some fields under two names.
 * These schemas accept all of that and reject only what a client could not use.
 */
import * as yup from 'yup';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** A record id: 12 or "12". */
export const id = () =>
  yup
    .number()
    .transform((_value, original: unknown) =>
      typeof original === 'string' && /^\s*\d+\s*$/.test(original) ? Number(original) : original,
    )
    .strict(false)
    .typeError('must be a numeric id')
    .integer('must be a numeric id')
    .min(0, 'must be a numeric id')
    .required('is missing');

/** An integer that PHP may send as a string, null or ''. Unusable values fall back. */
export const intOr = (fallback: number) =>
  yup
    .number()
    .transform((_value, original: unknown) => {
      if (typeof original === 'number') return Number.isFinite(original) ? Math.trunc(original) : fallback;
      if (typeof original === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(original)) return Math.trunc(Number(original));
      return fallback;
    })
    .default(fallback)
    .defined();

/** Text that may be null, missing or a number; objects and arrays are not text. */
export const text = () =>
  yup
    .string()
    .transform((_value, original: unknown) => {
      if (isBlank(original)) return '';
      if (typeof original === 'number' || typeof original === 'boolean') return String(original);
      return original;
    })
    .strict(false)
    .typeError('must be text')
    .default('')
    .defined();

/** Text that must be present and not blank. */
export const requiredText = () => text().test('present', 'is missing', (value) => typeof value === 'string' && value.trim() !== '');

/** Optional text where null and '' mean "none". */
export const optionalText = () =>
  yup
    .string()
    .transform((_value, original: unknown) => {
      if (isBlank(original)) return null;
      if (typeof original === 'number') return String(original);
      return original;
    })
    .strict(false)
    .typeError('must be text or null')
    .nullable()
    .default(null)
    .defined();

/** PHP's idea of true: true, 1, "1", "true". */
export const flag = () =>
  yup
    .boolean()
    .transform((_value, original: unknown) => original === true || original === 1 || original === '1' || original === 'true')
    .default(false)
    .defined();

/** A date as PHP sends it (DATETIME/DATE string) or nothing. Unparseable text is tolerated here and read as no date. */
export const dateText = () => optionalText();

export const categoryWire = yup.object({ id: id(), name: requiredText() });

export const partWire = yup.object({
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

export const inquiryWire = yup.object({
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

export const buyLeadWire = yup.object({
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

export const blogPostWire = yup.object({
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
export const statusEnvelope = yup.object({ success: flag(), message: optionalText(), error: optionalText() });

/** `{success, data: T[], message}`. */
export const listEnvelope = <T extends yup.AnyObject>(row: yup.ObjectSchema<T>) =>
  yup.object({
    success: flag(),
    data: yup.array(row).required('is missing').typeError('must be a list'),
    message: optionalText(),
  });

/** `{success, data: T, message}`. */
export const itemEnvelope = <T extends yup.AnyObject>(row: yup.ObjectSchema<T>) =>
  yup.object({ success: flag(), data: row.required('is missing').typeError('must be an object'), message: optionalText() });

export const bareList = <T extends yup.AnyObject>(row: yup.ObjectSchema<T>) =>
  yup.array(row).required().typeError('must be a bare list');

export const brochureGetWire = yup.object({ success: flag(), bpath: optionalText(), message: optionalText() });
export const uploadWire = yup.object({ success: flag(), file_path: optionalText(), message: optionalText() });
export const blogListWire = yup.object({ data: yup.array(blogPostWire).required('is missing').typeError('must be a list') });
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
