import { Formik, validateYupSchema, yupToFormErrors, type FormikErrors, type FormikProps } from 'formik';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { FormField } from '../../components/form-field';
import { PageMeta } from '../../components/page-meta';
import { env } from '../../config/env';
import { useTexts, type Key, type Texts } from '../../i18n/i18n';
import { errorMessage } from '../../lib/api-error';
import { keepUnsent } from '../offline/outbox';
import type { OutboxItem } from '../offline/outbox-store';
import { OutboxKeptPanel, OutboxList, useOutboxItem } from '../offline/outbox-view';
import { offlineTexts } from '../offline/texts';
import type { ContactValues } from './contact-schema';
import { bindField, errorOf, FocusFirstError, lengthHint, useSubmitOnce } from './form-helpers';
import { SuccessPanel } from './success-panel';
import { DraftAutosave, useFormDraft } from './use-form-draft';

/** The mutation a public form sends its values with (src/api/.../queries.ts); `Reply` is what it answers. */
interface Submission<Payload, Reply> {
  mutateAsync: (payload: Payload) => Promise<Reply>;
  reset: () => void;
  isError: boolean;
  error: unknown;
}

type FormValues<Values> = Record<keyof Values, string | number>;

interface FormPageOptions<Values, Payload, Reply> {
  /** The draft's key in localStorage (use-form-draft.ts). */
  draftKey: string;
  blank: Values;
  submission: Submission<Payload, Reply>;
  /** What is sent for the form's values. */
  toPayload: (values: Values) => Payload;
  /** The first values from the restored draft (e.g. a part named in the URL). */
  initial?: (draft: Values) => Values;
  /** Also run when the user starts a new form after a success. */
  onStartOver?: () => void;
  /** Fields the next form keeps from the one just sent (the customer's contact), the rest start blank. */
  keepOnStartOver?: readonly (keyof Values)[];
}

/** What the customer can quote about a sent form: the backend's reply to it and when it was sent. */
export interface Receipt<Reply> {
  reply: Reply;
  sentAt: Date;
}

export interface FormPage<Values, Reply = unknown> {
  sent: boolean;
  /** Set with `sent`. */
  receipt: Receipt<Reply> | null;
  startOver: () => void;
  formKey: number;
  initialValues: Values;
  onSubmit: (values: Values) => Promise<void>;
  saveDraft: (values: Values) => void;
  /** The failed submit's message. */
  error: string | null;
  /** Kept on the device for want of a connection or of a reply in time (src/features/offline/outbox.ts). */
  kept: OutboxItem | null;
  /** The submit has waited long enough for its reply that the page says the link is slow. */
  slow: boolean;
  outboxForm: string;
  /** Gives back a form the backend refused when it was sent from the outbox, with the refusal's text. */
  fix: (values: Values, error: string) => void;
}

/**
 * How long a submit waits before the page says the link is slow: a reply on a fair mobile link comes
 * within a few seconds, and the lead's own timeout (a quarter of which this is at most) is much longer.
 */
const SLOW_NOTICE_MS = Math.min(8_000, env.leadTimeoutMs / 4);

/**
 * A public form page (enquiry, buy lead): the draft is restored, saved as the user types and cleared
 * only on success; the page opens at its top; a submit goes out once however often it is clicked; a failure keeps the values
 * and shows the call's message; a success shows its panel at the top of the page, and "start over"
 * brings back a blank form.
 */
