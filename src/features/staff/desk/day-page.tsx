import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { DeskLead } from '@contract';
import type { BuyLead } from '../../../api/buy-leads/buy-leads';
import { buyLeadsQueryOptions } from '../../../api/buy-leads/queries';
import { leadKey, type LeadRef } from '../../../api/desk/desk';
import { deskLeadsQueryOptions } from '../../../api/desk/queries';
import type { Inquiry } from '../../../api/inquiries/inquiries';
import { inquiriesQueryOptions } from '../../../api/inquiries/queries';
import { Spinner } from '../../../components/spinner';
import { env } from '../../../config/env';
import { errorMessage } from '../../../lib/api-error';
import { leadKinds } from '../alerts/lead-kinds';
import { deskRefOf, partsAsked, requestsOf } from '../inquiries/request';
import { PAGE_SIZES } from '../list/use-list';
import { useRole } from '../role-context';
import { can, staffPaths, type Role } from '../roles';
import { Pager } from '../shared/data-table';
import { RoleHint } from '../shared/role-hint';
import { StaffPageHeader } from '../shared/staff-page-header';
import { daySplit } from './day-split';
import { StepText } from './day-step';
import { LanguageTag, languageOf } from './reply';
import { TemplatesPanel } from './templates-panel';
import './day.css';

/** A lead in one of the day's lists: the desk's entry (none for a lead nobody has touched) and the backend's row, once read. */
interface DayItem {
  ref: LeadRef;
  desk: DeskLead | undefined;
  row: Inquiry | BuyLead | undefined;
  /** A request's lines (the basket), when it has more than one. */
  lines: number;
}

const TABS = [
  { id: 'today', label: 'Today', empty: 'No follow-ups are due today.' },
  { id: 'overdue', label: 'Overdue', empty: 'No follow-ups are overdue.' },
  { id: 'untaken', label: 'Not yet taken', empty: 'Every open lead has an owner.' },
  { id: 'mine', label: 'Mine', empty: 'You have no leads yet. Take one from Not yet taken.' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export default function DayPage() {
  return env.desk === 'on' ? <Day /> : <DeskClosed />;
}

/** Without the staff lock (or on a host without PHP pages) the desk answers nothing; the page says why and what to do. */
function DeskClosed() {
  return (
    <>
      <StaffPageHeader title="Follow-ups" />
      <section className="staff-panel desk-closed" aria-labelledby="desk-closed">
        {env.desk === 'no-lock' ? (
          <>
            <h2 id="desk-closed">Follow-ups need the staff lock.</h2>
            <p>
              The lead desk keeps each lead's owner, notes and next step on the site's server, for signed-in staff only. Turn on the staff
              lock as docs/deploying.md says under “Locking the staff calls”: build with VITE_STAFF_GATE=basic and STAFF_GATE_DIR, upload
              the lock's files, and add every staff member with npm run gate:user.
            </p>
          </>
        ) : (
          <>
            <h2 id="desk-closed">Follow-ups need the site's server pages.</h2>
            <p>
              The lead desk runs on the site's own PHP. This build was made with SERVER_PAGES=off: build it again with the server pages on a
              host that runs PHP, with the staff lock, as docs/deploying.md says.
            </p>
          </>
        )}
      </section>
    </>
  );
}

const isOpen = (kind: LeadRef['kind'], row: { status: string }) => row.status === leadKinds[kind].openStatus;

function Day() {
  const role = useRole();
  // Opening the day's lists asks the desk again: a step set on another device a moment ago is in them.
  const desk = useQuery({ ...deskLeadsQueryOptions(), refetchOnMount: 'always' });
  const inquiries = useQuery(inquiriesQueryOptions());
  const buyLeads = useQuery(buyLeadsQueryOptions());
  const [params, setParams] = useSearchParams();
  const asked = params.get('list');
  const tab: TabId = TABS.some((entry) => entry.id === asked) ? (asked as TabId) : 'today';

  const requests = useMemo(() => requestsOf(inquiries.data ?? []), [inquiries.data]);
  const lists = useMemo(() => {
    if (!desk.data) return null;
    const { leads, today, me } = desk.data;
    const inquiryById = new Map((inquiries.data ?? []).map((row) => [row.id, row]));
    const buyLeadById = new Map((buyLeads.data ?? []).map((row) => [row.id, row]));
    const itemOf = (ref: LeadRef, row?: Inquiry | BuyLead): DayItem => {
      const found = row ?? (ref.kind === 'inquiries' ? inquiryById.get(ref.id) : buyLeadById.get(ref.id));
      const lines = found && 'message' in found ? partsAsked(found, requests).length : 1;
      return { ref, desk: leads.get(leadKey(ref)), row: found, lines };
    };
    const fromDesk = (entries: DeskLead[]) => entries.map((lead) => itemOf({ kind: lead.kind as LeadRef['kind'], id: lead.id }));
    const split = daySplit(leads.values(), today, me.user);
    // Open leads with no owner in the desk, newest first; a request's lines once, under its lowest line's id.
    const untaken: DayItem[] = [];
    const seen = new Set<string>();
    for (const row of [...(inquiries.data ?? [])].sort((a, b) => b.id - a.id)) {
      if (!isOpen('inquiries', row)) continue;
      const ref = deskRefOf(row, requests);
      const key = leadKey(ref);
      if (seen.has(key) || leads.get(key)?.owner) continue;
      seen.add(key);
      untaken.push(itemOf(ref, inquiryById.get(ref.id) ?? row));
    }
    for (const row of [...(buyLeads.data ?? [])].sort((a, b) => b.id - a.id)) {
      const ref: LeadRef = { kind: 'buyLeads', id: row.id };
      if (isOpen('buyLeads', row) && !leads.get(leadKey(ref))?.owner) untaken.push(itemOf(ref, row));
    }
    return {
      today: fromDesk(split.today),
      overdue: fromDesk(split.overdue),
      untaken,
      mine: fromDesk(split.mine),
    } satisfies Record<TabId, DayItem[]>;
  }, [desk.data, inquiries.data, buyLeads.data, requests]);

  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  const choose = (next: TabId, focus = false) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'today') updated.delete('list');
        else updated.set('list', next);
        return updated;
      },
      { replace: true },
    );
    if (focus) tabRefs.current[next]?.focus();
  };
  // The tabs' own keys (WAI-ARIA tabs pattern): arrows move and choose, Home and End go to the ends.
  const onKey = (event: KeyboardEvent) => {
    const at = TABS.findIndex((entry) => entry.id === tab);
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    choose(TABS[to]!.id, true);
  };
  const current = TABS.find((entry) => entry.id === tab)!;
  const backendLoading = inquiries.isPending || buyLeads.isPending;

  return (
    <>
      <StaffPageHeader
        title="Follow-ups"
        subtitle={desk.data ? `Today is ${dayTitle(desk.data.today)}. Signed in as ${desk.data.me.user}.` : undefined}
      />
      {desk.isPending ? (
        <Spinner label="Loading follow-ups..." />
      ) : desk.isError ? (
        <div className="alert alert-error staff-load-error" role="alert">
          <span>{errorMessage(desk.error)}</span>
          <button type="button" className="btn btn-outline btn-small" onClick={() => void desk.refetch()}>
            Retry
          </button>
        </div>
      ) : lists ? (
        <>
          <div className="desk-tabs" role="tablist" aria-label="Follow-up lists" onKeyDown={onKey}>
            {TABS.map((entry) => (
              <button
                key={entry.id}
                ref={(element) => {
                  tabRefs.current[entry.id] = element;
                }}
                type="button"
                role="tab"
                id={`desk-tab-${entry.id}`}
                aria-controls={`desk-panel-${entry.id}`}
                aria-selected={entry.id === tab}
                tabIndex={entry.id === tab ? 0 : -1}
                className="btn btn-outline btn-small desk-tab"
                onClick={() => choose(entry.id)}
              >
                {entry.label} ({lists[entry.id].length.toLocaleString('en')})
              </button>
            ))}
          </div>
          <section
            className="staff-panel"
            role="tabpanel"
            id={`desk-panel-${tab}`}
            aria-labelledby={`desk-tab-${tab}`}
            tabIndex={0}
            key={tab}
          >
            {tab === 'untaken' && backendLoading ? <Spinner label="Loading leads..." /> : null}
            <DayList
              items={lists[tab]}
              empty={current.empty}
              label={current.label}
              today={desk.data!.today}
              role={role}
              loadingNames={backendLoading}
            />
          </section>
        </>
      ) : null}
      {can(role, 'desk.templates') ? <TemplatesPanel /> : <RoleHint capabilities={['desk.templates']} />}
    </>
  );
}

