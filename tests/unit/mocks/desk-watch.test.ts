/** The fake desk's watch and push calls keep the rules the PHP desk keeps (/work/notes/watch.md), through the MSW node server. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as db from '../../../mocks/db';
import { pushKeyOf } from '../../../mocks/desk-arrival';
import { watchVolume } from '../../../mocks/desk-volume';
import { allowLoopbackPush } from '../../../mocks/handlers/desk-watch';
import { deskCalls, type DeskArrival, type DeskEndpointId, type DeskPush, type DeskUnseenCounts } from '../../../php-contract/desk';
import { problemsOf } from '../../../php-contract/schemas';
import { clientRefOf } from '../../../src/lib/client-ref';

const SITE = 'http://shop.test';
const ADMIN = 'admin@example.com';
const SUBADMIN = 'subadmin@example.com';
const PASSWORDS: Record<string, string> = { [ADMIN]: 'admin12345', [SUBADMIN]: 'subadmin12345' };
const basic = (user: string) => `Basic ${Buffer.from(`${user}:${PASSWORDS[user]!}`).toString('base64')}`;

interface ReplyBody extends Partial<DeskPush> {
  success: boolean;
  message?: string | null;
  seq: number;
  readAt: string | null;
  count: number;
  unseen: DeskUnseenCounts;
  data: DeskArrival[];
}
interface Reply {
  status: number;
  body: ReplyBody;
  headers: Headers;
}

async function desk(
  path: string,
  { method = 'GET', body, as = ADMIN }: { method?: string; body?: unknown; as?: string | null } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (as) headers.Authorization = basic(as);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${SITE}/desk/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as ReplyBody, headers: response.headers };
}
const fits = (id: DeskEndpointId, reply: Reply) => expect(problemsOf(deskCalls[id].response, reply.body)).toEqual([]);
const leads = (reply: Reply) => reply.body.data.map((arrival) => `${arrival.kind}:${arrival.id}`);

/** A lead sent to the fake backend now: an enquiry (message as given) or a buy lead, open. */
const enquiry = (name: string, message = 'Need a price.') =>
  db.insert('inquiries', { name, part_name: 'Clutch Plate', quantity: 2, message, status: 'pending', date: db.nowDateTime() });
const buyLead = (name: string) => db.insert('buy_leads', { name, partName: 'Brake Lining', quantity: 10, status: 'new' });

/** The desk as if it had never looked: no arrivals, no reads, nobody's last look. */
function unwatched(): void {
  for (const table of ['desk_arrivals', 'desk_watch', 'desk_pushed', 'desk_staff', 'desk_seen'] as const) db.seedTable(table, []);
}

afterEach(() => {
  vi.useRealTimers();
  allowLoopbackPush(false);
});

