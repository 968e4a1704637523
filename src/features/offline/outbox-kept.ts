/**
 * Whether the outbox (./outbox.ts) has anything to do on this page, told without loading it: its
 * database is there (an earlier visit kept a form, or this one did), or the browser cannot say.
 * Most visitors never kept a form, so their pages never fetch the outbox's code.
 */
export const OUTBOX_DB = 'truck-parts-outbox';
const KEPT_EVENT = 'truck-parts-outbox-kept';

export async function outboxMayHoldItems(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  // Firefox before 126 has no databases(): there the outbox is loaded, as before.
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === OUTBOX_DB);
  } catch {
    return true;
  }
}

/** Says that a form was kept on this page (outbox.ts), for what waits on the first one (outbox-announcer.tsx). */
export const announceKept = () => window.dispatchEvent(new Event(KEPT_EVENT));

/** Calls `then` once the outbox has something to do: at once if it may already, else when a form is kept. Returns the stop. */
export function whenOutboxHoldsItems(then: () => void): () => void {
  let live = true;
  const kept = () => {
    if (live) then();
    live = false;
  };
  window.addEventListener(KEPT_EVENT, kept, { once: true });
  void outboxMayHoldItems().then((may) => may && kept());
  return () => {
    live = false;
    window.removeEventListener(KEPT_EVENT, kept);
  };
}
