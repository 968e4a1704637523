/**
 * What each of the lead desk's writes sends (php-contract/desk.ts), read strictly by the fake desk, verify and
 * openapi.json. A tools' module, as requests.ts is for the backend's: the browser sends these bodies and never
 * reads them, and the request shapes' JSON Schemas would otherwise ride in the chunk every page loads.
 */
import { DESK_KINDS, DESK_LANGUAGES } from './desk.ts';
import { listOf } from './schemas.ts';
import { sent } from './sent.ts';

const kind = () => sent.oneOf(DESK_KINDS);
const lead = { kind: kind(), id: sent.integer() };
/** What each write sends: read strictly by the desk, the fake backend and verify. */
export const deskRequests = {
  takeDeskLead: sent.object(lead),
  /** `owner`: a user of the lock; `version`: the one the admin saw. */
  assignDeskLead: sent.object({ ...lead, owner: sent.filled(), version: sent.integer() }),
  /** `key`: made by the client once per note, so a note sent again (the outbox, a lost reply) is kept once. */
  addDeskNote: sent.object({ ...lead, type: sent.oneOf(['note', 'call', 'whatsapp'] as const), text: sent.filled(), key: sent.filled() }),
  /**
   * Sets the next step (`due` 'YYYY-MM-DD', `time` 'HH:MM' or '', `what`), or with `done` closes the one
   * there and sets this one; `due` '' with `done` closes it and sets none. `version`: the one staff saw.
   */
  setDeskStep: sent.object({
    ...lead,
    version: sent.integer(),
    due: sent.optional(),
    time: sent.optional(),
    what: sent.optional(),
    done: sent.any(),
  }),
  saveDeskTemplates: sent.object({ lang: sent.oneOf(DESK_LANGUAGES), text: sent.filled() }),
  /** The open leads staff looked at (a list on screen, a lead's page): at most 500 a call. */
  markDeskSeen: sent.object({ leads: listOf(sent.object(lead)) }),
  /** A PushSubscription as its toJSON() gives it (expirationTime, if sent, is ignored). */
  saveDeskPush: sent.object({ endpoint: sent.filled(), keys: sent.object({ p256dh: sent.filled(), auth: sent.filled() }) }),
  deleteDeskPush: sent.object({ endpoint: sent.filled() }),
  /** 'HH:MM' both, or '' both for none; from after to spans midnight (22:00 to 07:00). */
  saveDeskQuiet: sent.object({ from: sent.optional(), to: sent.optional() }),
};
