/**
 * Provider verification of the desk's watch and push calls (issue #66; /work/notes/watch.md): news since a
 * number, the caller's unseen, the public nudge, and with `writes` the seen marks, a device's subscription and
 * the quiet hours, each put back as it was. The device is a syntactically valid subscription (a fresh P-256
 * point, a random secret) to an https endpoint under .invalid, which no push service answers: nothing is sent.
 */
import { createECDH, randomBytes } from 'node:crypto';
import type { DeskArrival, DeskPush, DeskUnseenCounts } from '../desk';
import { DESK_WATCH_LIMITS as LIMITS, DESK_WATCH_TEXTS as WATCH_WORDS } from '../desk-texts';
import { show } from './check';
import type { DeskSession, Reply } from './desk';

const KINDS = ['inquiries', 'buyLeads'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const arrivalsOf = (reply: Reply) => (Array.isArray(reply.body?.data) ? (reply.body.data as DeskArrival[]) : []);
const countsOf = (reply: Reply): DeskUnseenCounts | null =>
  isRecord(reply.body?.unseen) ? (reply.body.unseen as unknown as DeskUnseenCounts) : null;
const seqs = (arrivals: DeskArrival[]) => arrivals.map((arrival) => arrival.seq);
const ascending = (numbers: number[]) => numbers.every((n, index) => index === 0 || numbers[index - 1]! < n);

/** A subscription as a browser's PushSubscription.toJSON() gives it, to an endpoint nothing answers. */
function device(stamp: string) {
  const point = createECDH('prime256v1');
  point.generateKeys();
  return {
    endpoint: `https://push.invalid/contract-verify/${stamp}`,
    keys: { p256dh: point.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** What news and the unseen answer, and the nudge: no writes of the caller's. */
async function looks(s: DeskSession): Promise<Reply> {
  const first = await s.call('getDeskNews', { variant: 'without since' });
  const seq = typeof first.body?.seq === 'number' ? first.body.seq : 0;
  if (first.ok && arrivalsOf(first).length > 0)
    s.fail(first, `data: holds ${arrivalsOf(first).length} arrivals, expected none without since`);
  if (first.ok && first.body?.watching !== true)
    first.result.notes.push('watching: false: the desk has no watcher (server/desk-cli.php setup); tabs check the backend themselves');
  const since = Math.max(0, seq - LIMITS.arrivals - 1);
  const news = await s.call('getDeskNews', { query: { since }, variant: `since ${since}` });
  const found = arrivalsOf(news);
  if (news.ok && found.some((arrival) => arrival.seq <= since))
    s.fail(news, `data: holds arrivals at or before ${since}: ${show(seqs(found))}`);
  if (news.ok && !ascending(seqs(found))) s.fail(news, `data: not oldest first (seq ${show(seqs(found))})`);
  if (news.ok && found.length > LIMITS.arrivals) s.fail(news, `data: ${found.length} arrivals, expected at most ${LIMITS.arrivals}`);
  if (news.ok && found.some((arrival) => !KINDS.includes(arrival.kind))) s.fail(news, `data: a kind that is not a lead's: ${show(found)}`);
  await s.call('getDeskNews', { query: { since: 'abc' }, variant: 'since not a number', refused: { status: 400 } });

  const unseen = await s.call('listDeskUnseen');
  const mine = arrivalsOf(unseen);
  const counts = countsOf(unseen);
  const count = Number(unseen.body?.count);
  if (unseen.ok && !ascending(seqs(mine).reverse())) s.fail(unseen, `data: not newest first (seq ${show(seqs(mine))})`);
  if (unseen.ok && counts && counts.inquiries + counts.buyLeads !== count)
    s.fail(unseen, `count: is ${count}, but unseen counts ${counts.inquiries} enquiries and ${counts.buyLeads} buy leads`);
  if (unseen.ok && (mine.length > LIMITS.arrivals || mine.length > count))
    s.fail(unseen, `data: ${mine.length} arrivals for a count of ${count} (at most ${LIMITS.arrivals})`);

  const push = await s.call('getDeskPush');
  const key = (push.body as DeskPush | null)?.key;
  const point = typeof key === 'string' && /^[A-Za-z0-9_-]+$/.test(key) ? Buffer.from(key, 'base64url') : null;
  if (push.ok && key === null) push.result.notes.push('key: null: the desk has no VAPID keys yet (server/desk-cli.php setup)');
  else if (push.ok && !(point?.length === 65 && point[0] === 0x04))
    s.fail(push, `key: is ${show(key)}, expected a P-256 public key (65 bytes, base64url, 0x04 first)`);

  // Anyone may nudge: without credentials, and the reply says nothing of any lead. A run earlier in the same
  // minute from this address may have used the allowance up: that refusal is the rate, not a fault.
  const nudge = await s.call('nudgeDesk', { as: null, variant: 'without credentials' });
  if (nudge.result.status === 429 && nudge.body?.message === WATCH_WORDS.tooManyNudges) {
    Object.assign(nudge.result, { result: 'PASS', problems: [] });
    nudge.result.notes.push("this address's nudges for the minute were used up (an earlier run): the 202 was not seen");
    return unseen;
  }
  if (nudge.ok && nudge.result.status !== 202) s.fail(nudge, `HTTP ${nudge.result.status}, expected 202`);
  const keys = Object.keys(nudge.body ?? {}).sort();
  if (nudge.ok && (keys.join() !== 'message,success' || nudge.body?.message !== null))
    s.fail(nudge, `expected exactly {success: true, message: null}, got ${show(nudge.body, 120)}`);

  return unseen;
}

const devicesOf = (reply: Reply) => Number((reply.body as DeskPush | null)?.devices);

/** The seen marks, a device subscribed and removed, the quiet hours saved and put back, the nudge's rate. */
async function writesOf(s: DeskSession, unseen: Reply, lead: { kind: 'buyLeads'; id: number }): Promise<void> {
  const oldest = arrivalsOf(unseen).at(-1);
  const before = countsOf(unseen);
  const seen = await s.call('markDeskSeen', { body: { leads: [oldest ? { kind: oldest.kind, id: oldest.id } : lead] } });
  const after = countsOf(seen);
  if (oldest) {
    seen.result.notes.push(`marked ${oldest.kind} ${oldest.id} seen by ${s.staff.user}`);
    const kind = oldest.kind as keyof DeskUnseenCounts;
    if (seen.ok && before && after?.[kind] !== before[kind] - 1)
      s.fail(seen, `unseen.${kind}: is ${show(after?.[kind])}, expected ${before[kind] - 1} after one of them was seen`);
  } else seen.result.notes.push(`no unseen lead to lower: marked verify's own ${lead.kind} ${lead.id} seen`);
  await s.call('markDeskSeen', { body: { leads: [] }, variant: 'no leads', refused: { status: 400 } });
  const many = Array.from({ length: LIMITS.seen + 1 }, (_, index) => ({ kind: 'buyLeads', id: lead.id + index }));
  await s.call('markDeskSeen', { body: { leads: many }, variant: `${LIMITS.seen + 1} leads`, refused: { status: 400 } });

  const stamp = `${lead.id}-${Date.now().toString(36)}`;
  const phone = device(stamp);
  const was = await s.call('getDeskPush', { variant: 'before a device is added' });
  const subscribed = await s.call('saveDeskPush', { body: phone });
  if (subscribed.ok && subscribed.body?.message !== WATCH_WORDS.subscribed)
    s.fail(subscribed, `message: is ${show(subscribed.body?.message)}, expected ${show(WATCH_WORDS.subscribed)}`);
  const added = await s.call('getDeskPush', { variant: 'with the device' });
  if (added.ok && was.ok && devicesOf(added) !== Math.min(devicesOf(was) + 1, 10))
    s.fail(added, `devices: is ${devicesOf(added)}, expected ${devicesOf(was) + 1} after a subscription`);
  const refused = { status: 400, message: WATCH_WORDS.noDevice };
  await s.call('saveDeskPush', { body: { ...phone, endpoint: `http://push.invalid/${stamp}` }, variant: 'http endpoint', refused });
  const short = Buffer.from(phone.keys.p256dh, 'base64url').subarray(0, 64).toString('base64url');
  await s.call('saveDeskPush', { body: { ...phone, keys: { ...phone.keys, p256dh: short } }, variant: 'a 64-byte key', refused });
  await s.call('saveDeskPush', { body: { ...phone, keys: { ...phone.keys, auth: 'c2hvcnQ' } }, variant: 'a 5-byte secret', refused });
  const removed = await s.call('deleteDeskPush', { body: { endpoint: phone.endpoint } });
  if (removed.ok && removed.body?.message !== WATCH_WORDS.unsubscribed)
    s.fail(removed, `message: is ${show(removed.body?.message)}, expected ${show(WATCH_WORDS.unsubscribed)}`);
  const gone = await s.call('getDeskPush', { variant: 'after the device is removed' });
  if (gone.ok && added.ok && devicesOf(gone) !== devicesOf(added) - 1)
    s.fail(gone, `devices: is ${devicesOf(gone)}, expected ${devicesOf(added) - 1} after unsubscribing`);

  const quiet = (gone.body as DeskPush | null)?.quiet ?? null;
  const hours = { from: '22:00', to: '07:00' };
  const saved = await s.call('saveDeskQuiet', { body: hours });
  if (saved.ok && saved.body?.message !== WATCH_WORDS.quietSaved)
    s.fail(saved, `message: is ${show(saved.body?.message)}, expected ${show(WATCH_WORDS.quietSaved)}`);
  const kept = await s.call('getDeskPush', { variant: 'with quiet hours' });
  if (kept.ok && JSON.stringify((kept.body as DeskPush | null)?.quiet) !== JSON.stringify(hours))
    s.fail(kept, `quiet: is ${show(kept.body?.quiet)}, expected ${show(hours)}`);
  await s.call('saveDeskQuiet', {
    body: { from: '22:00', to: '' },
    variant: 'a start only',
    refused: { status: 400, message: WATCH_WORDS.quietHalf },
  });
  await s.call('saveDeskQuiet', { body: { from: '25:00', to: '07:00' }, variant: 'not a time', refused: { status: 400 } });
  const back = await s.call('saveDeskQuiet', { body: quiet ?? { from: '', to: '' }, variant: 'put back as they were' });
  back.result.notes.push(`quiet hours put back: ${show(quiet)}`);

  // The rate: one nudge was sent by the reads; past the minute's allowance the desk refuses with Retry-After.
  const tries = LIMITS.nudgesPerMinute + 1;
  for (let sent = 1; sent <= tries; sent++) {
    const nudge = await s.call('nudgeDesk', {
      as: null,
      variant: `past ${LIMITS.nudgesPerMinute} a minute`,
      refused: { status: 429, message: WATCH_WORDS.tooManyNudges },
    });
    if (nudge.result.status === 429) {
      if (nudge.headers?.get('retry-after') !== '60')
        s.fail(nudge, `Retry-After: is ${show(nudge.headers?.get('retry-after') ?? undefined)}, expected 60`);
      break;
    }
    // The nudges within the allowance are not the check; the last one, still allowed, fails it.
    if (sent < tries) s.results.splice(s.results.indexOf(nudge.result), 1);
  }
}

/** The watch's checks: the looks always, the writes with `writes` (on verify's own lead where one is needed). */
export async function watchChecks(s: DeskSession, writes: boolean, lead: { kind: 'buyLeads'; id: number }): Promise<void> {
  const unseen = await looks(s);
  if (writes) await writesOf(s, unseen, lead);
}
