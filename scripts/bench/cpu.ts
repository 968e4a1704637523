/**
 * CPU steal: on a virtual machine, the share of its CPU time the host gave to other guests. It
 * slows every timing the bench takes, and neither the load average nor Lighthouse's benchmarkIndex
 * says why; the report shows it beside them.
 */
import { readFileSync } from 'node:fs';

/** The machine's CPU time counters (/proc/stat); null where there is none (not Linux). */
export interface CpuTimes {
  total: number;
  steal: number;
}

export function cpuTimes(): CpuTimes | null {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is counted in user already).
    const counters = fields.slice(0, 8);
    return { total: counters.reduce((sum, value) => sum + value, 0), steal: counters[7] ?? 0 };
  } catch {
    return null;
  }
}

/** Percent of the CPU time since `from` that was stolen; null when it cannot be told. */
export function stealPercent(from: CpuTimes | null, to = cpuTimes()): number | null {
  if (!from || !to || to.total <= from.total) return null;
  return Math.round(((to.steal - from.steal) / (to.total - from.total)) * 1000) / 10;
}
