interface SpinnerProps {
  /** Read out to screen readers and shown beside the spinner, e.g. 'Loading inquiries...'. */
  label?: string;
  /** Hide the text visually (still announced). */
  quiet?: boolean;
}

export function Spinner({ label = 'Loading...', quiet = false }: SpinnerProps) {
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className={quiet ? 'visually-hidden' : 'spinner-label'}>{label}</span>
    </div>
  );
}
