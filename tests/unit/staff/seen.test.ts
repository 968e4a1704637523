import { beforeEach, describe, expect, it } from 'vitest';
import {
  FORGET_AFTER_MINUTES,
  isNewRow,
  readMarks,
  seenAfterCheck,
  seenAfterLooking,
  unseenIds,
  updateMarks,
} from '../../../src/features/staff/alerts/seen';

const MINUTE = 60_000;
const now = 29_000_000 * MINUTE;

describe("'since last looked'", () => {
  it('counts nothing before the first check has set the marks', () => {
    expect(unseenIds([5, 9, 12], undefined)).toEqual([]);
    expect(seenAfterLooking(undefined, [5, 9], now)).toBeUndefined();
  });

  it('takes what is open at the first check as seen, and keeps the marks through later checks', () => {
    const first = seenAfterCheck(undefined, [3, 12, 7], now);
    expect(
      Object.keys(first)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([3, 7, 12]);
    expect(unseenIds([3, 12, 7, 15], first)).toEqual([15]);
    expect(seenAfterCheck(first, [3, 12, 7, 15], now + MINUTE)).toBe(first);
  });

  it('counts an open lead below the ones looked at: ids can become visible out of order', () => {
    let seen = seenAfterCheck(undefined, [10], now);
    seen = seenAfterLooking(seen, [10, 12], now)!;
    expect(unseenIds([10, 12, 11], seen)).toEqual([11]);
    seen = seenAfterLooking(seen, [11], now + MINUTE)!;
    expect(unseenIds([10, 12, 11], seen)).toEqual([]);
  });

  it('forgets a lead no longer open only once it was looked at long enough before (another tab may not have read it yet)', () => {
    const seen = seenAfterCheck(undefined, [1, 2], now);
    expect(seenAfterCheck(seen, [2], now + (FORGET_AFTER_MINUTES - 1) * MINUTE)).toBe(seen);
    expect(Object.keys(seenAfterCheck(seen, [2], now + FORGET_AFTER_MINUTES * MINUTE))).toEqual(['2']);
  });

  it('marks the rows not looked at when the list opened, including those arriving while it is open', () => {
    const atOpen = seenAfterCheck(undefined, [10, 12], now);
    expect([10, 12, 11, 30].map((id) => isNewRow(id, atOpen))).toEqual([false, false, true, true]);
    expect(isNewRow(13, undefined)).toBe(false);
  });
});

describe('the marks are kept per role and kind', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores each role’s marks apart and reads anything else as no mark (an older build’s number among them)', () => {
    updateMarks('admin', 'inquiries', () => ({ 12: 1 }));
    updateMarks('admin', 'buyLeads', () => ({ 40: 2 }));
    updateMarks('subadmin', 'inquiries', () => ({ 3: 3 }));
    expect(readMarks('admin')).toEqual({ inquiries: { 12: 1 }, buyLeads: { 40: 2 } });
    expect(readMarks('subadmin')).toEqual({ inquiries: { 3: 3 } });
    window.localStorage.setItem('staffLeadsSeen:subadmin', '{"inquiries":7,"buyLeads":{"x":1}}');
    expect(readMarks('subadmin')).toEqual({});
    window.localStorage.setItem('staffLeadsSeen:subadmin', 'not json');
    expect(readMarks('subadmin')).toEqual({});
  });
});
