/**
 * The lead desk's watch (issue #66), as the fake desk keeps it (/work/notes/watch.md is the behaviour the PHP
 * desk and this copy share): the fake reads its own store's open leads (enquiries 'pending', buy leads 'new')
 * whenever a tab checks, asks for the unseen or the public site nudges, and keeps each lead it finds as an
 * arrival with the next sequence number. Its first look at a kind is the baseline: what was waiting is not news.
 *
 * The fake sends no push. It keeps what the real desk keeps for one: the push key each arrival claims (one per
 * client reference, so a copy or a basket's other lines claim nothing), the devices and the quiet hours.
 */
import { DESK_KINDS, type DeskKind } from '../../php-contract/desk';
import { DESK_WATCH_LIMITS } from '../../php-contract/desk-texts';
import * as db from '../db';
import { arrivalOf } from '../desk-arrival';
import { deskTime } from '../desk-clock';

/**
 * The demo's VAPID public key (a P-256 point, base64url): the client subscribes with it in demo mode, where no
 * push service is ever sent anything. Not a key any server signs with: its private half was never kept.
 */
export const DEMO_VAPID_KEY = 'BLz0cOQcfgYjKBK9I_jJjyNb3Y3vA7foYpHhV1VQPnSWYCwTpWMtBa6YF1SIpxjTydFNjjF7ByyXavVfTaj4tbg';

/** Where each kind's open leads are, and what open means there (the backend's statuses). */
const OPEN: Record<DeskKind, { table: db.TableName; status: string }> = {
  inquiries: { table: 'inquiries', status: 'pending' },
  buyLeads: { table: 'buy_leads', status: 'new' },
};

/** Reads the store's open leads of each kind and keeps the ones not known yet as arrivals; marks the rest open or not. */
export function watch(now: Date = new Date()): void {
  const at = deskTime(now);
  const claimed = new Set(db.all('desk_pushed').map((row) => String(row.pushKey)));
  let changed = false;
  for (const kind of DESK_KINDS) {
    const { table, status } = OPEN[kind];
    const open = db.all(table).filter((row) => String(row.status) === status);
    const openIds = new Set(open.map((row) => Number(row.id)));
    const known = db.all('desk_arrivals').filter((row) => row.kind === kind);
    const knownIds = new Set(known.map((row) => Number(row.lead)));
    const read = db.all('desk_watch').find((row) => row.kind === kind);
    // What was waiting before the desk first looked is not news, and is never pushed.
    const baseline = !read;
    const fresh = open.filter((row) => !knownIds.has(Number(row.id))).sort((a, b) => Number(a.id) - Number(b.id));
    const rows = fresh.map((row) => arrivalOf(kind, row, at, baseline));
    db.insertAll('desk_arrivals', rows);
    // The first arrival of a request claims its push; a baseline's claim sends none, so a later copy sends none either.
    const claims = [];
    for (const row of rows) {
      if (claimed.has(row.pushKey)) continue;
      claimed.add(row.pushKey);
      claims.push({ pushKey: row.pushKey, kind, lead: row.lead, at, pushed: !baseline });
    }
    db.insertAll('desk_pushed', claims);
    for (const row of known) {
      const open = openIds.has(Number(row.lead));
      changed ||= row.open !== open;
      row.open = open;
    }
    if (read) read.readAt = at;
    else db.insert('desk_watch', { kind, readAt: at });
  }
  // A check that found nothing new keeps the demo's store as it was: its read time goes with the next change.
  if (changed) db.save();
}

/** When the backend was last read: the latest of the kinds' reads, null before the first (as the PHP desk's read_at). */
export function readAt(): string | null {
  const reads = db
    .all('desk_watch')
    .map((row) => row.readAt)
    .filter((read): read is string => typeof read === 'string');
  return reads.sort().at(-1) ?? null;
}

export const highestSeq = () => db.all('desk_arrivals').reduce((max, row) => Math.max(max, row.id), 0);

/** A staff member's row, made on their first look with everything there until now counted as seen. */
export function staffRow(user: string): db.Row {
  return (
    db.all('desk_staff').find((row) => row.user === user) ??
    db.insert('desk_staff', { user, sinceSeq: highestSeq(), quietFrom: null, quietTo: null })
  );
}

export const arrivalWire = (row: db.Row) => ({
  kind: row.kind,
  id: row.lead,
  name: row.name,
  part: row.part,
  at: row.at,
  seq: row.id,
});

/** News is an open lead that arrived after the baseline. */
const isNews = (row: db.Row) => row.open === true && row.baseline !== true;

/** The arrivals after `since`, oldest first, at most 100. */
export const newsSince = (since: number) =>
  db
    .all('desk_arrivals')
    .filter((row) => row.id > since && isNews(row))
    .sort((a, b) => a.id - b.id)
    .slice(0, DESK_WATCH_LIMITS.arrivals)
    .map(arrivalWire);

