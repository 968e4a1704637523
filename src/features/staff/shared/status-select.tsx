import { useRef, useState } from 'react';
import { refusesStatus } from '../../../api/status-change';
import { errorMessage } from '../../../lib/api-error';
import { capitalize, StatusBadge } from './status-badge';

type StatusChange<T> = (change: { record: T; status: string }, callbacks: { onError: (error: unknown) => void }) => void;

interface StatusControlProps<T> {
  record: T;
  /** Names the select for admin, e.g. 'Status of the enquiry from Asha Patel'. */
  label: string;
  /** What may be set (useOfferedStatuses); the record's own status is shown even when not among them. */
  statuses: readonly string[];
  /** Whether this role may change it (the role table); otherwise the badge. */
  canSet: boolean;
  change: StatusChange<T>;
  /** Where a refusal is reported: the server's message, else `failed` ('Failed to update inquiry'). */
  onFailure: (text: string) => void;
  failed: { failed: string; network: string };
}

/** Keys that only move through the options of a closed select; a change they make is not yet a choice. */
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * A record's status: admin picks it (shown at once, put back with the server's message if refused),
 * subadmin reads the badge. A pick with the pointer saves at once; stepping with the keyboard saves
 * once, on Enter or on leaving the select (Escape puts it back), so ↓ ↓ ↑ sends one request, not three.
 */
export function StatusControl<T extends { id: number; status: string }>({
  record,
  label,
  statuses,
  canSet,
  change,
  onFailure,
  failed,
}: StatusControlProps<T>) {
  const [draft, setDraft] = useState<string | null>(null);
  const stepping = useRef(false);
  if (!canSet) return <StatusBadge status={record.status} label={capitalize(record.status)} />;

  const value = draft ?? record.status;
  const options = statuses.includes(record.status) ? statuses : [...statuses, record.status];
  const commit = (status: string) => {
    setDraft(null);
    if (status === record.status) return;
    change(
      { record, status },
      {
        onError: (error) => {
          const text = errorMessage(error, failed);
          onFailure(
            refusesStatus(error) ? `${text}: this server does not accept "${capitalize(status)}", so it is no longer offered.` : text,
          );
        },
      },
    );
  };
  return (
    <select
      className={`status-select status-${value.toLowerCase().replace(/[^a-z0-9-]/g, '')}`}
      aria-label={label}
      value={value}
      onPointerDown={() => (stepping.current = false)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit(value);
        } else if (event.key === 'Escape') {
          setDraft(null);
        } else {
          stepping.current = STEP_KEYS.has(event.key) || event.key.length === 1;
        }
      }}
      onChange={(event) => (stepping.current ? setDraft(event.target.value) : commit(event.target.value))}
      onBlur={() => {
        stepping.current = false;
        if (draft !== null) commit(draft);
      }}
    >
      {options.map((status) => (
        <option key={status} value={status}>
          {capitalize(status)}
        </option>
      ))}
    </select>
  );
}
