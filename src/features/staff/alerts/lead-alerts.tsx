import { useQueries, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { getBuyLead } from '../../../api/buy-leads/buy-leads';
import { buyLeadsQueryOptions } from '../../../api/buy-leads/queries';
import { getInquiry } from '../../../api/inquiries/inquiries';
import { inquiriesQueryOptions } from '../../../api/inquiries/queries';
import { isApiError } from '../../../lib/api-error';
import { staffPaths, type Role } from '../roles';
import type { Lead } from '../shared/lead-columns';
import { chime, setSound, soundSnapshot, subscribeSound, unlockOnClick } from './chime';
import {
  isNewRow,
  markAfterCheck,
  markAfterLooking,
  marksText,
  parseMarks,
  readMarks,
  subscribeMarks,
  unseenIds,
  writeMark,
  type LeadKind,
  type SeenMarks,
} from './seen';

/** An open lead as the alerts keep it: enough to count it and to name it in a notification. */
type OpenLead = Pick<Lead, 'id' | 'name' | 'partName'>;

/**
 * The backend has no paging and no 'since' (SPEC §7), so a check never reads a list: it asks for the
 * ids just above the newest one this tab knows (`?id=`), a few hundred bytes each, and only a hit
 * costs more. The full list, which the dashboard and the lists read anyway, is read when the tab
 * opens and again on focus or reconnect once it is ten minutes old; the open leads are counted from it.
 */
const kinds = {
  inquiries: {
    list: () => inquiriesQueryOptions(),
    read: getInquiry,
    openStatus: 'pending',
    one: 'enquiry',
    many: 'enquiries',
    open: (role: Role, id: number) => ({ to: staffPaths(role).inquiry(id), state: undefined }),
  },
  buyLeads: {
    list: () => buyLeadsQueryOptions(),
    read: getBuyLead,
    openStatus: 'new',
    one: 'buy lead',
    many: 'buy leads',
    // Buy leads have no page of their own: the list opens with the lead highlighted.
    open: (role: Role, id: number) => ({ to: staffPaths(role).buyLeads(), state: { touched: id } }),
  },
} as const;
const kindIds = Object.keys(kinds) as LeadKind[];

/** Once a minute while the tab is visible, every five while hidden, and at once on focus and reconnect. */
export const CHECK_VISIBLE_MS = 60_000;
export const CHECK_HIDDEN_MS = 5 * 60_000;
const checkTiming = {
  staleTime: 10_000,
  refetchInterval: () => (document.visibilityState === 'hidden' ? CHECK_HIDDEN_MS : CHECK_VISIBLE_MS),
  refetchIntervalInBackground: true,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
} as const;
/** How old the full list may get before a focus or reconnect reads it again (status changes made elsewhere, gaps). */
export const LIST_REFRESH_MS = 10 * 60_000;
/** Ids asked for above the newest: two, so one deleted newest lead does not hide the ones after it. */
const PROBES = 2;

/** A probe's answer: the lead, or null where there is none with that id (404). */
const unlessMissing = <T,>(reply: Promise<T>): Promise<T | null> =>
  reply.catch((error: unknown) => (isApiError(error) && error.status === 404 ? null : Promise.reject(error)));
const probeKey = (kind: LeadKind, id: number): QueryKey => ['leadProbe', kind, id];

const summaries = Object.fromEntries(
  kindIds.map((kind) => [
    kind,
    // Stable per kind, so React Query runs it only when the list changes.
    (rows: readonly Lead[]) => ({
      newest: rows.reduce((max, row) => Math.max(max, row.id), 0),
      open: rows.filter((row) => row.status === kinds[kind].openStatus).map(({ id, name, partName }): OpenLead => ({ id, name, partName })),
    }),
  ]),
) as Record<LeadKind, (rows: readonly Lead[]) => { newest: number; open: OpenLead[] }>;

/**
 * One kind's watch: the full list's open leads, and probes above its newest id. A hit joins the
 * cached list (so the lists on screen show it, marked) and moves the probes on at once. An arrival
 * is any open lead above the newest id the list had before, however it came in: through a probe, or
 * in a read of the whole list (a list screen opened, the offline worker taking over, a reconnect),
 * which moves the probes past it before they can find it. The first read announces nothing.
 */
function useLeadWatch(kind: LeadKind, onArrival: (kind: LeadKind, lead: Lead) => void) {
  const queryClient = useQueryClient();
  const spec = kinds[kind];
  const list = useQuery({
    ...(spec.list() as ReturnType<typeof inquiriesQueryOptions>),
    staleTime: LIST_REFRESH_MS,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    select: summaries[kind],
  });
  const newest = list.data?.newest;
  const probes = useQueries({
    queries:
      newest === undefined
        ? []
        : Array.from({ length: PROBES }, (_, step) => ({
            queryKey: probeKey(kind, newest + step + 1),
            queryFn: ({ signal }: { signal: AbortSignal }) => unlessMissing<Lead>(spec.read(newest + step + 1, signal)),
            ...checkTiming,
          })),
  });
  const hits = probes.flatMap((probe) => (probe.data ? [probe.data] : []));
  const hitIds = hits.map((lead) => lead.id).join();
  useEffect(() => {
    if (hits.length === 0) return;
    queryClient.setQueryData<Lead[]>(spec.list().queryKey as QueryKey, (rows) =>
      rows ? [...rows, ...hits.filter((lead) => !rows.some((row) => row.id === lead.id))] : rows,
    );
  }, [hitIds]); // eslint-disable-line react-hooks/exhaustive-deps -- runs once per new hit
  const known = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (newest === undefined) return;
    const before = known.current;
    known.current = Math.max(before ?? 0, newest);
    if (before === undefined || newest <= before) return;
    const rows = queryClient.getQueryData<Lead[]>(spec.list().queryKey as QueryKey) ?? [];
    for (const lead of rows) if (lead.id > before && lead.status === spec.openStatus) onArrival(kind, lead);
  }, [newest]); // eslint-disable-line react-hooks/exhaustive-deps -- runs once per newer newest id
  return list.data;
}

