import { beforeEach, describe, expect, it } from 'vitest';
import { isNewRow, markAfterCheck, markAfterLooking, readMarks, unseenIds, writeMark } from '../../../src/features/staff/alerts/seen';

describe("'since last looked'", () => {
  it('counts nothing before the first check has set the mark', () => {
    expect(unseenIds([5, 9, 12], undefined)).toEqual([]);
  });

  it('takes what is waiting at the first check as seen, and keeps an existing mark through later checks', () => {
    expect(markAfterCheck(undefined, [3, 12, 7])).toBe(12);
    expect(markAfterCheck(undefined, [])).toBe(0);
    expect(markAfterCheck(12, [3, 12, 7, 15])).toBe(12);
  });

  it('counts the open leads above the mark, wherever they sit in the reply', () => {
    expect(unseenIds([15, 3, 13, 12], 12)).toEqual([15, 13]);
    expect(unseenIds([3, 12], 12)).toEqual([]);
  });

  it('a lead answered before it was looked at is no longer counted (the check returns open leads only)', () => {
    const mark = markAfterCheck(undefined, [1, 2]);
    expect(unseenIds([1, 2, 3, 4], mark)).toEqual([3, 4]);
    expect(unseenIds([1, 2, 4], mark)).toEqual([4]);
  });

  it('looking moves the mark up to the newest lead on screen, never back', () => {
    expect(markAfterLooking(12, [3, 20, 15])).toBe(20);
    expect(markAfterLooking(20, [3, 15])).toBe(20);
    expect(markAfterLooking(undefined, [4, 2])).toBe(4);
  });

  it('marks the rows above the mark the list opened with, including those arriving while it is open', () => {
    expect([10, 12, 13, 30].map((id) => isNewRow(id, 12))).toEqual([false, false, true, true]);
    expect(isNewRow(13, undefined)).toBe(false);
  });
});

describe('the marks are kept per role and kind', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores each role’s marks apart and ignores what is not a number', () => {
    writeMark('admin', 'inquiries', 12);
    writeMark('admin', 'buyLeads', 40);
    writeMark('subadmin', 'inquiries', 3);
    expect(readMarks('admin')).toEqual({ inquiries: 12, buyLeads: 40 });
    expect(readMarks('subadmin')).toEqual({ inquiries: 3 });
    window.localStorage.setItem('staffLeadsSeen:subadmin', '{"inquiries":"7","buyLeads":null}');
    expect(readMarks('subadmin')).toEqual({});
    window.localStorage.setItem('staffLeadsSeen:subadmin', 'not json');
    expect(readMarks('subadmin')).toEqual({});
  });
});
