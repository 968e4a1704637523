import { useSearchParams } from 'react-router-dom';

export const ALL_STATUSES = 'all';

/** The list's status filter, kept in the address (?status=); 'all' or none means no filter (spec §4). */
export function useStatusParam(): [string, (status: string) => void] {
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') ?? '').trim().toLowerCase() || ALL_STATUSES;
  const setStatus = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === ALL_STATUSES) updated.delete('status');
        else updated.set('status', next);
        return updated;
      },
      { replace: true },
    );
  return [status, setStatus];
}

export interface StatusOption {
  value: string;
  label: string;
  count: number;
}

/** 'All (n)' and one button per status, the active one pressed. */
export function StatusFilter({ label, options, value, onChange }: { label: string; options: StatusOption[]; value: string; onChange: (value: string) => void }) {
  return (
    <div className="staff-filters" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="btn btn-outline btn-small staff-filter"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label} ({option.count})
        </button>
      ))}
    </div>
  );
}

export const capitalize = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);
