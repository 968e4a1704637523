import { useEffect, useState } from 'react';
import { useTexts } from '../../i18n/i18n';
import { whenOutboxHoldsItems } from './outbox-kept';
import type { OutboxItem } from './outbox-store';
import { offlineTexts } from './texts';

/** How long the sent notice stays on screen unless dismissed first: time to read two sentences twice. */
const NOTICE_MS = 12_000;

/**
 * Says on whatever public page is open, in a notice and in a polite live region, that a form kept on the
 * device has gone out: one sent on a later visit, or on reconnecting while another page is open, would
 * otherwise go without a word. The notice goes by itself, and can be dismissed sooner. The outbox's code is
 * the one the page loads after load anyway (src/app/start-offline.ts), so it is not part of the first load.
 */
export function OutboxAnnouncer() {
  const { t } = useTexts();
  const [sent, setSent] = useState<OutboxItem[]>([]);

  useEffect(() => {
    let live = true;
    let stop = () => {};
    const watch = () =>
      void import('./outbox').then(({ onOutboxChange, outboxItems }) => {
        // What went out since this page was opened, each said once.
        const said = new Set<string>();
        const look = () =>
          void outboxItems().then(
            (items) => {
              if (!live) return;
              const now = items.filter((item) => item.state === 'sent' && item.at >= performance.timeOrigin && !said.has(item.id));
              now.forEach((item) => said.add(item.id));
              if (now.length > 0) setSent(now);
            },
            () => undefined,
          );
        if (!live) return;
        look();
        stop = onOutboxChange(look);
      });
    // After load, as the outbox itself starts (src/app/start-offline.ts), and only once it may hold a form:
    // nothing here competes with the first load, and a page no form was kept from never fetches the outbox.
    let stopWaiting = () => {};
    const afterLoad = () => (stopWaiting = whenOutboxHoldsItems(watch));
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', afterLoad);
      stopWaiting();
      stop();
    };
  }, []);

  useEffect(() => {
    if (sent.length === 0) return undefined;
    const timer = setTimeout(() => setSent([]), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const said = sent.map((item) => {
    const what = offlineTexts.sentOnItsWay[item.form];
    const number = typeof item.reply === 'number' ? ` ${t(offlineTexts.sentNumber, { number: item.reply })}` : '';
    return what ? `${t(what, { part: item.summary })}${number}` : '';
  });
  const text = said.join(' ');
  return (
    // The live region stays on every page, empty until a form goes out; the notice around it shows only then.
    <div className={text ? 'outbox-notice' : 'visually-hidden'}>
      <p aria-live="polite">{text}</p>
      {text ? (
        <button type="button" className="btn btn-outline btn-small" onClick={() => setSent([])}>
          {t('Dismiss')}
        </button>
      ) : null}
    </div>
  );
}
