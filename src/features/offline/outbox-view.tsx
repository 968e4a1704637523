import { useEffect, useRef, useState } from 'react';
import { useTexts, type Texts } from '../../i18n/i18n';
import { onOutboxChange, outboxItems, takeBack } from './outbox';
import type { OutboxItem } from './outbox-store';
import { offlineTexts } from './texts';
import './offline.css';

const time = (at: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(at);

/** This form's items in the outbox, kept up to date. */
export function useOutbox(form: string): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      void outboxItems().then(
        (all) => live && setItems(all.filter((item) => item.form === form)),
        () => undefined,
      );
    load();
    const stop = onOutboxChange(load);
    return () => {
      live = false;
      stop();
    };
  }, [form]);
  return items;
}

/** One item of the outbox as it is now (sent from this tab or another), from the one it was when kept. */
export function useOutboxItem(kept: OutboxItem): OutboxItem {
  const items = useOutbox(kept.form);
  return items.find((item) => item.id === kept.id) ?? kept;
}

/**
 * Said at once when a form is kept on the device instead of sent: for want of a connection, or
 * because a slow link's reply did not come in time (`unconfirmed`).
 */
export function OutboxKeptPanel({ item, again, onAgain }: { item: OutboxItem; again: string; onAgain: () => void }) {
  const { t } = useTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const words = item.unconfirmed ? offlineTexts.unconfirmed : offlineTexts.kept;
  const text = words.text[item.form];
  return (
    <div className="card result-panel form-kept" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {t(words.title)}
      </h2>
      {text ? <p>{t(text)}</p> : null}
      <button type="button" className="btn btn-primary" onClick={onAgain}>
        {again}
      </button>
    </div>
  );
}

const stateText = ({ t, locale }: Texts, item: OutboxItem) =>
  item.state === 'sent'
    ? t(offlineTexts.list.sent, { time: time(item.at, locale) })
    : t(
        item.state === 'refused'
          ? offlineTexts.list.refused
          : item.state === 'sending'
            ? offlineTexts.list.sending
            : item.unconfirmed
              ? offlineTexts.list.unconfirmed
              : offlineTexts.list.waiting,
      );

/**
 * What this device holds of the form: waiting, being sent, sent (for a week), or refused with the
 * spec's text and a button that gives the form back to be corrected.
 */
export function OutboxList({ form, onFix }: { form: string; onFix: (values: Record<string, string | number>, error: string) => void }) {
  const items = useOutbox(form);
  const texts = useTexts();
  const { t } = texts;
  if (items.length === 0) return null;
  return (
    <section className="card outbox-list" aria-labelledby="outbox-heading">
      <h2 id="outbox-heading">{t(offlineTexts.list.heading)}</h2>
      <ul aria-live="polite">
        {items.map((item) => (
          <li key={item.id} className={`outbox-item outbox-${item.state}`}>
            <span className="outbox-summary">
              {item.form in offlineTexts.formTitle ? t(offlineTexts.formTitle[item.form]!) : item.form}
              {item.summary ? `: ${item.summary}` : ''} <small>({time(item.createdAt, texts.locale)})</small>
            </span>
            <span className="outbox-state">{stateText(texts, item)}</span>
            {item.state === 'refused' ? (
              <>
                <span className="outbox-error" role="alert">
                  {item.error ? texts.message(item.error) : null}
                </span>
                <button
                  type="button"
                  className="btn btn-outline btn-small"
                  onClick={() => {
                    const { values, error = '' } = item;
                    void takeBack(item).then(() => values && onFix(values, error));
                  }}
                >
                  {t(offlineTexts.list.fix)}
                </button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