/** A staff member's unseen: the news since their row's number that they have not marked seen, newest first. */
export function unseenOf(user: string) {
  const { sinceSeq } = staffRow(user);
  const seen = new Set(
    db
      .all('desk_seen')
      .filter((row) => row.user === user)
      .map((row) => `${String(row.kind)}:${Number(row.lead)}`),
  );
  const rows = db
    .all('desk_arrivals')
    .filter((row) => row.id > Number(sinceSeq) && isNews(row) && !seen.has(`${String(row.kind)}:${Number(row.lead)}`))
    .sort((a, b) => b.id - a.id);
  const counts = { inquiries: 0, buyLeads: 0 };
  for (const row of rows) counts[row.kind as DeskKind] += 1;
  return { count: rows.length, unseen: counts, data: rows.slice(0, DESK_WATCH_LIMITS.arrivals).map(arrivalWire) };
}

/** Marks leads seen by a staff member (a lead the desk does not know is kept too: harmless). */
export function markSeen(user: string, leads: { kind: string; id: number }[]): void {
  staffRow(user);
  const seen = new Set(
    db
      .all('desk_seen')
      .filter((row) => row.user === user)
      .map((row) => `${String(row.kind)}:${Number(row.lead)}`),
  );
  const fresh = [];
  for (const { kind, id } of leads) {
    if (seen.has(`${kind}:${id}`)) continue;
    seen.add(`${kind}:${id}`);
    fresh.push({ user, kind, lead: id });
  }
  db.insertAll('desk_seen', fresh);
}

/** The nudges counted in the current minute: per fake backend, which has no caller's address to count by. */
const nudges = { minute: -1, count: 0 };

/** Whether one more nudge fits this minute's allowance (and counts it). */
export function nudgeAllowed(now: number = Date.now()): boolean {
  const minute = Math.floor(now / 60_000);
  if (minute !== nudges.minute) Object.assign(nudges, { minute, count: 0 });
  nudges.count += 1;
  return nudges.count <= DESK_WATCH_LIMITS.nudgesPerMinute;
}

/** Whether a device's endpoint may be sent to over plain http on a loopback host (the PHP desk's deskPushLoopback). */
let pushLoopback = false;
export function allowLoopbackPush(allowed: boolean): void {
  pushLoopback = allowed;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

function bytesOf(base64url: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(base64url)) return null;
  try {
    const plain = atob(base64url.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(plain, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A subscription the desk could send to: an https endpoint (server/lib/desk-push.php's subscription_of), a P-256 point (65 bytes, 0x04 first) and a 16-byte secret. */
export function isDevice(endpoint: string, p256dh: string, auth: string): boolean {
  // As the desk keeps it: up to 1,000 printable ASCII characters, a host after the scheme, no user name or password.
  if (endpoint.length > 1000 || !/^[\x21-\x7e]+$/.test(endpoint) || !/^[a-z][a-z\d+.-]*:\/\/[^/?#]/i.test(endpoint)) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || !url.hostname) return false;
  const reachable = url.protocol === 'https:' || (pushLoopback && url.protocol === 'http:' && LOOPBACK.test(url.hostname));
  const point = bytesOf(p256dh);
  return reachable && point?.length === 65 && point[0] === 0x04 && bytesOf(auth)?.length === 16;
}

/** Keeps a device for a staff member (an endpoint saved again moves to them); past ten, their oldest goes. */
export function subscribe(user: string, device: { endpoint: string; p256dh: string; auth: string }, now: Date = new Date()): void {
  const kept = db.all('desk_subscriptions').find((row) => row.endpoint === device.endpoint);
  if (kept) db.remove('desk_subscriptions', kept.id);
  db.insert('desk_subscriptions', { ...device, user, madeAt: deskTime(now) });
  const mine = devicesOf(user);
  for (const old of mine.slice(0, Math.max(0, mine.length - DESK_WATCH_LIMITS.devices))) db.remove('desk_subscriptions', old.id);
}

export const devicesOf = (user: string) => db.all('desk_subscriptions').filter((row) => row.user === user);

export function unsubscribe(user: string, endpoint: string): void {
  const kept = devicesOf(user).find((row) => row.endpoint === endpoint);
  if (kept) db.remove('desk_subscriptions', kept.id);
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Quiet hours as sent: both 'HH:MM', or both '' for none; else why not (one of them only, or a time that is not one). */
export function quietOf(from: string, to: string): { quiet: { from: string; to: string } | null } | { refused: 'half' | 'clock' } {
  if ((from === '') !== (to === '')) return { refused: 'half' };
  if (from === '') return { quiet: null };
  if (!CLOCK.test(from) || !CLOCK.test(to)) return { refused: 'clock' };
  // The same start and end is no quiet hours at all.
  return { quiet: from === to ? null : { from, to } };
}
