import { useEffect, useState } from 'react';
import { useTexts } from '../../i18n/i18n';
import { whenOutboxHoldsItems } from './outbox-kept';
import type { OutboxItem } from './outbox-store';
import { offlineTexts } from './texts';

/**
 * Says on whatever public page is open, in a polite live region, that a form kept on the device has
 * gone out: one sent on a later visit would otherwise go without a word. The outbox's code is the one
 * the page loads after load anyway (src/app/start-offline.ts), so it is not part of the first load.
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

  const said = sent.map((item) => {
    const what = offlineTexts.sentOnItsWay[item.form];
    const number = typeof item.reply === 'number' ? ` ${t(offlineTexts.sentNumber, { number: item.reply })}` : '';
    return what ? `${t(what, { part: item.summary })}${number}` : '';
  });
  return (
    // A live region without the status role: it is on every page, empty until a form goes out.
    <div className="visually-hidden" aria-live="polite">
      {said.join(' ')}
    </div>
  );
}
