/**
 * The notice that a form kept on the device went out, as any public page shows it: its number, gone by
 * itself, or sooner when dismissed. The outbox itself is replaced; its path through IndexedDB and a real
 * backend, and the notice after a reconnect, are the offline e2e's.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboxAnnouncer } from '../../../src/features/offline/outbox-announcer';
import type { OutboxItem } from '../../../src/features/offline/outbox-store';

const sentItem: OutboxItem = {
  id: 'kept-1',
  form: 'inquiry',
  values: null,
  payload: null,
  summary: 'Brake Drum',
  state: 'sent',
  createdAt: performance.timeOrigin,
  at: performance.timeOrigin + 1,
  attempts: 1,
  reply: 57,
};

vi.mock('../../../src/features/offline/outbox-kept', () => ({
  whenOutboxHoldsItems: (then: () => void) => {
    then();
    return () => undefined;
  },
}));
vi.mock('../../../src/features/offline/outbox', () => ({
  outboxItems: async () => [sentItem],
  onOutboxChange: () => () => undefined,
}));

const said = 'Your enquiry for Brake Drum was sent. Number 57.';

describe('the sent notice', () => {
  // The page's clock (performance) stays real: the notice says what went out since the page was opened.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('says which form went out, with its number, and goes by itself', async () => {
    render(<OutboxAnnouncer />);
    expect(await screen.findByText(said)).toBeVisible();
    // The notice's own timer starts in an effect after it is drawn.
    await act(async () => undefined);
    await act(async () => vi.advanceTimersByTime(11_000));
    expect(screen.getByText(said)).toBeVisible();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText(said)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('goes when dismissed', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<OutboxAnnouncer />);
    await screen.findByText(said);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(said)).toBeNull();
  });
});
