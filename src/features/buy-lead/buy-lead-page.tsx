import type { FormikProps } from 'formik';
import { useSubmitBuyLead } from '../../api/leads/submit';
import { FormField } from '../../components/form-field';
import { site } from '../../config/site';
import { useTexts, type Key, type Texts } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/dates';
import { bindField, errorOf, lengthHint } from '../forms/form-helpers';
import { ContactFields, FormCard, FormPageBody, type FormPageTexts } from '../forms/form-page';
import { useFormPage } from '../forms/use-form-page';
import { blankBuyLead, buyLeadInput, type BuyLeadValues } from './buy-lead-schema';
import '../forms/forms.css';

export const BUY_LEAD_DRAFT_KEY = 'buy-lead';

const benefits: { title: Key; text: Key; icon: string }[] = [
  {
    title: 'Competitive Pricing',
    text: 'Factory prices on bulk orders, with clear quotes and no hidden costs.',
    icon: 'M21.4 11.6 12.4 2.6A2 2 0 0 0 11 2H4a2 2 0 0 0-2 2v7c0 .6.2 1.1.6 1.4l9 9a2 2 0 0 0 2.8 0l7-7a2 2 0 0 0 0-2.8ZM6.5 8a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z',
  },
  {
    title: 'Quality Assurance',
    text: 'Every batch is inspected before dispatch and built to your drawing or sample.',
    icon: 'M12 2 4 5v6c0 5 3.4 9.6 8 11 4.6-1.4 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z',
  },
  {
    title: 'Fast Response',
    text: 'A real person reviews your requirement and replies with a quote.',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 10.4 3.5 2.1-1 1.7L11 13V7h2v5.4Z',
  },
];

function WhyPanel() {
  const { t } = useTexts();
  return (
    <aside className="card side-card" aria-labelledby="why-buy-lead-title">
      <h2 id="why-buy-lead-title">{t('Why Submit a Buy Lead?')}</h2>
      <ul className="benefits">
        {benefits.map((benefit) => (
          <li key={benefit.title}>
            <span className="benefit-icon">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path fill="currentColor" d={benefit.icon} />
              </svg>
            </span>
            <div>
              <h3>{t(benefit.title)}</h3>
              <p>{t(benefit.text)}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="promise">{t('We respond to every buy lead within {hours} hours.', { hours: site.buyLeadResponseHours })}</p>
    </aside>
  );
}

function BuyLeadForm({ formik, error }: { formik: FormikProps<BuyLeadValues>; error: string | null }) {
  const { t } = useTexts();
  return (
    <FormCard formik={formik} error={error} name={{ 'aria-label': t('Submit Buy Lead') }} submitLabel={t('Submit Buy Lead')}>
      <fieldset className="form-section">
        <legend>{t('Contact Information')}</legend>
        <div className="form-grid">
          <ContactFields formik={formik} nameLabel={t('Full Name')} emailLabel={t('Email Address')} />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('Product Requirements')}</legend>
        <div className="form-grid">
          <FormField label={t('Part Name')} required error={errorOf(formik, 'partName')} hint={lengthHint(formik, 'partName')}>
            <input type="text" {...bindField(formik, 'partName')} />
          </FormField>
          <FormField label={t('Part Number')} error={errorOf(formik, 'partNumber')} hint={lengthHint(formik, 'partNumber')}>
            <input type="text" {...bindField(formik, 'partNumber')} />
          </FormField>
          <FormField label={t('Quantity')} required error={errorOf(formik, 'quantity')}>
            <input type="number" min={1} step={1} inputMode="numeric" {...bindField(formik, 'quantity')} />
          </FormField>
          <FormField
            label={t('Budget')}
            error={errorOf(formik, 'budget')}
            hint={lengthHint(formik, 'budget') ?? t('Optional, e.g. ₹50,000 or ₹400 per piece.')}
          >
            <input type="text" {...bindField(formik, 'budget')} />
          </FormField>
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('Delivery Information')}</legend>
        <FormField
          label={t('Delivery Location')}
          required
          error={errorOf(formik, 'deliveryLocation')}
          hint={lengthHint(formik, 'deliveryLocation')}
        >
          <input type="text" autoComplete="address-level2" {...bindField(formik, 'deliveryLocation')} />
        </FormField>
        <FormField
          label={t('Additional Requirements')}
          error={errorOf(formik, 'additionalRequirements')}
          hint={lengthHint(formik, 'additionalRequirements')}
        >
          <textarea rows={4} {...bindField(formik, 'additionalRequirements')} />
        </FormField>
      </fieldset>
    </FormCard>
  );
}

const texts = ({ t, dateTime }: Texts): FormPageTexts => ({
  meta: {
    title: 'Submit Buy Lead',
    description: t('Need heavy-truck parts in bulk or made to order? Send {name} your requirement and get a quote within {hours} hours.', {
      name: site.name,
      hours: site.buyLeadResponseHours,
    }),
  },
  success: {
    title: 'Buy Lead Submitted Successfully!',
    text: t('Thank you. Our team will review your requirement and respond within {hours} hours.', { hours: site.buyLeadResponseHours }),
    again: 'Submit Another Buy Lead',
    // buy_leads.php answers no id: the time it was sent is what the customer can quote.
    reference: ({ sentAt }) => t('Sent on {time}. Please mention this time when you call us.', { time: dateTime(sentAt, formatDateTime) }),
  },
});

export default function BuyLeadPage() {
  const page = useFormPage({
    draftKey: BUY_LEAD_DRAFT_KEY,
    blank: blankBuyLead,
    submission: useSubmitBuyLead(),
    toPayload: buyLeadInput,
  });

  return (
    <FormPageBody page={page} schema="buyLeadSchema" texts={texts} aside={<WhyPanel />}>
      {(formik, error) => <BuyLeadForm formik={formik} error={error} />}
    </FormPageBody>
  );
}
