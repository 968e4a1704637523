/** How the routes read a record's texts from a request, as the reference's text_field does. */
import { sentFields, type Table } from '../../php-contract/records';
import type * as db from '../db';
import { has, textOf } from './route-helpers';

/** One text the add form sends: the names the scripts read it under, and whether they refuse a record without it. */
interface TextField {
  wire: string;
  names: string[];
  required: boolean;
}

/**
 * A record's texts (its table's rows the add form sends), read from a request and kept under `column`
 * of their wire name (the wire name itself, or inquiries.php's snake_case).
 */
export function recordTexts(table: Table, column: (wire: string) => string = (wire) => wire) {
  const fields: TextField[] = sentFields(table, 'create')
    .filter(([, , row]) => row.type !== 'count' && row.type !== 'path' && row.type !== 'date')
    .map(([, , { wire, form }]) => ({
      wire: wire.name,
      names: wire.alias ? [wire.name, wire.alias] : [wire.name],
      required: Boolean(form?.required),
    }));
  return {
    /** The texts a request sends, by column. */
    sent: (body: unknown) => Object.fromEntries(fields.map((f) => [column(f.wire), textOf(body, ...f.names)])),
    /** An update's texts (and `extra` ones): those sent, and the stored ones for the fields left out. */
    updated: (body: unknown, existing: db.Row, extra: TextField[] = []) =>
      Object.fromEntries(
        [...fields, ...extra].map((f) => [
          column(f.wire),
          has(body, ...f.names) ? textOf(body, ...f.names) : String(existing[column(f.wire)] ?? ''),
        ]),
      ),
    /** The required fields with no text in `values`. */
    missing: (values: Record<string, string>) => fields.filter((f) => f.required && !values[column(f.wire)]),
  };
}