export function useFormPage<Values extends FormValues<Values>, Payload, Reply>({
  draftKey,
  blank,
  submission,
  toPayload,
  initial,
  onStartOver,
  keepOnStartOver = [],
}: FormPageOptions<Values, Payload, Reply>): FormPage<Values, Reply> {
  const draft = useFormDraft(draftKey, blank);
  const once = useSubmitOnce();
  const [formKey, setFormKey] = useState(0);
  const [sent, setSent] = useState(false);
  const [kept, setKept] = useState<OutboxItem | null>(null);
  const [slow, setSlow] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<Receipt<Reply> | null>(null);
  const [initialValues, setInitialValues] = useState<Values>(() => (initial ? initial(draft.restore()) : draft.restore()));
  const lastSent = useRef<Values | null>(null);

  // The page opens at its top (spec §4, buy lead), even when the visitor came back to it.
  // A block, not an expression: current Chromium's scrollTo returns a promise, which React would call as the cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const onSubmit = (values: Values) =>
    once(async () => {
      setRefusal(null);
      lastSent.current = values;
      let reply: Reply;
      const slowNotice = setTimeout(() => setSlow(true), SLOW_NOTICE_MS);
      try {
        reply = await submission.mutateAsync(toPayload(values));
      } catch (error) {
        // No reply at all: kept on the device and sent when the connection returns. Otherwise the
        // message is shown from the mutation's error; the form keeps its values.
        const item = await keepUnsent(draftKey, values, toPayload(values), error);
        if (item) {
          submission.reset();
          draft.clear();
          setKept(item);
          window.scrollTo(0, 0);
        }
        return;
      } finally {
        clearTimeout(slowNotice);
        setSlow(false);
      }
      draft.clear();
      setReceipt({ reply, sentAt: new Date() });
      setSent(true);
      window.scrollTo(0, 0);
    });

  function startOver() {
    submission.reset();
    draft.clear();
    const last = lastSent.current;
    const next = { ...blank };
    if (last) for (const field of keepOnStartOver) next[field] = last[field];
    setInitialValues(next);
    setFormKey((key) => key + 1);
    setSent(false);
    setKept(null);
    setReceipt(null);
    onStartOver?.();
  }

  function fix(values: Values, error: string) {
    submission.reset();
    draft.save(values);
    setInitialValues(values);
    setFormKey((key) => key + 1);
    setSent(false);
    setKept(null);
    setRefusal(error);
    window.scrollTo(0, 0);
  }

  return {
    sent,
    receipt,
    startOver,
    formKey,
    initialValues,
    onSubmit,
    saveDraft: draft.save,
    error: refusal ?? (submission.isError ? errorMessage(submission.error) : null),
    kept,
    slow,
    outboxForm: draftKey,
    fix,
  };
}

/** The public forms' rules, by their name in lead-rules.ts (a type only: the module itself loads at the first submit). */
export type LeadSchema = keyof typeof import('./lead-rules');

/**
 * Formik's `validate` for a public form: its rules, yup with them, load at the first submit and check
 * the values as `validationSchema` would. Should they fail to load (no connection on a first visit,
 * before the offline worker holds them), the form goes out unchecked rather than not at all: the
 * backend checks it too, the outbox keeps it while there is no connection, and a refusal gives it
 * back to be corrected.
 */
export function validateWhenLoaded<Values extends object>(name: LeadSchema) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    let schema: AnyObjectSchema;
    try {
      schema = (await import('./lead-rules'))[name] as AnyObjectSchema;
    } catch {
      return {};
    }
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}

/** What a public form page says around its form, in the visitor's language. */
export interface FormPageTexts<Reply = unknown> {
  /** The page's title and description for search engines. */
  meta: { title: Key; description: string };
  /**
   * The panel after a success: its heading, its text, the button that starts a new form, and the
   * reference the customer can quote when they call (from the receipt).
   */
  success: { title: Key; text: string; again: Key; reference: (receipt: Receipt<Reply>) => string };
}

/**
 * A form kept on the device, followed as the outbox sends it: once sent (from this tab or another),
 * the panel turns into the form's own confirmation, with the number the backend gave it.
 */
function KeptForm<Reply>({
  kept,
  words,
  again,
  onAgain,
}: {
  kept: OutboxItem;
  words: FormPageTexts<Reply>['success'];
  again: string;
  onAgain: () => void;
}) {
  const { t } = useTexts();
  const item = useOutboxItem(kept);
  if (item.state !== 'sent') return <OutboxKeptPanel item={item} again={again} onAgain={onAgain} />;
  return (
    <SuccessPanel title={t(words.title)} actionLabel={again} onAction={onAgain}>
      <p>{words.text}</p>
      <p className="form-reference">{words.reference({ reply: (item.reply ?? null) as Reply, sentAt: new Date(item.at) })}</p>
    </SuccessPanel>
  );
}

