import { errorMessage } from '../../../api/api-error';
import { capitalize, StatusBadge } from './status-badge';

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
  // The statuses in workflow order, plus the current one when the backend answered another.
  const options = statuses.includes(record.status) ? statuses : [...statuses, record.status];
  return (
    <select
      className={`status-select status-${record.status.toLowerCase().replace(/[^a-z0-9-]/g, '')}`}
      aria-label={label}
      value={record.status}
      onChange={(event) => change({ record, status: event.target.value }, { onError: (error) => onFailure(errorMessage(error, failed)) })}
    >
      {options.map((status) => (
        <option key={status} value={status}>
          {capitalize(status)}
        </option>
      ))}
    </select>
  );
}
