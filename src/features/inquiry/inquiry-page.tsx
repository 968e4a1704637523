import { useQueryClient } from '@tanstack/react-query';
import type { FormikProps } from 'formik';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSubmitInquiry } from '../../api/leads/submit';
import { FormField } from '../../components/form-field';
import { Spinner } from '../../components/spinner';
import { site } from '../../config/site';
import { useTexts, type Texts } from '../../i18n/i18n';
import { newClientRef, withClientRef } from '../../lib/client-ref-line';
import { formatDateTime } from '../../lib/dates';
import { telHref } from '../../lib/phone';
import { useBasket } from '../basket/basket-store';
import { textLimits } from '../forms/contact-schema';
import { bindField, errorOf, lengthHint } from '../forms/form-helpers';
import { ContactFields, FormCard, FormPageBody, type FormPageTexts } from '../forms/form-page';
import { useFormPage } from '../forms/use-form-page';
import { toWords } from '../site/hours';
import { blankInquiry, INQUIRY_DRAFT_KEY, inquiryInput, type InquiryValues } from './inquiry-schema';
import { PartNameCombobox } from './part-name-combobox';
import { partSuggestionsQueryOptions } from './part-suggestions';
import '../forms/forms.css';

function ContactCard() {
  const { t, message } = useTexts();
  return (
    <aside className="card side-card" aria-labelledby="contact-card-title">
      <h2 id="contact-card-title">{t('Contact Information')}</h2>
      <h3>{t('Address')}</h3>
      <address>
        {site.address.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <h3>{t('Business Hours')}</h3>
      <dl className="hours-list">
        {site.hours.map((entry) => (
          <div key={entry.days} style={{ display: 'contents' }}>
            <dt>{message(toWords(entry.days))}</dt>
            <dd>{message(toWords(entry.time))}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('Phone')}</h3>
      <ul>
        {site.phones.map((phone) => (
          <li key={phone}>
            <a href={telHref(phone)}>{phone}</a>
          </li>
        ))}
      </ul>
      <h3>{t('Email')}</h3>
      <p>
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </p>
    </aside>
  );
}

function InquiryForm({
  formik,
  loadSuggestions,
  error,
}: {
  formik: FormikProps<InquiryValues>;
  loadSuggestions: (text: string) => Promise<string[]>;
  error: string | null;
}) {
  const { t } = useTexts();
  return (
    <FormCard
      formik={formik}
      error={error}
      name={{ 'aria-labelledby': 'inquiry-form-title' }}
      heading={<h2 id="inquiry-form-title">{t('Tell us what you need')}</h2>}
      submitLabel={t('Submit Enquiry')}
    >
      <div className="form-grid">
        <ContactFields formik={formik} nameLabel={t('Name')} emailLabel={t('Email')} />
        <FormField
          label={t('Part Name')}
          required
          error={errorOf(formik, 'partName')}
          hint={lengthHint(formik, 'partName') ?? t('Start typing to see matching parts.')}
        >
          <PartNameCombobox
            name="partName"
            maxLength={textLimits.partName}
            value={formik.values.partName}
            loadSuggestions={loadSuggestions}
            onBlur={formik.handleBlur}
            onValueChange={(value) => {
              void formik.setFieldValue('partName', value, false);
              if (formik.errors.partName) formik.setFieldError('partName', undefined);
            }}
          />
        </FormField>
        <FormField label={t('Quantity')} required error={errorOf(formik, 'quantity')}>
          <input type="number" min={1} step={1} inputMode="numeric" {...bindField(formik, 'quantity')} />
        </FormField>
        <FormField label={t('Message')} required error={errorOf(formik, 'message')} className="span-2" hint={lengthHint(formik, 'message')}>
          <textarea rows={5} {...bindField(formik, 'message')} />
        </FormField>
      </div>
    </FormCard>
  );
}

const texts = ({ t, dateTime }: Texts): FormPageTexts<number | null> => ({
  meta: {
    title: 'Product Enquiry',
    description: t('Ask {name} for a price or availability of any heavy-truck part. We reply by phone or e-mail.', { name: site.name }),
  },
  success: {
    title: 'Enquiry Submitted Successfully!',
    text: t('Thank you for your enquiry. Our team will contact you shortly.'),
    again: 'Submit Another Enquiry',
    // The backend's reply names the stored enquiry; a reply without its number still has the time.
    reference: ({ reply: id, sentAt }) =>
      id === null
        ? t('Sent on {time}. Please mention this time when you call us.', { time: dateTime(sentAt, formatDateTime) })
        : t('Your enquiry number is {id}. Please quote it when you call us.', { id: String(id) }),
  },
});

/** The contact fields "Submit Another Enquiry" keeps: the same customer often asks about the next part at once. */
const KEPT_CONTACT = ['name', 'email', 'phone', 'company'] as const;

/** The enquiry page with the basket: its own code, loaded when the basket has something in it. */
const BasketEnquiry = lazy(() => import('../basket/basket-enquiry'));

export default function InquiryPage() {
  const basket = useBasket();
  if (basket.lines.length === 0 && !basket.sent?.length) return <SingleInquiry />;
  return (
    <Suspense fallback={<Spinner />}>
      <BasketEnquiry aside={<ContactCard />} />
    </Suspense>
  );
}

/** One part's enquiry (spec §2.7). */
function SingleInquiry() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  // One reference for this enquiry however often it is sent (a retry, the outbox), so staff can see a copy for what it is.
  const [ref, setRef] = useState(newClientRef);
  const { language } = useTexts();
  const page = useFormPage({
    draftKey: INQUIRY_DRAFT_KEY,
    blank: blankInquiry,
    submission: useSubmitInquiry(),
    toPayload: (values) => {
      const input = inquiryInput(values);
      return { ...input, message: withClientRef(input.message, { ref, lang: language }) };
    },
    initial: (draft) => {
      const part = searchParams.get('part')?.trim();
      return part ? { ...draft, partName: part } : draft;
    },
    onStartOver: () => {
      setRef(newClientRef());
      if (searchParams.has('part')) setSearchParams({}, { replace: true });
    },
    keepOnStartOver: KEPT_CONTACT,
  });
  const loadSuggestions = useCallback((text: string) => queryClient.fetchQuery(partSuggestionsQueryOptions(text)), [queryClient]);

  return (
    <FormPageBody page={page} schema="inquirySchema" texts={texts} aside={<ContactCard />}>
      {(formik, error) => <InquiryForm formik={formik} loadSuggestions={loadSuggestions} error={error} />}
    </FormPageBody>
  );
}
