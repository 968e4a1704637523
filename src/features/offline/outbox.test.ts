/**
 * The outbox's timing, with the device's store and the sender replaced: when it looks again at a form
 * it could not send. The whole path through IndexedDB and a real backend is the offline e2e's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import type { OutboxItem } from './outbox-store';

const store = new Map<string, OutboxItem>();
const sent: unknown[] = [];
/** What the backend answers each try, in turn (an error is thrown); nothing left means a plain success. */
const replies: unknown[] = [];
/** Reads that fail before the store answers again (a storage error for a moment). */
let failingReads = 0;

vi.mock('./outbox-store', () => ({
  allItems: async () => {
    if (failingReads > 0) {
      failingReads -= 1;
      throw new Error('IndexedDB blocked');
    }
    return [...store.values()].map((item) => ({ ...item }));
  },
  deleteItem: async (id: string) => void store.delete(id),
  putItem: async (item: OutboxItem) => void store.set(item.id, { ...item }),
  updateItem: async (id: string, change: (stored: OutboxItem) => OutboxItem | null) => {
    const stored = store.get(id);
    const next = stored ? change({ ...stored }) : null;
    if (next) store.set(id, next);
    return next;
  },
}));
vi.mock('../../api/leads/send', () => ({
  isLeadForm: (form: string) => form === 'inquiry' || form === 'buy-lead',
  sendLead: async (_form: string, payload: unknown) => {
    const reply = replies.shift();
    if (reply instanceof Error) throw reply;
    sent.push(payload);
    return reply;
  },
}));

const { keepUnsent, sendWaiting, SENDING_STALE_MS, UNCONFIRMED_PAUSE_MS } = await import('./outbox');
const timeout = () => new ApiError('timeout', 'Failed to submit inquiry. Please try again.');

const item = (state: OutboxItem['state'], at: number): OutboxItem => ({
  id: 'a',
  form: 'buy-lead',
  values: { partName: 'Leaf Spring' },
  payload: { partName: 'Leaf Spring' },
  summary: 'Leaf Spring',
  state,
  createdAt: at,
  at,
  attempts: 1,
});

const online = vi.spyOn(navigator, 'onLine', 'get');

beforeEach(() => {
  vi.useFakeTimers();
  store.clear();
  sent.length = 0;
  replies.length = 0;
  failingReads = 0;
  online.mockReturnValue(true);
});
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('the outbox', () => {
  it('sends a waiting form at once when online', async () => {
    store.set('a', item('waiting', Date.now()));
    await sendWaiting();
    expect(sent).toEqual([{ partName: 'Leaf Spring' }]);
    expect(store.get('a')).toMatchObject({ state: 'sent', payload: null, values: null });
  });

  it('takes a form left `sending` by a tab closed mid-send once another tab may, without waiting for another visit', async () => {
    store.set('a', item('sending', Date.now() - SENDING_STALE_MS + 5_000));
    await sendWaiting();
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(sent).toHaveLength(1);
    expect(store.get('a')?.state).toBe('sent');
  });

  it('looks again later when the browser said offline and no `online` event came', async () => {
    store.set('a', item('waiting', Date.now()));
    online.mockReturnValue(false);
    await sendWaiting();
    expect(sent).toEqual([]);
    online.mockReturnValue(true);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(sent).toHaveLength(1);
  });

  it("tries again later when the device's storage failed to read", async () => {
    store.set('a', item('waiting', Date.now()));
    failingReads = 1;
    await sendWaiting();
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(sent).toHaveLength(1);
  });

  it('waits out its pause before sending again a form whose reply did not come in time while online, then keeps its number', async () => {
    const kept = await keepUnsent('inquiry', { partName: 'Clutch Cable' }, { partName: 'Clutch Cable' }, timeout());
    expect(kept).toMatchObject({ state: 'waiting', unconfirmed: true });
    replies.push(14);
    // Not at once, nor on the usual backoff, nor when the page is looked at again within the pause.
    await vi.advanceTimersByTimeAsync(UNCONFIRMED_PAUSE_MS - 10_000);
    await sendWaiting();
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(sent).toEqual([{ partName: 'Clutch Cable' }]);
    expect(store.get(kept!.id)).toMatchObject({ state: 'sent', reply: 14, unconfirmed: false });
  });

  it('pauses again after a second unconfirmed try, and sends once in all', async () => {
    store.set('a', item('waiting', Date.now()));
    replies.push(timeout(), 7);
    await sendWaiting();
    expect(store.get('a')).toMatchObject({ state: 'waiting', unconfirmed: true });
    await vi.advanceTimersByTimeAsync(UNCONFIRMED_PAUSE_MS - 5_000);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(UNCONFIRMED_PAUSE_MS * 2);
    expect(sent).toHaveLength(1);
  });

  it('treats a timeout with the browser offline as no connection: no pause once it is back', async () => {
    online.mockReturnValue(false);
    const kept = await keepUnsent('buy-lead', { partName: 'Leaf Spring' }, { partName: 'Leaf Spring' }, timeout());
    expect(kept).toMatchObject({ unconfirmed: false });
    online.mockReturnValue(true);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(sent).toHaveLength(1);
  });
});
