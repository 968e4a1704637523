/**
 * One table per record: parts, enquiries, buy leads and blog posts. A field is one row, and everything
 * about it is derived from that row: the reply's reader (here, for endpoints.ts), the app's record and
 * request body (`fromWire`, `bodyOf`, `RecordOf`, `InputOf`, here), the request's schema (requests.ts, for the
 * tools and openapi.json), the forms' yup rules, blank values and payloads (src/lib/record-form.ts), the
 * fake backend's texts and required fields (mocks/handlers/routes.ts), and the staff lists' search
 * (list/use-list.ts), CSV columns (list/export-csv.tsx) and detail rows (shared/lead-columns.tsx).
 * tests/unit/records.test.tsx walks every row through all of them.
 *
 * A table's key is the field's name in the app; `wire` is its name on the wire. The row order is the
 * order of the CSV columns and of the detail rows (id, date and status first in the CSV, last in the detail).
 */
import { parseBackendDate } from './php-reply.ts';
import { alias, dateText, id, intOr, optionalText, record, requiredText, text, dataItem, dataList, type Wire } from './schemas.ts';

/**
 * What a field holds, and so how the app reads it from the wire and shows it:
 * id and count are numbers; text, email and phone are trimmed lines; prose is kept as written;
 * status is a lower-case word; date is a Date (or null); path is a stored file path (or null).
 */
export type FieldType = 'id' | 'text' | 'email' | 'phone' | 'prose' | 'count' | 'status' | 'date' | 'path';

/** Where the staff screens show a field: the list finds a record by it, the detail shows it, the CSV has it. */
export type Shown = 'list' | 'detail' | 'csv';

export type Send = 'filled' | 'optional' | 'text' | 'number' | 'integer' | 'path';

export interface Field {
  readonly type: FieldType;
  /** Its name in replies and requests. */
  readonly wire: string;
  /** A second name the backend may send instead (the client reads whichever is set). */
  readonly alias?: string;
  /** How a reply carries it. */
  readonly read: Wire;
  /**
   * How a request carries it (its schema is the tools' part, requests.ts): text that is not blank, text
   * the form leaves optional, text always sent, a number, an integer, a stored path or null. A field
   * without one is never sent.
   */
  readonly send?: Send;
  /** Sent only with an update (a status), never by the add form. */
  readonly updateOnly?: true;
  /** The name an update sends it under, when not `wire` (spec §7's parts.php PUT). */
  readonly updateWire?: string;
  /** Spec §5's message when the form and the backend refuse a record without it. */
  readonly required?: string;
  /** The most characters the form takes. */
  readonly max?: number;
  /** The fewest characters, with spec §5's message. */
  readonly min?: readonly [number, string];
  /** Spec §5's message for a text that is not an email address or a phone number. */
  readonly invalid?: string;
  /** A count: spec §5's message when not above 0, and the message when not whole (the form's own). */
  readonly positive?: string;
  readonly whole?: string;
  /** What the app reads when the backend sends none (a status). */
  readonly fallback?: string;
  /** The staff screens' label, and the CSV's header when it differs. */
  readonly label: string;
  readonly csv?: string;
  readonly shown: readonly Shown[];
  /** The detail leaves the row out when the field is empty. */
  readonly hideEmpty?: true;
}

/** How the app holds each type of field. */
interface Held {
  id: number;
  count: number;
  text: string;
  email: string;
  phone: string;
  prose: string;
  status: string;
  date: Date | null;
  path: string | null;
}

/** A record as the app holds it, inferred from its table. */
export type RecordOf<T extends Table> = { -readonly [K in keyof T]: Held[T[K]['type']] };
/** The fields the add form sends. */
export type SentKey<T extends Table> = { [K in keyof T]: T[K] extends { send: Send } ? (T[K] extends { updateOnly: true } ? never : K) : never }[keyof T];
/** What the add form gives the API: the record's fields that it sends. */
export type InputOf<T extends Table> = Pick<RecordOf<T>, SentKey<T>>;

const field = <const R extends Field>(row: R): R => row;
/** A record's table: its fields by their names in the app, in order. */
export type Table = Record<string, Field>;

const recordId = field({ type: 'id', wire: 'id', read: id(), label: 'ID', shown: ['csv'] });
const statusOf = (fallback: string) =>
  field({ type: 'status', wire: 'status', read: optionalText(), send: 'text', updateOnly: true, fallback, label: 'Status', shown: ['detail', 'csv'] });

