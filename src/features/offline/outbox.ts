/**
 * The outbox of the public forms (enquiry, buy lead): a form that could not be sent for want of a
 * connection is kept on the device and sent when the connection returns, by the page's own queue,
 * the one that works in every browser (iOS has no Background Sync, and a second queue would send
 * twice). It is sent while a page is open (the `online` event, and a retry with backoff) and on the
 * next visit to any page (src/app/start-offline.ts starts it after load). An item leaves the queue
 * only on the backend's success reply; a refusal gives the form back to be corrected.
 *
 * The backend has no idempotency key: a form is sent twice only when its reply was lost after the
 * server had stored it (the connection dropped mid-reply, or a tab closed while it was out): docs/offline.md.
 */
import { isLeadForm, sendLead } from '../../api/leads/send';
import { isApiError, errorMessage } from '../../lib/api-error';
import { announceKept } from './outbox-kept';
import { allItems, deleteItem, putItem, updateItem, type OutboxItem } from './outbox-store';

/**
 * First retry while the page is open, doubled after each failure up to the last: a minute, as a
 * browser may miss the `online` event or call a dead link online, and the form should still go out soon.
 */
export const RETRY_MS = { first: 5_000, max: 60_000 };
/**
 * A form whose try timed out while online waits this long before the next: the server may have stored
 * it and still be working on a congested link, and a second try of a stored form is a copy for staff.
 */
export const UNCONFIRMED_PAUSE_MS = 2 * 60_000;
/** A tab that took an item to send and went away (closed mid-send) leaves it `sending`: after this, another may take it. */
export const SENDING_STALE_MS = 60_000;
/** How long a sent item is listed. */
export const SENT_KEPT_MS = 7 * 24 * 3600_000;

/** Nothing came back: nothing says the server has the form. */
export const isUnsent = (error: unknown) => isApiError(error) && error.isConnectionFailure;
/** No reply in time with the browser online: the link is slow, not down, and the server may have the form. */
export const isUnconfirmed = (error: unknown) =>
  isApiError(error) && error.kind === 'timeout' && (typeof navigator === 'undefined' || navigator.onLine !== false);
/** Worth sending again later: no reply, or the server failing (5xx) rather than refusing (4xx). */
const isRetryable = (error: unknown) => isUnsent(error) || (isApiError(error) && error.kind === 'http' && (error.status ?? 0) >= 500);

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Calls `listener` whenever the outbox changes in this tab. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const outboxItems = allItems;

let failures = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | null = null;

function retryLater() {
  clearTimeout(timer);
  const delay = Math.min(RETRY_MS.first * 2 ** failures, RETRY_MS.max);
  failures += 1;
  timer = setTimeout(() => void sendWaiting(), delay * (0.8 + Math.random() * 0.4));
}

/** One more look at a set time, without counting it as a failure. */
function checkAt(delay: number) {
  clearTimeout(timer);
  timer = setTimeout(() => void sendWaiting(), delay);
}

/** When a waiting item may go out again: at once, or after its pause when its last try went unconfirmed. */
const dueAt = (item: OutboxItem) => (item.unconfirmed ? item.at + UNCONFIRMED_PAUSE_MS : 0);

const takeable = (item: OutboxItem, now: number) =>
  (item.state === 'waiting' && dueAt(item) <= now) || (item.state === 'sending' && now - item.at > SENDING_STALE_MS);

async function sendOne(item: OutboxItem): Promise<'sent' | 'refused' | 'later' | 'unconfirmed' | 'skipped'> {
  const taken = await updateItem(item.id, (stored) =>
    takeable(stored, Date.now()) ? { ...stored, state: 'sending', at: Date.now(), attempts: stored.attempts + 1 } : null,
  );
  if (!taken) return 'skipped';
  changed();
  const form = taken.form;
  let reply: unknown;
  try {
    if (!isLeadForm(form)) throw new Error(`No sender for ${form}`);
    // The payload is the one the form's own submit made (keepUnsent).
    reply = await sendLead(form, taken.payload as never);
  } catch (error) {
    if (isRetryable(error)) {
      const unconfirmed = isUnconfirmed(error);
      await updateItem(taken.id, (stored) => ({ ...stored, state: 'waiting', unconfirmed, at: Date.now() }));
      return unconfirmed ? 'unconfirmed' : 'later';
    }
    await updateItem(taken.id, (stored) => ({ ...stored, state: 'refused', error: errorMessage(error) }));
    return 'refused';
  }
  // Once sent, only what the list shows is kept: not the customer's details.
  await updateItem(taken.id, (stored) => ({
    ...stored,
    state: 'sent',
    at: Date.now(),
    values: null,
    payload: null,
    unconfirmed: false,
    reply: typeof reply === 'number' ? reply : null,
  }));
  return 'sent';
}

