/**
 * The lead desk (php-contract/desk.ts), served by the fake backend as server/desk.php serves it
 * (/work/notes/desk.md is the behaviour both copy): at {site}/desk/<call> on the page's own origin, every
 * call behind the staff lock's Basic header. The fake has no password file: the user is the fake login
 * whose e-mail and password the header carries, and the role is that login's (admin: login.php,
 * subadmin: sadlogin.php), so demo mode is the lock with the seed's two accounts.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { DESK_KINDS, DESK_LANGUAGES, DESK_LIMITS, deskEndpointList, type DeskEndpointId, type DeskLanguage } from '../../php-contract/desk';
import { deskRequests } from '../../php-contract/desk-requests';
import { DESK_WATCH_LIMITS, DESK_WATCH_TEXTS } from '../../php-contract/desk-texts';
import { problemsOf } from '../../php-contract/schemas';
import * as db from '../db';
import { deskDay, deskTime } from '../desk-clock';
import { faultResponse } from '../scenarios';
import {
  DEMO_VAPID_KEY,
  devicesOf,
  isDevice,
  markSeen,
  newsSince,
  nudgeAllowed,
  quietOf,
  readAt,
  highestSeq,
  staffRow,
  subscribe,
  unseenOf,
  unsubscribe,
  watch,
} from './desk-watch';
import { fail, json, length } from './route-helpers';

/** The templates the desk answers until admin saves one ({name}, {part}, {qty} filled by the client). */
export const DEFAULT_TEMPLATES: Record<DeskLanguage, string> = {
  en: 'Hello {name}, thank you for your enquiry about {part} ({qty}). We will send you the price and availability shortly.',
  hi: 'नमस्ते {name} जी, {part} ({qty} पीस) के लिए आपकी पूछताछ मिल गई है। रेट और स्टॉक अभी बताते हैं।',
  gu: 'નમસ્તે {name}, {part} ({qty} નંગ) માટે તમારી પૂછપરછ મળી ગઈ છે. ભાવ અને સ્ટોક હમણાં જણાવીએ છીએ.',
};

const DESK_MESSAGES = {
  signIn: 'Sign in to use the lead desk.',
  adminOnly: 'Only admin can do this.',
  noCall: 'No such desk call.',
  unreadable: 'The desk cannot read this request.',
  noStaff: 'No such staff member.',
  noDay: 'Choose a day for the next step.',
  saved: 'Template saved.',
};

interface Staff {
  user: string;
  role: 'admin' | 'subadmin';
}
interface Lead {
  kind: string;
  id: number;
}
type Body = Record<string, unknown>;

