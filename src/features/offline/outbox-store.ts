import { OUTBOX_DB } from './outbox-kept';
/**
 * The outbox on the device: IndexedDB, which survives a closed tab and a restarted phone and, unlike
 * localStorage, is written in transactions, so two tabs cannot both take the same item to send.
 */
export type OutboxState = 'waiting' | 'sending' | 'sent' | 'refused';

export interface OutboxItem {
  id: string;
  /** The form's draft key (src/features/forms/form-page.tsx): which call sends it. */
  form: string;
  /** The form's values, to give the form back to fix after a refusal; dropped once sent. */
  values: Record<string, string | number> | null;
  /** What is sent; dropped once sent. */
  payload: unknown;
  /** A few words that name it in the list (the part asked about). */
  summary: string;
  state: OutboxState;
  createdAt: number;
  /** When it went out, or when a tab took it to send (a tab closed mid-send leaves it `sending`). */
  at: number;
  attempts: number;
  /** The refusal's text (spec §8). */
  error?: string;
  /**
   * Its last try got no reply in time while the browser was online: the server may have stored it.
   * Tried again only after UNCONFIRMED_PAUSE_MS (outbox.ts), so a slow link's late work lands first.
   */
  unconfirmed?: boolean;
  /** Once sent: the number the backend gave it (an enquiry's id), if any. */
  reply?: number | null;
}

const STORE = 'items';

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
    request.onblocked = () => reject(new Error('IndexedDB blocked'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Runs `work` in one transaction and resolves when it is committed. */
async function transaction<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore, done: (value: T) => void) => void): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    let result: T;
    tx.oncomplete = () => resolve(result);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    work(tx.objectStore(STORE), (value) => {
      result = value;
    });
  });
}

export const putItem = (item: OutboxItem) => transaction<void>('readwrite', (store) => void store.put(item));

export const deleteItem = (id: string) => transaction<void>('readwrite', (store) => void store.delete(id));

export const allItems = () =>
  transaction<OutboxItem[]>('readonly', (store, done) => {
    const request = store.getAll();
    request.onsuccess = () => done((request.result as OutboxItem[]).sort((a, b) => a.createdAt - b.createdAt));
  });

/**
 * Changes one item in a single transaction: `change` gets the stored item and returns its new
 * version, or null to leave it. Resolves with the new version (null if left or gone).
 */
export const updateItem = (id: string, change: (item: OutboxItem) => OutboxItem | null) =>
  transaction<OutboxItem | null>('readwrite', (store, done) => {
    done(null);
    const request = store.get(id);
    request.onsuccess = () => {
      const item = request.result as OutboxItem | undefined;
      const next = item ? change(item) : null;
      if (!next) return;
      store.put(next);
      done(next);
    };
  });
