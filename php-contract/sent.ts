/**
 * What the client sends: the requests' shapes. Requests are the client's own, so they are read strictly: the
 * right JSON type, no PHP tolerance. Read by the tools (requests.ts, desk-requests.ts: the fake backend, verify,
 * openapi.json), never by the app, so apart from schemas.ts, whose readers every page loads.
 */
import { fail, record, wire, type Fields, type JsonSchema, type Wire } from './schemas.ts';

/** A field the client always sends, of one JSON type. */
const typed = <T>(check: (value: unknown) => value is T, message: string, schema: JsonSchema): Wire<T> =>
  wire(
    (value, issues, path) => {
      if (value === undefined) return fail(issues, path, 'is missing');
      return check(value) ? value : fail(issues, path, message);
    },
    schema,
    true,
  );

const isString = (value: unknown): value is string => typeof value === 'string';
/** Fields of a request body. */
export const sent = {
  object: <F extends Fields>(fields: F) => record(fields),
  /** Text, which may be '' (a field the form leaves optional). */
  text: () => typed(isString, 'must be text', { type: 'string' }),
  /** Text a form leaves optional: the client always sends it ('' for none), and the backend reads a missing one as ''. */
  optional: () =>
    wire((value, issues, path) => (value === undefined || isString(value) ? value : fail(issues, path, 'must be text')), {
      type: 'string',
    }),
  /** Text that must not be blank. */
  filled: () =>
    typed((value): value is string => isString(value) && value.trim() !== '', 'must be text that is not blank', {
      type: 'string',
      minLength: 1,
      pattern: '\\S',
    }),
  /** A stored path or null (sent, never left out). */
  pathOrNull: () =>
    typed((value): value is string | null => value === null || isString(value), 'must be text or null', { type: ['string', 'null'] }),
  integer: () => typed((value): value is number => Number.isInteger(value), 'must be an integer', { type: 'integer' }),
  number: () =>
    typed((value): value is number => typeof value === 'number' && Number.isFinite(value), 'must be a number', { type: 'number' }),
  oneOf: <T extends string>(values: readonly T[]) =>
    typed((value): value is T => (values as readonly unknown[]).includes(value), `must be one of ${values.join(', ')}`, {
      type: 'string',
      enum: values,
    }),
  /** A file part of a multipart form. */
  file: () =>
    typed((value): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob, 'must be a file', {
      type: 'string',
      contentMediaType: 'application/octet-stream',
    }),
  /** A password: the JSON Schema marks it so that tools mask it. */
  password: () => typed(isString, 'must be text', { type: 'string', format: 'password', writeOnly: true }),
  any: () => wire((value) => value, {}),
};
