/**
 * The lead desk's calls: the site's own server (server/desk.php, on the site's origin at /desk/…), not
 * the PHP backend's. It keeps what the backend has no field for: a lead's owner, its next step and its
 * history of notes, and the WhatsApp reply templates per language. Every call is behind the staff lock,
 * checked by the desk itself against the lock's password files (STAFF_GATE_DIR); without a lock the desk
 * answers no call (503). Declared here as data, like the backend's entries, so that the client, the fake
 * backend (mocks/handlers/desk-routes.ts), `contract:verify` and openapi.json read the same table.
 *
 * A lead is named by its kind and backend id. A basket request's lines share one desk entry, under the
 * lowest id of the request's lines (the client picks it: src/api/desk), so they move together.
 *
 * Replies are `{success: true, …}`; a refusal is `{success: false, message, …}` with its status:
 * 400 a body the desk cannot use, 401 no or wrong credentials, 403 an admin-only call by a subadmin,
 * 409 a conflict (the lead as it now is, in `lead`), 503 no staff lock.
 */
import { entry, type Endpoint } from './endpoint.ts';
import { flag, id, intOr, listOf, optionalText, orNull, record, requiredText, text, type WireValue } from './schemas.ts';

/** The kinds of lead the desk keeps, by their resource's name. */
export const DESK_KINDS = ['inquiries', 'buyLeads'] as const;
export type DeskKind = (typeof DESK_KINDS)[number];
/** The languages a reply template is kept in (src/i18n/languages.ts's codes). */
export const DESK_LANGUAGES = ['en', 'hi', 'gu'] as const;
export type DeskLanguage = (typeof DESK_LANGUAGES)[number];
/**
 * What a line of a lead's history records: a note typed by staff, a call or a WhatsApp chat opened from
 * the desk, and the desk's own lines for a take, an assignment, a next step set and a step done.
 */
export const DESK_NOTE_TYPES = ['note', 'call', 'whatsapp', 'take', 'assign', 'step', 'done'] as const;
export type DeskNoteType = (typeof DESK_NOTE_TYPES)[number];
/** What staff may write in one call (the desk refuses more with 400). */
export const DESK_LIMITS = { note: 2000, what: 200, template: 1000 } as const;

/** Times are UTC, ISO 8601 ('2026-11-28T09:30:00Z'); a step's day is the business's ('2026-11-28', Asia/Kolkata). */
const deskNote = record({
  id: id(),
  type: requiredText(),
  text: text(),
  /** The signed-in staff member who wrote it (their lock user name, an e-mail). */
  by: requiredText(),
  at: requiredText(),
});
const deskStep = record({ due: requiredText(), time: optionalText(), what: text(), by: requiredText(), at: requiredText() });
export const deskLeadWire = record({
  kind: requiredText(),
  id: id(),
  owner: optionalText(),
  ownerAt: optionalText(),
  step: orNull(deskStep),
  lastNote: orNull(deskNote),
  /** Raised by every change of owner or step; a change sent with an older one is refused (409). 0: the desk has no entry yet. */
  version: intOr(0),
  changedBy: optionalText(),
  changedAt: optionalText(),
});
const staffMember = record({ user: requiredText(), role: requiredText() });

export type DeskNote = WireValue<typeof deskNote>;
export type DeskStep = WireValue<typeof deskStep>;
export type DeskLead = WireValue<typeof deskLeadWire>;
export type StaffMember = WireValue<typeof staffMember>;

const deskLeadsWire = record({
  success: flag(),
  /** The business's day, as the desk's clock reads it: what Today and Overdue are counted from. */
  today: requiredText(),
  me: staffMember,
  /** Everyone the lock lets in: whom an admin may assign a lead to. */
  staff: listOf(staffMember),
  /** Every lead the desk has an entry for (an owner, a step or a note). */
  data: listOf(deskLeadWire),
});
const deskHistoryWire = record({ success: flag(), lead: deskLeadWire, notes: listOf(deskNote) });
/** A change's reply, and a refused change's (409): the lead as it now is, and the history line it added. */
const deskChangeWire = record({ success: flag(), message: optionalText(), lead: deskLeadWire, note: orNull(deskNote) });
const templates = record({ en: text(), hi: text(), gu: text() });
const deskTemplatesWire = record({ success: flag(), data: templates });
const deskSavedWire = record({ success: flag(), message: optionalText() });

/**
 * The watch (issue #66): the desk reads the backend's open leads itself, at most once per interval for all
 * staff, and keeps each lead it has found as an arrival with a sequence number. A tab asks only for what
 * came after the number it last had, so a check costs the new leads, not the backlog.
 */
const deskArrival = record({
  kind: requiredText(),
  id: id(),
  name: text(),
  part: text(),
  /** When the watch first found it open (UTC ISO). */
  at: requiredText(),
  /** The desk's order of arrival: every arrival gets the next number, whatever its backend id. */
  seq: id(),
});
/** Per kind, the open leads that arrived since this staff member last looked (on any device). */
const unseenCounts = record({ inquiries: intOr(0), buyLeads: intOr(0) });
const deskNewsWire = record({
  success: flag(),
  /** The highest sequence number the desk has given: the tab's next `since`. */
  seq: intOr(0),
  /** False when the desk has no watcher's login (server/desk-cli.php setup): the tab then checks the backend itself. */
  watching: flag(),
  /** When the backend's open leads were last read (UTC ISO), null before the first read. */
  readAt: optionalText(),
  unseen: unseenCounts,
  /** The arrivals after `since`, still open, oldest first, at most 100 (none when `since` is not sent). */
  data: listOf(deskArrival),
});
const deskUnseenWire = record({
  success: flag(),
  /** How many there are in all; `data` holds the newest 100. */
  count: intOr(0),
  unseen: unseenCounts,
  data: listOf(deskArrival),
});
const deskSeenWire = record({ success: flag(), unseen: unseenCounts });
const quietHours = record({ from: requiredText(), to: requiredText() });
const deskPushWire = record({
  success: flag(),
  /** The VAPID public key (base64url), or null when the server has no keys (server/desk-cli.php setup). */
  key: optionalText(),
  /** This staff member's quiet hours ('HH:MM', the business's clock), or null: pushes at any hour. */
  quiet: orNull(quietHours),
  /** How many devices of this staff member are subscribed. */
  devices: intOr(0),
});

