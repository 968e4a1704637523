/** The fake backend's lead desk keeps the rules server/desk.php keeps (/work/notes/desk.md), through the MSW node server. */
import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { dayAfter, deskDay } from '../../../mocks/desk-clock';
import { handlers } from '../../../mocks/handlers';
import { DEFAULT_TEMPLATES } from '../../../mocks/handlers/desk-routes';
import { setScenario } from '../../../mocks/scenarios';
import { deskCalls, type DeskEndpointId, type DeskLead, type DeskNote, type StaffMember } from '../../../php-contract/desk';
import { problemsOf } from '../../../php-contract/schemas';

const SITE = 'http://shop.test';
const ADMIN = 'admin@example.com';
const SUBADMIN = 'subadmin@example.com';
const PASSWORDS: Record<string, string> = { [ADMIN]: 'admin12345', [SUBADMIN]: 'subadmin12345' };
const basic = (user: string, password = PASSWORDS[user]!) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** What the desk's replies carry, each call some of it. */
interface ReplyBody {
  success: boolean;
  message?: string | null;
  today: string;
  me: StaffMember;
  staff: StaffMember[];
  data: DeskLead[];
  lead: DeskLead;
  note: DeskNote | null;
  notes: DeskNote[];
}
type Reply = { status: number; body: ReplyBody };

/** One desk call as the client sends it: on the site's origin, with the staff member's Basic header (none for `as: null`). */
async function desk(
  path: string,
  { method = 'GET', body, as = ADMIN, authorization }: { method?: string; body?: unknown; as?: string | null; authorization?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (authorization ?? as) headers.Authorization = authorization ?? basic(as!);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${SITE}/desk/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as ReplyBody };
}
const post = (call: string, body: unknown, as: string = ADMIN) => desk(call, { method: 'POST', body, as });
/** The reply fits the entry's wire shape. */
const fits = (id: DeskEndpointId, reply: Reply) => expect(problemsOf(deskCalls[id].response, reply.body)).toEqual([]);

const FRESH = { kind: 'buyLeads', id: 9 } as const;
const noteOf = (text: string, key: string) => ({ ...FRESH, type: 'note', text, key });

describe('who is calling', () => {
  it('answers 401 with its message without a header, with a wrong password, or to an unknown user, on every call', async () => {
    for (const authorization of [undefined, basic(ADMIN, 'wrong'), basic('nobody@example.com', 'x'), 'Bearer abc']) {
      for (const [path, method] of [
        ['leads', 'GET'],
        ['take', 'POST'],
        ['templates', 'PUT'],
        ['nothing-here', 'GET'],
      ] as const) {
        const reply = await desk(path, { method, as: null, authorization, body: method === 'GET' ? undefined : FRESH });
        expect(reply, `${method} ${path} ${authorization ?? 'none'}`).toEqual({
          status: 401,
          body: { success: false, message: 'Sign in to use the lead desk.' },
        });
      }
    }
  });

  it('names the caller from the header, the role from the fake login it belongs to, and the staff sorted by user', async () => {
    const mine = await desk('leads', { as: SUBADMIN });
    expect(mine.status).toBe(200);
    fits('listDeskLeads', mine);
    expect(mine.body.me).toEqual({ user: SUBADMIN, role: 'subadmin' });
    expect(mine.body.staff).toEqual([
      { user: ADMIN, role: 'admin' },
      { user: SUBADMIN, role: 'subadmin' },
    ]);
    expect((await desk('leads', { authorization: basic('ADMIN@example.com', 'admin12345') })).body.me).toEqual({
      user: ADMIN,
      role: 'admin',
    });
  });

  it('refuses the admin-only calls to a subadmin with 403, and lets admin make them', async () => {
    const forbidden = { status: 403, body: { success: false, message: 'Only admin can do this.' } };
    expect(await post('assign', { ...FRESH, owner: SUBADMIN, version: 0 }, SUBADMIN)).toEqual(forbidden);
    expect(await desk('templates', { method: 'PUT', body: { lang: 'hi', text: 'x' }, as: SUBADMIN })).toEqual(forbidden);
    expect((await post('assign', { ...FRESH, owner: SUBADMIN, version: 0 })).status).toBe(200);
  });

  it('answers an unknown call 404 and a wrong method 405', async () => {
    expect(await desk('export')).toEqual({ status: 404, body: { success: false, message: 'No such desk call.' } });
    expect(await desk('leads', { method: 'DELETE' })).toEqual({
      status: 405,
      body: { success: false, message: 'This desk call does not take DELETE.' },
    });
    expect((await desk('take')).status).toBe(405);
  });

  it("is at /desk/ on the root of any origin, not under the backend folder or the app's own modules", async () => {
    const answered = async (url: string) =>
      (await getResponse(handlers, new Request(url, { headers: { Authorization: basic(ADMIN) } })))?.status;
    expect(await answered(`${SITE}/desk/leads`)).toBe(200);
    expect(await answered('http://127.0.0.1:4780/desk/leads')).toBe(200);
    expect(await answered(`${SITE}/src/api/desk/leads`)).toBeUndefined();
    expect(await answered(`${SITE}/api/desk/leads`)).toBeUndefined();
  });
});

