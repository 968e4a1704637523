import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import type { DeskNews, DeskUnseenCounts } from '@contract';
import { getBuyLead } from '../../../api/buy-leads/buy-leads';
import { buyLeadKeys } from '../../../api/buy-leads/keys';
import { fetchNews, fetchPush, fetchUnseen, watchKeys } from '../../../api/desk/watch';
import { getInquiry } from '../../../api/inquiries/inquiries';
import { inquiryKeys } from '../../../api/inquiries/keys';
import { CHECK_HIDDEN_MS, CHECK_VISIBLE_MS } from '../alerts/lead-check';
import { leadKinds } from '../alerts/lead-kinds';
import type { Announce, DeskAlerts, Fresh, LeadSource } from '../alerts/lead-source';
import type { LeadKind } from '../alerts/seen';
import { staffPaths, type Role } from '../roles';
import type { Lead } from '../shared/lead-columns';
import { useFollowUpsDue } from './badge';
import { keyOf, useSeenQueue } from './seen-queue';
import { SinceLooked } from './since-looked';

const listsOf: Record<LeadKind, readonly unknown[]> = { inquiries: inquiryKeys.lists(), buyLeads: buyLeadKeys.lists() };
const readOne: Record<LeadKind, (id: number) => Promise<Lead>> = { inquiries: getInquiry, buyLeads: getBuyLead };
// Set once per device, not used on every page: loaded when opened, so no staff page's first load carries it.
const PushSettings = lazy(() => import('./push-settings').then(({ PushSettings }) => ({ default: PushSettings })));

/** This device's push and quiet hours, behind one disclosure; none when the desk has no key to push with. */
function DevicePush() {
  const push = useQuery({ queryKey: watchKeys.push(), queryFn: ({ signal }) => fetchPush(signal), staleTime: Infinity, retry: false });
  const [open, setOpen] = useState(false);
  if (!push.data?.key) return null;
  return (
    <details className="desk-device" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Notifications on this device</summary>
      {open ? (
        <Suspense fallback={null}>
          <PushSettings />
        </Suspense>
      ) : null}
    </details>
  );
}
const SETTINGS = <DevicePush />;

/**
 * Arrivals join the cached full list of their kind as whole rows, each read by its id (the desk names only the
 * customer and part), as the browser's check adds the rows it read: a list on screen shows them without reading
 * the backlog again. If one cannot be read, the lists of that kind are read again instead.
 */
async function joinLists(queryClient: QueryClient, kind: LeadKind, ids: number[]) {
  try {
    const rows = await Promise.all(ids.map((id) => readOne[kind](id)));
    queryClient.setQueryData<Lead[]>(leadKinds[kind].allKey, (list) =>
      list ? [...list, ...rows.filter((row) => !list.some((kept) => kept.id === row.id))] : list,
    );
  } catch {
    void queryClient.invalidateQueries({ queryKey: listsOf[kind] });
  }
}

/**
 * The replies already announced. The reply stays in the query cache when the back office is left, and the watch
 * finds it again on coming back: its leads are not news twice.
 */
const heardReplies = new WeakSet<DeskNews>();

/**
 * The back office's check through the desk (loaded only by a build with a desk): `GET desk/news?since=<seq>`
 * at the browser check's pace, so a check costs the leads that arrived, not the backlog. Arrivals are
 * announced, and join the cached list of their kind; the counts and the rows' marks are the desk's
 * unseen leads for this staff member on any device; a list on screen and a lead's page mark them seen.
 * It tells the frame (`onChange`) whether the desk watches: when it does not, or cannot be reached, the
 * browser's own check runs instead. It also counts the follow-ups due for the sidebar, in the same chunk: one
 * lazy load for all the desk adds to every staff page.
 */
