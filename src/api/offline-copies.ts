/**
 * Which public reads (by resource) the page last got from the offline worker's copy rather than from
 * the network, and when that copy was made. Forgotten as soon as the network answers the resource.
 */
let copies: ReadonlyMap<string, number> = new Map();
const listeners = new Set<() => void>();

/** Notes a public read's reply: from a copy made at `copyAt`, or (null) from the network. */
export function noteRead(resource: string, copyAt: number | null): void {
  if (copies.get(resource) === (copyAt ?? undefined)) return;
  const next = new Map(copies);
  if (copyAt === null) next.delete(resource);
  else next.set(resource, copyAt);
  copies = next;
  listeners.forEach((listener) => listener());
}

export const offlineCopies = (): ReadonlyMap<string, number> => copies;

export function onOfflineCopies(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