describe('the seed', () => {
  it('has a step due today, one overdue, leads of each staff member, notes, and the Hindi enquiry', async () => {
    const { body } = await desk('leads');
    const today = deskDay(new Date());
    const lead = (kind: string, id: number) => body.data.find((row) => row.kind === kind && row.id === id)!;
    expect(body.today).toBe(today);
    expect(lead('inquiries', 1)).toMatchObject({ owner: ADMIN, step: { due: today, time: '11:30' }, version: 2 });
    expect(lead('inquiries', 1).lastNote?.text).toMatch(/Quoted/);
    expect(lead('inquiries', 2)).toMatchObject({ owner: SUBADMIN, step: { due: dayAfter(today, -1) } });
    expect(body.data.filter((row) => row.step && row.step.due < today)).toHaveLength(1);
    expect(body.data.map((row) => `${row.kind}:${row.id}`)).toEqual(['buyLeads:1', 'buyLeads:4', 'inquiries:1', 'inquiries:2']);
    const hindi = (await (await fetch('http://backend.test/api/inquiries.php?id=5')).json()) as { data: { message: string } };
    expect(hindi.data.message).toMatch(/\n\nRef [2-9A-Z]{4}-[2-9A-Z]{2} · hi$/);
  });

  it('is made again from the day of the reset, as the rest of the fake db is', async () => {
    await post('take', FRESH);
    vi.useFakeTimers({ now: new Date('2027-03-01T20:00:00Z'), toFake: ['Date'] });
    try {
      const { resetDb } = await import('../../../mocks/db');
      resetDb();
      const { body } = await desk('leads');
      // 20:00 UTC is 01:30 the next day in Kolkata.
      expect(body.today).toBe('2027-03-02');
      expect(body.data.find((row) => row.kind === 'inquiries' && row.id === 1)?.step?.due).toBe('2027-03-02');
      expect(body.data.some((row) => row.kind === FRESH.kind && row.id === FRESH.id)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('one lead', () => {
  it('a lead the desk has no row for reads as the blank entry at version 0 with no notes', async () => {
    const reply = await desk('lead?kind=buyLeads&id=9');
    fits('getDeskLead', reply);
    expect(reply.body).toEqual({
      success: true,
      lead: {
        kind: 'buyLeads',
        id: 9,
        owner: null,
        ownerAt: null,
        step: null,
        lastNote: null,
        version: 0,
        changedBy: null,
        changedAt: null,
      },
      notes: [],
    });
    expect((await desk('lead?kind=parts&id=9')).status).toBe(400);
    expect((await desk('lead?kind=inquiries')).status).toBe(400);
  });

  it('take: the first one owns it (version 1, a take line), the owner again changes nothing, anyone else gets 409 naming the owner', async () => {
    const taken = await post('take', FRESH, SUBADMIN);
    fits('takeDeskLead', taken);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({
      success: true,
      message: null,
      lead: { owner: SUBADMIN, version: 1, changedBy: SUBADMIN },
      note: { type: 'take', text: '', by: SUBADMIN },
    });
    expect(taken.body.lead.ownerAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    const again = await post('take', FRESH, SUBADMIN);
    expect(again).toMatchObject({ status: 200, body: { success: true, note: null, lead: { version: 1 } } });

    const lost = await post('take', FRESH, ADMIN);
    fits('takeDeskLead', lost);
    expect(lost).toEqual({
      status: 409,
      body: { success: false, message: `Already taken by ${SUBADMIN}.`, lead: taken.body.lead, note: null },
    });
  });

  it('two takes at once: one owns the lead, the other is told who does', async () => {
    const replies = await Promise.all([post('take', FRESH, ADMIN), post('take', FRESH, SUBADMIN)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const winner = replies.find((reply) => reply.status === 200)!.body.lead.owner;
    expect(replies.find((reply) => reply.status === 409)!.body.message).toBe(`Already taken by ${winner}.`);
    expect((await desk('lead?kind=buyLeads&id=9')).body.notes.filter((note) => note.type === 'take')).toHaveLength(1);
  });

  it('assign: to a staff member only, on the version admin saw; a stale one is 409 with who changed it and when', async () => {
    await post('take', FRESH, SUBADMIN);
    expect(await post('assign', { ...FRESH, owner: 'stranger@example.com', version: 1 })).toEqual({
      status: 400,
      body: { success: false, message: 'No such staff member.' },
    });
    const assigned = await post('assign', { ...FRESH, owner: ADMIN, version: 1 });
    fits('assignDeskLead', assigned);
    expect(assigned.body).toMatchObject({
      lead: { owner: ADMIN, version: 2, changedBy: ADMIN },
      note: { type: 'assign', text: ADMIN, by: ADMIN },
    });
    const stale = await post('assign', { ...FRESH, owner: SUBADMIN, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      success: false,
      message: `Changed by ${ADMIN} at ${assigned.body.lead.changedAt}.`,
      lead: { owner: ADMIN, version: 2 },
    });
  });

  it('notes: kept as typed, a key sent twice kept once, no version raised, lastNote the newest note line', async () => {
    const hostile = '  <img src=x onerror=alert(1)> =SUM(A1) & "quotes"  ';
    const first = await post('note', noteOf(hostile, 'key-1'), SUBADMIN);
    fits('addDeskNote', first);
    expect(first.body).toMatchObject({
      success: true,
      lead: { version: 0, lastNote: { text: hostile, by: SUBADMIN } },
      note: { type: 'note', text: hostile },
    });
    const again = await post('note', noteOf(hostile, 'key-1'), SUBADMIN);
    expect(again).toEqual({ status: 200, body: first.body });
    await post('note', { ...FRESH, type: 'whatsapp', text: 'WhatsApp opened', key: 'key-2' });
    const { body } = await desk('lead?kind=buyLeads&id=9');
    expect(body.notes.map((note) => `${note.type}: ${note.text}`)).toEqual([`note: ${hostile}`, 'whatsapp: WhatsApp opened']);
    expect(body.lead.lastNote?.text).toBe(hostile);
    expect(body.lead.version).toBe(0);
    expect((await desk('leads')).body.data.some((lead) => lead.kind === 'buyLeads' && lead.id === 9)).toBe(true);
  });

  it('notes: refused with 400 when blank, over 2000 characters, of a desk-only type, or with a key over 64', async () => {
    for (const body of [
      noteOf('   ', 'k'),
      noteOf('x'.repeat(2001), 'k'),
      { ...noteOf('x', 'k'), type: 'take' },
      noteOf('x', 'k'.repeat(65)),
      { ...noteOf('x', 'k'), id: '9' },
    ])
      expect((await post('note', body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    // 2000 characters of Devanagari are 2000, not their UTF-8 bytes.
    expect((await post('note', noteOf('क'.repeat(2000), 'k'))).status).toBe(200);
  });

  it('step: needs a real day unless done, a time HH:MM, what up to 200; sets it with a step line and raises the version', async () => {
    const base = { ...FRESH, version: 0, due: '2026-12-01', time: '', what: 'Call back', done: false };
    expect(await post('step', { ...base, due: '' })).toEqual({
      status: 400,
      body: { success: false, message: 'Choose a day for the next step.' },
    });
    for (const body of [
      { ...base, due: '2026-02-30' },
      { ...base, time: '24:00' },
      { ...base, time: '9:30' },
      { ...base, what: 'x'.repeat(201) },
    ])
      expect((await post('step', body)).status, JSON.stringify(body)).toBe(400);

    const set = await post('step', { ...base, time: '09:30' }, SUBADMIN);
    fits('setDeskStep', set);
    expect(set.body).toMatchObject({
      lead: { version: 1, step: { due: '2026-12-01', time: '09:30', what: 'Call back', by: SUBADMIN }, changedBy: SUBADMIN },
      note: { type: 'step', text: '2026-12-01 09:30 Call back' },
    });
    const untimed = await post('step', { ...base, version: 1, due: '2026-12-02' });
    expect(untimed.body).toMatchObject({ lead: { version: 2, step: { time: null } }, note: { text: '2026-12-02 Call back' } });
  });

  it('step: a stale version is 409 with the lead as it is now; done closes the step (and sets the next, or none)', async () => {
    const base = { ...FRESH, time: '', done: false };
    await post('step', { ...base, version: 0, due: '2026-12-01', what: 'Call back' }, SUBADMIN);
    const stale = await post('step', { ...base, version: 0, due: '2026-12-05', what: 'Mine' });
    fits('setDeskStep', stale);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(new RegExp(`^Changed by ${SUBADMIN} at \\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z\\.$`));
    expect(stale.body.lead).toMatchObject({ version: 1, step: { due: '2026-12-01', what: 'Call back' } });

    const next = await post('step', { ...base, version: 1, due: '2026-12-03', what: 'Send the quote', done: true });
    expect(next.body).toMatchObject({ lead: { version: 2, step: { due: '2026-12-03', what: 'Send the quote' } }, note: { type: 'step' } });
    const closed = await post('step', { ...base, version: 2, due: '', what: '', done: true });
    expect(closed.body).toMatchObject({ lead: { version: 3, step: null }, note: { type: 'done', text: 'Send the quote' } });
    const { body } = await desk('lead?kind=buyLeads&id=9');
    expect(body.notes.map((note) => note.type)).toEqual(['step', 'done', 'step', 'done']);
  });

  it('refuses a body that is not JSON or does not fit the request shape', async () => {
    const raw = await fetch(`${SITE}/desk/take`, { method: 'POST', headers: { Authorization: basic(ADMIN) }, body: '{kind' });
    expect(raw.status).toBe(400);
    expect((await post('take', { kind: 'parts', id: 1 })).status).toBe(400);
    for (const body of [
      { kind: 'inquiries', id: '1' },
      { kind: 'inquiries', id: 0 },
      { kind: 'inquiries', id: 1e12 },
    ])
      expect(await post('take', body), JSON.stringify(body)).toEqual({
        status: 400,
        body: { success: false, message: 'The desk cannot read this request.' },
      });
    expect((await post('step', { ...FRESH, version: 0, due: '2026-12-01', time: '', what: '', done: 'yes' })).status).toBe(400);
  });
});

describe('templates', () => {
  it('answers the defaults in English, Hindi and Gujarati until admin saves one, which every staff member then reads', async () => {
    const defaults = await desk('templates', { as: SUBADMIN });
    fits('getDeskTemplates', defaults);
    expect(defaults.body.data).toEqual(DEFAULT_TEMPLATES);
    expect(DEFAULT_TEMPLATES.hi).toBe('नमस्ते {name} जी, {part} ({qty} पीस) के लिए आपकी पूछताछ मिल गई है। रेट और स्टॉक अभी बताते हैं।');

    const saved = await desk('templates', { method: 'PUT', body: { lang: 'gu', text: 'કેમ છો {name}? {part} નો ભાવ મોકલીએ છીએ.' } });
    fits('saveDeskTemplates', saved);
    expect(saved).toEqual({ status: 200, body: { success: true, message: 'Template saved.' } });
    expect((await desk('templates', { as: SUBADMIN })).body.data).toEqual({
      ...DEFAULT_TEMPLATES,
      gu: 'કેમ છો {name}? {part} નો ભાવ મોકલીએ છીએ.',
    });
    expect((await desk('templates', { method: 'PUT', body: { lang: 'hi', text: 'x'.repeat(1001) } })).status).toBe(400);
    expect((await desk('templates', { method: 'PUT', body: { lang: 'fr', text: 'Bonjour' } })).status).toBe(400);
  });
});

it('takes the scenarios as the backend does: desk-network drops the connection of every desk call', async () => {
  setScenario('desk-network');
  await expect(desk('leads')).rejects.toThrow();
  expect((await fetch('http://backend.test/api/categories.php')).status).toBe(200);
});
