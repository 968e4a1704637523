/** When each public resource last came from the network (its query key's first part), across visits. */
const KEY = 'truck-parts-seen-at';

export type SeenAt = Readonly<Record<string, number>>;

function read(): SeenAt {
  try {
    const seen: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof seen === 'object' && seen !== null ? (seen as SeenAt) : {};
  } catch {
    return {};
  }
}

let current: SeenAt | undefined;
const listeners = new Set<() => void>();

/** The times as last read or noted (one object until the next note, as useSyncExternalStore needs). */
export const seenAt = (): SeenAt => (current ??= read());

export function onSeenAt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Notes that `resource` came from the network now (another tab's notes are read first, then kept). */
export function noteSeen(resource: string): void {
  current = { ...read(), [resource]: Date.now() };
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // Without storage the line has no time to give after this visit.
  }
  listeners.forEach((listener) => listener());
}
