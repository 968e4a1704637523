import { useFormikContext, type FormikProps } from 'formik';
import { useEffect, useRef, type ChangeEvent, type RefObject } from 'react';
import { lengthNote, textLimits, type LimitedField } from './contact-schema';

const isLimited = (name: string): name is LimitedField => name in textLimits;

/**
 * Props for a text control bound to a Formik field. The value is the text as typed (a number field's
 * '1e3' stays '1e3' for the schema to judge); a text with a limit (textLimits) takes no more.
 * Validation runs on submit; editing a field clears that field's error (spec §4).
 */
export function bindField<T>(formik: FormikProps<T>, name: keyof T & string) {
  return {
    name,
    value: String((formik.values[name] as unknown) ?? ''),
    maxLength: isLimited(name) ? textLimits[name] : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      void formik.setFieldValue(name, event.target.value, false);
      if (formik.errors[name]) formik.setFieldError(name, undefined);
    },
    onBlur: formik.handleBlur,
  };
}

/** The note on a text's length as it nears its limit ('95 of 100 characters'), for the field's hint. */
export const lengthHint = <T,>(formik: FormikProps<T>, name: keyof T & string) =>
  isLimited(name) ? lengthNote(String((formik.values[name] as unknown) ?? ''), name) : undefined;

/** The field's error text, if it has one. */
export const errorOf = <T,>(formik: FormikProps<T>, name: keyof T & string) => {
  const error = formik.errors[name];
  return typeof error === 'string' ? error : undefined;
};

/** After a submit that fails validation, moves focus to the first invalid field. */
export function FocusFirstError({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, errors, formRef]);
  return null;
}

/**
 * Keeps what was typed before the app's code arrived. The page's HTML holds the form whole
 * (build/route-pages.ts), and React takes its fields over as they are, without writing their
 * values: a field whose text differs from the form's first value was typed into, and that text
 * becomes its value. In a form the app drew itself the two never differ.
 */
export function KeepTypedText({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { initialValues, setFieldValue } = useFormikContext<Record<string, unknown>>();
  // After the commit, when the form's ref is set; React runs it before any render that could write the fields.
  useEffect(() => {
    const fields = formRef.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]') ?? [];
    for (const field of fields) {
      if (field.name in initialValues && field.value !== String(initialValues[field.name] ?? ''))
        void setFieldValue(field.name, field.value, false);
    }
  }, [formRef, initialValues, setFieldValue]);
  return null;
}

/** Runs an async submit at most once at a time: a double click sends one request. */
export function useSubmitOnce() {
  const busy = useRef(false);
  return async (run: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await run();
    } finally {
      busy.current = false;
    }
  };
}
