/**
 * The lead desk's rows for the staff lists at volume (scripts/staff-volume.ts): an owner and a next step on
 * every lead, and `notes` notes spread over them, in the fake desk's table shapes (mocks/seed/desk-seed.ts),
 * relative to `now` so the day's lists have steps due today and overdue. Deterministic: same rows every run.
 */
import type { DeskKind } from '../php-contract/desk';
import type { Row } from './db';
import { arrivalOf } from './desk-arrival';
import { dayAfter, deskDay, deskTime } from './desk-clock';

const OWNERS = ['admin@example.com', 'subadmin@example.com'];
const WHAT = ['Call back with the price', 'Send the quote on WhatsApp', 'Ask if the parts reached', 'Confirm the GST invoice'];

export function deskVolume(
  leads: { kind: 'inquiries' | 'buyLeads'; id: number }[],
  { notes = 2000, now = new Date() }: { notes?: number; now?: Date } = {},
): { desk_leads: Row[]; desk_notes: Row[] } {
  const today = deskDay(now);
  const at = (index: number) => deskTime(new Date(now.getTime() - (index % 500) * 3_600_000));
  const desk_leads = leads.map(({ kind, id }, index) => {
    const owner = OWNERS[index % OWNERS.length] as string;
    return {
      id: index + 1,
      kind,
      lead: id,
      owner,
      ownerAt: at(index),
      // From a week overdue to three weeks ahead: some of every list's rows are late, due today and later.
      step: {
        due: dayAfter(today, (index % 29) - 7),
        time: index % 2 ? null : '11:30',
        what: WHAT[index % WHAT.length],
        by: owner,
        at: at(index),
      },
      version: 2,
      changedBy: owner,
      changedAt: at(index),
    };
  });
  const desk_notes = Array.from({ length: notes }, (_, index) => {
    const lead = leads[(index * 7919) % leads.length] as { kind: string; id: number };
    return {
      id: index + 1,
      kind: lead.kind,
      lead: lead.id,
      type: index % 4 === 0 ? 'call' : 'note',
      text: `Asked for the price of ${index % 40} silencers; will call back.`,
      by: OWNERS[index % OWNERS.length],
      at: at(index),
      key: `volume-${index + 1}`,
    };
  });
  return { desk_leads, desk_notes };
}

/**
 * The watch's rows for open leads at volume (the bench's tab check at 10,000 open leads of each kind): every
 * lead given is an arrival, the first look's baseline but for the last `fresh` (arrived since, unseen by both
 * staff members), the watch has read both kinds at `now`, and each arrival has claimed its push. A tab's check
 * then finds the watch's store as a desk that has watched all along would have it, not a first look at 20,000.
 */
export function watchVolume(
  open: { kind: DeskKind; row: Row }[],
  { fresh = 2, now = new Date() }: { fresh?: number; now?: Date } = {},
): Record<'desk_arrivals' | 'desk_watch' | 'desk_pushed' | 'desk_staff' | 'desk_seen', Row[]> {
  const at = deskTime(now);
  const baselineEnd = Math.max(0, open.length - fresh);
  const desk_arrivals = open.map(({ kind, row }, index) => ({ id: index + 1, ...arrivalOf(kind, row, at, index < baselineEnd) }));
  const claimed = new Set<string>();
  const desk_pushed: Row[] = [];
  for (const row of desk_arrivals) {
    if (claimed.has(row.pushKey)) continue;
    claimed.add(row.pushKey);
    desk_pushed.push({ id: desk_pushed.length + 1, pushKey: row.pushKey, kind: row.kind, lead: row.lead, at, pushed: !row.baseline });
  }
  return {
    desk_arrivals,
    desk_watch: (['inquiries', 'buyLeads'] as const).map((kind, index) => ({ id: index + 1, kind, readAt: at })),
    desk_pushed,
    desk_staff: OWNERS.map((user, index) => ({ id: index + 1, user, sinceSeq: baselineEnd, quietFrom: null, quietTo: null })),
    desk_seen: [],
  };
}
