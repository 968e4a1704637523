import { useId, type ChangeEvent } from 'react';
import './file-field.css';

interface FileFieldProps {
  /** The field's name, e.g. 'Part Image'. */
  label: string;
  /** The input's accept attribute (a hint to the picker; the caller still checks the file). */
  accept: string;
  /** The stored file's name, when there is one: shows 'Current: {name}'. */
  currentName?: string | null;
  /** The input's own label when it differs from the field's, e.g. 'Change image' on an edit form. */
  inputLabel?: string;
  /** An image to preview (the stored image or the picked one). */
  previewUrl?: string | null;
  hint?: string;
  /** What the picked file will be sent as (its sizes), or that it is being prepared; announced politely. */
  detail?: string | null;
  /** Shown under the input and announced, e.g. 'Failed to process image'. */
  error?: string | null;
  /** A warning that does not block, e.g. about a very large image. */
  warning?: string | null;
  disabled?: boolean;
  /** Called with the picked file, or null when the picker is cleared. */
  onChange: (file: File | null) => void;
}

/** A labelled file input with its preview, current file, hint, warning and error. */
export function FileField({
  label,
  accept,
  currentName,
  inputLabel = label,
  previewUrl,
  hint,
  detail,
  error,
  warning,
  disabled,
  onChange,
}: FileFieldProps) {
  const inputId = useId();
  const groupId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const warningId = `${inputId}-warning`;
  const detailId = `${inputId}-detail`;
  // With its own input label (or a current file) the field becomes a group named by `label`.
  const grouped = inputLabel !== label || Boolean(currentName);
  const describedBy =
    [hint ? hintId : null, detail ? detailId : null, error ? errorId : null, warning ? warningId : null].filter(Boolean).join(' ') ||
    undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.files?.[0] ?? null);
  };

  return (
    <div
      className={`field file-field${error ? ' field-invalid' : ''}`}
      role={grouped ? 'group' : undefined}
      aria-labelledby={grouped ? groupId : undefined}
    >
      {grouped ? (
        <span id={groupId} className="file-field-title">
          {label}
        </span>
      ) : null}
      {currentName ? <p className="file-field-current">Current: {currentName}</p> : null}
      {previewUrl ? <img className="file-field-preview" src={previewUrl} alt={`${label} preview`} /> : null}
      <label htmlFor={inputId} className={grouped ? 'file-field-change' : undefined}>
        {inputLabel}
      </label>
      <input
        id={inputId}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={handleChange}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {detail ? (
        <p id={detailId} className="field-hint file-field-detail" role="status">
          {detail}
        </p>
      ) : null}
      {warning ? (
        <p id={warningId} className="alert alert-warning file-field-warning" role="status">
          {warning}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
