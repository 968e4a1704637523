import { useEffect, useState } from 'react';
import { useTexts } from '../i18n/i18n';

interface SpinnerProps {
  /** Read out to screen readers and shown beside the spinner, e.g. 'Loading inquiries...'. */
  label?: string;
  /** Hide the text visually (still announced). */
  quiet?: boolean;
}

/** After this long a wait is no longer normal, and the visitor is told why. */
export const SLOW_AFTER_MS = 5000;
export const SLOW_TEXT = 'Still loading, the connection is slow.';

export function Spinner({ label = 'Loading...', quiet = false }: SpinnerProps) {
  const { message } = useTexts();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className={quiet ? 'visually-hidden' : 'spinner-label'}>{message(label)}</span>
      {slow && !quiet ? <span className="spinner-slow">{message(SLOW_TEXT)}</span> : null}
    </div>
  );
}
