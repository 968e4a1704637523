import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Role } from '../roles';
import type { Lead } from '../shared/lead-columns';
import { chime, soundSnapshot, unlockOnClick } from './chime';
import { useLeadCheck } from './lead-check';
import { leadKindIds, leadKinds } from './lead-kinds';
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

interface LeadAlerts {
  counts: Record<LeadKind, number>;
  total: number;
  marks: SeenMarks;
  /** The staff member has looked at these open leads (a list on screen). */
  look: (kind: LeadKind, ids: Iterable<number>) => void;
}

const LeadAlertsContext = createContext<LeadAlerts>({ counts: { inquiries: 0, buyLeads: 0 }, total: 0, marks: {}, look: () => {} });

export const useLeadAlerts = () => useContext(LeadAlertsContext);

const nounFor = (kind: LeadKind, count: number) => `${count} new ${count === 1 ? leadKinds[kind].one : leadKinds[kind].many}`;
const unseen = (open: readonly Lead[] | undefined, marks: SeenMarks, kind: LeadKind) =>
  unseenIds(open?.map((lead) => lead.id) ?? [], marks[kind]).length;

/**
 * The back office's checks for new leads (lead-check.ts), the counts since this staff member last looked,
 * and the announcements: a toast, a desktop notification, the optional chime and one polite sentence.
 */
export function LeadAlertsProvider({ role, children }: { role: Role; children: ReactNode }) {
  const navigate = useNavigate();
  const toasts = useToastList(role);
  const arrivals = (kind: LeadKind, leads: Lead[]) => {
    for (const lead of leads) {
      toasts.show(kind, lead);
      const target = leadKinds[kind].open(role, lead.id);
      void notify(`New ${leadKinds[kind].one}`, `${lead.name} · ${lead.partName}`, `${kind}-${lead.id}`, target.to, () =>
        navigate(target.to, { state: target.state }),
      );
    }
    if (soundSnapshot()) void chime();
  };
  useEffect(unlockOnClick, []);
  const inquiries = useLeadCheck('inquiries', role.id, arrivals);
  const buyLeads = useLeadCheck('buyLeads', role.id, arrivals);
  const marksSnapshot = useSyncExternalStore(subscribeMarks, () => marksText(role.id));
  const marks = useMemo(() => parseMarks(marksSnapshot), [marksSnapshot]);
  const look = useCallback(
    (kind: LeadKind, ids: Iterable<number>) => updateMarks(role.id, kind, (seen) => seenAfterLooking(seen, ids, Date.now())),
    [role.id],
  );
  const value = useMemo(() => {
    const counts = { inquiries: unseen(inquiries, marks, 'inquiries'), buyLeads: unseen(buyLeads, marks, 'buyLeads') };
    return { counts, total: counts.inquiries + counts.buyLeads, marks, look };
  }, [inquiries, buyLeads, marks, look]);

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
  const { marks, look } = useLeadAlerts();
  // The marks as the list opened, or as the first check set them if it opened before.
  const [atOpen, setAtOpen] = useState(marks[kind]);
  if (atOpen === undefined && marks[kind] !== undefined) setAtOpen(marks[kind]);
  const visible = useSyncExternalStore(subscribeVisibility, () => document.visibilityState === 'visible');
  const { openStatus } = leadKinds[kind];
  const openIds = useMemo(() => new Set(rows?.filter((row) => row.status === openStatus).map((row) => row.id)), [rows, openStatus]);
  useEffect(() => {
    if (visible) look(kind, openIds);
  }, [openIds, visible, kind, look]);
  return useCallback((id: number) => openIds.has(id) && isNewRow(id, atOpen), [openIds, atOpen]);
}

/** A list's class for a row that is new since the staff member last looked: it stands out until seen. */
export const newLeadRow =
  (isNew: (id: number) => boolean) =>
  (row: { id: number }): string | undefined =>
    isNew(row.id) ? 'lead-new' : undefined;
