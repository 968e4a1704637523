import { describe, expect, it } from 'vitest';
import { formatLeadTime, formatLeadTimeLong } from '../../../src/features/staff/shared/lead-time';

// Dates as the contract reads the backend's DATETIME: local time (new Date(y, m, d, h, min)).
const stored = new Date(2026, 10, 20, 14, 3, 11);

describe('a lead’s time of day', () => {
  it('shows today’s lead as its time alone, an older one with its date', () => {
    expect(formatLeadTime(stored, new Date(2026, 10, 20, 18, 0))).toBe('2:03 PM');
    expect(formatLeadTime(stored, new Date(2026, 10, 21, 0, 5))).toBe('Nov 20, 2026, 2:03 PM');
    expect(formatLeadTime(new Date(2026, 10, 19, 0, 7), new Date(2026, 10, 21))).toBe('Nov 19, 2026, 12:07 AM');
    expect(formatLeadTime(null)).toBe('');
  });

  it('on the lead’s page: Today or the long date, at the time', () => {
    expect(formatLeadTimeLong(stored, new Date(2026, 10, 20, 23, 59))).toBe('Today at 2:03 PM');
    expect(formatLeadTimeLong(stored, new Date(2027, 10, 20, 14, 3))).toBe('November 20, 2026 at 2:03 PM');
  });
});
