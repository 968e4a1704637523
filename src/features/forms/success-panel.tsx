import { useEffect, useRef, type ReactNode } from 'react';

/** The confirmation shown after a form is sent; focus moves to its heading so it is announced. */
export function SuccessPanel({
  title,
  children,
  actionLabel,
  onAction,
}: {
  title: string;
  children: ReactNode;
  actionLabel: string;
  onAction: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="card result-panel form-success">
      <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false" className="form-success-icon">
        <circle cx="12" cy="12" r="11" fill="#dcfce7" />
        <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="#166534" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <button type="button" className="btn btn-primary" onClick={onAction}>
        {actionLabel}
      </button>
    </div>
  );
}
