/**
 * Notes on their way to the desk. Every note (typed, or a Call or WhatsApp opened) is kept here, with the key
 * it was made with, until the desk has it: one the desk could not be asked about (offline, no answer, a 5xx)
 * waits and is sent again on `online`, every half minute and on the tab's next page load; the key lets the desk
 * keep a note sent twice once. Kept in sessionStorage (this tab, gone when it closes): staff data never goes to
 * localStorage, IndexedDB, Cache Storage or a URL. A tab with notes waiting asks before it closes.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { addNote, leadKey, type LeadRef, type NoteInput } from '../../../api/desk/desk';
import { keepChange } from '../../../api/desk/mutations';
import { isApiError } from '../../../lib/api-error';
import { OUTBOX_STORE as STORE } from './outbox-store';

const RETRY_MS = 30_000;

export interface WaitingNote extends NoteInput {
  /** When it was written (UTC ISO), shown until the desk's own time replaces it. */
  at: string;
  /** The desk's reason, when it refused the note on a later try: kept for staff to read, never sent again. */
  refused?: string;
}

/** How a send ended: the desk has it, it waits to be sent again, or the desk refused it (with its reason). */
export type SendResult = { sent: true } | { waiting: true } | { refused: string };

/** A key made once per note, as the desk asks (64 characters at most). */
export function newNoteKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the desk might take the note later: it was not reached, or failed on its side (5xx), or did not know the
 * staff member (401: kept until they sign in again); any other 4xx, or a refusal, is its answer about the note.
 */
export const worthRetrying = (error: unknown) =>
  !isApiError(error) || error.isConnectionFailure || error.status === 401 || (error.status !== undefined && error.status >= 500);

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isWaitingNote = (value: unknown): value is WaitingNote =>
  typeof value === 'object' &&
  value !== null &&
  ['kind', 'type', 'text', 'key', 'at'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string') &&
  ['undefined', 'string'].includes(typeof (value as Record<string, unknown>).refused) &&
  typeof (value as Record<string, unknown>).id === 'number';

let snapshot: { raw: string | null; notes: readonly WaitingNote[] } = { raw: null, notes: [] };

/** The notes waiting, the same array until the store changes (useSyncExternalStore compares snapshots). */
function waiting(): readonly WaitingNote[] {
  const raw = storage()?.getItem(STORE) ?? null;
  if (raw === snapshot.raw) return snapshot.notes;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '[]');
  } catch {
    parsed = [];
  }
  snapshot = { raw, notes: Array.isArray(parsed) ? parsed.filter(isWaitingNote) : [] };
  return snapshot.notes;
}

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function store(notes: readonly WaitingNote[]) {
  try {
    if (notes.length) storage()?.setItem(STORE, JSON.stringify(notes));
    else storage()?.removeItem(STORE);
  } catch {
    // A full or blocked storage: the note is still sent now, only not kept for later.
  }
  const toSend = notes.some((note) => note.refused === undefined);
  if (toSend && !timer) timer = setInterval(() => void sendWaiting(), RETRY_MS);
  if (!toSend && timer) {
    clearInterval(timer);
    timer = undefined;
  }
  listeners.forEach((listener) => listener());
}

const without = (key: string) => waiting().filter((note) => note.key !== key);

/** The query client whose caches a sent note joins (the app has one); set by the panel that shows the notes. */
let client: QueryClient | null = null;
/** Keys being sent now: a note goes once at a time, whichever of the timer, `online` or a click asked. */
const sending = new Map<string, Promise<SendResult>>();

function send(note: WaitingNote): Promise<SendResult> {
  const running = sending.get(note.key);
  if (running) return running;
  const attempt = addNote({ kind: note.kind, id: note.id, type: note.type, text: note.text, key: note.key }).then(
    (reply): SendResult => {
      store(without(note.key));
      if (client) keepChange(client, note, reply);
      return { sent: true };
    },
    (error: unknown): SendResult => {
      if (worthRetrying(error)) return { waiting: true };
      const reason = isApiError(error) ? error.message : String(error);
      store(waiting().map((kept) => (kept.key === note.key ? { ...kept, refused: reason } : kept)));
      return { refused: reason };
    },
  );
  sending.set(note.key, attempt);
  return attempt.finally(() => sending.delete(note.key));
}

/**
 * Keeps a note and sends it: resolves with how the first try went. A note refused on its first try is the
 * caller's to show (the form keeps its text), and leaves the outbox; one refused later stays, with the reason.
 */
export async function queueNote(queryClient: QueryClient, note: Omit<WaitingNote, 'at' | 'key'>): Promise<SendResult> {
  client = queryClient;
  const kept: WaitingNote = { ...note, key: newNoteKey(), at: new Date().toISOString() };
  store([...waiting(), kept]);
  const result = await send(kept);
  if ('refused' in result) forgetNote(kept.key);
  return result;
}

/** Takes a refused note out of the outbox once staff have read it. */
export const forgetNote = (key: string) => store(without(key));

const unsent = () => waiting().filter((note) => note.refused === undefined);

/** Sends every note waiting, one after another (the desk keeps their order). */
export async function sendWaiting(): Promise<void> {
  for (const note of unsent()) {
    const result = await send(note);
    if ('waiting' in result) return;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: readonly WaitingNote[] = [];

/** A lead's notes waiting to be sent, for its timeline; sets the client that sent notes join. */
export function useWaitingNotes(queryClient: QueryClient, lead: LeadRef): readonly WaitingNote[] {
  useEffect(() => {
    client = queryClient;
  }, [queryClient]);
  const all = useSyncExternalStore(subscribe, waiting, () => NONE);
  return all.filter((note) => leadKey(note) === leadKey(lead));
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void sendWaiting());
  window.addEventListener('beforeunload', (event) => {
    // The browser asks the staff member whether to leave; its own words, as it shows no page text.
    if (unsent().length) event.preventDefault();
  });
  // A page load of this tab (this module is loaded by a lead's page): what an earlier page left is sent.
  if (unsent().length) {
    store(waiting());
    void sendWaiting();
  }
}
