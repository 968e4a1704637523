/**
 * 'Since this staff member last looked': per role and kind of lead, the highest lead id the staff
 * member has looked at (lead ids only grow; dates are the server's local time and can tie). A lead
 * is new when it is open (pending / new) and its id is above that mark.
 */
export type LeadKind = 'inquiries' | 'buyLeads';
export type SeenMarks = Partial<Record<LeadKind, number>>;

const maxId = (ids: Iterable<number>, floor = 0) => {
  let max = floor;
  for (const id of ids) if (id > max) max = id;
  return max;
};

/** The open leads that are new to someone whose mark is `seenUpTo` (none before a first mark is set). */
export const unseenIds = (openIds: readonly number[], seenUpTo: number | undefined): number[] =>
  seenUpTo === undefined ? [] : openIds.filter((id) => id > seenUpTo);

/**
 * The mark after a check: a staff member's first check sets it to what is there (what was waiting
 * before they ever signed in is not 'new'); after that, only looking moves it.
 */
export const markAfterCheck = (seenUpTo: number | undefined, openIds: readonly number[]): number => seenUpTo ?? maxId(openIds);

/** The mark after looking at a list of `ids`: never backwards (a list filtered or older than the mark). */
export const markAfterLooking = (seenUpTo: number | undefined, ids: Iterable<number>): number => maxId(ids, seenUpTo ?? 0);

/** Whether a row of a list opened when the mark was `markAtOpen` is shown as new. */
export const isNewRow = (id: number, markAtOpen: number | undefined) => markAtOpen !== undefined && id > markAtOpen;

// The marks are two numbers per role in localStorage, so they outlive the session and reach every
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

export function parseMarks(text: string | null): SeenMarks {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    const marks: SeenMarks = {};
    for (const kind of ['inquiries', 'buyLeads'] as const) {
      const mark = (value as Record<string, unknown>)[kind];
      if (typeof mark === 'number' && Number.isFinite(mark)) marks[kind] = mark;
    }
    return marks;
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();

export function writeMark(roleId: string, kind: LeadKind, mark: number): void {
  const marks = readMarks(roleId);
  if (marks[kind] === mark) return;
  try {
    window.localStorage.setItem(storageKey(roleId), JSON.stringify({ ...marks, [kind]: mark }));
  } catch {
    // Storage refused (private mode, full): the marks then last as long as this page.
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
