/**
 * Provider verification of the lead desk (php-contract/desk.ts, server/desk.php): its calls over HTTP at a
 * desk URL ({site}/desk/) with a staff member's credentials of the staff lock, each reply held to its wire
 * shape and each refusal to the status and words the desk's design gives (401 without credentials, 403 for
 * a subadmin's admin-only call, 409 on a stale version or someone else's lead, 400 on a body it cannot use).
 *
 * Reads always run. With `writes`, the writes run on a lead of verify's own (a buy lead id no backend has,
 * from the stamp): take, a note (and the same note again, kept once), a next step (and a stale one), done,
 * an assignment, and the English template saved as it already is. The desk has no call to remove an entry,
 * so that lead's entry stays behind; the take's result names it.
 */
import { deskCalls, deskLeadWire, type DeskEndpointId, type DeskLead, type DeskNote } from '../desk';
import { parsePhpJson, saysFailure } from '../php-reply';
import { readValue } from '../schemas';
import { checkAnswer, schemaProblems, show } from './check';
import { watchChecks } from './desk-watch';
import { pendingResult, reportOf, skippedResult, type EntryResult, type VerifyReport } from './results';

export interface DeskAccount {
  user: string;
  password: string;
}

export interface DeskVerifyOptions {
  /** The desk's URL: the site's origin and /desk/ ('http://127.0.0.1:4780/desk/'). */
  desk: string;
  /** A user of the lock: an admin runs every check, a subadmin is refused the admin-only ones (403). */
  staff: DeskAccount;
  /** A subadmin of the lock, for the checks only a second person can make: the 403s and a lost take. */
  subadmin?: DeskAccount;
  writes?: boolean;
  /** Per request; default 15 s. */
  timeoutMs?: number;
  /** The buy lead id verify writes on; default one made from the clock, above any real lead's. */
  lead?: number;
}

const DESK_WORDS = {
  signIn: 'Sign in to use the lead desk.',
  adminOnly: 'Only admin can do this.',
  noDay: 'Choose a day for the next step.',
};

export type Body = Record<string, unknown>;
export interface Sent {
  query?: Record<string, string | number>;
  body?: unknown;
  /** Whose credentials go: the staff member (default), the subadmin, or none. */
  as?: DeskAccount | null;
  variant?: string;
  /** The refusal expected instead of a 200: its status, and its message when the design words it. */
  refused?: { status: number; message?: string | RegExp };
}
export interface Reply {
  result: EntryResult;
  body: Body | null;
  ok: boolean;
  headers?: Headers;
}

const basic = ({ user, password }: DeskAccount) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const isRecord = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);
const leadOf = (body: Body | null): DeskLead | null => readValue(deskLeadWire, body?.lead)?.value ?? null;
const noteOf = (body: Body | null): DeskNote | null => (isRecord(body?.note) ? (body.note as unknown as DeskNote) : null);
const sameUser = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;

export class DeskSession {
  readonly results: EntryResult[] = [];

  constructor(
    readonly base: string,
    readonly staff: DeskAccount,
    private readonly timeoutMs: number,
  ) {}

