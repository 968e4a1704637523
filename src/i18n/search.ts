import { nextTask } from '../lib/tasks';
import { glossaryToEnglish } from './glossary';

/**
 * Ranked search for what buyers type: case-, plural- and word-order-insensitive, one typo allowed in
 * longer words, codes matched whatever spaces, hyphens, slashes or quotes they are typed with.
 * Used by the catalogue and the part-name suggestions; the backend's own `?search=` is unchanged.
 * A query's Hindi and Gujarati trade words are read as their English (src/i18n/glossary.ts).
 */
export interface SearchFields {
  name: string;
  category?: string;
  description?: string;
}

const FIELDS = ['name', 'category', 'description'] as const;
type Field = (typeof FIELDS)[number];

/* A match in a better field always wins; within a field, whole words beat prefixes, typos and fragments. */
const FIELD_SCORE: Record<Field, number> = { name: 300, category: 200, description: 100 };
const WHOLE = 40;
const PREFIX = 30;
const TYPO = 20;
const FRAGMENT = 10;
/** Typed words this long or longer may carry one typo. */
const TYPO_MIN_LENGTH = 5;

function fold(text: string): string {
  const lower = text.toLowerCase();
  // Accents off ("é" → "e"); the normalisation is skipped for plain ASCII, which is nearly all of it.
  // eslint-disable-next-line no-control-regex
  return /[^\u0000-\u007f]/.test(lower) ? lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : lower;
}

/** "rings" → "ring", "bushes" → "bush", "assemblies" → "assembly"; numbers and short words stay. */
function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Words: runs of letters and digits, a decimal point kept between digits ("22.5", "9.00"). */
function words(text: string): string[] {
  return (fold(text).match(/[a-z0-9]+(?:\.[0-9]+)*/g) ?? []).map(stem);
}

/** The text with everything but letters, digits and decimal points taken out: "RB-SS-70" → "rbss70". */
function compact(text: string): string {
  // Decimal points stay (no lookbehind: Safari 15 lacks it).
  return fold(text)
    .replace(/[^a-z0-9.]/g, '')
    .replace(/\.(?!\d)/g, '')
    .replace(/(^|\D)\.+/g, '$1');
}

/**
 * How much of a query the search can read: all of it; part of it (words in another script, e.g.
 * Devanagari, are left out: `unread`); none of it (only another script); or nothing but symbols.
 * A query of only spaces reads as 'all': there is nothing to search for.
 */
export interface QueryReading {
  reads: 'all' | 'part' | 'none' | 'symbols';
  unread: string[];
}

export function readQuery(typed: string): QueryReading {
  const query = glossaryToEnglish(typed);
  const parts = query.trim().split(/\s+/).filter(Boolean);
  // Letters or digits that fold to none of a-z0-9 are another script's.
  const unread = parts.filter((part) => /[\p{L}\p{N}]/u.test(fold(part).replace(/[a-z0-9]/g, '')));
  if (!parts.length || words(query).length) return { reads: unread.length ? 'part' : 'all', unread };
  return { reads: unread.length ? 'none' : 'symbols', unread: parts };
}

/** True when a and b differ by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i += 1;
  if (short.length === long.length) {
    if (short.slice(i + 1) === long.slice(i + 1)) return true;
    return short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2);
  }
  return short.slice(i) === long.slice(i + 1);
}

/** How a typed word matches a word of the text: whole, as its beginning, with one typo, or not (0). */
function wordLevel(token: string, word: string, typo: boolean): number {
  if (word === token) return WHOLE;
  if (word.startsWith(token)) return PREFIX;
  if (typo && Math.abs(word.length - token.length) <= 1 && withinOneEdit(token, word)) return TYPO;
  if (typo && word.length > token.length && withinOneEdit(token, word.slice(0, token.length))) return TYPO;
  return 0;
}

/** One record's fields, prepared once: its words and its compact text per field. */
interface Doc {
  words: string[][];
  compacts: string[];
}

/**
 * A list prepared for searching: each distinct word once, with where it occurs (record × 3 + field),
 * so a typed word is compared with each distinct word once, not with every word of every record.
 */
interface ListIndex {
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

function listIndex<T extends object>(items: readonly T[], fields: (item: T) => SearchFields): ListIndex {
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

const fieldScores = FIELDS.map((field) => FIELD_SCORE[field]);

/** Each record's score for one typed word: its best match over the three fields; 0 when none. */
function tokenScores({ docs, postings }: ListIndex, token: string): Int32Array {
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
  // Fragments inside words or codes ("lock" in "interlock", "rbss70" in "RB-SS-70"), where nothing better matched.
  docs.forEach((doc, at) => {
    for (let field = 0; field < 3; field += 1) {
      const value = fieldScores[field]! + FRAGMENT;
      if (best[at]! < value && doc.compacts[field]!.includes(token)) best[at] = value;
    }
  });
  return best;
}

/**
 * The items that match `query`, best first (ties keep their order). An empty query keeps every item;
 * a query with nothing the search can read (readQuery) matches none.
 * Records and lists are prepared once each (by identity), so searching the same list again costs
 * only the scoring. A record matches when every typed word does, or when the query run together
 * ("lockring", "rbss70") is in one of its fields.
 */
export function rankSearch<T extends object>(items: readonly T[], typed: string, fields: (item: T) => SearchFields): T[] {
  const query = glossaryToEnglish(typed);
  const tokens = [...new Set(words(query))];
  const whole = compact(query);
  if (!tokens.length && !whole) return query.trim() ? [] : [...items];
  const index = listIndex(items, fields);
  const total = new Int32Array(items.length);
  const everyToken = new Uint8Array(items.length).fill(1);
  for (const token of tokens) {
    const scores = tokenScores(index, token);
    for (let at = 0; at < items.length; at += 1) {
      if (scores[at]) total[at] = total[at]! + scores[at]!;
      else everyToken[at] = 0;
    }
  }
  const scored: { at: number; score: number }[] = [];
  index.docs.forEach((doc, at) => {
    let wholeBest = 0;
    if (whole.length >= 2) {
      for (let field = 0; field < 3; field += 1) {
        const text = doc.compacts[field]!;
        if (text.includes(whole)) wholeBest = Math.max(wholeBest, fieldScores[field]! + (text.startsWith(whole) ? PREFIX : FRAGMENT));
      }
    }
    const score = everyToken[at] && tokens.length ? total[at]! + wholeBest : wholeBest * Math.max(1, tokens.length);
    if (score > 0) scored.push({ at, score });
  });
  scored.sort((a, b) => b.score - a.score || a.at - b.at);
  return scored.map((entry) => items[entry.at]!);
}
