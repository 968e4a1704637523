/**
 * The dashboard's figures, computed from the lists the back office already fetches. Weeks start on
 * Monday in the staff member's own time zone (the backend's DATETIMEs are read as local time); days
 * are counted on the calendar, so a daylight-saving change or a year end moves no record.
 */
import { DAY_MS } from '../../../lib/dates';

export const TREND_WEEKS = 12;

/** A calendar day as a whole number (days since 1 January 1970), from the date's local year, month and day. */
const dayNumber = (date: Date) => Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);
/** 1 January 1970 was a Thursday: Monday is 0. */
const mondayOf = (day: number) => day - ((((day + 3) % 7) + 7) % 7);
const localDate = (day: number) => {
  const utc = new Date(day * DAY_MS);
  return new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
};

export interface WeekCount {
  /** Local midnight of the week's Monday. */
  start: Date;
  counts: number[];
}

/**
 * Records per week for the `weeks` weeks up to the one holding `now`, oldest first; one count per
 * series (e.g. enquiries, buy leads). Undated records and records outside the weeks are not counted.
 */
export function weeklyCounts(series: readonly (readonly (Date | null)[])[], now: Date, weeks = TREND_WEEKS): WeekCount[] {
  const thisWeek = mondayOf(dayNumber(now));
  const result = Array.from({ length: weeks }, (_, index) => ({
    start: localDate(thisWeek - (weeks - 1 - index) * 7),
    counts: series.map(() => 0),
  }));
  series.forEach((dates, which) => {
    for (const date of dates) {
      if (!date) continue;
      const back = (thisWeek - mondayOf(dayNumber(date))) / 7;
      if (back >= 0 && back < weeks) result[weeks - 1 - back]!.counts[which]!++;
    }
  });
  return result;
}

export interface PartCount {
  name: string;
  count: number;
}

/** The part names asked for most (trimmed, spaces collapsed, case ignored; shown as first written), most first, ties by name. */
export function topParts(names: Iterable<string>, limit = 10): PartCount[] {
  const counts = new Map<string, PartCount>();
  for (const raw of names) {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (!name) continue;
    const key = name.toLowerCase();
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { name, count: 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, limit);
}
