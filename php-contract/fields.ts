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
export type SentKey<T extends Table> = {
  [K in keyof T]: T[K] extends { send: Send } ? (T[K] extends { updateOnly: true } ? never : K) : never;
}[keyof T];
/** What the add form gives the API: the record's fields that it sends. */
export type InputOf<T extends Table> = Pick<RecordOf<T>, SentKey<T>>;

export const field = <const R extends Field>(row: R): R => row;
/** A record's table: its fields by their names in the app, in order. */
export type Table = Record<string, Field>;

/** Every record's id: a number, in the CSV only unless a table says otherwise. */
export const recordId = field({ type: 'id', wire: 'id', read: id(), label: 'ID', shown: ['csv'] });
/** A lead's status: sent only by an update, read as `fallback` when missing. */
export const statusOf = (fallback: string) =>
  field({
    type: 'status',
    wire: 'status',
    read: optionalText(),
    send: 'text',
    updateOnly: true,
    fallback,
    label: 'Status',
    shown: ['detail', 'csv'],
  });

const rows = (table: Table) => Object.entries(table);

/** A field of a record's table: its key and its row. */
export type Row<T extends Table> = [key: keyof T & string, field: Field];
/** The fields a staff screen shows in one place (their `shown`), in the table's order. */
export const shownIn = <T extends Table>(table: T, where: Shown): Row<T>[] =>
  (Object.entries(table) as Row<T>[]).filter(([, field]) => field.shown.includes(where));

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
      return (
        toText(value ?? row.fallback)
          .trim()
          .toLowerCase() || row.fallback
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
    rows(table).map(([key, field]) => [key, held(field, row[field.wire] ?? (field.alias ? row[field.alias] : undefined))]),
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