export type DeskArrival = WireValue<typeof deskArrival>;
export type DeskUnseenCounts = WireValue<typeof unseenCounts>;
export type DeskNews = WireValue<typeof deskNewsWire>;
export type DeskUnseen = WireValue<typeof deskUnseenWire>;
export type DeskPush = WireValue<typeof deskPushWire>;
export type DeskQuietHours = WireValue<typeof quietHours>;
export type DeskLeadsReply = WireValue<typeof deskLeadsWire>;
export type DeskHistory = WireValue<typeof deskHistoryWire>;
export type DeskChange = WireValue<typeof deskChangeWire>;
export type DeskTemplates = WireValue<typeof templates>;

const deskEntry = (e: Omit<Endpoint, 'query' | 'requiredQuery' | 'body' | 'write' | 'base' | 'resource'> & Partial<Endpoint>) =>
  entry({ resource: 'desk', base: 'desk', ...e });
const byLead = { query: ['kind', 'id'], requiredQuery: ['kind', 'id'] };

export const deskCalls = {
  listDeskLeads: deskEntry({ id: 'listDeskLeads', access: 'staff', method: 'GET', script: 'desk/leads', response: deskLeadsWire }),
  getDeskLead: deskEntry({ id: 'getDeskLead', access: 'staff', method: 'GET', script: 'desk/lead', ...byLead, response: deskHistoryWire }),
  takeDeskLead: deskEntry({
    id: 'takeDeskLead',
    access: 'staff',
    method: 'POST',
    script: 'desk/take',
    body: 'json',
    response: deskChangeWire,
  }),
  assignDeskLead: deskEntry({
    id: 'assignDeskLead',
    access: 'admin',
    method: 'POST',
    script: 'desk/assign',
    body: 'json',
    response: deskChangeWire,
  }),
  addDeskNote: deskEntry({
    id: 'addDeskNote',
    access: 'staff',
    method: 'POST',
    script: 'desk/note',
    body: 'json',
    response: deskChangeWire,
  }),
  setDeskStep: deskEntry({
    id: 'setDeskStep',
    access: 'staff',
    method: 'POST',
    script: 'desk/step',
    body: 'json',
    response: deskChangeWire,
  }),
  getDeskTemplates: deskEntry({
    id: 'getDeskTemplates',
    access: 'staff',
    method: 'GET',
    script: 'desk/templates',
    response: deskTemplatesWire,
  }),
  saveDeskTemplates: deskEntry({
    id: 'saveDeskTemplates',
    access: 'admin',
    method: 'PUT',
    script: 'desk/templates',
    body: 'json',
    response: deskSavedWire,
  }),
  getDeskNews: deskEntry({
    id: 'getDeskNews',
    access: 'staff',
    method: 'GET',
    script: 'desk/news',
    query: ['since'],
    response: deskNewsWire,
  }),
  listDeskUnseen: deskEntry({ id: 'listDeskUnseen', access: 'staff', method: 'GET', script: 'desk/unseen', response: deskUnseenWire }),
  markDeskSeen: deskEntry({
    id: 'markDeskSeen',
    access: 'staff',
    method: 'POST',
    script: 'desk/seen',
    body: 'json',
    response: deskSeenWire,
  }),
  /**
   * The public site's word that the backend accepted a lead: no credentials, no body, rate-limited per
   * address (429). The desk then reads the backend's open leads (no sooner than the interval allows) and
   * answers nothing of them: 202 `{success: true, message: null}`. Not a write: it sends nothing and changes
   * nothing the caller names, so verify runs it without --writes.
   */
  nudgeDesk: deskEntry({
    id: 'nudgeDesk',
    access: 'public',
    method: 'POST',
    script: 'desk/nudge',
    write: false,
    response: deskSavedWire,
  }),
  getDeskPush: deskEntry({ id: 'getDeskPush', access: 'staff', method: 'GET', script: 'desk/push', response: deskPushWire }),
  /** Subscribes this device (a PushSubscription's JSON: `endpoint`, `keys.p256dh`, `keys.auth`). */
  saveDeskPush: deskEntry({
    id: 'saveDeskPush',
    access: 'staff',
    method: 'POST',
    script: 'desk/push',
    body: 'json',
    response: deskSavedWire,
  }),
  deleteDeskPush: deskEntry({
    id: 'deleteDeskPush',
    access: 'staff',
    method: 'DELETE',
    script: 'desk/push',
    body: 'json',
    response: deskSavedWire,
  }),
  saveDeskQuiet: deskEntry({
    id: 'saveDeskQuiet',
    access: 'staff',
    method: 'PUT',
    script: 'desk/quiet',
    body: 'json',
    response: deskSavedWire,
  }),
} satisfies Record<string, Endpoint>;

export type DeskEndpointId = keyof typeof deskCalls;
export const deskEndpointList: Endpoint[] = Object.values(deskCalls);
