import { afterAll, describe, expect, it } from 'vitest';
import { parseBackendDate } from '../../../php-contract/php-reply';
import { topParts, weeklyCounts } from '../../../src/features/staff/dashboard/trend';
import { waitingCounts } from '../../../src/features/staff/shared/waiting';

// Node reads process.env.TZ afresh on each change, so one file can bucket the same records in several zones.
const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});
const ZONES = ['Asia/Kolkata', 'UTC', 'America/New_York', 'Pacific/Auckland', 'Pacific/Honolulu'];

const starts = (weeks: { start: Date }[]) =>
  weeks.map((week) => `${week.start.getFullYear()}-${week.start.getMonth() + 1}-${week.start.getDate()} ${week.start.getHours()}:00`);

describe.each(ZONES)('weekly counts in %s', (zone) => {
  it('runs twelve Monday-to-Sunday weeks up to this one across the year end', () => {
    process.env.TZ = zone;
    const now = new Date(2026, 0, 7, 10); // Wednesday 7 January 2026, local
    const weeks = weeklyCounts([[]], now);
    expect(weeks).toHaveLength(12);
    expect(starts(weeks).at(-1)).toBe('2026-1-5 0:00');
    expect(starts(weeks).at(-2)).toBe('2025-12-29 0:00');
    expect(starts(weeks)[0]).toBe('2025-10-20 0:00');
  });

  it('puts the year-end week’s days, 29 December to 4 January, in one week, and the backend’s DATETIMEs by their local day', () => {
    process.env.TZ = zone;
    const now = new Date(2026, 0, 7, 10);
    const dates = [
      '2025-12-29 00:00:00',
      '2025-12-31 23:59:59',
      '2026-01-01 00:00:00',
      '2026-01-04 23:59:59',
      '2026-01-05 00:00:00',
      '2025-12-28 23:59:59',
    ].map(parseBackendDate);
    const counts = weeklyCounts([dates], now).map((week) => week.counts[0]);
    expect(counts.slice(-3)).toEqual([1, 4, 1]);
    expect(counts.reduce((sum, count) => sum! + count!, 0)).toBe(6);
  });

  it('counts each series on its own and leaves out undated records, future weeks and weeks before the twelve', () => {
    process.env.TZ = zone;
    const now = new Date(2026, 0, 7, 10);
    const weeks = weeklyCounts(
      [
        [new Date(2026, 0, 6), null, new Date(2025, 9, 20, 0, 30), new Date(2025, 9, 19, 23, 0)],
        [new Date(2026, 0, 12), new Date(2026, 0, 5, 8)],
      ],
      now,
    );
    expect(weeks.at(-1)!.counts).toEqual([1, 1]);
    expect(weeks[0]!.counts).toEqual([1, 0]);
    expect(weeks.reduce((sum, week) => sum + week.counts[0]! + week.counts[1]!, 0)).toBe(3);
  });

  it('keeps a week whole across a daylight-saving change', () => {
    process.env.TZ = zone;
    // New York springs forward on 8 March 2026 and Auckland falls back on 5 April 2026.
    const now = new Date(2026, 3, 8, 12);
    const dates = [new Date(2026, 2, 8, 3, 30), new Date(2026, 2, 9, 0, 0), new Date(2026, 3, 5, 23, 30), new Date(2026, 3, 6, 0, 0)];
    const weeks = weeklyCounts([dates], now);
    const byStart = Object.fromEntries(weeks.map((week, index) => [starts(weeks)[index], week.counts[0]]));
    expect(byStart).toMatchObject({ '2026-3-2 0:00': 1, '2026-3-9 0:00': 1, '2026-3-30 0:00': 1, '2026-4-6 0:00': 1 });
  });
});

it('puts one instant in the week of the staff member’s own calendar day', () => {
  const instant = new Date('2026-01-04T20:00:00Z'); // Sunday afternoon in New York, Monday morning in Kolkata
  const now = new Date('2026-01-07T12:00:00Z');
  process.env.TZ = 'America/New_York';
  expect(
    weeklyCounts([[instant]], now)
      .map((week) => week.counts[0])
      .slice(-2),
  ).toEqual([1, 0]);
  process.env.TZ = 'Asia/Kolkata';
  expect(
    weeklyCounts([[instant]], now)
      .map((week) => week.counts[0])
      .slice(-2),
  ).toEqual([0, 1]);
});

describe('top parts', () => {
  it('counts names trimmed and case-blind, most first, ties by name, ten at most', () => {
    const names = [
      'Brake Drum',
      ' brake  drum ',
      'BRAKE DRUM',
      'Radiator Hose',
      'radiator hose',
      'Air Pipe',
      '',
      '  ',
      ...Array.from({ length: 12 }, (_, i) => `Part ${String(i).padStart(2, '0')}`),
    ];
    const top = topParts(names);
    expect(top.slice(0, 3)).toEqual([
      { name: 'Brake Drum', count: 3 },
      { name: 'Radiator Hose', count: 2 },
      { name: 'Air Pipe', count: 1 },
    ]);
    expect(top).toHaveLength(10);
    expect(top.at(-1)).toEqual({ name: 'Part 06', count: 1 });
  });
});

describe('waiting time', () => {
  it('splits open leads at 1, 3 and 7 days; undated ones are older', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    expect(
      waitingCounts(
        [hoursAgo(1), hoursAgo(23.9), hoursAgo(24), hoursAgo(71), hoursAgo(72), hoursAgo(167), hoursAgo(168), hoursAgo(5000), null],
        now,
      ),
    ).toEqual([2, 2, 2, 3]);
  });
});
