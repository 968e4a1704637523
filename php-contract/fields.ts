/**
 * What a record table is made of (records.ts): a field's row and what is derived from a table, the same for
 * every record. The tables themselves are in records/, one module per record with its script's calls, so
 * that a page loads only the records it calls.
 */
import { parseBackendDate } from './php-reply.ts';
import { alias, id, optionalText, record, type Wire } from './schemas.ts';

/**
 * What a field holds, and so how the app reads it from the wire and shows it:
 * id and count are numbers; text, email and phone are trimmed lines; prose is kept as written;
 * status is a lower-case word; date is a Date (or null); path is a stored file path (or null).
 */
export type FieldType = 'id' | 'text' | 'email' | 'phone' | 'prose' | 'count' | 'status' | 'date' | 'path';

/**
 * How a request carries a field, as its schema says (requests.ts): text that is not blank, text that may be
 * blank or missing, text always sent, a number, an integer, a stored path or null.
 */
export type Send = 'filled' | 'optional' | 'text' | 'number' | 'integer' | 'path';

/** What a field is on the wire. */
export interface OnWire {
  /** Its name in replies and requests. */
  readonly name: string;
  /** A second name the backend may send instead (the client reads whichever is set). */
  readonly alias?: string;
  /** How a reply carries it. */
  readonly read: Wire;
  /** What the app reads when the backend sends none (a status). */
  readonly fallback?: string;
  /**
   * What a request carries it as. A field the add form has is sent by it and by an update; one without a
   * form part (a status) only by an update; one without `sentAs` never.
   */
  readonly sentAs?: 'text' | 'number' | 'integer' | 'path';
  /** The name an update sends it under, when not `name` (spec §7's parts.php PUT). */
  readonly updateName?: string;
}

/** What the add form asks of a field (spec §5's messages); a field with this part is on the form. */
export interface InForm {
  /** The message when the form and the backend refuse a record without it. */
  readonly required?: string;
  /** The most characters the form takes. */
  readonly max?: number;
  /** The fewest characters, with its message. */
  readonly min?: readonly [number, string];
  /** The message for a text that is not an email address or a phone number. */
  readonly invalid?: string;
  /** A count: the message when not above 0, and the message when not whole (the form's own). */
  readonly positive?: string;
  readonly whole?: string;
}

/**
 * A field in a staff list: the head of a column (`column` is its id in the address's ?sort=, `header` its
 * header when not the label), or a line under the head of the column `under`, after `prefix`.
 */
export type InList =
  { readonly column: string; readonly header?: string; readonly sortable?: true } | { readonly under: string; readonly prefix?: string };

/** What staff see of a field. */
export interface ToStaff {
  /** Its label in a detail, and its list and CSV header unless those say otherwise. */
  readonly label: string;
  /** The staff search looks in it. */
  readonly searched?: true;
  readonly list?: InList;
  /** A row of the detail, or one left out when the field is empty. */
  readonly detail?: true | 'whenFilled';
  /** A column of the CSV, under the label or the header given. */
  readonly csv?: true | string;
}

/** A field's row, one part per concern: the wire, the add form, the staff screens. */
export interface Field {
  readonly type: FieldType;
  readonly wire: OnWire;
  readonly form?: InForm;
  readonly staff: ToStaff;
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
/** The fields the add form has and sends. */
export type SentKey<T extends Table> = {
  [K in keyof T]: T[K] extends { form: InForm; wire: { sentAs: string } } ? K : never;
}[keyof T];
/** What the add form gives the API: the record's fields that it sends. */
export type InputOf<T extends Table> = Pick<RecordOf<T>, SentKey<T>>;

export const field = <const R extends Field>(row: R): R => row;
/** A record's table: its fields by their names in the app, in order. */
export type Table = Record<string, Field>;

/** Every record's id: a number, in the CSV only unless a table says otherwise. */
export const recordId = field({ type: 'id', wire: { name: 'id', read: id() }, staff: { label: 'ID', csv: true } });
/** A lead's status: sent only by an update, read as `fallback` when missing; each lead's staff screens show it their way. */
export const statusOf = (fallback: string, staff: Omit<ToStaff, 'label'>) =>
  field({
    type: 'status',
    wire: { name: 'status', read: optionalText(), fallback, sentAs: 'text' },
    staff: { label: 'Status', ...staff },
  });

const rows = (table: Table) => Object.entries(table);

/** A field of a record's table: its key and its row. */
export type Row<T extends Table> = [key: keyof T & string, field: Field];
/** The fields a staff screen shows in one place, in the table's order. */
export const staffRows = <T extends Table>(table: T, where: Exclude<keyof ToStaff, 'label'>): Row<T>[] =>
  (Object.entries(table) as Row<T>[]).filter(([, field]) => field.staff[where]);
/** A CSV column's header. */
export const csvHeader = (staff: ToStaff) => (typeof staff.csv === 'string' ? staff.csv : staff.label);

/** The reply's reader: every field under its wire name, and under its alias too. */
export function wireOf(table: Table): Wire<Record<string, unknown>> {
  return record(
    Object.fromEntries(
      rows(table).flatMap(([, { wire }]) => [[wire.name, wire.read], ...(wire.alias ? [[wire.alias, alias(wire.read, wire.name)]] : [])]),
    ) as Record<string, Wire>,
  );
}

/** The fields a request carries: the add form's, or an update's (its id and status too, under the update's names). */
export function sentFields(table: Table, mode: 'create' | 'update'): [key: string, name: string, row: Field][] {
  return rows(table)
    .filter(([, row]) => row.wire.sentAs && (mode === 'update' || row.form))
    .map(([key, row]) => [key, (mode === 'update' && row.wire.updateName) || row.wire.name, row]);
}

/** How a request carries a sent field: a text's schema follows the form, which requires it, leaves it optional or lacks it. */
export function sendOf(row: Field): Send {
  const sentAs = row.wire.sentAs!;
  if (sentAs !== 'text') return sentAs;
  return !row.form ? 'text' : row.form.required ? 'filled' : 'optional';
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
      return (
        toText(value ?? row.wire.fallback)
          .trim()
          .toLowerCase() || row.wire.fallback
      );
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
    rows(table).map(([key, field]) => [key, held(field, row[field.wire.name] ?? (field.wire.alias ? row[field.wire.alias] : undefined))]),
  ) as RecordOf<T>;
}

/** A request's body: each sent field under the name the add form or the update uses (an update with its id). */
export function bodyOf<T extends Table>(
  table: T,
  values: Partial<Record<keyof T, unknown>>,
  mode: 'create' | 'update',
): Record<string, unknown> {
  const fields = sentFields(table, mode).map(([key, name, row]) => [name, row.type === 'path' ? values[key] || null : values[key]]);
  return Object.fromEntries(mode === 'update' ? [['id', values.id], ...fields] : fields);
}
