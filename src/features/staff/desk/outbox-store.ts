/** Where the notes on their way to the desk wait (sessionStorage: this tab only; lead-desk-outbox.ts). */
export const OUTBOX_STORE = 'deskOutbox';

/** Whether this tab has notes waiting, read without loading the outbox's code. */
export function notesWaiting(): boolean {
  try {
    return Boolean(window.sessionStorage.getItem(OUTBOX_STORE));
  } catch {
    return false;
  }
}