const dayTitle = (today: string) =>
  new Date(`${today}T12:00:00`).toLocaleDateString('en-IN', { weekday: 'long', day: 'numeric', month: 'long' });

function DayList({
  items,
  empty,
  label,
  today,
  role,
  loadingNames,
}: {
  items: DayItem[];
  empty: string;
  label: string;
  today: string;
  role: Role;
  loadingNames: boolean;
}) {
  // A list of thousands draws one page of them, as the staff lists do.
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const shown = Math.min(page, pageCount);
  if (items.length === 0) return <p role="status">{empty}</p>;
  return (
    <>
      <ul className="desk-day-list">
        {items.slice((shown - 1) * pageSize, shown * pageSize).map((item) => (
          <DayRow key={leadKey(item.ref)} item={item} today={today} role={role} loadingNames={loadingNames} />
        ))}
      </ul>
      {items.length > PAGE_SIZES[0] ? (
        <Pager
          label={`${label} pages`}
          page={shown}
          pageCount={pageCount}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          total={items.length}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      ) : null}
    </>
  );
}

const KIND_WORDS: Record<LeadRef['kind'], string> = { inquiries: 'Enquiry', buyLeads: 'Buy lead' };

/** Where a lead opens: an enquiry's page, or a buy lead's. */
const leadPath = (role: Role, { kind, id }: LeadRef) =>
  kind === 'inquiries' ? staffPaths(role).inquiry(id) : `${staffPaths(role).section('buy-leads')}/${id}`;

function DayRow({ item, today, role, loadingNames }: { item: DayItem; today: string; role: Role; loadingNames: boolean }) {
  const { ref, desk, row, lines } = item;
  const kind = KIND_WORDS[ref.kind];
  const name = row?.name ?? `${kind} #${ref.id}`;
  const lang = row && 'message' in row ? languageOf(row.message) : 'en';
  return (
    <li className="desk-day-item">
      <div className="desk-day-lead">
        <Link to={leadPath(role, ref)} aria-label={`Open ${kind.toLowerCase()} from ${name}`}>
          {name}
        </Link>
        {lang !== 'en' ? <LanguageTag lang={lang} /> : null}
        <div className="desk-day-meta">
          {kind} #{ref.id}
          {row ? ` · ${lines > 1 ? `${lines} parts` : row.partName}` : loadingNames ? ' · …' : ''}
        </div>
      </div>
      <div>{desk?.step ? <StepText step={desk.step} today={today} /> : <span className="desk-day-meta">No next step</span>}</div>
      <div className="desk-day-owner">{desk?.owner ? `Owner: ${desk.owner}` : 'Not taken'}</div>
    </li>
  );
}
