import { sentFields, type SentKey, type Table } from '@contract';

/** The form's own text beyond spec §5, for a text past its table's limit. */
export const tooLong = (max: number) => `Use at most ${max.toLocaleString('en-IN')} characters`;

/** What a form holds while being edited: each sent field's text as typed (a stored path or null for a file). */
export type FormValuesOf<T extends Table> = { -readonly [K in SentKey<T>]: T[K]['type'] extends 'path' ? string | null : string };

/** A form's values: a record's to edit it (each text as text), or blank ones to add one. */
export function formValuesOf<T extends Table>(table: T, record: Partial<Record<keyof T, unknown>> | null = null): FormValuesOf<T> {
  return Object.fromEntries(
    sentFields(table, 'create').map(([key, , row]) => {
      const value = record?.[key];
      return [key, row.type === 'path' ? (value ?? null) : value === undefined || value === null ? '' : String(value)];
    }),
  ) as FormValuesOf<T>;
}

/** The most characters each text of the form takes. */
export function textLimitsOf(table: Table): Record<string, number> {
  return Object.fromEntries(sentFields(table, 'create').flatMap(([key, , row]) => (row.form?.max ? [[key, row.form.max]] : [])));
}

/** A submitted form as the API takes it: texts trimmed, counts as numbers, as the backend expects. */
export function formInput<T extends Table>(table: T, values: FormValuesOf<T>): Record<string, unknown> {
  const typed = values as Record<string, string | null>;
  return Object.fromEntries(
    sentFields(table, 'create').map(([key, , row]) => {
      const value = typed[key];
      return [key, row.type === 'count' ? Number(value) : typeof value === 'string' ? value.trim() : value];
    }),
  );
}
