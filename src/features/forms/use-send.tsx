import { useState } from 'react';
import { env } from '../../config/env';
import { useTexts } from '../../i18n/i18n';
import { offlineTexts } from '../offline/texts';
import { useSubmitOnce } from './form-helpers';

/**
 * How long a send waits before the page says the link is slow: a reply on a fair mobile link comes
 * within a few seconds, and the lead's own timeout (a quarter of which this is at most) is much longer.
 */
export const SLOW_NOTICE_MS = Math.min(8_000, env.leadTimeoutMs / 4);

/**
 * A public form's send, shared by the one-part forms (use-form-page.ts) and the enquiry basket: it goes out
 * once however often it is clicked, and once it has waited SLOW_NOTICE_MS for its replies, `slow` is true
 * until it settles (SlowNotice says so).
 */
export function useSend() {
  const once = useSubmitOnce();
  const [slow, setSlow] = useState(false);
  const send = (work: () => Promise<void>) =>
    once(async () => {
      const notice = setTimeout(() => setSlow(true), SLOW_NOTICE_MS);
      try {
        await work();
      } finally {
        clearTimeout(notice);
        setSlow(false);
      }
    });
  return { send, slow };
}

/** Under a form whose send is slow: it is still going, and the page should stay open. */
export function SlowNotice({ slow }: { slow: boolean }) {
  const { t } = useTexts();
  return slow ? (
    <p className="alert alert-warning" role="status">
      {t(offlineTexts.slow)}
    </p>
  ) : null;
}
