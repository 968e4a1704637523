import { Formik, validateYupSchema, yupToFormErrors, type FormikErrors, type FormikProps } from 'formik';
import { useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { FormField } from '../../components/form-field';
import { PageMeta } from '../../components/page-meta';
import { useTexts, type Key, type Texts } from '../../i18n/i18n';
import type { OutboxItem } from '../offline/outbox-store';
import { OutboxKeptPanel, OutboxList, useOutboxItem } from '../offline/outbox-view';
import type { ContactValues } from './contact-schema';
import { bindField, errorOf, FocusFirstError, KeepTypedText, lengthHint } from './form-helpers';
import { SuccessPanel } from './success-panel';
import { DraftAutosave } from './use-form-draft';
import type { FormPage, FormValues, Receipt } from './use-form-page';
import { SlowNotice } from './use-send';

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
                  <SlowNotice slow={page.slow} />
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

const noChanges = () => () => {};

/**
 * Whether the app runs the form: false in the page's HTML (build/route-pages.ts) and while the app
 * takes it over, true from then on, and from the start in a form the app draws itself.
 */
const useFormLive = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

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
  // Until the app runs the form, a press could only send it the browser's own way, its fields in the address.
  const live = useFormLive();
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
        <button type="submit" className="btn btn-primary btn-large" disabled={!live || formik.isSubmitting}>
          {formik.isSubmitting ? t('Submitting...') : submitLabel}
        </button>
      </div>
      <FocusFirstError formRef={formRef} />
      <KeepTypedText formRef={formRef} />
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