describe('the watch', () => {
  it("takes what is open at its first look of a kind as the baseline: never news, nobody's unseen", async () => {
    unwatched();
    const first = await desk('news?since=0');
    fits('getDeskNews', first);
    expect(first.body).toMatchObject({ success: true, watching: true, data: [], unseen: { inquiries: 0, buyLeads: 0 } });
    expect(first.body.seq).toBe(db.all('desk_arrivals').length);
    expect(db.all('desk_arrivals').length).toBe(9);
    expect(first.body.readAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    const lead = enquiry('Sunil Yadav');
    const next = await desk(`news?since=${first.body.seq}`);
    expect(next.body.data).toEqual([
      { kind: 'inquiries', id: lead.id, name: 'Sunil Yadav', part: 'Clutch Plate', at: expect.any(String), seq: first.body.seq + 1 },
    ]);
    expect(next.body.unseen).toEqual({ inquiries: 1, buyLeads: 0 });
  });

  it('numbers arrivals in the order it finds them, answers news oldest first and at most 100, open only', async () => {
    const { seq } = (await desk('news')).body;
    const a = enquiry('First');
    const b = buyLead('Second');
    await desk('news');
    const c = enquiry('Third');
    const news = await desk(`news?since=${seq}`);
    expect(leads(news)).toEqual([`inquiries:${a.id}`, `buyLeads:${b.id}`, `inquiries:${c.id}`]);
    expect(news.body.data.map((arrival) => arrival.seq)).toEqual([seq + 1, seq + 2, seq + 3]);
    expect(leads(await desk(`news?since=${seq + 2}`))).toEqual([`inquiries:${c.id}`]);

    db.update('inquiries', a.id, { status: 'responded' });
    expect(leads(await desk(`news?since=${seq}`))).toEqual([`buyLeads:${b.id}`, `inquiries:${c.id}`]);

    for (let n = 0; n < 120; n++) enquiry(`Bulk ${n}`);
    const many = await desk(`news?since=${seq}`);
    expect(many.body.data).toHaveLength(100);
    expect(many.body.data[0]!.id).toBe(b.id);
  });

  it('answers no arrivals without since, and refuses a since that is not a whole number', async () => {
    enquiry('Somebody');
    expect((await desk('news')).body.data).toEqual([]);
    for (const since of ['-1', 'abc', '1.5', ''])
      expect(await desk(`news?since=${since}`), since).toMatchObject({
        status: 400,
        body: { success: false, message: 'The desk cannot read this request.' },
      });
  });

  it('claims one push per client reference: a copy and the lines of a basket claim none of their own', async () => {
    await desk('news');
    enquiry('Copy', 'Need 2 clutch plates.\n\nRef K7Q2-MX');
    enquiry('Copy', 'Need 2 clutch plates.\n\nRef K7Q2-MX');
    enquiry('Basket', 'Silencer\n\nRef P3RT-9A · 1 of 2 · hi');
    enquiry('Basket', 'Clutch\n\nRef P3RT-9A · 2 of 2 · hi');
    enquiry('No reference');
    buyLead('Buyer');
    await desk('nudge', { method: 'POST', as: null });
    const fresh = db.all('desk_arrivals').filter((row) => row.baseline === false && Number(row.id) > 9);
    expect(fresh).toHaveLength(6);
    const pushed = db.all('desk_pushed').filter((row) => row.pushed === true && Number(row.id) > 9);
    expect(pushed.map((row) => row.pushKey)).toEqual([
      'ref:K7Q2-MX',
      'ref:P3RT-9A',
      `inquiries:${fresh[4]!.lead}`,
      `buyLeads:${fresh[5]!.lead}`,
    ]);
    // A copy of a lead open before the watch began sends none either: the baseline claimed its request.
    const hindi = db.find('inquiries', 5)!;
    enquiry('Copy of 5', String(hindi.message));
    await desk('news');
    expect(db.all('desk_pushed').filter((row) => row.pushKey === pushKeyOf('inquiries', hindi))).toHaveLength(1);
  });

  it('reads the reference line as the client does', () => {
    for (const message of [
      'Hi\n\nRef K7Q2-MX',
      'Ref K7Q2-MX · 2 of 4',
      'x\nRef K7Q2-MX · 2 of 4 · gu\n',
      'Ref K7Q2-MX · fr',
      'Ref k7q2-mx',
      'Ref K7Q2-MX and more',
      'Ref I0Q2-MX',
    ])
      expect(pushKeyOf('inquiries', { id: 7, message }), message).toBe(
        clientRefOf(message) ? `ref:${clientRefOf(message)!.ref}` : 'inquiries:7',
      );
  });
});

describe("the demo's store (localStorage)", () => {
  it("is written when a look finds a change, not on every tab's check", async () => {
    const writes: string[] = [];
    const storage = { getItem: () => null, setItem: (key: string) => writes.push(key), removeItem: () => undefined } as unknown as Storage;
    db.persistTo(storage);
    await desk('news');
    await desk('news');
    expect(writes).toEqual([]);
    db.update('inquiries', 12, { status: 'responded' });
    writes.length = 0;
    await desk('news');
    expect(writes).toHaveLength(1);
    buyLead('New');
    writes.length = 0;
    await desk('news');
    expect(writes.length).toBeGreaterThan(0);
  });
});

describe('since you last looked', () => {
  it("shows demo mode's admin the two leads that came after their last look, newest first", async () => {
    const unseen = await desk('unseen');
    fits('listDeskUnseen', unseen);
    expect(unseen.body).toMatchObject({ success: true, count: 2, unseen: { inquiries: 1, buyLeads: 1 } });
    expect(leads(unseen)).toEqual(['buyLeads:11', 'inquiries:12']);
  });

  it("counts a staff member's first look as having seen everything there", async () => {
    db.seedTable('desk_staff', []);
    expect((await desk('unseen')).body.count).toBe(0);
    const lead = enquiry('After');
    expect(leads(await desk('unseen'))).toEqual([`inquiries:${lead.id}`]);
  });

  it('is one count across two browsers of one staff member: a lead seen in one is seen in the other', async () => {
    const lead = enquiry('Two browsers');
    const phone = await desk('unseen');
    const laptop = await desk('unseen');
    expect(phone.body).toEqual(laptop.body);
    expect(phone.body.count).toBe(3);

    const seen = await desk('seen', { method: 'POST', body: { leads: [{ kind: 'inquiries', id: lead.id }] } });
    fits('markDeskSeen', seen);
    expect(seen.body.unseen).toEqual({ inquiries: 1, buyLeads: 1 });
    expect(leads(await desk('unseen'))).toEqual(['buyLeads:11', 'inquiries:12']);
    expect((await desk('news')).body.unseen).toEqual({ inquiries: 1, buyLeads: 1 });
    // Another staff member's marks are theirs.
    expect((await desk('unseen', { as: SUBADMIN })).body.count).toBe(3);
  });

  it('drops a lead that is no longer open, keeps unknown leads as seen, and takes 1 to 500 leads a call', async () => {
    db.update('buy_leads', 11, { status: 'quoted' });
    expect(leads(await desk('unseen'))).toEqual(['inquiries:12']);
    const unknown = await desk('seen', { method: 'POST', body: { leads: [{ kind: 'buyLeads', id: 999_999 }] } });
    expect(unknown).toMatchObject({ status: 200, body: { success: true, unseen: { inquiries: 1, buyLeads: 0 } } });
    const many = Array.from({ length: 501 }, (_, index) => ({ kind: 'inquiries', id: index + 1 }));
    for (const body of [{ leads: [] }, { leads: many }, { leads: [{ kind: 'parts', id: 1 }] }, { leads: [{ kind: 'inquiries', id: 0 }] }])
      expect((await desk('seen', { method: 'POST', body })).status).toBe(400);
    expect((await desk('seen', { method: 'POST', body: { leads: many.slice(0, 500) } })).body.unseen).toEqual({
      inquiries: 0,
      buyLeads: 0,
    });
  });
});

describe('the nudge', () => {
  it('answers 202 without credentials and without any lead, and the watch finds the lead it announced', async () => {
    const { seq } = (await desk('news')).body;
    const lead = buyLead('Nudged');
    const nudge = await desk('nudge', { method: 'POST', as: null });
    expect(nudge).toMatchObject({ status: 202, body: { success: true, message: null } });
    expect(Object.keys(nudge.body).sort()).toEqual(['message', 'success']);
    expect(db.all('desk_arrivals').some((row) => row.kind === 'buyLeads' && row.lead === lead.id && Number(row.id) === seq + 1)).toBe(true);
  });

  it('answers another method on its path 405, with or without credentials', async () => {
    for (const [method, as] of [
      ['GET', null],
      ['PUT', null],
      ['GET', ADMIN],
    ] as const)
      expect(await desk('nudge', { method, as }), `${method} ${as ?? 'none'}`).toMatchObject({
        status: 405,
        body: { success: false, message: `This desk call does not take ${method}.` },
      });
  });

  it('refuses past 6 a minute with 429 and Retry-After, and takes nudges again the next minute', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:05Z'), toFake: ['Date'] });
    const statuses = [];
    for (let n = 0; n < 7; n++) statuses.push((await desk('nudge', { method: 'POST', as: null })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429]);
    const refused = await desk('nudge', { method: 'POST', as: null });
    expect(refused.body).toEqual({ success: false, message: 'Too many nudges. Try again in a minute.' });
    expect(refused.headers.get('retry-after')).toBe('60');
    vi.setSystemTime(new Date('2026-11-28T10:01:00Z'));
    expect((await desk('nudge', { method: 'POST', as: null })).status).toBe(202);
  });
});

