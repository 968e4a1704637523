/**
 * 'Since this staff member last looked': per role and kind of lead, the open leads the staff member has
 * looked at, each with the minute they first did. A lead is new when it is open (pending / new) and not
 * among them. A set and not 'the highest id looked at': the backend's ids can become visible out of order
 * (a MySQL transaction that took an id first may commit last), and a late lower id is as new as any.
 */
export type LeadKind = 'inquiries' | 'buyLeads';
/** Lead id → the minute (Date.now() / 60,000) the staff member first looked at it. */
export type Seen = Readonly<Record<string, number>>;
export type SeenMarks = Partial<Record<LeadKind, Seen>>;

const minuteOf = (now: number) => Math.floor(now / 60_000);

/**
 * A lead that left the open list is forgotten only once it was looked at this long before: another tab's
 * check may hold a list read just before that lead became visible, and must not forget a lead it never had.
 */
export const FORGET_AFTER_MINUTES = 10;

/** The open leads that are new to someone who has looked at `seen` (none before a first check has set it). */
export const unseenIds = (openIds: readonly number[], seen: Seen | undefined): number[] =>
  seen === undefined ? [] : openIds.filter((id) => seen[id] === undefined);

/**
 * After a check read the open leads: a staff member's first check takes what is waiting as seen (what was
 * there before they ever signed in is not 'new'); later ones forget the leads no longer open. Answers
 * `seen` itself when nothing changes.
 */
export function seenAfterCheck(seen: Seen | undefined, openIds: readonly number[], now: number): Seen {
  const minute = minuteOf(now);
  if (seen === undefined) return Object.fromEntries(openIds.map((id) => [id, minute]));
  const open = new Set(openIds.map(String));
  const kept = Object.entries(seen).filter(([id, at]) => open.has(id) || minute - at < FORGET_AFTER_MINUTES);
  return kept.length === Object.keys(seen).length ? seen : Object.fromEntries(kept);
}

/**
 * After looking at the open leads `ids` (a list on screen): they join the seen ones. Nothing is marked
 * before a first check has set the marks (that check takes all that is open as seen). Answers `seen`
 * itself when nothing changes.
 */
export function seenAfterLooking(seen: Seen | undefined, ids: Iterable<number>, now: number): Seen | undefined {
  if (seen === undefined) return seen;
  const added = [...ids].filter((id) => seen[id] === undefined);
  if (added.length === 0) return seen;
  const minute = minuteOf(now);
  return { ...seen, ...Object.fromEntries(added.map((id) => [id, minute])) };
}

/** Whether an open lead's row in a list opened with `seenAtOpen` is shown as new (nothing is before a first check). */
export const isNewRow = (id: number, seenAtOpen: Seen | undefined) => seenAtOpen !== undefined && seenAtOpen[id] === undefined;

// The marks are ids and minutes per role in localStorage, so they outlive the session and reach every
// tab; they are no reply content and no credential.
const storageKey = (roleId: string) => `staffLeadsSeen:${roleId}`;

/** The stored marks as text: a stable snapshot for useSyncExternalStore. */
export function marksText(roleId: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(roleId));
  } catch {
    return null;
  }
}

export const readMarks = (roleId: string) => parseMarks(marksText(roleId));

const isSeen = (value: unknown): value is Seen =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(([id, at]) => /^\d+$/.test(id) && typeof at === 'number' && Number.isFinite(at));

/** Anything else than this shape (an older build's single number per kind among them) reads as no mark: the next check sets one. */
export function parseMarks(text: string | null): SeenMarks {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    const marks: SeenMarks = {};
    for (const kind of ['inquiries', 'buyLeads'] as const) {
      const seen = (value as Record<string, unknown>)[kind];
      if (isSeen(seen)) marks[kind] = seen;
    }
    return marks;
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();

/** Stores one kind's marks as `next` makes them from the stored ones (read afresh: another tab may have written). */
export function updateMarks(roleId: string, kind: LeadKind, next: (seen: Seen | undefined) => Seen | undefined): void {
  const marks = readMarks(roleId);
  const seen = next(marks[kind]);
  if (seen === marks[kind]) return;
  try {
    window.localStorage.setItem(storageKey(roleId), JSON.stringify({ ...marks, [kind]: seen }));
  } catch {
    // Storage refused (private mode, full): no mark is kept, so nothing counts as new; the toasts still show.
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: this tab's writes and other tabs' (the storage event). */
export function subscribeMarks(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
