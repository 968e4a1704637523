// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DeskLead } from '../../../php-contract/desk';
import { daySplit, dueCount, stepState, stepWhen } from '../../../src/features/staff/desk/day-split';
import { DEFAULT_TEMPLATES, fillTemplate } from '../../../src/features/staff/desk/reply-template';

const lead = (id: number, owner: string | null, due?: string, time: string | null = null): DeskLead => ({
  kind: 'inquiries',
  id,
  owner,
  ownerAt: null,
  step: due ? { due, time, what: `step ${id}`, by: 'a@x', at: '2026-11-20T09:30:00Z' } : null,
  lastNote: null,
  version: 1,
  changedBy: null,
  changedAt: null,
});

describe('the day split', () => {
  const leads = [
    lead(1, 'a@x', '2026-11-28', '15:00'),
    lead(2, 'b@x', '2026-11-28', '09:30'),
    lead(3, null, '2026-11-28'),
    lead(4, 'a@x', '2026-11-27'),
    lead(5, 'b@x', '2026-10-01'),
    lead(6, 'a@x', '2026-11-29'),
    lead(7, 'a@x'),
  ];

  it("puts today's steps in Today by their time (none last), earlier days' in Overdue (the oldest first), and the owner's in Mine", () => {
    const { today, overdue, mine } = daySplit(leads, '2026-11-28', 'a@x');
    expect(today.map((entry) => entry.id)).toEqual([2, 1, 3]);
    expect(overdue.map((entry) => entry.id)).toEqual([5, 4]);
    expect(mine.map((entry) => entry.id)).toEqual([4, 1, 6, 7]);
  });

  it("counts today's and overdue steps for the sidebar, never a later one or a lead without a step", () => {
    expect(dueCount(leads, '2026-11-28')).toBe(5);
    expect(dueCount(leads, '2026-09-30')).toBe(0);
  });

  it("names a step's day against the desk's today, on the calendar, with its time on the 12-hour clock", () => {
    expect(stepWhen({ due: '2026-11-28', time: '09:05' }, '2026-11-28')).toBe('Today, 9:05 AM');
    expect(stepWhen({ due: '2026-11-27', time: null }, '2026-11-28')).toBe('Yesterday');
    expect(stepWhen({ due: '2026-12-01', time: '18:30' }, '2026-11-30')).toBe('Tomorrow, 6:30 PM');
    expect(stepWhen({ due: '2026-03-29', time: null }, '2026-03-31')).toBe('Mar 29, 2026');
    expect(stepState('2026-11-27', '2026-11-28')).toBe('overdue');
    expect(stepState('2026-11-28', '2026-11-28')).toBe('today');
    expect(stepState('2026-12-28', '2026-11-28')).toBe('later');
  });
});

describe('filling a reply template', () => {
  it('fills the name, the part and its quantity', () => {
    expect(fillTemplate(DEFAULT_TEMPLATES.en, 'Ravi', [{ partName: 'Silencer', quantity: 2 }])).toBe(
      'Hello Ravi, thank you for your enquiry about Silencer (2). We will send you the price and availability shortly.',
    );
  });

  it("names every part of a basket with its quantity, and the pieces together, in the customer's language", () => {
    const parts = [
      { partName: 'Silencer', quantity: 2 },
      { partName: 'Clutch plate', quantity: 1 },
    ];
    expect(fillTemplate(DEFAULT_TEMPLATES.hi, 'सुरेश', parts)).toBe(
      'नमस्ते सुरेश जी, Silencer × 2, Clutch plate × 1 (3 पीस) के लिए आपकी पूछताछ मिल गई है। रेट और स्टॉक अभी बताते हैं।',
    );
  });

  it('fills every place a placeholder is written, keeps other braces and a name with $ in it as typed', () => {
    expect(fillTemplate('{name}/{name} {price} {qty}', 'A $& B', [{ partName: 'X', quantity: 4 }])).toBe('A $& B/A $& B {price} 4');
  });
});
