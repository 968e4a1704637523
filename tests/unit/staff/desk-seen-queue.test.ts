import { describe, expect, it } from 'vitest';
import { worthSending } from '../../../src/features/staff/desk/seen-queue';

const arrival = (kind: string, id: number, seq: number) => ({ kind, id, name: 'A', part: 'B', at: '2026-11-28T09:30:00Z', seq });
const unseen = (count: number, data: ReturnType<typeof arrival>[]) => ({
  success: true,
  count,
  unseen: { inquiries: 0, buyLeads: 0 },
  data,
});

describe('which looked-at leads go to the desk', () => {
  const leads = [
    { kind: 'inquiries', id: 1 },
    { kind: 'inquiries', id: 2 },
    { kind: 'buyLeads', id: 2 },
  ] as const;

  it('sends only the unseen ones, and those this tab heard of since, when the desk listed all the unseen', () => {
    const list = unseen(1, [arrival('buyLeads', 2, 7)]);
    expect(worthSending(leads, new Set(), list, new Map())).toEqual([{ kind: 'buyLeads', id: 2 }]);
    expect(worthSending(leads, new Set(), list, new Map([['inquiries:1', 9]]))).toEqual([
      { kind: 'inquiries', id: 1 },
      { kind: 'buyLeads', id: 2 },
    ]);
  });

  it('sends every one not sent yet when the list is cut short (more than it holds) or not read yet', () => {
    const cut = unseen(150, [arrival('buyLeads', 2, 7)]);
    expect(worthSending(leads, new Set(['inquiries:2']), cut, new Map())).toEqual([
      { kind: 'inquiries', id: 1 },
      { kind: 'buyLeads', id: 2 },
    ]);
    expect(worthSending(leads, new Set(), undefined, new Map())).toHaveLength(3);
  });

  it('sends nothing twice', () => {
    const sent = new Set(['inquiries:1', 'inquiries:2', 'buyLeads:2']);
    expect(worthSending(leads, sent, undefined, new Map())).toEqual([]);
  });
});
