import { useEffect, useState } from 'react';

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
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className={quiet ? 'visually-hidden' : 'spinner-label'}>{label}</span>
      {slow && !quiet ? <span className="spinner-slow">{SLOW_TEXT}</span> : null}
    </div>
  );
}
