/** Records newest first by a date; records without a date go last. */
export function newestFirst<T>(rows: readonly T[], dateOf: (row: T) => Date | null): T[] {
  return [...rows].sort((a, b) => (dateOf(b)?.getTime() ?? -Infinity) - (dateOf(a)?.getTime() ?? -Infinity));
}
