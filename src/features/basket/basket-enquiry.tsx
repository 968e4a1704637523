import { Formik, type FormikProps } from 'formik';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSubmitInquiry } from '../../api/leads/submit';
import { FormField } from '../../components/form-field';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useTexts } from '../../i18n/i18n';
import { bindField, errorOf, lengthHint } from '../forms/form-helpers';
import { ContactFields, FormCard, validateWhenLoaded } from '../forms/form-page';
import { SuccessPanel } from '../forms/success-panel';
import { DraftAutosave, useFormDraft } from '../forms/use-form-draft';
import { SlowNotice, useSend } from '../forms/use-send';
import { blankInquiry, INQUIRY_DRAFT_KEY, type InquiryValues } from '../inquiry/inquiry-schema';
import { OutboxList, useOutbox } from '../offline/outbox-view';
import { sendBasket } from './basket-send';
import {
  addToBasket,
  removeLine,
  restoreLine,
  setLineQuantity,
  updateBasket,
  useBasket,
  type Basket,
  type BasketLine,
} from './basket-store';
import '../forms/forms.css';
import './basket.css';

/**
 * The enquiry page while the basket has parts in it: the lines (quantity, remove, a part typed by name),
 * the customer's details and message once, and one button that sends every line as its own enquiry under
 * one client reference (basket-send.ts). A line the backend refuses stays, marked, with the others sent.
 */
export default function BasketEnquiry({ aside }: { aside: ReactNode }) {
  const { t } = useTexts();
  const basket = useBasket();
  const [searchParams, setSearchParams] = useSearchParams();

  // "Enquire Now" on a part while the basket is in use: the part joins the basket instead of replacing it
  // (one already there keeps its quantity: the customer asked about it, not for one more).
  const part = searchParams.get('part')?.trim();
  useEffect(() => {
    if (!part) return;
    addToBasket(part, { more: false });
    setSearchParams({}, { replace: true });
  }, [part, setSearchParams]);

  return (
    <>
      <PageMeta
        title={t('Product Enquiry')}
        description={t('Ask {name} for a price or availability of any heavy-truck part. We reply by phone or e-mail.', { name: site.name })}
      />
      <div className="container page-pad form-layout">
        <div>
          {basket.lines.length === 0 ? <BasketSent basket={basket} /> : <BasketForm basket={basket} />}
          <OutboxList
            form={INQUIRY_DRAFT_KEY}
            onFix={(values, error) => restoreLine(String(values.partName), String(values.quantity), error)}
          />
        </div>
        {aside}
      </div>
    </>
  );
}

function BasketForm({ basket }: { basket: Basket }) {
  const { t, message, language } = useTexts();
  const draft = useFormDraft(INQUIRY_DRAFT_KEY, blankInquiry);
  const [initialValues] = useState(draft.restore);
  const submission = useSubmitInquiry();
  // The one-part form's send: once however often clicked, and the same still-sending notice on a slow link.
  const { send, slow } = useSend();
  const [outcome, setOutcome] = useState<string | null>(null);
  const count = basket.lines.length;

  const onSubmit = (values: InquiryValues) =>
    send(async () => {
      setOutcome(null);
      const result = await sendBasket(values, language, (payload) => submission.mutateAsync(payload));
      if (result.left === 0) {
        // The next enquiry starts with the same customer's details, not the message.
        draft.saveNow({ ...blankInquiry, name: values.name, email: values.email, phone: values.phone, company: values.company });
        window.scrollTo(0, 0);
      } else if (result.sent > 0) {
        setOutcome(t('{sent} of {total} parts were sent. The parts marked below were not sent: correct them and send again.', result));
      }
    });

  return (
    <>
      {basket.sent?.length ? <SentLines basket={basket} /> : null}
      {outcome ? (
        <p className="alert alert-warning" role="alert">
          {outcome}
        </p>
      ) : null}
      <Formik<InquiryValues>
        initialValues={initialValues}
        validate={validateWhenLoaded<InquiryValues>('basketSchema')}
        validateOnChange={false}
        validateOnBlur={false}
        onSubmit={onSubmit}
      >
        {(formik) => (
          <>
            <FormCard
              formik={formik}
              error={null}
              name={{ 'aria-labelledby': 'basket-title' }}
              heading={<h2 id="basket-title">{t('Your enquiry list')}</h2>}
              submitLabel={count === 1 ? t('Send enquiry for {count} part', { count }) : t('Send enquiry for {count} parts', { count })}
            >
              <p className="form-note">{t('Each part reaches our team as its own enquiry, all under one reference.')}</p>
              <ul className="basket-lines">
                {basket.lines.map((line) => (
                  <BasketLineRow key={line.id} line={line} error={line.error ? message(line.error) : undefined} />
                ))}
              </ul>
              <TypedPart />
              <p>
                <Link to={paths.catalog}>{t('Add more parts from the catalogue')}</Link>
              </p>
              <div className="form-grid">
                <ContactFields formik={formik} nameLabel={t('Name')} emailLabel={t('Email')} />
                <MessageField formik={formik} />
              </div>
            </FormCard>
            <SlowNotice slow={slow} />
            <DraftAutosave<InquiryValues> onChange={draft.save} />
          </>
        )}
      </Formik>
    </>
  );
}

