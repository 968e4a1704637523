import { sentFields, type Field, type FieldType, type RecordOf, type Table } from '@contract';
import { parseBackendDate } from '../lib/backend-date';

const toText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function held(row: Field, value: unknown): unknown {
  switch (row.type as FieldType) {
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
    Object.entries(table).map(([key, field]) => [key, held(field, row[field.wire] ?? (field.alias ? row[field.alias] : undefined))]),
  ) as RecordOf<T>;
}

/** A request's body: each sent field under the name the add form or the update uses (an update with its id). */
export function bodyOf<T extends Table>(table: T, values: Partial<Record<keyof T, unknown>>, mode: 'create' | 'update'): Record<string, unknown> {
  const fields = sentFields(table, mode).map(([key, name, row]) => [name, row.type === 'path' ? values[key] || null : values[key]]);
  return Object.fromEntries(mode === 'update' ? [['id', values.id], ...fields] : fields);
}
