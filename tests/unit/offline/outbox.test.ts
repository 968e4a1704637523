/**
 * The outbox's timing, with the device's store and the sender replaced: when it looks again at a form
 * it could not send. The whole path through IndexedDB and a real backend is the offline e2e's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '../../../src/features/offline/outbox-store';

const store = new Map<string, OutboxItem>();
const sent: unknown[] = [];
/** Reads that fail before the store answers again (a storage error for a moment). */
let failingReads = 0;

vi.mock('../../../src/features/offline/outbox-store', () => ({
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
vi.mock('../../../src/api/leads/send', () => ({
  isLeadForm: (form: string) => form === 'inquiry' || form === 'buy-lead',
  sendLead: async (_form: string, payload: unknown) => void sent.push(payload),
}));

const { sendWaiting, SENDING_STALE_MS } = await import('../../../src/features/offline/outbox');

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
});
