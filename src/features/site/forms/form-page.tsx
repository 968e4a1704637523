import { Formik, type FormikProps } from 'formik';
import { useEffect, useState, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { errorMessage } from '../../../api/api-error';
import { useSubmitOnce } from './form-helpers';
import { DraftAutosave, useFormDraft } from './use-form-draft';

/** The mutation a public form sends its values with (src/api/.../queries.ts). */
interface Submission<Payload> {
  mutateAsync: (payload: Payload) => Promise<unknown>;
  reset: () => void;
  isError: boolean;
  error: unknown;
}

type FormValues<Values> = Record<keyof Values, string | number>;

interface FormPageOptions<Values, Payload> {
  /** The draft's key in localStorage (use-form-draft.ts). */
  draftKey: string;
  blank: Values;
  submission: Submission<Payload>;
  /** What is sent for the form's values. */
  toPayload: (values: Values) => Payload;
  /** The first values from the restored draft (e.g. a part named in the URL). */
  initial?: (draft: Values) => Values;
  /** Also run when the user starts a new form after a success. */
  onStartOver?: () => void;
}

export interface FormPage<Values> {
  sent: boolean;
  startOver: () => void;
  formKey: number;
  initialValues: Values;
  onSubmit: (values: Values) => Promise<void>;
  saveDraft: (values: Values) => void;
  /** The failed submit's message. */
  error: string | null;
}

/**
 * A public form page (enquiry, buy lead): the draft is restored, saved as the user types and cleared
 * only on success; the page opens at its top; a submit goes out once however often it is clicked; a failure keeps the values
 * and shows the call's message; a success shows its panel at the top of the page, and "start over"
 * brings back a blank form.
 */
export function useFormPage<Values extends FormValues<Values>, Payload>({ draftKey, blank, submission, toPayload, initial, onStartOver }: FormPageOptions<Values, Payload>): FormPage<Values> {
  const draft = useFormDraft(draftKey, blank);
  const once = useSubmitOnce();
  const [formKey, setFormKey] = useState(0);
  const [sent, setSent] = useState(false);
  const [initialValues, setInitialValues] = useState<Values>(() => (initial ? initial(draft.restore()) : draft.restore()));

  // The page opens at its top (spec §4, buy lead), even when the visitor came back to it.
  // A block, not an expression: current Chromium's scrollTo returns a promise, which React would call as the cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const onSubmit = (values: Values) =>
    once(async () => {
      try {
        await submission.mutateAsync(toPayload(values));
      } catch {
        // The message is shown from the mutation's error; the form keeps its values.
        return;
      }
      draft.clear();
      setSent(true);
      window.scrollTo(0, 0);
    });

  function startOver() {
    submission.reset();
    draft.clear();
    setInitialValues(blank);
    setFormKey((key) => key + 1);
    setSent(false);
    onStartOver?.();
  }

  return { sent, startOver, formKey, initialValues, onSubmit, saveDraft: draft.save, error: submission.isError ? errorMessage(submission.error) : null };
}


/** The form of a `useFormPage`, or its success panel once sent. */
export function FormPageBody<Values extends FormValues<Values>>({
  page,
  schema,
  success,
  children,
}: {
  page: FormPage<Values>;
  schema: AnyObjectSchema;
  success: ReactNode;
  children: (formik: FormikProps<Values>, error: string | null) => ReactNode;
}) {
  if (page.sent) return success;
  return (
    <Formik<Values> key={page.formKey} initialValues={page.initialValues} validationSchema={schema} validateOnChange={false} validateOnBlur={false} onSubmit={page.onSubmit}>
      {(formik) => (
        <>
          {children(formik, page.error)}
          <DraftAutosave<Values> onChange={page.saveDraft} />
        </>
      )}
    </Formik>
  );
}