interface LeadAlerts {
  counts: Record<LeadKind, number>;
  total: number;
  marks: SeenMarks;
  /** The staff member has looked at these leads (a list on screen). */
  look: (kind: LeadKind, ids: Iterable<number>) => void;
}

const none: LeadAlerts = { counts: { inquiries: 0, buyLeads: 0 }, total: 0, marks: {}, look: () => {} };
const LeadAlertsContext = createContext<LeadAlerts>(none);

export const useLeadAlerts = () => useContext(LeadAlertsContext);

const nounFor = (kind: LeadKind, count: number) => `${count} new ${count === 1 ? kinds[kind].one : kinds[kind].many}`;

/** A new lead's toast: shown until dismissed or opened (#46), in this tab's memory only. */
interface Toast {
  key: string;
  kind: LeadKind;
  lead: Lead;
  to: string;
  state: unknown;
}

/** The back office's checks for new leads, the counts since this staff member last looked, and the announcements. */
export function LeadAlertsProvider({ role, children }: { role: Role; children: ReactNode }) {
  const navigate = useNavigate();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const arrival = (kind: LeadKind, lead: Lead) => {
    const target = kinds[kind].open(role, lead.id);
    const key = `${kind}-${lead.id}`;
    setToasts((shown) => (shown.some((toast) => toast.key === key) ? shown : [...shown, { key, kind, lead, ...target }]));
    if (soundSnapshot()) void chime();
    void notify(`New ${kinds[kind].one}`, `${lead.name} · ${lead.partName}`, key, target.to, () =>
      navigate(target.to, { state: target.state }),
    );
  };
  const dismiss = useCallback((key: string) => setToasts((shown) => shown.filter((toast) => toast.key !== key)), []);
  useEffect(unlockOnClick, []);
  // A lead opened some other way (the desktop notification, the list) has been seen: its toast goes.
  const { pathname } = useLocation();
  const [path, setPath] = useState(pathname);
  if (pathname !== path) {
    setPath(pathname);
    if (toasts.some((toast) => toast.to === pathname)) setToasts(toasts.filter((toast) => toast.to !== pathname));
  }
  const watched = { inquiries: useLeadWatch('inquiries', arrival), buyLeads: useLeadWatch('buyLeads', arrival) };
  const open: Record<LeadKind, OpenLead[] | undefined> = { inquiries: watched.inquiries?.open, buyLeads: watched.buyLeads?.open };
  const marksSnapshot = useSyncExternalStore(subscribeMarks, () => marksText(role.id));
  const marks = useMemo(() => parseMarks(marksSnapshot), [marksSnapshot]);

  // A staff member's first list sets the mark: what was there before they ever signed in is not new.
  useEffect(() => {
    for (const kind of kindIds) {
      const newest = watched[kind]?.newest;
      if (newest !== undefined && readMarks(role.id)[kind] === undefined) writeMark(role.id, kind, markAfterCheck(undefined, [newest]));
    }
  }, [watched.inquiries?.newest, watched.buyLeads?.newest]); // eslint-disable-line react-hooks/exhaustive-deps -- per list read

  const unseen = (kind: LeadKind) => unseenIds(open[kind]?.map((lead) => lead.id) ?? [], marks[kind]).length;
  const counts = { inquiries: unseen('inquiries'), buyLeads: unseen('buyLeads') };
  const total = counts.inquiries + counts.buyLeads;
  const look = useCallback(
    (kind: LeadKind, ids: Iterable<number>) => writeMark(role.id, kind, markAfterLooking(readMarks(role.id)[kind], ids)),
    [role.id],
  );

  // Said once when the counts rise; a fall (someone looked) is not news.
  const [announcement, setAnnouncement] = useState('');
  const said = useRef(0);
  useEffect(() => {
    if (total > said.current)
      setAnnouncement(
        kindIds
          .filter((kind) => counts[kind] > 0)
          .map((kind) => nounFor(kind, counts[kind]))
          .join(' and '),
      );
    said.current = total;
  }, [total]); // eslint-disable-line react-hooks/exhaustive-deps -- counts follow total

  // eslint-disable-next-line react-hooks/exhaustive-deps -- counts by value
  const value = useMemo(() => ({ counts, total, marks, look }), [counts.inquiries, counts.buyLeads, marks, look]);
  return (
    <LeadAlertsContext.Provider value={value}>
      {children}
      <LeadToasts toasts={toasts} onDismiss={dismiss} />
      {/* A polite live region, not role=status: a page's own status messages stay the only status. */}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </LeadAlertsContext.Provider>
  );
}