describe("a device's push", () => {
  const P256 = 'BLz0cOQcfgYjKBK9I_jJjyNb3Y3vA7foYpHhV1VQPnSWYCwTpWMtBa6YF1SIpxjTydFNjjF7ByyXavVfTaj4tbg';
  const AUTH = 'YFPLxZqrfSZdmIF6FCS-qg';
  const device = (endpoint: string, p256dh = P256, auth = AUTH) => ({ endpoint, keys: { p256dh, auth } });
  const save = (body: unknown, as = ADMIN) => desk('push', { method: 'POST', body, as });
  const push = async (as = ADMIN) => (await desk('push', { as })).body;

  it('answers the demo key (a P-256 point), no quiet hours and no devices at first', async () => {
    const reply = await desk('push');
    fits('getDeskPush', reply);
    const point = Buffer.from(reply.body.key!, 'base64url');
    expect([point.length, point[0]]).toEqual([65, 4]);
    expect(reply.body).toMatchObject({ quiet: null, devices: 0 });
  });

  it('keeps a device sent with an https endpoint, moves it to whoever saves it again, and removes it', async () => {
    expect(await save(device('https://push.example/a'))).toMatchObject({
      status: 200,
      body: { success: true, message: 'This device will be notified of new leads.' },
    });
    expect((await push()).devices).toBe(1);
    await save(device('https://push.example/a'), SUBADMIN);
    expect([(await push()).devices, (await push(SUBADMIN)).devices]).toEqual([0, 1]);
    const removed = await desk('push', { method: 'DELETE', body: { endpoint: 'https://push.example/a' }, as: SUBADMIN });
    expect(removed.body).toEqual({ success: true, message: 'This device will not be notified.' });
    expect((await push(SUBADMIN)).devices).toBe(0);
  });

  it('keeps ten devices a staff member, dropping the oldest', async () => {
    for (let n = 0; n < 11; n++) await save(device(`https://push.example/${n}`));
    expect((await push()).devices).toBe(10);
    expect(db.all('desk_subscriptions').map((row) => row.endpoint)).not.toContain('https://push.example/0');
  });

  it('refuses a device it could not notify', async () => {
    const short = Buffer.from(P256, 'base64url').subarray(0, 64).toString('base64url');
    const compressed = Buffer.concat([Buffer.from([2]), Buffer.from(P256, 'base64url').subarray(1)]).toString('base64url');
    for (const body of [
      device('http://push.example/a'),
      device('http://127.0.0.1:8090/push'),
      device('ftp://push.example/a'),
      device('not a url'),
      device('https://user:secret@push.example/a'),
      device(`https://push.example/${'a'.repeat(1000)}`),
      device('https://push.example/a b'),
      device('https:///a'),
      device('https://push.example/a', short),
      device('https://push.example/a', compressed),
      device('https://push.example/a', `${P256}!`),
      device('https://push.example/a', P256, 'c2hvcnQ'),
      device('https://push.example/a', P256, `${AUTH}AA`),
    ])
      expect(await save(body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { success: false, message: 'This device cannot be notified.' },
      });
    expect((await save({ endpoint: 'https://push.example/a' })).status).toBe(400);
    expect((await push()).devices).toBe(0);
  });

  it('takes an http endpoint on a loopback host only when told to (the e2e push service)', async () => {
    allowLoopbackPush(true);
    expect((await save(device('http://127.0.0.1:8090/push'))).status).toBe(200);
    expect((await save(device('http://localhost:8090/push'))).status).toBe(200);
    expect((await save(device('http://push.example/a'))).status).toBe(400);
  });
});

