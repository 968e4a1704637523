import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement, isValidElement } from 'react';
import { useTexts } from '../i18n/i18n';

interface FormFieldProps {
  label: ReactNode;
  /** The error text; tied to the control with aria-describedby and aria-invalid. */
  error?: string | false | null;
  hint?: ReactNode;
  required?: boolean;
  /** One input, select or textarea. Its id, aria-invalid and aria-describedby are set here. */
  children: ReactElement<Record<string, unknown>>;
  className?: string;
}

/** A labelled control with its hint and error, wired for assistive technology. */
export function FormField({ label, error, hint, required, children, className }: FormFieldProps) {
  const { message } = useTexts();
  const generated = useId();
  const id = (isValidElement(children) && typeof children.props.id === 'string' ? children.props.id : null) ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="required-mark">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="field-hint">
          {typeof hint === 'string' ? message(hint) : hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {message(error)}
        </p>
      ) : null}
    </div>
  );
}
