import { useQueryClient } from '@tanstack/react-query';
import type { FormikProps } from 'formik';
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { partSuggestionsQueryOptions } from '../../api/parts/queries';
import { useSubmitInquiry } from '../../api/inquiries/queries';
import { FormField } from '../../components/form-field';
import { PageMeta } from '../../components/page-meta';
import { PartNameCombobox } from '../../components/part-name-combobox';
import { site } from '../../config/site';
import { telHref } from '../../lib/phone';
import { contactPayload } from '../site/forms/contact-schema';
import { bindField, errorOf, FocusFirstError } from '../site/forms/form-helpers';
import { FormPageBody, useFormPage } from '../site/forms/form-page';
import { SuccessPanel } from '../site/forms/success-panel';
import { toWords } from '../site/hours';
import { blankInquiry, inquirySchema, type InquiryValues } from './inquiry-schema';
import '../site/forms/forms.css';

export const INQUIRY_DRAFT_KEY = 'inquiry';


function ContactCard() {
  return (
    <aside className="card side-card" aria-labelledby="contact-card-title">
      <h2 id="contact-card-title">Contact Information</h2>
      <h3>Address</h3>
      <address>
        {site.address.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <h3>Business Hours</h3>
      <dl className="hours-list">
        {site.hours.map((entry) => (
          <div key={entry.days} style={{ display: 'contents' }}>
            <dt>{toWords(entry.days)}</dt>
            <dd>{toWords(entry.time)}</dd>
          </div>
        ))}
      </dl>
      <h3>Phone</h3>
      <ul>
        {site.phones.map((phone) => (
          <li key={phone}>
            <a href={telHref(phone)}>{phone}</a>
          </li>
        ))}
      </ul>
      <h3>Email</h3>
      <p>
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </p>
    </aside>
  );
}

function InquiryForm({ formik, loadSuggestions, error }: { formik: FormikProps<InquiryValues>; loadSuggestions: (text: string) => Promise<string[]>; error: string | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = formik.isSubmitting;
  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-labelledby="inquiry-form-title" className="card form-card">
      <h2 id="inquiry-form-title">Tell us what you need</h2>
      <p className="form-note">
        Fields marked <span className="required-mark">*</span> are required.
      </p>
      <div className="form-grid">
        <FormField label="Name" required error={errorOf(formik, 'name')}>
          <input type="text" autoComplete="name" {...bindField(formik, 'name')} />
        </FormField>
        <FormField label="Email" error={errorOf(formik, 'email')}>
          <input type="email" autoComplete="email" {...bindField(formik, 'email')} />
        </FormField>
        <FormField label="Phone Number" required error={errorOf(formik, 'phone')}>
          <input type="tel" autoComplete="tel" {...bindField(formik, 'phone')} />
        </FormField>
        <FormField label="Company Name" required error={errorOf(formik, 'company')}>
          <input type="text" autoComplete="organization" {...bindField(formik, 'company')} />
        </FormField>
        <FormField label="Part Name" required error={errorOf(formik, 'partName')} hint="Start typing to see matching parts.">
          <PartNameCombobox
            name="partName"
            value={formik.values.partName}
            loadSuggestions={loadSuggestions}
            onBlur={formik.handleBlur}
            onValueChange={(value) => {
              void formik.setFieldValue('partName', value, false);
              if (formik.errors.partName) formik.setFieldError('partName', undefined);
            }}
          />
        </FormField>
        <FormField label="Quantity" required error={errorOf(formik, 'quantity')}>
          <input type="number" min={1} step={1} inputMode="numeric" {...bindField(formik, 'quantity')} />
        </FormField>
        <FormField label="Message" required error={errorOf(formik, 'message')} className="span-2">
          <textarea rows={5} {...bindField(formik, 'message')} />
        </FormField>
      </div>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary btn-large" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Enquiry'}
        </button>
      </div>
      <FocusFirstError formRef={formRef} />
    </form>
  );
}

export default function InquiryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const page = useFormPage({
    draftKey: INQUIRY_DRAFT_KEY,
    blank: blankInquiry,
    submission: useSubmitInquiry(),
    toPayload: (values: InquiryValues) => ({ ...contactPayload(values), message: values.message.trim() }),
    initial: (draft) => {
      const part = searchParams.get('part')?.trim();
      return part ? { ...draft, partName: part } : draft;
    },
    onStartOver: () => {
      if (searchParams.has('part')) setSearchParams({}, { replace: true });
    },
  });
  const loadSuggestions = useCallback((text: string) => queryClient.fetchQuery(partSuggestionsQueryOptions(text)), [queryClient]);

  return (
    <>
      <PageMeta
        title="Product Enquiry"
        description={`Ask ${site.name} for a price or availability of any heavy-truck part. We reply by phone or e-mail.`}
      />
      <div className="container page-pad form-layout">
        <div>
          <FormPageBody
            page={page}
            schema={inquirySchema}
            success={
              <SuccessPanel title="Enquiry Submitted Successfully!" actionLabel="Submit Another Enquiry" onAction={page.startOver}>
                <p>Thank you for your enquiry. Our team will contact you shortly.</p>
              </SuccessPanel>
            }
          >
            {(formik, error) => <InquiryForm formik={formik} loadSuggestions={loadSuggestions} error={error} />}
          </FormPageBody>
        </div>
        <ContactCard />
      </div>
    </>
  );
}