describe('quiet hours', () => {
  const quiet = (body: unknown) => desk('quiet', { method: 'PUT', body });

  it('saves them for the caller, spanning midnight, and clears them with two blanks', async () => {
    expect(await quiet({ from: '22:00', to: '07:00' })).toMatchObject({
      status: 200,
      body: { success: true, message: 'Quiet hours saved.' },
    });
    expect((await desk('push')).body.quiet).toEqual({ from: '22:00', to: '07:00' });
    expect((await desk('push', { as: SUBADMIN })).body.quiet).toBeNull();
    await quiet({ from: '', to: '' });
    expect((await desk('push')).body.quiet).toBeNull();
  });

  it('refuses one of them only, and a time that is not one', async () => {
    for (const body of [
      { from: '22:00', to: '' },
      { from: '', to: '07:00' },
    ])
      expect((await quiet(body)).body).toEqual({ success: false, message: 'Quiet hours need a start and an end.' });
    for (const body of [
      { from: '24:00', to: '07:00' },
      { from: '7:00', to: '08:00' },
      { from: '22:00', to: '07:60' },
    ])
      expect(await quiet(body)).toMatchObject({ status: 400, body: { success: false, message: 'The desk cannot read this request.' } });
  });
});

describe('at volume (the bench: mocks/desk-volume.ts)', () => {
  it("seeds 10,000 open leads of each kind as arrivals, so a tab's check answers only what is new, in a few hundred bytes", async () => {
    const rows = (prefix: string, extra: Record<string, unknown>) =>
      Array.from({ length: 10_000 }, (_, index) => ({ id: index + 1, name: `${prefix} ${index + 1}`, ...extra }));
    const inquiries = rows('Customer', { part_name: 'Silencer', message: 'Price?', status: 'pending' });
    const buyLeads = rows('Buyer', { partName: 'Clutch', status: 'new' });
    db.seedTable('inquiries', inquiries);
    db.seedTable('buy_leads', buyLeads);
    const watch = watchVolume([
      ...inquiries.map((row) => ({ kind: 'inquiries' as const, row })),
      ...buyLeads.map((row) => ({ kind: 'buyLeads' as const, row })),
    ]);
    for (const [table, seeded] of Object.entries(watch)) db.seedTable(table as db.TableName, seeded);

    const opened = await desk('news');
    expect(opened.body).toMatchObject({ seq: 20_000, unseen: { inquiries: 0, buyLeads: 2 }, data: [] });
    const check = await fetch(`${SITE}/desk/news?since=${opened.body.seq}`, { headers: { Authorization: basic(ADMIN) } });
    expect((await check.text()).length).toBeLessThan(1024);
    expect((await desk('news?since=19998')).body.data.map((arrival) => arrival.id)).toEqual([9_999, 10_000]);
    expect(db.all('desk_arrivals')).toHaveLength(20_000);
  });
});
