import * as yup from 'yup';
import { sentFields, type Field, type Table } from '@contract';
import { tooLong } from './record-form';

/**
 * The forms' rules (spec §5) as yup schemas, apart from record-form.ts's values and payloads: with yup
 * (about 12 KB gzipped), the public form pages load them only at the first submit (src/features/forms/lead-rules.ts).
 */

/** Checks a table cannot hold as data: a phone number's country rules load with the form that uses them. */
export interface Checks {
  phone?: (value: string) => Promise<boolean>;
}

/** The yup rule of one row, or null when the row asks nothing of the form. */
function ruleOf(row: Field, checks: Checks): yup.Schema | null {
  const form = row.form ?? {};
  if (row.type === 'count') {
    // The text as typed (a number field's '1e3' or '1.5' stays as it is): digits only, and more than 0 where the row says so.
    if (form.positive) {
      const { positive, whole } = form;
      return yup
        .string()
        .trim()
        .required(form.required)
        .test('quantity', (value, context) => {
          if (!value) return true;
          if (!(Number(value) > 0)) return context.createError({ message: positive });
          return /^\d+$/.test(value) || context.createError({ message: whole });
        });
    }
    return form.whole
      ? yup.mixed().test('whole', form.whole, (value) => value === undefined || value === null || /^\d*$/.test(String(value).trim()))
      : null;
  }
  if (row.type === 'path' || !(form.required || form.max || form.min || form.invalid)) return null;
  let rule = yup.string().trim();
  if (form.max) rule = rule.max(form.max, tooLong(form.max));
  if (form.required) rule = rule.required(form.required);
  if (row.type === 'email' && form.invalid) rule = rule.email(form.invalid);
  if (form.min) rule = rule.min(form.min[0], form.min[1]);
  const { phone } = checks;
  if (row.type === 'phone' && form.invalid && phone)
    rule = rule.test('phone-format', form.invalid, async (value) => !value || (await phone(value)));
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
