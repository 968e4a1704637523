import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import type { Role } from '../roles';
import type { Lead } from '../shared/lead-columns';
import { chime, soundSnapshot, unlockOnClick } from './chime';
import { useLeadCheck } from './lead-check';
import { leadKindIds, leadKinds } from './lead-kinds';
import type { Announce, DeskAlerts, DeskWatch, Fresh, LeadSource } from './lead-source';
import { ToastsProvider, useToastList } from './lead-toasts';
import { notify } from './notifications';
import {
  isNewRow,
  marksText,
  parseMarks,
  seenAfterLooking,
  subscribeMarks,
  unseenIds,
  updateMarks,
  type LeadKind,
  type SeenMarks,
} from './seen';
import './lead-alerts.css';

interface LeadAlerts extends LeadSource, Omit<DeskAlerts, 'source'> {
  total: number;
}

const LeadAlertsContext = createContext<LeadAlerts>({ counts: { inquiries: 0, buyLeads: 0 }, total: 0, fresh: {}, look: () => {} });

export const useLeadAlerts = () => useContext(LeadAlertsContext);

const freshOf = (marks: SeenMarks): Fresh =>
  Object.fromEntries(leadKindIds.map((kind) => [kind, marks[kind] && ((id: number) => isNewRow(id, marks[kind]))]));

const nounFor = (kind: LeadKind, count: number) => `${count} new ${count === 1 ? leadKinds[kind].one : leadKinds[kind].many}`;
const unseen = (open: readonly Lead[] | undefined, marks: SeenMarks, kind: LeadKind) =>
  unseenIds(open?.map((lead) => lead.id) ?? [], marks[kind]).length;

/**
 * The back office's checks for new leads, the counts since this staff member last looked, and the
 * announcements: a toast, a desktop notification, the optional chime and one polite sentence. One source at
 * a time: the desk's `watch` where the build has a desk and it watches (../desk/desk-watch.tsx), else this
 * browser's own check (lead-check.ts) with the marks kept on this device (seen.ts).
 */
export function LeadAlertsProvider({ role, watch: Watch, children }: { role: Role; watch: DeskWatch | null; children: ReactNode }) {
  const navigate = useNavigate();
  const toasts = useToastList(role);
  const arrivals: Announce = (kind, leads) => {
    for (const lead of leads) {
      toasts.show(kind, lead);
      const to = leadKinds[kind].open(role, lead.id);
      void notify(`New ${leadKinds[kind].one}`, `${lead.name} · ${lead.partName}`, `${kind}-${lead.id}`, to, () => navigate(to));
    }
    if (soundSnapshot()) void chime();
  };
  useEffect(unlockOnClick, []);
  // Undefined until the desk's first answer: then neither checks.
  const [desk, setDesk] = useState<DeskAlerts>({ source: Watch ? undefined : null });
  const inquiries = useLeadCheck('inquiries', role.id, arrivals, desk.source === null);
  const buyLeads = useLeadCheck('buyLeads', role.id, arrivals, desk.source === null);
  const marksSnapshot = useSyncExternalStore(subscribeMarks, () => marksText(role.id));
  const marks = useMemo(() => parseMarks(marksSnapshot), [marksSnapshot]);
  const look = useCallback(
    (kind: LeadKind, ids: Iterable<number>) => updateMarks(role.id, kind, (seen) => seenAfterLooking(seen, ids, Date.now())),
    [role.id],
  );
  const value = useMemo(() => {
    // This browser's marks (none in a build whose desk has always watched: nothing counts, nothing is kept).
    const source = desk.source ?? {
      counts: { inquiries: unseen(inquiries, marks, 'inquiries'), buyLeads: unseen(buyLeads, marks, 'buyLeads') },
      fresh: freshOf(marks),
      look,
    };
    return { ...desk, ...source, total: source.counts.inquiries + source.counts.buyLeads };
  }, [desk, inquiries, buyLeads, marks, look]);

  // Said once when the counts rise; a fall (someone looked) is not news.
  const [said, setSaid] = useState({ total: 0, text: '' });
  if (value.total !== said.total) {
    const text = leadKindIds
      .filter((kind) => value.counts[kind] > 0)
      .map((kind) => nounFor(kind, value.counts[kind]))
      .join(' and ');
    setSaid({ total: value.total, text: value.total > said.total ? text : said.text });
  }

  return (
    <LeadAlertsContext.Provider value={value}>
      {Watch ? (
        <Suspense fallback={null}>
          <Watch role={role} announce={arrivals} onChange={setDesk} />
        </Suspense>
      ) : null}
      <ToastsProvider value={toasts.value}>{children}</ToastsProvider>
      {/* A polite live region, not role=status: a page's own status messages stay the only status. */}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {said.text}
      </div>
    </LeadAlertsContext.Provider>
  );
}

const subscribeVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

/**
 * For a list of leads on screen: marks the open rows that were new when it opened (and those arriving
 * while it is open), and counts its open leads as looked at while the tab is visible.
 */
export function useNewRows(kind: LeadKind, rows: readonly { id: number; status: string }[] | undefined): (id: number) => boolean {
  const { fresh, look } = useLeadAlerts();
  // The marks as the list opened, or as the first check set them if it opened before.
  const [atOpen, setAtOpen] = useState(() => fresh[kind]);
  if (!atOpen && fresh[kind]) setAtOpen(() => fresh[kind]);
  const visible = useSyncExternalStore(subscribeVisibility, () => document.visibilityState === 'visible');
  const { openStatus } = leadKinds[kind];
  const openIds = useMemo(() => new Set(rows?.filter((row) => row.status === openStatus).map((row) => row.id)), [rows, openStatus]);
  useEffect(() => {
    if (visible) look(kind, openIds);
  }, [openIds, visible, kind, look]);
  return useCallback((id: number) => openIds.has(id) && !!atOpen?.(id), [openIds, atOpen]);
}

/** A list's class for a row that is new since the staff member last looked: it stands out until seen. */
export const newLeadRow =
  (isNew: (id: number) => boolean) =>
  (row: { id: number }): string | undefined =>
    isNew(row.id) ? 'lead-new' : undefined;
