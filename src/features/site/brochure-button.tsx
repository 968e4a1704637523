import { useState } from 'react';
import { useTexts } from '../../i18n/i18n';
import { isApiError } from '../../lib/api-error';

const FETCH_FAILED = 'Failed to fetch brochure.';

/**
 * Opens the current brochure (GET brochures.php) in a new tab. The tab is opened during the click,
 * so popup blockers allow it, and pointed at the PDF once the address is known; on failure it is
 * closed again and the spec's message shown (§8).
 */
export function useBrochureOpener() {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function openBrochure() {
    if (busy) return;
    setMessage(null);
    setBusy(true);
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      // The API layer (axios, the contract) loads on first use, keeping it off the home page's first load.
      const { getBrochure } = await import('../../api/brochures/brochures');
      const url = await getBrochure();
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener,noreferrer');
    } catch (error) {
      tab?.close();
      setMessage(isApiError(error) ? error.message : FETCH_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return { openBrochure, busy, message, dismiss: () => setMessage(null) };
}

export function BrochureAlert({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  const texts = useTexts();
  return (
    <div className="brochure-alert-region" role="alert">
      {message ? (
        <div className="container">
          <div className="alert alert-error brochure-alert">
            <span>{texts.message(message)}</span>
            <button type="button" className="btn-link" onClick={onDismiss}>
              {texts.t('Dismiss')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