/** A public form page: the form of a `useFormPage` (or its success panel once sent) beside `aside`. */
export function FormPageBody<Values extends FormValues<Values>, Reply>({
  page,
  schema,
  texts,
  aside,
  children,
}: {
  page: FormPage<Values, Reply>;
  schema: LeadSchema;
  texts: (texts: Texts) => FormPageTexts<Reply>;
  aside: ReactNode;
  children: (formik: FormikProps<Values>, error: string | null) => ReactNode;
}) {
  const language = useTexts();
  const { t } = language;
  const words = texts(language);
  return (
    <>
      <PageMeta title={t(words.meta.title)} description={words.meta.description} />
      <div className="container page-pad form-layout">
        <div>
          {page.kept ? (
            <KeptForm kept={page.kept} words={words.success} again={t(words.success.again)} onAgain={page.startOver} />
          ) : page.sent ? (
            <SuccessPanel title={t(words.success.title)} actionLabel={t(words.success.again)} onAction={page.startOver}>
              <p>{words.success.text}</p>
              {page.receipt ? <p className="form-reference">{words.success.reference(page.receipt)}</p> : null}
            </SuccessPanel>
          ) : (
            <Formik<Values>
              key={page.formKey}
              initialValues={page.initialValues}
              validate={validateWhenLoaded<Values>(schema)}
              validateOnChange={false}
              validateOnBlur={false}
              onSubmit={page.onSubmit}
            >
              {(formik) => (
                <>
                  {children(formik, page.error)}
                  {page.slow ? (
                    <p className="alert alert-warning" role="status">
                      {t(offlineTexts.slow)}
                    </p>
                  ) : null}
                  <DraftAutosave<Values> onChange={page.saveDraft} />
                </>
              )}
            </Formik>
          )}
          <OutboxList form={page.outboxForm} onFix={(values, error) => page.fix(values as Values, error)} />
        </div>
        {aside}
      </div>
    </>
  );
}

/**
 * A public form's card: its heading, the required-fields note, the fields, the failed submit's
 * message and the submit button ('Submitting...' while it is out); focus moves to the first invalid field.
 */
export function FormCard<Values>({
  formik,
  error,
  name,
  heading,
  submitLabel,
  children,
}: {
  formik: FormikProps<Values>;
  error: string | null;
  /** The form's accessible name: a heading's id (`heading` holds it) or a text. */
  name: { 'aria-labelledby': string } | { 'aria-label': string };
  heading?: ReactNode;
  submitLabel: string;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const { t, message } = useTexts();
  // The asterisk stays the red mark beside each required label, in every language.
  const [before, after] = t('Fields marked * are required.').split('*');
  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} {...name} className="card form-card">
      {heading}
      <p className="form-note">
        {before}
        <span className="required-mark">*</span>
        {after}
      </p>
      {children}
      {error ? (
        <p className="alert alert-error" role="alert">
          {message(error)}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary btn-large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? t('Submitting...') : submitLabel}
        </button>
      </div>
      <FocusFirstError formRef={formRef} />
    </form>
  );
}

/** The contact fields both public forms open with (contact-schema.ts); each form names two of them its own way. */
export function ContactFields<Values extends ContactValues>({
  formik,
  nameLabel,
  emailLabel,
}: {
  formik: FormikProps<Values>;
  nameLabel: string;
  emailLabel: string;
}) {
  const { t } = useTexts();
  return (
    <>
      <FormField label={nameLabel} required error={errorOf(formik, 'name')} hint={lengthHint(formik, 'name')}>
        <input type="text" autoComplete="name" {...bindField(formik, 'name')} />
      </FormField>
      <FormField label={emailLabel} error={errorOf(formik, 'email')} hint={lengthHint(formik, 'email')}>
        <input type="email" autoComplete="email" {...bindField(formik, 'email')} />
      </FormField>
      <FormField label={t('Phone Number')} required error={errorOf(formik, 'phone')} hint={lengthHint(formik, 'phone')}>
        <input type="tel" autoComplete="tel" {...bindField(formik, 'phone')} />
      </FormField>
      <FormField label={t('Company Name')} required error={errorOf(formik, 'company')} hint={lengthHint(formik, 'company')}>
        <input type="text" autoComplete="organization" {...bindField(formik, 'company')} />
      </FormField>
    </>
  );
}
