export const capitalize = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** A record's status as a coloured badge; `label` defaults to the status itself. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const key = status.toLowerCase().replace(/[^a-z0-9-]/g, '');
  return <span className={`badge status-badge status-${key}`}>{label ?? status}</span>;
}