  /** Sends a desk call and records its result, judged as a reply (200) or as the refusal expected. */
  async call(id: DeskEndpointId, sent: Sent = {}): Promise<Reply> {
    const entry = deskCalls[id];
    const params = new URLSearchParams(Object.entries(sent.query ?? {}).map(([key, value]) => [key, String(value)]));
    const path = `/${entry.script}${params.size > 0 ? `?${params}` : ''}`;
    const result = pendingResult(id, entry.method, path, sent.variant);
    this.results.push(result);
    const account = sent.as === undefined ? this.staff : sent.as;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (account) headers.Authorization = basic(account);
    if (sent.body !== undefined) headers['Content-Type'] = 'application/json';
    const url = `${this.base}${entry.script.slice('desk/'.length)}${params.size > 0 ? `?${params}` : ''}`;
    let status: number;
    let text: string;
    let contentType: string;
    let challenge: string | null;
    let answered: Headers;
    try {
      const response = await fetch(url, {
        method: entry.method,
        headers,
        body: sent.body === undefined ? undefined : JSON.stringify(sent.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      contentType = response.headers.get('content-type') ?? '';
      challenge = response.headers.get('www-authenticate');
      answered = response.headers;
      text = await response.text();
    } catch (error) {
      result.problems.push(`the request failed: ${error instanceof Error ? error.message : String(error)}`);
      return { result, body: null, ok: false };
    }
    result.status = status;
    const parsed = parsePhpJson(text);
    const body = parsed.ok && isRecord(parsed.value) ? parsed.value : null;
    if (sent.refused) this.judgeRefusal(result, sent.refused, { status, body, text, challenge });
    else result.problems.push(...checkAnswer(entry, { status, contentType, text }).problems);
    result.result = result.problems.length === 0 ? 'PASS' : 'FAIL';
    return { result, body, ok: result.result === 'PASS', headers: answered };
  }

  private judgeRefusal(
    result: EntryResult,
    expected: NonNullable<Sent['refused']>,
    { status, body, text, challenge }: { status: number; body: Body | null; text: string; challenge: string | null },
  ): void {
    if (status !== expected.status) {
      result.problems.push(`HTTP ${status}, expected ${expected.status}${body?.message ? ` (desk said ${show(body.message, 80)})` : ''}`);
      return;
    }
    if (!body) {
      result.problems.push(`the body is not a JSON object: ${show(text.trim(), 100)}`);
      return;
    }
    if (!saysFailure(body.success)) result.problems.push(`success: is ${show(body.success)}, expected false`);
    const { message } = expected;
    if (typeof body.message !== 'string' || !body.message.trim())
      result.problems.push(`message: is ${show(body.message)}, expected a reason`);
    else if (typeof message === 'string' && body.message !== message)
      result.problems.push(`message: is ${show(body.message, 80)}, expected ${show(message, 80)}`);
    else if (message instanceof RegExp && !message.test(body.message))
      result.problems.push(`message: is ${show(body.message, 80)}, expected the form ${String(message)}`);
    if (status === 401 && challenge)
      result.problems.push(`a WWW-Authenticate header (${show(challenge)}) makes browsers ask for a password themselves`);
    if (status === 409) result.problems.push(...schemaProblems(deskLeadWire, body.lead).map((problem) => `lead.${problem}`));
  }

  /** Adds a problem to a recorded result, failing it. */
  fail(reply: Reply, problem: string): void {
    reply.result.problems.push(problem);
    reply.result.result = 'FAIL';
    reply.ok = false;
  }

  skip(id: DeskEndpointId, reason: string, variant?: string): void {
    this.results.push(skippedResult(deskCalls[id], reason, variant));
  }
}

interface Who {
  user: string;
  admin: boolean;
  /** The English reply template as the desk has it now, which the save check saves again unchanged. */
  english: string;
}

async function reads(s: DeskSession, writes: boolean): Promise<Who | null> {
  for (const entry of Object.values(deskCalls)) {
    if ((entry.write && !writes) || entry.access === 'public') continue;
    const id = entry.id as DeskEndpointId;
    await s.call(id, {
      as: null,
      variant: 'without credentials',
      query: entry.requiredQuery.length ? { kind: 'inquiries', id: 1 } : undefined,
      body: entry.write ? {} : undefined,
      refused: { status: 401, message: DESK_WORDS.signIn },
    });
  }
  await s.call('listDeskLeads', {
    as: { user: s.staff.user, password: `${s.staff.password}-wrong` },
    variant: 'wrong password',
    refused: { status: 401, message: DESK_WORDS.signIn },
  });

  const list = await s.call('listDeskLeads');
  if (!list.ok || !list.body) {
    s.skip('getDeskLead', 'needs the lead list, which failed');
    await s.call('getDeskTemplates');
    return null;
  }
  const { today, me, staff, data } = list.body as { today: unknown; me: Body; staff: Body[]; data: Body[] };
  if (typeof today !== 'string' || !DAY.test(today)) s.fail(list, `today: is ${show(today)}, expected the business day as YYYY-MM-DD`);
  if (!sameUser(me.user, s.staff.user)) s.fail(list, `me.user: is ${show(me.user)}, expected the signed-in ${show(s.staff.user)}`);
  if (me.role !== 'admin' && me.role !== 'subadmin') s.fail(list, `me.role: is ${show(me.role)}, expected admin or subadmin`);
  const users = staff.map((member) => String(member.user));
  if (!users.some((user) => sameUser(user, s.staff.user))) s.fail(list, `staff: does not list the signed-in ${show(s.staff.user)}`);
  if (users.join('\n') !== [...users].sort().join('\n')) s.fail(list, `staff: not sorted by user (${show(users)})`);
  const keys = data.map((lead) => [String(lead.kind), Number(lead.id)] as const);
  const sorted = [...keys].sort(([a, x], [b, y]) => (a === b ? x - y : a < b ? -1 : 1));
  if (keys.join() !== sorted.join()) s.fail(list, 'data: not sorted by kind, then id');

  const [kind, id] = keys[0] ?? ['inquiries', 1];
  const one = await s.call('getDeskLead', { query: { kind, id } });
  if (one.ok) {
    const lead = leadOf(one.body);
    if (lead?.kind !== kind || lead.id !== id)
      s.fail(one, `lead: asked for ${kind} ${id}, the answer is ${show(lead && `${lead.kind} ${lead.id}`)}`);
    const times = ((one.body?.notes as Body[]) ?? []).map((note) => String(note.at));
    if (times.join() !== [...times].sort().join()) s.fail(one, 'notes: not oldest first');
  }
  await s.call('getDeskLead', { query: { kind: 'parts', id: 1 }, variant: 'unknown kind', refused: { status: 400 } });

  const templates = await s.call('getDeskTemplates');
  const texts = isRecord(templates.body?.data) ? templates.body.data : {};
  for (const lang of ['en', 'hi', 'gu'])
    if (templates.ok && !String(texts[lang] ?? '').trim())
      s.fail(templates, `data.${lang}: is empty, expected the saved template or the default`);
  return { user: String(me.user), admin: me.role === 'admin', english: templates.ok ? String(texts.en) : '' };
}

async function changes(s: DeskSession, who: Who, options: DeskVerifyOptions, lead: { kind: 'buyLeads'; id: number }): Promise<void> {
  const { subadmin } = options;
  const taken = await s.call('takeDeskLead', { body: lead });
  taken.result.notes.push(`left a desk entry for ${lead.kind} ${lead.id}: the desk has no call that removes one`);
  const mine = leadOf(taken.body);
  if (taken.ok && (!sameUser(mine?.owner, who.user) || noteOf(taken.body)?.type !== 'take' || !TIME.test(String(mine?.ownerAt))))
    s.fail(taken, `expected ${who.user} as owner since an ISO time, and a take line: got ${show(taken.body, 160)}`);
  const again = await s.call('takeDeskLead', { body: lead, variant: 'again, by its owner' });
  if (again.ok && (noteOf(again.body) !== null || leadOf(again.body)?.version !== mine?.version))
    s.fail(again, 'expected no change: note null and the same version');
  if (subadmin)
    await s.call('takeDeskLead', {
      body: lead,
      as: subadmin,
      variant: "someone else's lead",
      refused: { status: 409, message: `Already taken by ${who.user}.` },
    });

  const key = `verify-${lead.id}-${Date.now().toString(36)}`;
  // Kept as typed: markup, quotes and Indian scripts, never HTML-escaped.
  const text = `contract:verify <b>"note"</b> & ₹ नमस्ते ${key}`;
  const note = await s.call('addDeskNote', { body: { ...lead, type: 'note', text, key } });
  const kept = noteOf(note.body);
  if (note.ok && (kept?.text !== text || !sameUser(kept.by, who.user)))
    s.fail(note, `note: expected the text as sent, by ${who.user}; got ${show(kept, 160)}`);
  const resent = await s.call('addDeskNote', { body: { ...lead, type: 'note', text, key }, variant: 'the same key again' });
  if (resent.ok && noteOf(resent.body)?.id !== kept?.id)
    s.fail(resent, `note.id: is ${show(noteOf(resent.body)?.id)}, expected the kept ${show(kept?.id)}`);
  const history = await s.call('getDeskLead', { query: lead, variant: 'after the writes' });
  const copies = ((history.body?.notes as Body[]) ?? []).filter((line) => line.text === text).length;
  if (history.ok && copies !== 1) s.fail(resent, `the history holds the note ${copies} times, expected once`);
  await s.call('addDeskNote', {
    body: { ...lead, type: 'note', text: 'x'.repeat(2001), key: `${key}-long` },
    variant: 'over 2000 characters',
    refused: { status: 400 },
  });

  const version = leadOf(history.body)?.version ?? mine?.version ?? 0;
  const step = { ...lead, version, due: '2030-01-15', time: '10:30', what: 'contract:verify step', done: false };
  const set = await s.call('setDeskStep', { body: step });
  const after = leadOf(set.body);
  if (set.ok && (after?.version !== version + 1 || after.step?.due !== step.due || noteOf(set.body)?.type !== 'step'))
    s.fail(set, `expected version ${version + 1}, the step due ${step.due} and a step line; got ${show(set.body, 160)}`);
  await s.call('setDeskStep', {
    body: { ...step, what: 'on a stale copy' },
    variant: 'stale version',
    refused: { status: 409, message: /^Changed by .+ at .+\.$/ },
  });
  await s.call('setDeskStep', {
    body: { ...step, version: version + 1, due: '' },
    variant: 'no day',
    refused: { status: 400, message: DESK_WORDS.noDay },
  });
  const done = await s.call('setDeskStep', {
    body: { ...step, version: version + 1, due: '', what: '', done: true },
    variant: 'done, none next',
  });
  if (done.ok && (leadOf(done.body)?.step !== null || noteOf(done.body)?.type !== 'done'))
    s.fail(done, `expected no step and a done line; got ${show(done.body, 160)}`);

  const current = leadOf(done.body)?.version ?? version + 2;
  if (who.admin) {
    const assigned = await s.call('assignDeskLead', { body: { ...lead, owner: who.user, version: current } });
    if (assigned.ok && noteOf(assigned.body)?.type !== 'assign') s.fail(assigned, 'expected an assign line');
    await s.call('assignDeskLead', {
      body: { ...lead, owner: who.user, version: current },
      variant: 'stale version',
      refused: { status: 409, message: /^Changed by .+ at .+\.$/ },
    });
  } else
    await s.call('assignDeskLead', {
      body: { ...lead, owner: who.user, version: current },
      variant: 'by a subadmin',
      refused: { status: 403, message: DESK_WORDS.adminOnly },
    });
  if (subadmin)
    await s.call('assignDeskLead', {
      body: { ...lead, owner: subadmin.user, version: current + 1 },
      as: subadmin,
      variant: 'by a subadmin',
      refused: { status: 403, message: DESK_WORDS.adminOnly },
    });

  // The English template saved as it already is: the call checked, nothing changed.
  const template = { lang: 'en', text: who.english };
  const forbidden = { variant: 'by a subadmin', refused: { status: 403, message: DESK_WORDS.adminOnly } };
  if (!who.english.trim()) s.skip('saveDeskTemplates', 'needs the English template from getDeskTemplates');
  else if (who.admin) await s.call('saveDeskTemplates', { body: template });
  else await s.call('saveDeskTemplates', { body: template, ...forbidden });
  if (subadmin && who.english.trim()) await s.call('saveDeskTemplates', { body: template, as: subadmin, ...forbidden });
}

/** Verifies a lead desk and reports per call, in the contract's order. */
export async function verifyDesk(options: DeskVerifyOptions): Promise<VerifyReport> {
  const base = `${options.desk.replace(/\/+$/, '')}/`;
  if (!/^https?:\/\/[^/]/i.test(base)) throw new Error(`--desk must be an http(s) URL, got "${options.desk}"`);
  const writes = options.writes ?? false;
  const s = new DeskSession(base, options.staff, options.timeoutMs ?? 15000);
  const errors: string[] = [];
  try {
    const who = await reads(s, writes);
    // A lead id above any real one (ids up to 2^31 fit every database's integer), new on each run.
    const lead = { kind: 'buyLeads' as const, id: options.lead ?? 2_000_000_000 + (Date.now() % 100_000_000) };
    await watchChecks(s, writes, lead);
    if (writes && who) await changes(s, who, options, lead);
    else if (writes)
      for (const entry of Object.values(deskCalls))
        if (entry.write) s.skip(entry.id as DeskEndpointId, 'needs the lead list, which failed');
  } catch (error) {
    errors.push(`desk: ${error instanceof Error ? error.message : String(error)}`);
  }
  for (const entry of Object.values(deskCalls))
    if (!s.results.some((result) => result.entry === entry.id)) s.skip(entry.id as DeskEndpointId, 'changes data: runs with --writes');
  const order = Object.keys(deskCalls);
  const secrets = [options.staff.password, options.subadmin?.password ?? ''].filter(Boolean);
  const redact = (text: string) => secrets.reduce((out, secret) => out.split(secret).join('***'), text);
  const results = s.results
    .map((result, index) => ({ result, index }))
    .sort((a, b) => order.indexOf(a.result.entry) - order.indexOf(b.result.entry) || a.index - b.index)
    .map(({ result }) => ({ ...result, problems: result.problems.map(redact), notes: result.notes.map(redact) }));
  return reportOf({ base, writes, results }, [], errors.map(redact));
}
