import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { buyLeadKeys, buyLeadsQueryOptions } from '../../../api/buy-leads/queries';
import { inquiriesQueryOptions, inquiryKeys } from '../../../api/inquiries/queries';
import { staffPaths, type Role } from '../roles';
import { isNewRow, markAfterCheck, markAfterLooking, marksText, parseMarks, readMarks, subscribeMarks, unseenIds, writeMark, type LeadKind, type SeenMarks } from './seen';

/** What a check keeps of an open lead: enough to count it and to name it in a notification. */
interface OpenLead {
  id: number;
  name: string;
  partName: string;
}
const brief = (rows: readonly OpenLead[]): OpenLead[] => rows.map(({ id, name, partName }) => ({ id, name, partName }));

/**
 * The two kinds of lead. A check asks only for the open ones through the contract's status filter
 * (the backend has no paging and no 'since'), and a lead is new while it is open.
 */
const kinds = {
  inquiries: {
    check: () => inquiriesQueryOptions({ status: 'pending' }),
    fullList: inquiryKeys.list({}),
    one: 'enquiry',
    many: 'enquiries',
    open: (role: Role, id: number) => ({ to: staffPaths(role).inquiry(id), state: undefined }),
  },
  buyLeads: {
    check: () => buyLeadsQueryOptions({ status: 'new' }),
    fullList: buyLeadKeys.list({}),
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

/** The back office's checks for new leads, the counts since this staff member last looked, and the announcements. */
export function LeadAlertsProvider({ role, children }: { role: Role; children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const inquiries = useQuery({ ...kinds.inquiries.check(), ...checkTiming, select: brief });
  const buyLeads = useQuery({ ...kinds.buyLeads.check(), ...checkTiming, select: brief });
  const open: Record<LeadKind, OpenLead[] | undefined> = { inquiries: inquiries.data, buyLeads: buyLeads.data };
  const marksSnapshot = useSyncExternalStore(subscribeMarks, () => marksText(role.id));
  const marks = useMemo(() => parseMarks(marksSnapshot), [marksSnapshot]);

  // The newest id each check has shown this tab: a higher one is an arrival.
  const newest = useRef<Partial<Record<LeadKind, number>>>({});
  useEffect(() => {
    for (const kind of kindIds) {
      const leads = open[kind];
      if (!leads) continue;
      const ids = leads.map((lead) => lead.id);
      const stored = readMarks(role.id)[kind];
      if (stored === undefined) writeMark(role.id, kind, markAfterCheck(stored, ids));
      const before = newest.current[kind];
      newest.current[kind] = Math.max(before ?? 0, ...ids);
      if (before === undefined) continue;
      const arrived = leads.filter((lead) => lead.id > before);
      if (arrived.length === 0) continue;
      // The lists on screen fetch afresh so the arrivals show there, marked.
      void queryClient.invalidateQueries({ queryKey: kinds[kind].fullList });
      for (const lead of arrived) {
        const target = kinds[kind].open(role, lead.id);
        void notify(`New ${kinds[kind].one}`, `${lead.name} · ${lead.partName}`, `${kind}-${lead.id}`, target.to, () => navigate(target.to, { state: target.state }));
      }
    }
  }, [inquiries.data, buyLeads.data]); // eslint-disable-line react-hooks/exhaustive-deps -- runs per check result

  const unseen = (kind: LeadKind) => unseenIds(open[kind]?.map((lead) => lead.id) ?? [], marks[kind]).length;
  const counts = { inquiries: unseen('inquiries'), buyLeads: unseen('buyLeads') };
  const total = counts.inquiries + counts.buyLeads;
  const look = useCallback((kind: LeadKind, ids: Iterable<number>) => writeMark(role.id, kind, markAfterLooking(readMarks(role.id)[kind], ids)), [role.id]);

  // Said once when the counts rise; a fall (someone looked) is not news.
  const [announcement, setAnnouncement] = useState('');
  const said = useRef(0);
  useEffect(() => {
    if (total > said.current) setAnnouncement(kindIds.filter((kind) => counts[kind] > 0).map((kind) => nounFor(kind, counts[kind])).join(' and '));
    said.current = total;
  }, [total]); // eslint-disable-line react-hooks/exhaustive-deps -- counts follow total

  const value = useMemo(() => ({ counts, total, marks, look }), [counts.inquiries, counts.buyLeads, marks, look]); // eslint-disable-line react-hooks/exhaustive-deps -- counts by value
  return (
    <LeadAlertsContext.Provider value={value}>
      {children}
      {/* A polite live region, not role=status: a page's own status messages stay the only status. */}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </LeadAlertsContext.Provider>
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
    if (rows && visible) look(kind, rows.map((row) => row.id));
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
    <button type="button" className="btn btn-outline btn-small staff-alerts-toggle" onClick={() => void api.requestPermission().then(setPermission)}>
      Turn on desktop alerts
    </button>
  );
}