async function sendAll(): Promise<void> {
  clearTimeout(timer);
  let items: OutboxItem[];
  try {
    items = await allItems();
  } catch {
    // Storage busy or failing for a moment: the forms are still in it, so look again later.
    return retryLater();
  }
  const now = Date.now();
  for (const item of items) if (item.state === 'sent' && now - item.at > SENT_KEPT_MS) await deleteItem(item.id);
  // Taken by a tab that may have closed mid-send: looked at again once another tab may take it.
  // So is one whose last try went unconfirmed, once its pause is over.
  const nextLooks = items.flatMap((item) =>
    takeable(item, now) ? [] : item.state === 'sending' ? [item.at + SENDING_STALE_MS] : item.state === 'waiting' ? [dueAt(item)] : [],
  );
  if (nextLooks.length > 0) checkAt(Math.min(...nextLooks) - now + 1_000);
  const due = items.filter((item) => takeable(item, now));
  if (due.length === 0) return;
  // With no connection the `online` event says when to try; the later check covers a browser that
  // reports offline wrongly or misses the event, which would otherwise leave the form unsent.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return retryLater();
  for (const item of due) {
    const outcome = await sendOne(item).catch(() => 'later' as const);
    changed();
    if (outcome === 'later') return retryLater();
    if (outcome === 'unconfirmed') return checkAt(UNCONFIRMED_PAUSE_MS + 1_000);
    if (outcome === 'sent') failures = 0;
  }
}

/** Sends what is waiting, one at a time, oldest first; a call while it runs joins it. */
export function sendWaiting(): Promise<void> {
  running ??= sendAll().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Keeps a form that failed with no reply at all (`error`) in the outbox and starts sending it; after
 * a timeout while online, once its pause is over. Answers the item, or null when it is not kept
 * (another failure, or no IndexedDB): the form then shows the error as before.
 */
export async function keepUnsent(
  form: string,
  values: Record<string, string | number>,
  payload: unknown,
  error: unknown,
): Promise<OutboxItem | null> {
  if (!isLeadForm(form) || !isUnsent(error)) return null;
  const now = Date.now();
  const item: OutboxItem = {
    id: `${now.toString(36)}-${Math.random().toString(36).slice(2)}`,
    form,
    values,
    payload,
    summary: String(values.partName ?? '').trim(),
    state: 'waiting',
    createdAt: now,
    at: now,
    attempts: 1,
    unconfirmed: isUnconfirmed(error),
  };
  try {
    await putItem(item);
  } catch {
    return null;
  }
  changed();
  announceKept();
  // The events only: a form kept this moment waits for its retry, not a second try at once (the outbox's
  // code may load just now, with this form, so startOutbox's send of what an earlier visit left would be one).
  listen();
  failures = 0;
  if (item.unconfirmed) checkAt(UNCONFIRMED_PAUSE_MS + 1_000);
  else retryLater();
  return item;
}

/** Takes a refused item out of the outbox to give its values back to the form. */
export async function takeBack(item: OutboxItem): Promise<void> {
  await deleteItem(item.id);
  changed();
}

let started = false;

/** Sends whatever waits when the connection returns or the page is shown again; once per page (false after). */
function listen(): boolean {
  if (started || typeof indexedDB === 'undefined') return false;
  started = true;
  window.addEventListener('online', () => {
    failures = 0;
    void sendWaiting();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void sendWaiting();
  });
  return true;
}

/** Sends what an earlier visit left, and whatever waits when the connection returns. Once per page. */
export function startOutbox(): void {
  if (listen()) void sendWaiting();
}