/** Who asks and for which part: the fields an enquiry and a buy lead share, in their order (spec §5). */
const leadCustomer = {
  // A record without its customer's name is not one the back office can show.
  name: field({ type: 'text', wire: 'name', read: requiredText(), send: 'filled', required: 'Name is required', max: 100, label: 'Customer', csv: 'Name', shown: ['list', 'detail', 'csv'] }),
  company: field({ type: 'text', wire: 'company', read: text(), send: 'filled', required: 'Company name is required', max: 150, label: 'Company', shown: ['list', 'detail', 'csv'] }),
  email: field({ type: 'email', wire: 'email', read: text(), send: 'optional', invalid: 'Email is invalid', max: 255, label: 'Email', shown: ['list', 'detail', 'csv'] }),
  phone: field({ type: 'phone', wire: 'phone', read: text(), send: 'filled', required: 'Phone number is required', invalid: 'Phone number is invalid', max: 30, label: 'Phone', shown: ['list', 'detail', 'csv'] }),
  partName: field({ type: 'text', wire: 'partName', alias: 'part_name', read: optionalText(), send: 'filled', required: 'Part name is required', max: 255, label: 'Part Name', csv: 'Part', shown: ['list', 'detail', 'csv'] }),
};
const leadQuantity = field({
  type: 'count', wire: 'quantity', read: intOr(0), send: 'number',
  required: 'Quantity is required', positive: 'Quantity must be a positive number', whole: 'Quantity must be a whole number',
  label: 'Quantity', shown: ['detail', 'csv'],
});

export const inquiryRecord = {
  id: recordId,
  date: field({ type: 'date', wire: 'date', alias: 'created_at', read: dateText(), label: 'Inquiry Date', csv: 'Date', shown: ['detail', 'csv'] }),
  status: statusOf('pending'),
  ...leadCustomer,
  quantity: leadQuantity,
  message: field({
    type: 'prose', wire: 'message', read: text(), send: 'filled', required: 'Message is required', max: 5000, min: [10, 'Message must be at least 10 characters'],
    label: 'Message', shown: ['list', 'detail', 'csv'],
  }),
} satisfies Table;

export const buyLeadRecord = {
  id: recordId,
  createdAt: field({ type: 'date', wire: 'created_at', alias: 'date', read: dateText(), label: 'Date', shown: ['csv'] }),
  status: { ...statusOf('new'), shown: ['csv'] },
  ...leadCustomer,
  partNumber: field({ type: 'text', wire: 'partNumber', alias: 'part_number', read: optionalText(), send: 'optional', max: 100, label: 'Part Number', hideEmpty: true, shown: ['list', 'detail', 'csv'] }),
  quantity: leadQuantity,
  budget: field({ type: 'text', wire: 'budget', read: optionalText(), send: 'optional', max: 100, label: 'Budget', hideEmpty: true, shown: ['list', 'detail', 'csv'] }),
  deliveryLocation: field({
    type: 'text', wire: 'deliveryLocation', alias: 'delivery_location', read: optionalText(), send: 'filled', required: 'Delivery location is required', max: 255,
    label: 'Delivery', shown: ['list', 'detail', 'csv'],
  }),
  additionalRequirements: field({
    type: 'prose', wire: 'additionalRequirements', alias: 'additional_requirements', read: optionalText(), send: 'optional', max: 5000,
    label: 'Requirements', shown: ['list', 'detail', 'csv'],
  }),
} satisfies Table;

export const partRecord = {
  id: { ...recordId, shown: ['csv'] },
  name: field({ type: 'text', wire: 'name', read: requiredText(), send: 'filled', required: 'Part name is required', label: 'Name', shown: ['list', 'csv'] }),
  category: field({ type: 'text', wire: 'category', alias: 'category_name', read: optionalText(), send: 'filled', required: 'Category is required', label: 'Category', shown: ['csv'] }),
  description: field({ type: 'prose', wire: 'description', read: text(), send: 'filled', required: 'Description is required', label: 'Description', shown: ['list', 'csv'] }),
  image: field({ type: 'path', wire: 'image', read: optionalText(), send: 'path', label: 'Image', shown: [] }),
  modelFile: field({ type: 'path', wire: 'model_file', alias: 'model', updateWire: 'model', read: optionalText(), send: 'path', label: '3D Model', shown: [] }),
  brochureFile: field({ type: 'path', wire: 'brochure_file', alias: 'brochure', updateWire: 'brochure', read: optionalText(), send: 'path', label: 'Brochure', shown: [] }),
  stock: field({ type: 'count', wire: 'stock', read: intOr(0), send: 'integer', whole: 'Stock must be a whole number (0 or more)', label: 'Stock', shown: ['csv'] }),
} satisfies Table;

