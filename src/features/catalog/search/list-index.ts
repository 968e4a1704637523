import { nextTask } from '../../../lib/tasks';
import { compact, withinOneEdit, words } from './text';

/** What is searched of a record. */
export interface SearchFields {
  name: string;
  category?: string;
  description?: string;
}

const FIELDS = ['name', 'category', 'description'] as const;

/* A match in a better field always wins; within a field, whole words beat prefixes, typos and fragments. */
export const fieldScores = [300, 200, 100];
const WHOLE = 40;
export const PREFIX = 30;
const TYPO = 20;
export const FRAGMENT = 10;
/** Typed words this long or longer may carry one typo. */
const TYPO_MIN_LENGTH = 5;

/** One record's fields, prepared once: its words and its text run together (text.ts, compact) per field. */
export interface Doc {
  words: string[][];
  compacts: string[];
}

/**
 * A list prepared for searching: each distinct word once, with where it occurs (record × 3 + field),
 * so a typed word is compared with each distinct word once, not with every word of every record.
 */
export interface ListIndex {
  docs: Doc[];
  postings: Map<string, number[]>;
}

const docCache = new WeakMap<object, Doc>();
const listCache = new WeakMap<readonly object[], ListIndex>();

function docOf<T extends object>(item: T, fields: (item: T) => SearchFields): Doc {
  let doc = docCache.get(item);
  if (!doc) {
    const source = fields(item);
    const texts = FIELDS.map((field) => source[field] ?? '');
    doc = { words: texts.map(words), compacts: texts.map(compact) };
    docCache.set(item, doc);
  }
  return doc;
}

function addPostings(postings: Map<string, number[]>, doc: Doc, at: number) {
  doc.words.forEach((list, field) => {
    const where = at * 3 + field;
    for (const word of list) {
      const seen = postings.get(word);
      if (!seen) postings.set(word, [where]);
      else if (seen[seen.length - 1] !== where) seen.push(where);
    }
  });
}

export function listIndex<T extends object>(items: readonly T[], fields: (item: T) => SearchFields): ListIndex {
  let index = listCache.get(items);
  if (!index) {
    const postings = new Map<string, number[]>();
    const docs = items.map((item, at) => {
      const doc = docOf(item, fields);
      addPostings(postings, doc, at);
      return doc;
    });
    index = { docs, postings };
    listCache.set(items, index);
  }
  return index;
}

/** Records prepared per task while a list is prepared ahead: a few milliseconds' work on a phone. */
const PREPARE_CHUNK = 250;

/**
 * Prepares a list for searching ahead of the first search, a slice per task, so neither the first
 * keystroke nor anything else waits on it. Stops early when `signal` aborts.
 */
export async function prepareSearch<T extends object>(
  items: readonly T[],
  fields: (item: T) => SearchFields,
  signal?: AbortSignal,
): Promise<void> {
  if (listCache.has(items)) return;
  const postings = new Map<string, number[]>();
  const docs: Doc[] = [];
  for (let start = 0; start < items.length; start += PREPARE_CHUNK) {
    await nextTask();
    if (signal?.aborted || listCache.has(items)) return;
    for (let at = start; at < Math.min(items.length, start + PREPARE_CHUNK); at += 1) {
      const doc = docOf(items[at]!, fields);
      addPostings(postings, doc, at);
      docs.push(doc);
    }
  }
  if (!listCache.has(items)) listCache.set(items, { docs, postings });
}

/** How a typed word matches a word of the text: whole, as its beginning, with one typo, or not (0). */
function wordLevel(token: string, word: string, typo: boolean): number {
  if (word === token) return WHOLE;
  if (word.startsWith(token)) return PREFIX;
  if (typo && Math.abs(word.length - token.length) <= 1 && withinOneEdit(token, word)) return TYPO;
  if (typo && word.length > token.length && withinOneEdit(token, word.slice(0, token.length))) return TYPO;
  return 0;
}

/** Each record's score for one typed word: its best match over the three fields; 0 when none. */
export function tokenScores({ docs, postings }: ListIndex, token: string): Int32Array {
  const best = new Int32Array(docs.length);
  const typo = token.length >= TYPO_MIN_LENGTH && !/\d/.test(token);
  for (const [word, where] of postings) {
    const level = wordLevel(token, word, typo);
    if (!level) continue;
    for (const spot of where) {
      const at = (spot / 3) | 0;
      const value = fieldScores[spot % 3]! + level;
      if (value > best[at]!) best[at] = value;
    }
  }
  // Fragments inside words or codes ("lock" in "interlock", "22.5" in "22.5 inch"), where nothing better matched.
  const fragment = compact(token);
  if (!fragment) return best;
  docs.forEach((doc, at) => {
    for (let field = 0; field < 3; field += 1) {
      const value = fieldScores[field]! + FRAGMENT;
      if (best[at]! < value && doc.compacts[field]!.includes(fragment)) best[at] = value;
    }
  });
  return best;
}