function MessageField({ formik }: { formik: FormikProps<InquiryValues> }) {
  const { t } = useTexts();
  return (
    <FormField label={t('Message')} required error={errorOf(formik, 'message')} className="span-2" hint={lengthHint(formik, 'message')}>
      <textarea rows={4} {...bindField(formik, 'message')} />
    </FormField>
  );
}

/** One part of the basket: its quantity (labelled with the part's name) and a Remove button. */
function BasketLineRow({ line, error }: { line: BasketLine; error: string | undefined }) {
  const { t } = useTexts();
  const id = useId();
  return (
    <li className={`basket-line${error ? ' has-error' : ''}`}>
      <span className="basket-part" id={`${id}-part`}>
        {line.partName}
      </span>
      <label className="basket-quantity">
        <span className="visually-hidden">{t('Quantity of {part}', { part: line.partName })}</span>
        <span aria-hidden="true">{t('Quantity')}</span>
        <input
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={line.quantity}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setLineQuantity(line.id, event.target.value)}
        />
      </label>
      <button type="button" className="btn btn-outline btn-small" onClick={() => removeLine(line.id)}>
        {t('Remove')}
        <span className="visually-hidden"> {line.partName}</span>
      </button>
      {error ? (
        <p className="field-error basket-error" id={`${id}-error`}>
          {t('Not sent: {reason}', { reason: error })}
        </p>
      ) : null}
    </li>
  );
}

/** A part that is not in the catalogue, added by its name. */
function TypedPart() {
  const { t } = useTexts();
  const [name, setName] = useState('');
  const id = useId();
  const add = () => {
    if (!name.trim()) return;
    addToBasket(name);
    setName('');
  };
  return (
    <div className="basket-typed">
      <label htmlFor={id}>{t('A part not in the catalogue')}</label>
      <div className="basket-typed-row">
        <input
          id={id}
          type="text"
          maxLength={255}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the part rather than sending the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn btn-outline" onClick={add}>
          {t('Add')}
        </button>
      </div>
    </div>
  );
}

type SentLine = NonNullable<Basket['sent']>[number];

/**
 * The lines already sent, each with the number the backend gave it. A line kept on this phone follows its
 * outbox item: once the outbox sends it (from this tab or another, on a later visit), its number shows.
 */
function useSentLines(basket: Basket): SentLine[] {
  const items = useOutbox(INQUIRY_DRAFT_KEY);
  return (basket.sent ?? []).map((line) => {
    const item = line.id === null ? items.find((kept) => kept.id === line.outbox) : undefined;
    return item?.state === 'sent' && typeof item.reply === 'number' ? { ...line, id: item.reply } : line;
  });
}

function SentLines({ basket }: { basket: Basket }) {
  const { t } = useTexts();
  const lines = useSentLines(basket);
  return (
    <ul className="basket-sent">
      {lines.map((line, index) => (
        <li key={index}>
          {line.id === null
            ? t('{part} × {quantity}: saved on this phone, sent when the connection returns.', {
                part: line.partName,
                quantity: line.quantity,
              })
            : t('{part} × {quantity}: enquiry number {id}.', { part: line.partName, quantity: line.quantity, id: String(line.id) })}
        </li>
      ))}
    </ul>
  );
}

/** One confirmation for the whole basket: its reference and each line's enquiry number. */
function BasketSent({ basket }: { basket: Basket }) {
  const { t } = useTexts();
  // A line kept on the device is not sent yet: the panel says so rather than that all went.
  const kept = useSentLines(basket).some((line) => line.id === null);
  return (
    <SuccessPanel
      title={kept ? t('Saved on this phone') : t('Enquiry Submitted Successfully!')}
      actionLabel={t('Submit Another Enquiry')}
      onAction={() => updateBasket(() => ({ lines: [] }))}
    >
      <p>{t('Thank you for your enquiry. Our team will contact you shortly.')}</p>
      <p className="form-reference">{t('Your reference is {ref}. Please quote it when you call us.', { ref: basket.ref ?? '' })}</p>
      <SentLines basket={basket} />
    </SuccessPanel>
  );
}
