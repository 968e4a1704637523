import { Fragment, type ReactNode } from 'react';
import type { Field, FieldType, RecordOf, Table } from '@contract';
import { formatLongDate } from '../../../lib/dates';
import type { CsvColumn } from '../list/export-csv';

/** What a staff screen shows of a record, from its table's `shown` and labels (php-contract/records.ts). */
type Row<T extends Table> = [key: keyof T & string, field: Field];
const rowsShown = <T extends Table>(table: T, where: 'list' | 'detail' | 'csv') =>
  (Object.entries(table) as Row<T>[]).filter(([, field]) => field.shown.includes(where));

/** The CSV's columns, in the table's order. */
export const csvColumnsOf = <T extends Table>(table: T): CsvColumn<RecordOf<T>>[] =>
  rowsShown(table, 'csv').map(([key, field]) => ({ header: field.csv ?? field.label, value: (record) => record[key] as ReturnType<CsvColumn<unknown>['value']> }));

/** The texts the list's search looks in. */
export function searchTextOf<T extends Table>(table: T): (record: RecordOf<T>) => string[] {
  const keys = rowsShown(table, 'list').map(([key]) => key);
  return (record) => keys.map((key) => String(record[key]));
}

/** The record's own fields (its id, date and status) come after its customer's in a detail. */
const OWN: ReadonlySet<FieldType> = new Set(['id', 'date', 'status']);

/** The detail's rows: the texts of a list of terms; each prose field is a paragraph of its own (`detailProse`). */
export function detailRowsOf<T extends Table>(table: T): Row<T>[] {
  const rows = rowsShown(table, 'detail').filter(([, field]) => field.type !== 'prose');
  return [...rows.filter(([, field]) => !OWN.has(field.type)), ...rows.filter(([, field]) => OWN.has(field.type))];
}
export const detailProseOf = <T extends Table>(table: T): Row<T>[] => rowsShown(table, 'detail').filter(([, field]) => field.type === 'prose');

function shownValue(field: Field, value: unknown): ReactNode {
  if (field.type === 'email') return value ? <a href={`mailto:${String(value)}`}>{String(value)}</a> : '—';
  if (field.type === 'date') return formatLongDate(value as Date | null) || '—';
  return value === '' || value === null ? '—' : String(value);
}

/** The detail's list of terms; a screen draws a type its own way (the phone, the status control) through `render`. */
export function DetailList<T extends Table>({ table, record, render = {} }: { table: T; record: RecordOf<T>; render?: Partial<Record<FieldType, ReactNode>> }) {
  return (
    <dl className="detail-list">
      {detailRowsOf(table).map(([key, field]) =>
        field.hideEmpty && !record[key] ? null : (
          <Fragment key={key}>
            <dt>{field.label}</dt>
            <dd>{field.type in render ? render[field.type] : shownValue(field, record[key])}</dd>
          </Fragment>
        ),
      )}
    </dl>
  );
}
