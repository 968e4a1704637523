/**
 * The lead desk's seed, on the seed's leads and relative to the day the fake backend starts, so that demo
 * mode always has something to follow up: a step due today (enquiry 1), one overdue (enquiry 2), leads
 * taken by each staff member, a few notes, and enquiry 5, sent from the Hindi site (its message ends with
 * `Ref … · hi`), not yet taken.
 *
 * The watch (issue #66) has looked before: the leads open in the seed are its arrivals, most of them the
 * baseline (open when it first looked), enquiry 9 arrived since and both staff members have read it, and
 * enquiry 12 and buy lead 11 arrived after either last looked: demo mode shows them "new since you last looked".
 */
import type { DeskKind } from '../../php-contract/desk';
import type { Row } from '../db';
import { arrivalOf } from '../desk-arrival';
import { dayAfter, deskDay, deskTime } from '../desk-clock';
import seed from './seed.json';

const ADMIN = 'admin@example.com';
const SUBADMIN = 'subadmin@example.com';

/** The watch's rows: the seed's open leads as arrivals, oldest first, and each staff member's last look. */
function watchSeed(hoursAgo: (hours: number) => string) {
  const open = (kind: DeskKind, rows: Row[], status: string) => rows.filter((row) => row.status === status).map((row) => ({ kind, row }));
  const leads = [...open('inquiries', seed.inquiries, 'pending'), ...open('buyLeads', seed.buy_leads, 'new')];
  // Hours ago each arrived; the rest were open at the watch's first look (three days ago).
  const since: Record<string, number> = { 'inquiries:9': 20, 'inquiries:12': 3, 'buyLeads:11': 1 };
  const hoursOf = ({ kind, row }: (typeof leads)[number]) => since[`${kind}:${row.id}`] ?? 72;
  const arrivals = leads
    .sort((a, b) => hoursOf(b) - hoursOf(a))
    .map((lead, index) => ({ id: index + 1, ...arrivalOf(lead.kind, lead.row, hoursAgo(hoursOf(lead)), hoursOf(lead) === 72) }));
  const lastBaseline = arrivals.filter((row) => row.baseline).length;
  const staff = [ADMIN, SUBADMIN];
  return {
    desk_arrivals: arrivals,
    desk_watch: (['inquiries', 'buyLeads'] as const).map((kind, index) => ({ id: index + 1, kind, readAt: hoursAgo(0.05) })),
    desk_pushed: arrivals.map((row) => ({
      id: row.id,
      pushKey: row.pushKey,
      kind: row.kind,
      lead: row.lead,
      at: row.at,
      pushed: !row.baseline,
    })),
    desk_staff: staff.map((user, index) => ({ id: index + 1, user, sinceSeq: lastBaseline, quietFrom: null, quietTo: null })),
    desk_seen: staff.map((user, index) => ({ id: index + 1, user, kind: 'inquiries', lead: 9 })),
    desk_subscriptions: [],
  };
}

export function deskSeed(now: Date): Record<'desk_leads' | 'desk_notes' | 'desk_templates', Row[]> & ReturnType<typeof watchSeed> {
  const today = deskDay(now);
  const hoursAgo = (hours: number) => deskTime(new Date(now.getTime() - hours * 3_600_000));
  const step = (due: string, time: string | null, what: string, by: string, at: string) => ({ due, time, what, by, at });

  const leads = [
    {
      kind: 'inquiries',
      lead: 1,
      owner: ADMIN,
      ownerAt: hoursAgo(30),
      step: step(today, '11:30', 'Call back with the GST price and delivery time', ADMIN, hoursAgo(26)),
      version: 2,
      changedBy: ADMIN,
      changedAt: hoursAgo(26),
    },
    {
      kind: 'inquiries',
      lead: 2,
      owner: SUBADMIN,
      ownerAt: hoursAgo(52),
      step: step(dayAfter(today, -1), '18:30', 'Call after 6 pm with the lock ring rate', SUBADMIN, hoursAgo(50)),
      version: 2,
      changedBy: SUBADMIN,
      changedAt: hoursAgo(50),
    },
    {
      kind: 'buyLeads',
      lead: 1,
      owner: ADMIN,
      ownerAt: hoursAgo(20),
      step: step(dayAfter(today, 2), null, 'Send the quote for two lots of 250', ADMIN, hoursAgo(19)),
      version: 2,
      changedBy: ADMIN,
      changedAt: hoursAgo(19),
    },
    {
      kind: 'buyLeads',
      lead: 4,
      owner: SUBADMIN,
      ownerAt: hoursAgo(6),
      step: null,
      version: 1,
      changedBy: SUBADMIN,
      changedAt: hoursAgo(6),
    },
  ];
  const notes = [
    { kind: 'inquiries', lead: 1, type: 'take', text: '', by: ADMIN, at: hoursAgo(30) },
    { kind: 'inquiries', lead: 1, type: 'call', text: 'Called: wants all 5 by Friday, GST invoice needed.', by: ADMIN, at: hoursAgo(27) },
    {
      kind: 'inquiries',
      lead: 1,
      type: 'note',
      text: 'Quoted ₹4,200 each; he will confirm after checking with the fleet owner.',
      by: ADMIN,
      at: hoursAgo(26.5),
    },
    {
      kind: 'inquiries',
      lead: 1,
      type: 'step',
      text: `${today} 11:30 Call back with the GST price and delivery time`,
      by: ADMIN,
      at: hoursAgo(26),
    },
    { kind: 'inquiries', lead: 2, type: 'take', text: '', by: SUBADMIN, at: hoursAgo(52) },
    {
      kind: 'inquiries',
      lead: 2,
      type: 'note',
      text: 'Compares with a Ludhiana dealer; price matters more than delivery.',
      by: SUBADMIN,
      at: hoursAgo(51),
    },
    {
      kind: 'inquiries',
      lead: 2,
      type: 'step',
      text: `${dayAfter(today, -1)} 18:30 Call after 6 pm with the lock ring rate`,
      by: SUBADMIN,
      at: hoursAgo(50),
    },
    { kind: 'buyLeads', lead: 1, type: 'take', text: '', by: ADMIN, at: hoursAgo(20) },
    {
      kind: 'buyLeads',
      lead: 1,
      type: 'step',
      text: `${dayAfter(today, 2)} Send the quote for two lots of 250`,
      by: ADMIN,
      at: hoursAgo(19),
    },
    { kind: 'buyLeads', lead: 4, type: 'take', text: '', by: SUBADMIN, at: hoursAgo(6) },
    { kind: 'buyLeads', lead: 4, type: 'whatsapp', text: 'WhatsApp opened', by: SUBADMIN, at: hoursAgo(5) },
  ];
  return {
    desk_leads: leads.map((row, index) => ({ id: index + 1, ...row })),
    desk_notes: notes.map((row, index) => ({ id: index + 1, ...row, key: `seed-${index + 1}` })),
    desk_templates: [],
    ...watchSeed(hoursAgo),
  };
}