export const blogPostRecord = {
  id: { ...recordId, shown: [] },
  title: field({ type: 'text', wire: 'title', read: requiredText(), send: 'filled', required: 'Title is required', label: 'Title', shown: ['list'] }),
  excerpt: field({ type: 'text', wire: 'excerpt', read: text(), send: 'optional', label: 'Excerpt', shown: ['list'] }),
  content: field({ type: 'prose', wire: 'content', read: text(), send: 'filled', required: 'Content is required', label: 'Content', shown: [] }),
  author: field({ type: 'text', wire: 'author', read: text(), send: 'optional', label: 'Author', shown: ['list'] }),
  date: field({ type: 'date', wire: 'date', read: dateText(), send: 'optional', label: 'Date', shown: [] }),
  category: field({ type: 'text', wire: 'category', read: text(), send: 'optional', label: 'Category', shown: ['list'] }),
  image: field({ type: 'path', wire: 'image', read: optionalText(), send: 'path', label: 'Image', shown: [] }),
} satisfies Table;

const rows = (table: Table) => Object.entries(table);

/** A field of a record's table: its key and its row. */
export type Row<T extends Table> = [key: keyof T & string, field: Field];
/** The fields a staff screen shows in one place (their `shown`), in the table's order. */
export const shownIn = <T extends Table>(table: T, where: Shown): Row<T>[] => (Object.entries(table) as Row<T>[]).filter(([, field]) => field.shown.includes(where));

/** The reply's reader: every field under its wire name, and under its alias too. */
export function wireOf(table: Table): Wire<Record<string, unknown>> {
  return record(
    Object.fromEntries(
      rows(table).flatMap(([, row]) => [[row.wire, row.read], ...(row.alias ? [[row.alias, alias(row.read, row.wire)]] : [])]),
    ) as Record<string, Wire>,
  );
}

/** The fields a request carries: the add form's, or an update's (its id and status too, under the update's names). */
export function sentFields(table: Table, mode: 'create' | 'update'): [key: string, name: string, row: Field][] {
  return rows(table)
    .filter(([, row]) => row.send && (mode === 'update' || !row.updateOnly))
    .map(([key, row]) => [key, (mode === 'update' && row.updateWire) || row.wire, row]);
}

const toText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A field's value as the app holds it (see FieldType), from what the reader accepted. */
function held(row: Field, value: unknown): unknown {
  switch (row.type) {
    case 'text':
    case 'email':
    case 'phone':
      return toText(value).trim();
    case 'prose':
      return toText(value);
    case 'status':
      return toText(value ?? row.fallback).trim().toLowerCase() || row.fallback;
    case 'date':
      return parseBackendDate(value);
    case 'path':
      return value ?? null;
    default:
      return value;
  }
}

/** A record from a wire row its table's reader accepted: each field from its wire name, else its alias. */
export function fromWire<T extends Table>(table: T, row: Record<string, unknown>): RecordOf<T> {
  return Object.fromEntries(
    rows(table).map(([key, field]) => [key, held(field, row[field.wire] ?? (field.alias ? row[field.alias] : undefined))]),
  ) as RecordOf<T>;
}

/** A request's body: each sent field under the name the add form or the update uses (an update with its id). */
export function bodyOf<T extends Table>(table: T, values: Partial<Record<keyof T, unknown>>, mode: 'create' | 'update'): Record<string, unknown> {
  const fields = sentFields(table, mode).map(([key, name, row]) => [name, row.type === 'path' ? values[key] || null : values[key]]);
  return Object.fromEntries(mode === 'update' ? [['id', values.id], ...fields] : fields);
}

export const partWire = wireOf(partRecord);
export const inquiryWire = wireOf(inquiryRecord);
export const buyLeadWire = wireOf(buyLeadRecord);
export const blogPostWire = wireOf(blogPostRecord);
export const blogListWire = dataList(blogPostWire);
export const blogItemWire = dataItem(blogPostWire);
