import * as yup from 'yup';
import { sentFields, type Field, type SentKey, type Table } from '@contract';

/** The form's own text beyond spec §5, for a text past its table's limit. */
export const tooLong = (max: number) => `Use at most ${max.toLocaleString('en-IN')} characters`;

/** What a form holds while being edited: each sent field's text as typed (a stored path or null for a file). */
export type FormValuesOf<T extends Table> = { -readonly [K in SentKey<T>]: T[K]['type'] extends 'path' ? string | null : string };

/** Checks a table cannot hold as data: a phone number's country rules load with the form that uses them. */
export interface Checks {
  phone?: (value: string) => Promise<boolean>;
}

/** The yup rule of one row, or null when the row asks nothing of the form. */
function ruleOf(row: Field, checks: Checks): yup.Schema | null {
  if (row.type === 'count') {
    // The text as typed (a number field's '1e3' or '1.5' stays as it is): digits only, and more than 0 where the row says so.
    if (row.positive) {
      const { positive, whole } = row;
      return yup
        .string()
        .trim()
        .required(row.required)
        .test('quantity', (value, context) => {
          if (!value) return true;
          if (!(Number(value) > 0)) return context.createError({ message: positive });
          return /^\d+$/.test(value) || context.createError({ message: whole });
        });
    }
    return row.whole ? yup.mixed().test('whole', row.whole, (value) => value === undefined || value === null || /^\d*$/.test(String(value).trim())) : null;
  }
  if (row.type === 'path' || !(row.required || row.max || row.min || row.invalid)) return null;
  let rule = yup.string().trim();
  if (row.max) rule = rule.max(row.max, tooLong(row.max));
  if (row.required) rule = rule.required(row.required);
  if (row.type === 'email' && row.invalid) rule = rule.email(row.invalid);
  if (row.min) rule = rule.min(row.min[0], row.min[1]);
  const { phone } = checks;
  if (row.type === 'phone' && row.invalid && phone) rule = rule.test('phone-format', row.invalid, async (value) => !value || (await phone(value)));
  return rule;
}

/** The form's yup schema: the rule of every sent field that has one, with spec §5's messages. */
export function formSchema(table: Table, checks: Checks = {}) {
  return yup.object(
    Object.fromEntries(
      sentFields(table, 'create').flatMap(([key, , row]) => {
        const rule = ruleOf(row, checks);
        return rule ? [[key, rule]] : [];
      }),
    ),
  );
}

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
  return Object.fromEntries(sentFields(table, 'create').flatMap(([key, , row]) => (row.max ? [[key, row.max]] : [])));
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
