import type { ReactNode } from 'react';
import { useTexts } from '../i18n/i18n';

interface LoadErrorProps {
  /** The spec's text for the failure, shown as an alert. */
  message: string;
  onRetry: () => void;
  /** True while the retry runs: the button says so and cannot be pressed twice. */
  retrying?: boolean;
  /** Other ways forward, shown beside Retry (e.g. the phone number). */
  children?: ReactNode;
}

/** A load that failed: the spec's text, a Retry button and, where given, another way to reach the business. */
export function LoadError({ message, onRetry, retrying = false, children }: LoadErrorProps) {
  const texts = useTexts();
  return (
    <div className="load-error">
      <p className="alert alert-error" role="alert">
        {texts.message(message)}
      </p>
      <div className="load-error-actions">
        <button type="button" className="btn btn-primary" onClick={onRetry} disabled={retrying}>
          {retrying ? texts.t('Retrying...') : texts.t('Retry')}
        </button>
        {children}
      </div>
    </div>
  );
}