/**
 * The toasts, newest last, over the corner of every staff screen: a person at the desk sees the
 * customer and the part without opening anything, and one click opens the lead. Not a live region
 * itself: the polite announcement above says it once, and a toast per lead would say it again.
 */
function LeadToasts({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (key: string) => void }) {
  if (toasts.length === 0) return null;
  return (
    <section className="lead-toasts" aria-label="New leads">
      {toasts.length > 1 ? (
        <button type="button" className="btn-link lead-toasts-clear" onClick={() => toasts.forEach((toast) => onDismiss(toast.key))}>
          Dismiss all
        </button>
      ) : null}
      <ul>
        {toasts.map(({ key, kind, lead, to, state }) => (
          <li key={key} className="lead-toast">
            <p className="lead-toast-title">New {kinds[kind].one}</p>
            <p className="lead-toast-body">
              <strong>{lead.name}</strong> · {lead.partName}
            </p>
            <div className="lead-toast-actions">
              <Link
                className="btn btn-primary btn-small"
                to={to}
                state={state}
                aria-label={`Open the ${kinds[kind].one} from ${lead.name}`}
                onClick={() => onDismiss(key)}
              >
                Open
              </Link>
              <button
                type="button"
                className="btn btn-outline btn-small"
                aria-label={`Dismiss the ${kinds[kind].one} from ${lead.name}`}
                onClick={() => onDismiss(key)}
              >
                Dismiss
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The Notifications API where the browser has it (iOS Safari before 16.4 has not). */
// eslint-disable-next-line compat/compat -- feature-detected here
const notifications = (): typeof Notification | null => ('Notification' in window ? window.Notification : null);

/**
 * A desktop notification: the page's own where the browser allows it, else through the service worker
 * (Android's Chrome refuses `new Notification()`; the offline worker's notificationclick opens data.url).
 */
async function notify(title: string, body: string, tag: string, url: string, onOpen: () => void) {
  const api = notifications();
  if (!api || api.permission !== 'granted' || document.hasFocus()) return;
  try {
    const notification = new api(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      onOpen();
      notification.close();
    };
    return;
  } catch {
    // Refused in a page: try the service worker below.
  }
  try {
    // eslint-disable-next-line compat/compat -- feature-detected here
    const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
    await registration?.showNotification(title, { body, tag, data: { url } });
  } catch {
    // A browser that refuses both ways still has the page's own count, title and announcement.
  }
}

const subscribeVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

/**
 * For a list of leads on screen: marks the rows that were new when it opened (and those arriving
 * while it is open), and counts them as looked at while the tab is visible.
 */
export function useNewRows(kind: LeadKind, rows: readonly { id: number }[] | undefined): (id: number) => boolean {
  const { marks, look } = useLeadAlerts();
  const [markAtOpen] = useState(marks[kind]);
  const visible = useSyncExternalStore(subscribeVisibility, () => document.visibilityState === 'visible');
  useEffect(() => {
    if (rows && visible)
      look(
        kind,
        rows.map((row) => row.id),
      );
  }, [rows, visible, kind, look]);
  return useCallback((id: number) => isNewRow(id, markAtOpen), [markAtOpen]);
}

/** Offers desktop notifications; the browser's prompt comes only from this button. */
export function NotificationToggle() {
  const api = notifications();
  const [permission, setPermission] = useState(() => api?.permission ?? 'denied');
  if (!api) return null;
  if (permission === 'granted') return <p className="staff-alerts-note">Desktop alerts are on.</p>;
  if (permission === 'denied') return <p className="staff-alerts-note">Desktop alerts are blocked in this browser.</p>;
  return (
    <button
      type="button"
      className="btn btn-outline btn-small staff-alerts-toggle"
      onClick={() => void api.requestPermission().then(setPermission)}
    >
      Turn on desktop alerts
    </button>
  );
}

/** The optional sound for a new lead, off by default, remembered on this device (alerts/sound.ts). */
export function SoundToggle() {
  const on = useSyncExternalStore(subscribeSound, soundSnapshot);
  return (
    <label className="staff-alerts-sound">
      <input type="checkbox" checked={on} onChange={(event) => setSound(event.target.checked)} />
      Sound for new leads
    </label>
  );
}

/** A list's class for a row that is new since the staff member last looked: it stands out until seen. */
export const newLeadRow =
  (isNew: (id: number) => boolean) =>
  (row: { id: number }): string | undefined =>
    isNew(row.id) ? 'lead-new' : undefined;
