/**
 * The lead desk's calls (php-contract/desk.ts): the site's own server keeps each lead's owner, next step
 * and notes, which the backend has no field for. Replies are read with the contract's shapes; a refused
 * change (409) is a DeskConflict carrying the lead as the desk now has it, so the screen can show both values.
 */
import {
  deskCalls,
  deskLeadWire,
  readValue,
  type DeskChange,
  type DeskHistory,
  type DeskKind,
  type DeskLanguage,
  type DeskLead,
  type DeskLeadsReply,
  type DeskTemplates,
} from '@contract';
import { ApiError, isApiError } from '../../lib/api-error';
import { callEndpoint, ensureSuccess, readWire } from '../http';
import type { CallTexts } from '../texts/call-texts';
import { deskTexts } from '../texts/desk-calls';

/** A lead as the desk names it: a basket request's lines are one lead, under the lowest id of its lines. */
export interface LeadRef {
  kind: DeskKind;
  id: number;
}

export const leadKey = ({ kind, id }: LeadRef) => `${kind}:${id}`;

/** The lead as an empty desk entry: no owner, no step, no note (what the desk answers for a lead it has not kept yet). */
export const blankDeskLead = ({ kind, id }: LeadRef): DeskLead => ({
  kind,
  id,
  owner: null,
  ownerAt: null,
  step: null,
  lastNote: null,
  version: 0,
  changedBy: null,
  changedAt: null,
});

/** A change the desk refused because the lead changed since it was read (or was taken by someone else). */
export class DeskConflict extends ApiError {
  readonly lead: DeskLead;

  constructor(error: ApiError, lead: DeskLead) {
    super('http', error.message, { status: 409, serverMessage: error.serverMessage ?? null, body: error.body });
    this.name = 'DeskConflict';
    this.lead = lead;
  }
}

export const isDeskConflict = (error: unknown): error is DeskConflict => error instanceof DeskConflict;

const { listDeskLeads, getDeskLead, takeDeskLead, assignDeskLead, addDeskNote, setDeskStep, getDeskTemplates, saveDeskTemplates } =
  deskCalls;

async function read<T>(entry: (typeof deskCalls)[keyof typeof deskCalls], texts: CallTexts, request: Parameters<typeof callEndpoint>[2]) {
  const body = await callEndpoint(entry, texts, request);
  ensureSuccess(body, texts);
  return readWire(entry.response, body, texts) as T;
}

export const fetchDeskLeads = (signal?: AbortSignal) => read<DeskLeadsReply>(listDeskLeads, deskTexts.load, { signal });

export const fetchDeskLead = (lead: LeadRef, signal?: AbortSignal) =>
  read<DeskHistory>(getDeskLead, deskTexts.lead, { query: { kind: lead.kind, id: lead.id }, signal });

/** A write: its reply, or a DeskConflict for a 409 that carries the lead as it now is. */
async function change(entry: (typeof deskCalls)[keyof typeof deskCalls], body: object, texts: CallTexts): Promise<DeskChange> {
  try {
    return await read<DeskChange>(entry, texts, { body });
  } catch (error) {
    if (isApiError(error) && error.status === 409 && typeof error.body === 'object' && error.body !== null) {
      const lead = readValue(deskLeadWire, (error.body as { lead?: unknown }).lead);
      if (lead) throw new DeskConflict(error, lead.value);
    }
    throw error;
  }
}

export const takeLead = (lead: LeadRef) => change(takeDeskLead, lead, deskTexts.change);

export const assignLead = (lead: LeadRef & { owner: string; version: number }) => change(assignDeskLead, lead, deskTexts.change);

export interface NoteInput extends LeadRef {
  type: 'note' | 'call' | 'whatsapp';
  text: string;
  /** Made once per note (crypto.randomUUID): the desk keeps a note sent twice once. */
  key: string;
}

export const addNote = (note: NoteInput) => change(addDeskNote, note, deskTexts.note);

export interface StepInput extends LeadRef {
  version: number;
  /** 'YYYY-MM-DD', or '' with `done` to close the step and set none. */
  due: string;
  /** 'HH:MM' or ''. */
  time: string;
  what: string;
  done: boolean;
}

export const setStep = (step: StepInput) => change(setDeskStep, step, deskTexts.change);

export const fetchTemplates = async (signal?: AbortSignal): Promise<DeskTemplates> =>
  (await read<{ data: DeskTemplates }>(getDeskTemplates, deskTexts.templates, { signal })).data;

export async function saveTemplate(lang: DeskLanguage, text: string): Promise<void> {
  await read(saveDeskTemplates, deskTexts.saveTemplate, { body: { lang, text } });
}
