import { errorMessage } from '../../../api/api-error';
import { capitalize, StatusBadge } from './status-badge';

interface StatusSelectProps {
  /** Names the control, e.g. 'Status of the enquiry from Asha Patel'. */
  label: string;
  value: string;
  /** The statuses offered, in workflow order; the current one is added when it is not among them. */
  statuses: readonly string[];
  labelOf?: (status: string) => string;
  onChange: (status: string) => void;
  busy?: boolean;
}

/** Where admin sets a record's status (subadmin sees the badge instead). */
export function StatusSelect({ label, value, statuses, labelOf = capitalize, onChange, busy = false }: StatusSelectProps) {
  const options = statuses.includes(value) ? statuses : [...statuses, value];
  return (
    <select
      className={`status-select status-${value.toLowerCase().replace(/[^a-z0-9-]/g, '')}`}
      aria-label={label}
      aria-busy={busy || undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((status) => (
        <option key={status} value={status}>
          {labelOf(status)}
        </option>
      ))}
    </select>
  );
}

type StatusChange<T> = (change: { record: T; status: string }, callbacks: { onError: (error: unknown) => void }) => void;

interface StatusControlProps<T> {
  record: T;
  /** Names the select for admin, e.g. 'Status of the enquiry from Asha Patel'. */
  label: string;
  statuses: readonly string[];
  /** Whether this role may change it (the role table); otherwise the badge. */
  canSet: boolean;
  change: StatusChange<T>;
  /** The badge's text (the buy-lead list shows New or Quoted, spec §3). */
  badge: (status: string) => string;
  /** Where a refusal is reported: the server's message, else `failed` ('Failed to update inquiry'). */
  onFailure: (text: string) => void;
  failed: { failed: string; network: string };
}

/**
 * A record's status: admin picks it (shown at once, put back with the server's message if refused),
 * subadmin reads the badge.
 */
export function StatusControl<T extends { id: number; status: string }>({ record, label, statuses, canSet, change, badge, onFailure, failed }: StatusControlProps<T>) {
  if (!canSet) return <StatusBadge status={badge(record.status)} />;
  return (
    <StatusSelect
      label={label}
      value={record.status}
      statuses={statuses}
      onChange={(status) => change({ record, status }, { onError: (error) => onFailure(errorMessage(error, failed)) })}
    />
  );
}
