/** Records newest first by a date; records without a date go last. */
export function newestFirst<T>(rows: readonly T[], dateOf: (row: T) => Date | null): T[] {
  return [...rows].sort((a, b) => (dateOf(b)?.getTime() ?? -Infinity) - (dateOf(a)?.getTime() ?? -Infinity));
}

/** Case-insensitive "contains" over some of a record's texts. */
export function matchesSearch(search: string, texts: readonly (string | number | null | undefined)[]): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return texts.some((text) => String(text ?? '').toLowerCase().includes(needle));
}
