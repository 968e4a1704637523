import { createContext, useCallback, useContext, useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Role } from '../roles';
import type { Lead } from '../shared/lead-columns';
import { leadKinds } from './lead-kinds';
import type { LeadKind } from './seen';

/** A new lead's toast: shown until dismissed or opened, in this tab's memory only. */
interface Toast {
  key: string;
  kind: LeadKind;
  lead: Pick<Lead, 'id' | 'name' | 'partName'>;
  to: string;
}

interface Toasts {
  toasts: readonly Toast[];
  dismiss: (key: string) => void;
}

const ToastsContext = createContext<Toasts>({ toasts: [], dismiss: () => {} });
export const ToastsProvider = ToastsContext.Provider;

/** The toasts' state for the provider: a lead shown once however often it is found, and gone once its page opens some other way. */
export function useToastList(role: Role) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const show = useCallback(
    (kind: LeadKind, lead: Toast['lead']) => {
      const key = `${kind}-${lead.id}`;
      const to = leadKinds[kind].open(role, lead.id);
      setToasts((shown) => (shown.some((toast) => toast.key === key) ? shown : [...shown, { key, kind, lead, to }]));
    },
    [role],
  );
  const dismiss = useCallback((key: string) => setToasts((shown) => shown.filter((toast) => toast.key !== key)), []);
  // A lead opened some other way (the desktop notification, the list) has been seen: its toast goes.
  const { pathname } = useLocation();
  const [path, setPath] = useState(pathname);
  if (pathname !== path) {
    setPath(pathname);
    if (toasts.some((toast) => toast.to === pathname)) setToasts(toasts.filter((toast) => toast.to !== pathname));
  }
  const value = useMemo(() => ({ toasts, dismiss }), [toasts, dismiss]);
  return { value, show };
}

/** More toasts than this at once fold into one line that names how many, with the list behind a button. */
const UNFOLDED_MOST = 2;

/**
 * The toasts, newest last, in the page's own flow above its heading (staff-layout.tsx places them), so
 * they never lie over a table's controls: a person at the desk sees the customer and the part without
 * opening anything, and one click opens the lead. More than two fold into one line ('5 new leads'), so a
 * rush of leads moves the page by one notice's height, not five. Not a live region itself: the
 * provider's polite announcement says it once, and a toast per lead would say it again.
 */
export function LeadToasts() {
  const { toasts, dismiss } = useContext(ToastsContext);
  const [listShown, setListShown] = useState(false);
  const listId = useId();
  if (toasts.length === 0) return null;
  const folded = toasts.length > UNFOLDED_MOST;
  const dismissAll = () => toasts.forEach((toast) => dismiss(toast.key));
  return (
    <section className="lead-toasts" aria-label="New leads">
      {folded ? (
        <div className="lead-toast lead-toasts-fold">
          <p className="lead-toast-title">{toasts.length} new leads</p>
          <div className="lead-toast-actions">
            <button
              type="button"
              className="btn btn-primary btn-small"
              aria-expanded={listShown}
              aria-controls={listId}
              onClick={() => setListShown(!listShown)}
            >
              {listShown ? 'Hide the list' : 'Show the list'}
            </button>
            <button type="button" className="btn btn-outline btn-small" onClick={dismissAll}>
              Dismiss all
            </button>
          </div>
        </div>
      ) : null}
      <ul id={listId} hidden={folded && !listShown}>
        {toasts.map(({ key, kind, lead, to }) => (
          <li key={key} className="lead-toast">
            <p className="lead-toast-title">New {leadKinds[kind].one}</p>
            <p className="lead-toast-body">
              <strong>{lead.name}</strong> · {lead.partName}
            </p>
            <div className="lead-toast-actions">
              <Link
                className="btn btn-primary btn-small"
                to={to}
                aria-label={`Open the ${leadKinds[kind].one} from ${lead.name}`}
                onClick={() => dismiss(key)}
              >
                Open
              </Link>
              <button
                type="button"
                className="btn btn-outline btn-small"
                aria-label={`Dismiss the ${leadKinds[kind].one} from ${lead.name}`}
                onClick={() => dismiss(key)}
              >
                Dismiss
              </button>
            </div>
          </li>
        ))}
      </ul>
      {toasts.length > 1 && !folded ? (
        <button type="button" className="btn-link lead-toasts-clear" onClick={dismissAll}>
          Dismiss all
        </button>
      ) : null}
    </section>
  );
}
