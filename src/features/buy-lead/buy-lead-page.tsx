import type { FormikProps } from 'formik';
import { useSubmitBuyLead } from '../../api/buy-leads/queries';
import { FormField } from '../../components/form-field';
import { site } from '../../config/site';
import { formatDateTime } from '../../lib/dates';
import { bindField, errorOf, lengthHint } from '../forms/form-helpers';
import { ContactFields, FormCard, FormPageBody, useFormPage, type FormPageTexts } from '../forms/form-page';
import { blankBuyLead, buyLeadInput, buyLeadSchema, type BuyLeadValues } from './buy-lead-schema';
import '../forms/forms.css';

export const BUY_LEAD_DRAFT_KEY = 'buy-lead';

const benefits = [
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
  return (
    <aside className="card side-card" aria-labelledby="why-buy-lead-title">
      <h2 id="why-buy-lead-title">Why Submit a Buy Lead?</h2>
      <ul className="benefits">
        {benefits.map((benefit) => (
          <li key={benefit.title}>
            <span className="benefit-icon">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path fill="currentColor" d={benefit.icon} />
              </svg>
            </span>
            <div>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="promise">We respond to every buy lead within {site.buyLeadResponseHours} hours.</p>
    </aside>
  );
}

function BuyLeadForm({ formik, error }: { formik: FormikProps<BuyLeadValues>; error: string | null }) {
  return (
    <FormCard formik={formik} error={error} name={{ 'aria-label': 'Submit Buy Lead' }} submitLabel="Submit Buy Lead">
      <fieldset className="form-section">
        <legend>Contact Information</legend>
        <div className="form-grid">
          <ContactFields formik={formik} nameLabel="Full Name" emailLabel="Email Address" />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>Product Requirements</legend>
        <div className="form-grid">
          <FormField label="Part Name" required error={errorOf(formik, 'partName')} hint={lengthHint(formik, 'partName')}>
            <input type="text" {...bindField(formik, 'partName')} />
          </FormField>
          <FormField label="Part Number" error={errorOf(formik, 'partNumber')} hint={lengthHint(formik, 'partNumber')}>
            <input type="text" {...bindField(formik, 'partNumber')} />
          </FormField>
          <FormField label="Quantity" required error={errorOf(formik, 'quantity')}>
            <input type="number" min={1} step={1} inputMode="numeric" {...bindField(formik, 'quantity')} />
          </FormField>
          <FormField label="Budget" error={errorOf(formik, 'budget')} hint={lengthHint(formik, 'budget') ?? 'Optional, e.g. ₹50,000 or ₹400 per piece.'}>
            <input type="text" {...bindField(formik, 'budget')} />
          </FormField>
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>Delivery Information</legend>
        <FormField label="Delivery Location" required error={errorOf(formik, 'deliveryLocation')} hint={lengthHint(formik, 'deliveryLocation')}>
          <input type="text" autoComplete="address-level2" {...bindField(formik, 'deliveryLocation')} />
        </FormField>
        <FormField label="Additional Requirements" error={errorOf(formik, 'additionalRequirements')} hint={lengthHint(formik, 'additionalRequirements')}>
          <textarea rows={4} {...bindField(formik, 'additionalRequirements')} />
        </FormField>
      </fieldset>
    </FormCard>
  );
}

const texts: FormPageTexts = {
  meta: { title: 'Submit Buy Lead', description: `Need heavy-truck parts in bulk or made to order? Send ${site.name} your requirement and get a quote within ${site.buyLeadResponseHours} hours.` },
  success: {
    title: 'Buy Lead Submitted Successfully!',
    text: `Thank you. Our team will review your requirement and respond within ${site.buyLeadResponseHours} hours.`,
    again: 'Submit Another Buy Lead',
    // buy_leads.php answers no id: the time it was sent is what the customer can quote.
    reference: ({ sentAt }) => `Sent on ${formatDateTime(sentAt)}. Please mention this time when you call us.`,
  },
};

export default function BuyLeadPage() {
  const page = useFormPage({
    draftKey: BUY_LEAD_DRAFT_KEY,
    blank: blankBuyLead,
    submission: useSubmitBuyLead(),
    toPayload: buyLeadInput,
  });

  return (
    <FormPageBody page={page} schema={buyLeadSchema} texts={texts} aside={<WhyPanel />}>
      {(formik, error) => <BuyLeadForm formik={formik} error={error} />}
    </FormPageBody>
  );
}