/** The staff member the Basic header names, if it names a fake login with its password. */
function caller(request: Request): Staff | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  if (!match) return null;
  let pair: string;
  try {
    pair = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(match[1]!), (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
  const colon = pair.indexOf(':');
  if (colon < 0) return null;
  const email = pair.slice(0, colon).toLowerCase();
  const user = db.all('users').find((row) => String(row.email).toLowerCase() === email && row.password === pair.slice(colon + 1));
  return user ? { user: String(user.email), role: user.role === 'admin' ? 'admin' : 'subadmin' } : null;
}

const staffList = (): Staff[] =>
  db
    .all('users')
    .map((row): Staff => ({ user: String(row.email), role: row.role === 'admin' ? 'admin' : 'subadmin' }))
    .sort((a, b) => (a.user < b.user ? -1 : a.user > b.user ? 1 : 0));

const rowOf = ({ kind, id }: Lead) => db.all('desk_leads').find((row) => row.kind === kind && row.lead === id);
const notesOf = ({ kind, id }: Lead) => db.all('desk_notes').filter((row) => row.kind === kind && row.lead === id);

const noteWire = (row: db.Row) => ({ id: row.id, type: row.type, text: row.text, by: row.by, at: row.at });

/** A lead as the desk sends it; one without a row is the blank entry at version 0. */
function leadWire(
  lead: Lead,
  { row, lastNote }: { row?: db.Row | undefined; lastNote?: db.Row | undefined } = {
    row: rowOf(lead),
    lastNote: notesOf(lead)
      .filter((note) => note.type === 'note')
      .at(-1),
  },
) {
  return {
    kind: lead.kind,
    id: lead.id,
    owner: row?.owner ?? null,
    ownerAt: row?.ownerAt ?? null,
    step: row?.step ?? null,
    lastNote: lastNote ? noteWire(lastNote) : null,
    version: row?.version ?? 0,
    changedBy: row?.changedBy ?? null,
    changedAt: row?.changedAt ?? null,
  };
}

/** The lead's row, made on its first write (version 0 until a take, an assignment or a step raises it). */
const ensureRow = (lead: Lead): db.Row =>
  rowOf(lead) ??
  db.insert('desk_leads', {
    kind: lead.kind,
    lead: lead.id,
    owner: null,
    ownerAt: null,
    step: null,
    version: 0,
    changedBy: null,
    changedAt: null,
  });

const addLine = (lead: Lead, type: string, text: string, by: string, key: string | null = null): db.Row =>
  db.insert('desk_notes', { kind: lead.kind, lead: lead.id, type, text, by, at: deskTime(new Date()), key });

/** A change of owner or step: version up by one, and who made it when. */
function changeRow(lead: Lead, me: Staff, values: Body): void {
  const row = ensureRow(lead);
  db.update('desk_leads', row.id, { ...values, version: Number(row.version) + 1, changedBy: me.user, changedAt: deskTime(new Date()) });
}

const changed = (lead: Lead, note: db.Row | null, message: string | null = null) =>
  json({ success: true, message, lead: leadWire(lead), note: note ? noteWire(note) : null });

/** A change made on an old copy (or a take that lost): the lead as it now is. */
const conflict = (lead: Lead, message: string) => json({ success: false, message, lead: leadWire(lead), note: null }, 409);

const stale = (lead: Lead) => {
  const now = leadWire(lead);
  return conflict(lead, `Changed by ${now.changedBy ?? 'nobody'} at ${now.changedAt ?? 'no time'}.`);
};

const leadOfBody = (body: Body): Lead => ({ kind: String(body.kind), id: Number(body.id) });
const LENGTH_MESSAGES = {
  note: `A note is 1 to ${DESK_LIMITS.note} characters.`,
  template: `A template is 1 to ${DESK_LIMITS.template} characters.`,
  what: `What to do is at most ${DESK_LIMITS.what} characters.`,
};
const tooLong = (text: string, limit: number, message: string) => (length(text) > limit ? fail(message) : null);
const REAL_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const isRealDay = (day: string) => {
  const match = REAL_DAY.exec(day);
  if (!match) return false;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return at.toISOString().slice(0, 10) === day;
};

type DeskRoute = (args: { me: Staff; body: Body; query: URLSearchParams }) => Response;

/** The calls that name one lead in their body, whose id must be a backend id. */
const LEAD_BODIES: readonly string[] = ['takeDeskLead', 'assignDeskLead', 'addDeskNote', 'setDeskStep'];
const isBackendId = (id: unknown) => Number.isInteger(id) && (id as number) >= 1 && (id as number) < 1e12;

/** The call anyone may make: the public site's word that a lead was accepted. Its reply carries no lead. */
function nudge(): Response {
  if (!nudgeAllowed())
    return HttpResponse.json(
      { success: false, message: DESK_WATCH_TEXTS.tooManyNudges },
      { status: 429, headers: { 'Retry-After': '60' } },
    );
  watch();
  return json({ success: true, message: null }, 202);
}

const deskRoutes: Record<Exclude<DeskEndpointId, 'nudgeDesk'>, DeskRoute> = {
  listDeskLeads: ({ me }) => {
    // Each lead's row and last note found in one pass over each table: at 20,000 leads a search per lead took seconds.
    const leads = new Map<string, { lead: Lead; row?: db.Row; lastNote?: db.Row }>();
    const entry = (row: db.Row) => {
      const lead = { kind: String(row.kind), id: Number(row.lead) };
      const key = `${lead.kind}:${lead.id}`;
      return leads.get(key) ?? leads.set(key, { lead }).get(key)!;
    };
    for (const row of db.all('desk_leads')) entry(row).row = row;
    for (const note of db.all('desk_notes')) {
      const kept = entry(note);
      if (note.type === 'note') kept.lastNote = note;
    }
    const data = [...leads.values()]
      .sort((a, b) => (a.lead.kind === b.lead.kind ? a.lead.id - b.lead.id : a.lead.kind < b.lead.kind ? -1 : 1))
      .map(({ lead, row, lastNote }) => leadWire(lead, { row, lastNote }));
    return json({ success: true, today: deskDay(new Date()), me, staff: staffList(), data });
  },

  getDeskLead: ({ query }) => {
    const kind = query.get('kind') ?? '';
    const id = query.get('id') ?? '';
    if (!(DESK_KINDS as readonly string[]).includes(kind) || !/^[1-9]\d{0,11}$/.test(id)) return fail(DESK_MESSAGES.unreadable);
    const lead = { kind, id: Number(id) };
    return json({ success: true, lead: leadWire(lead), notes: notesOf(lead).map(noteWire) });
  },

  takeDeskLead: ({ me, body }) => {
    const lead = leadOfBody(body);
    const owner = rowOf(lead)?.owner;
    if (owner === me.user) return changed(lead, null);
    if (owner) return conflict(lead, `Already taken by ${String(owner)}.`);
    changeRow(lead, me, { owner: me.user, ownerAt: deskTime(new Date()) });
    return changed(lead, addLine(lead, 'take', '', me.user));
  },

  assignDeskLead: ({ me, body }) => {
    const lead = leadOfBody(body);
    const owner = String(body.owner);
    if (!staffList().some((member) => member.user === owner)) return fail(DESK_MESSAGES.noStaff);
    if (body.version !== leadWire(lead).version) return stale(lead);
    changeRow(lead, me, { owner, ownerAt: deskTime(new Date()) });
    return changed(lead, addLine(lead, 'assign', owner, me.user));
  },

  addDeskNote: ({ me, body }) => {
    const lead = leadOfBody(body);
    const text = String(body.text);
    const key = String(body.key);
    const refused = tooLong(text, DESK_LIMITS.note, LENGTH_MESSAGES.note) ?? tooLong(key, 64, DESK_MESSAGES.unreadable);
    if (refused) return refused;
    // The same note sent again (the outbox, a lost reply): the one kept, nothing added.
    const kept = db.all('desk_notes').find((row) => row.key === key);
    if (kept) return changed({ kind: String(kept.kind), id: Number(kept.lead) }, kept);
    ensureRow(lead);
    return changed(lead, addLine(lead, String(body.type), text, me.user, key));
  },

  setDeskStep: ({ me, body }) => {
    const lead = leadOfBody(body);
    const due = typeof body.due === 'string' ? body.due : '';
    const time = typeof body.time === 'string' ? body.time : '';
    const what = typeof body.what === 'string' ? body.what : '';
    const done = body.done ?? false;
    const refused = tooLong(what, DESK_LIMITS.what, LENGTH_MESSAGES.what);
    if (refused) return refused;
    if (typeof done !== 'boolean') return fail(DESK_MESSAGES.unreadable);
    if ((!done && due === '') || (due !== '' && !isRealDay(due))) return fail(DESK_MESSAGES.noDay);
    if (time !== '' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return fail(DESK_MESSAGES.unreadable);
    if (body.version !== leadWire(lead).version) return stale(lead);
    let note: db.Row | null = null;
    const current = rowOf(lead)?.step as { what: string } | null | undefined;
    if (done && current) note = addLine(lead, 'done', current.what, me.user);
    const step = due ? { due, time: time || null, what, by: me.user, at: deskTime(new Date()) } : null;
    changeRow(lead, me, { step });
    if (step) note = addLine(lead, 'step', [due, time, what].filter(Boolean).join(' '), me.user);
    return changed(lead, note);
  },

  getDeskTemplates: () => {
    const saved = (lang: DeskLanguage) => db.all('desk_templates').find((row) => row.lang === lang)?.text;
    return json({ success: true, data: Object.fromEntries(DESK_LANGUAGES.map((lang) => [lang, saved(lang) ?? DEFAULT_TEMPLATES[lang]])) });
  },

  saveDeskTemplates: ({ me, body }) => {
    const text = String(body.text);
    const refused = tooLong(text, DESK_LIMITS.template, LENGTH_MESSAGES.template);
    if (refused) return refused;
    const values = { lang: body.lang, text, by: me.user, at: deskTime(new Date()) };
    const row = db.all('desk_templates').find((candidate) => candidate.lang === body.lang);
    if (row) db.update('desk_templates', row.id, values);
    else db.insert('desk_templates', values);
    return json({ success: true, message: DESK_MESSAGES.saved });
  },

  getDeskNews: ({ me, query }) => {
    const since = query.get('since');
    if (since !== null && !/^\d{1,15}$/.test(since)) return fail(DESK_MESSAGES.unreadable);
    watch();
    const { unseen } = unseenOf(me.user);
    return json({
      success: true,
      seq: highestSeq(),
      watching: true,
      readAt: readAt(),
      unseen,
      data: since === null ? [] : newsSince(Number(since)),
    });
  },

  listDeskUnseen: ({ me }) => {
    watch();
    return json({ success: true, ...unseenOf(me.user) });
  },

  markDeskSeen: ({ me, body }) => {
    const leads = body.leads as Lead[];
    if (leads.length === 0 || leads.length > DESK_WATCH_LIMITS.seen || !leads.every((lead) => isBackendId(lead.id)))
      return fail(DESK_MESSAGES.unreadable);
    markSeen(me.user, leads);
    return json({ success: true, unseen: unseenOf(me.user).unseen });
  },

  getDeskPush: ({ me }) => {
    const { quietFrom, quietTo } = staffRow(me.user);
    const quiet = typeof quietFrom === 'string' && typeof quietTo === 'string' ? { from: quietFrom, to: quietTo } : null;
    return json({ success: true, key: DEMO_VAPID_KEY, quiet, devices: devicesOf(me.user).length });
  },

  saveDeskPush: ({ me, body }) => {
    const endpoint = String(body.endpoint);
    const { p256dh, auth } = body.keys as { p256dh: string; auth: string };
    if (!isDevice(endpoint, p256dh, auth)) return fail(DESK_WATCH_TEXTS.noDevice);
    subscribe(me.user, { endpoint, p256dh, auth });
    return json({ success: true, message: DESK_WATCH_TEXTS.subscribed });
  },

  deleteDeskPush: ({ me, body }) => {
    unsubscribe(me.user, String(body.endpoint));
    return json({ success: true, message: DESK_WATCH_TEXTS.unsubscribed });
  },

  saveDeskQuiet: ({ me, body }) => {
    const hours = quietOf(typeof body.from === 'string' ? body.from : '', typeof body.to === 'string' ? body.to : '');
    if ('refused' in hours) return fail(hours.refused === 'half' ? DESK_WATCH_TEXTS.quietHalf : DESK_MESSAGES.unreadable);
    db.update('desk_staff', staffRow(me.user).id, { quietFrom: hours.quiet?.from ?? null, quietTo: hours.quiet?.to ?? null });
    return json({ success: true, message: DESK_WATCH_TEXTS.quietSaved });
  },
};

/** Where the desk is: /desk/ at the root of the page's origin, never the backend's folder or a module of the app. */
const DESK_PATH = /^\/desk\/([^/]*)$/;

async function answer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const call = DESK_PATH.exec(url.pathname)![1]!;
  const onPath = deskEndpointList.filter((entry) => entry.script === `desk/${call}`);
  const entry = onPath.find((candidate) => candidate.method === request.method);
  // The nudge needs no credentials and reads no body (another method on its path is 405, as to anyone);
  // everything else, even a call the desk lacks, is behind the lock.
  if (onPath.some((candidate) => candidate.id === 'nudgeDesk'))
    return entry ? nudge() : fail(`This desk call does not take ${request.method}.`, 405);
  const me = caller(request);
  if (!me) return fail(DESK_MESSAGES.signIn, 401);
  if (onPath.length === 0) return fail(DESK_MESSAGES.noCall, 404);
  if (!entry) return fail(`This desk call does not take ${request.method}.`, 405);
  if (entry.access === 'admin' && me.role !== 'admin') return fail(DESK_MESSAGES.adminOnly, 403);
  let body: Body = {};
  if (entry.body === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await request.text());
    } catch {
      return fail(DESK_MESSAGES.unreadable);
    }
    const shape = deskRequests[entry.id as keyof typeof deskRequests];
    // A backend id: a positive whole number of up to 12 digits, as the PHP desk's column holds.
    const id = (parsed as Body | null)?.id;
    const [problem] = [
      ...problemsOf(shape, parsed),
      ...(LEAD_BODIES.includes(entry.id) && !isBackendId(id) ? [{ path: 'id', message: 'must be a backend id' }] : []),
    ];
    // Blank text is refused as too short, as the desk words its limits; any other misfit is one refusal.
    const blank = problem?.path === 'text' && typeof (parsed as Body).text === 'string';
    const limit = entry.id === 'saveDeskTemplates' ? LENGTH_MESSAGES.template : LENGTH_MESSAGES.note;
    if (problem) return fail(blank ? limit : DESK_MESSAGES.unreadable);
    body = parsed as Body;
  }
  return deskRoutes[entry.id as keyof typeof deskRoutes]({ me, body, query: url.searchParams });
}

export const deskHandlers: HttpHandler[] = [
  http.all(
    ({ request }) => DESK_PATH.test(new URL(request.url).pathname),
    async ({ request }) => {
      const call = DESK_PATH.exec(new URL(request.url).pathname)![1]!;
      const entry = deskEndpointList.find((candidate) => candidate.script === `desk/${call}` && candidate.method === request.method);
      const respond = () => answer(request);
      return (entry && (await faultResponse(entry, respond, request))) ?? respond();
    },
  ),
];