export default function DeskWatch({
  role,
  announce,
  onChange,
}: {
  role: Role;
  announce: Announce;
  onChange: (alerts: DeskAlerts) => void;
}) {
  const queryClient = useQueryClient();
  const news = useQuery({
    queryKey: watchKeys.news(),
    // The cursor is the last reply's seq, kept with the reply in this tab's memory; the first call has none.
    queryFn: ({ signal }) => fetchNews(queryClient.getQueryData<DeskNews>(watchKeys.news())?.seq, signal),
    staleTime: 10_000,
    // A desk that does not answer hands the check to the browser at once; the next interval asks again.
    retry: false,
    refetchInterval: () => (document.visibilityState === 'hidden' ? CHECK_HIDDEN_MS : CHECK_VISIBLE_MS),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
  const watching = news.isError ? false : news.data?.watching;
  const unseen = useQuery({
    queryKey: watchKeys.unseen(),
    // `after`: leads the news brings after this list was read are new too, though not on it.
    queryFn: async ({ signal }) => ({
      ...(await fetchUnseen(signal)),
      after: queryClient.getQueryData<DeskNews>(watchKeys.news())?.seq ?? 0,
    }),
    enabled: watching === true,
    staleTime: Infinity,
    retry: false,
  });
  // Each lead the news brought this tab, by key, with its seq.
  const [arrivedHere] = useState(() => new Map<string, number>());
  // The counts of the later of the last news and the last seen call.
  const [afterSeen, setAfterSeen] = useState<{ counts: DeskUnseenCounts; at: number }>();
  const look = useSeenQueue(
    arrivedHere,
    useCallback((counts: DeskUnseenCounts) => setAfterSeen({ counts, at: Date.now() }), []),
  );

  const heard = useEffectEvent((reply: DeskNews) => {
    for (const kind of ['inquiries', 'buyLeads'] as const) {
      const arrivals = reply.data.filter((lead) => lead.kind === kind);
      if (arrivals.length === 0) continue;
      for (const lead of arrivals) arrivedHere.set(keyOf(lead), lead.seq);
      void joinLists(
        queryClient,
        kind,
        arrivals.map((lead) => lead.id),
      );
      announce(
        kind,
        arrivals.map(({ id, name, part }) => ({ id, name, partName: part })),
      );
    }
    const known = queryClient.getQueryData<{ unseen: DeskUnseenCounts }>(watchKeys.unseen());
    // Another device looked, or leads arrived: the list of unseen leads is read again for the next list opened.
    if (known && (known.unseen.inquiries !== reply.unseen.inquiries || known.unseen.buyLeads !== reply.unseen.buyLeads)) {
      void queryClient.invalidateQueries({ queryKey: watchKeys.unseen() });
    }
  });
  useEffect(() => {
    if (!news.data?.watching || heardReplies.has(news.data)) return;
    heardReplies.add(news.data);
    heard(news.data);
  }, [news.data]);

  const fresh = useMemo<Fresh>(() => {
    const reply = unseen.data;
    if (!reply) return {};
    const keys = new Set(reply.data.map(keyOf));
    const of = (kind: LeadKind) => (id: number) =>
      keys.has(keyOf({ kind, id })) || (arrivedHere.get(keyOf({ kind, id })) ?? 0) > reply.after;
    return { inquiries: of('inquiries'), buyLeads: of('buyLeads') };
  }, [unseen.data, arrivedHere]);

  const lookAt = useCallback((kind: LeadKind, ids: Iterable<number>) => look([...ids].map((id) => ({ kind, id }))), [look]);

  // A lead's own page is a look at it.
  const { pathname } = useLocation();
  useEffect(() => {
    if (watching !== true) return;
    const paths = staffPaths(role);
    for (const [kind, pattern] of [
      ['inquiries', paths.inquiry(':id')],
      ['buyLeads', paths.buyLead(':id')],
    ] as const) {
      const id = Number(matchPath(pattern, pathname)?.params.id);
      if (id > 0) lookAt(kind, [id]);
    }
  }, [pathname, role, watching, lookAt]);

  const shown = afterSeen && afterSeen.at > news.dataUpdatedAt ? afterSeen.counts : news.data?.unseen;
  const source = useMemo<LeadSource | null | undefined>(() => {
    if (watching !== true) return watching === false ? null : undefined;
    return { counts: shown ?? { inquiries: 0, buyLeads: 0 }, fresh, look: lookAt };
  }, [watching, shown, fresh, lookAt]);
  const panel = useMemo(() => (watching ? <SinceLooked role={role} unseen={unseen.data} /> : null), [watching, role, unseen.data]);
  const followUps = useFollowUpsDue();
  useEffect(() => onChange({ source, panel, settings: SETTINGS, followUps }), [source, panel, followUps, onChange]);
  return null;
}
