import { INDIAN_SCRIPT, readIndianWord } from '../../../i18n/glossary';
import { editDistance } from '../../../lib/edit-distance';
import { nextTask } from '../../../lib/tasks';
import type { englishFor, soundIndex, SoundIndex } from './sound';

/**
 * Ranked search for what buyers type: case-, plural- and word-order-insensitive, one typo allowed in
 * longer words, codes matched whatever spaces, hyphens, slashes or quotes they are typed with.
 * Used by the catalogue and the part-name suggestions; the backend's own `?search=` is unchanged.
 * A word typed in Devanagari or Gujarati is read as the English word of the list it sounds like
 * (src/features/catalog/search/sound.ts, loaded only for such a query) or as the glossary says (src/i18n/glossary.ts).
 * A Latin word that matches nothing is tried by its rough sound ("silensar" → silencer), and a query
 * with one word that matches nothing is searched without it.
 */

/** The sound reader (src/features/catalog/search/sound.ts), once loaded. */
export interface Sound {
  soundIndex: typeof soundIndex;
  englishFor: typeof englishFor;
}

let soundLoading: Promise<Sound> | null = null;

/** Loads the sound reader (double-metaphone and the script tables) once; only queries in another script need it. */
export function loadSound(): Promise<Sound> {
  soundLoading ??= import('./sound').catch((error: unknown) => {
    soundLoading = null;
    throw error;
  });
  return soundLoading;
}

/** Whether a query has a word in Devanagari or Gujarati script that only the sound reader can read. */
export function needsSound(typed: string): boolean {
  if (!INDIAN_SCRIPT.test(typed)) return false;
  return typed
    .trim()
    .split(/\s+/)
    .some((word) => INDIAN_SCRIPT.test(word) && 'forms' in readIndianWord(word));
}
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
 * How much of a query the search can read: all of it; part of it (words in another script that
 * neither sound nor the glossary place are left out: `unread`); none of it; or nothing but symbols.
 * A query of only spaces reads as 'all': there is nothing to search for.
 * `english`: what it searched for, in English, when it read a word otherwise than it was typed (in
 * another script, or by sound). `left`: a typed word that matched no part, searched without.
 */
export interface QueryReading {
  reads: 'all' | 'part' | 'none' | 'symbols';
  unread: string[];
  english?: string;
  left?: string[];
}

/** A typed word as the search reads it: `text` is searched (English), `typed` is what the customer wrote. */
interface ReadWord {
  typed: string;
  text: string;
  /** Read otherwise than typed: from another script, or by sound. */
  reread: boolean;
}

/** The list a query is read against: the words of its records, and the sound reader when loaded. */
interface Context {
  index: ListIndex;
  sound?: Sound;
}

const soundIndexes = new WeakMap<ListIndex, SoundIndex>();

/** The typed words as English, each Indian-script word read by the glossary, else by sound; postpositions left out. */
function readWords(typed: string, context?: Context): { read: ReadWord[]; unread: string[] } {
  const read: ReadWord[] = [];
  const unread: string[] = [];
  for (const word of typed.trim().split(/\s+/).filter(Boolean)) {
    // Letters or digits that fold to none of a-z0-9 are another script's.
    if (!/[\p{L}\p{N}]/u.test(fold(word).replace(/[a-z0-9]/g, ''))) {
      read.push({ typed: word, text: word, reread: false });
      continue;
    }
    const indian = INDIAN_SCRIPT.test(word) ? readIndianWord(word) : null;
    if (indian && 'drop' in indian) continue;
    if (indian && 'english' in indian) {
      read.push({ typed: word, text: indian.english, reread: true });
      continue;
    }
    let english: string | null = null;
    if (indian && context?.sound) {
      const { sound, index } = context;
      let sounds = soundIndexes.get(index);
      if (!sounds) soundIndexes.set(index, (sounds = sound.soundIndex(index.postings.keys())));
      for (const form of indian.forms) if ((english ??= sound.englishFor(form, sounds))) break;
    }
    if (english) read.push({ typed: word, text: english, reread: true });
    else unread.push(word);
  }
  return { read, unread };
}

/** What the search makes of a query without a list: the glossary's words, and what it cannot read. */
export function readQuery(typed: string): QueryReading;
/** What the search made of a query against a list (the catalogue's), with the sound reader if loaded. */
export function readQuery<T extends object>(
  typed: string,
  items: readonly T[],
  fields: (item: T) => SearchFields,
  sound?: Sound,
): QueryReading;
export function readQuery<T extends object>(
  typed: string,
  items?: readonly T[],
  fields?: (item: T) => SearchFields,
  sound?: Sound,
): QueryReading {
  if (items && fields) return search(items, typed, fields, sound).reading;
  const { read, unread } = readWords(typed);
  return readingOf(read, unread, []);
}

function readingOf(read: ReadWord[], unread: string[], left: string[]): QueryReading {
  const query = read.map((word) => word.text).join(' ');
  const kept = read.filter((word) => !left.includes(word.typed));
  const reading: QueryReading =
    !read.length && !unread.length
      ? { reads: 'all', unread }
      : words(query).length
        ? { reads: unread.length ? 'part' : 'all', unread }
        : { reads: unread.length ? 'none' : 'symbols', unread: unread.length ? unread : read.map((word) => word.typed) };
  if (kept.some((word) => word.reread) && words(query).length) reading.english = kept.map((word) => word.text).join(' ');
  if (left.length) reading.left = left;
  return reading;
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

/**
 * A Latin word's rough sound: its letters as said (c as s or k, ph as f, ck and q as k, x as ks, z as
 * s, w as v, tch as ch), without the vowels after the first letter and without doubled letters.
 * "silensar" and "silencer" are both "slnsr"; "slencor" is "slnkr".
 */
function roughSound(word: string): string {
  const said = word
    .replace(/ph/g, 'f')
    .replace(/tch/g, 'ch')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c(?!h)/g, 'k')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/z/g, 's')
    .replace(/w/g, 'v');
  return (said[0]! + said.slice(1).replace(/[aeiouy]/g, '')).replace(/(.)\1+/g, '$1');
}

/** Typed Latin words this long or longer that match nothing are tried by their rough sound. */
const SOUND_MIN_LENGTH = 5;

const roughSounds = new WeakMap<ListIndex, Map<string, string[]>>();

/** The list's words by their rough sound, made the first time a typed word matches nothing. */
function roughSoundsOf(index: ListIndex): Map<string, string[]> {
  let bySound = roughSounds.get(index);
  if (!bySound) {
    bySound = new Map();
    for (const word of index.postings.keys()) {
      if (word.length < 3 || !/^[a-z]+$/.test(word)) continue;
      const key = roughSound(word);
      const list = bySound.get(key);
      if (!list) bySound.set(key, [word]);
      else list.push(word);
    }
    roughSounds.set(index, bySound);
  }
  return bySound;
}

/** The list's word a Latin word that matches nothing sounds like ("silensar" → silencer, "shocker" → shock), or null. */
function soundAlike(token: string, index: ListIndex): string | null {
  if (token.length < SOUND_MIN_LENGTH || !/^[a-z]+$/.test(token)) return null;
  const key = roughSound(token);
  if (key.length < 3) return null;
  let best: string | null = null;
  for (const word of roughSoundsOf(index).get(key) ?? []) {
    if (best === null || editDistance(token, word) < editDistance(token, best)) best = word;
  }
  if (best !== null) return best;
  // A list word with a Hinglish ending of one or two letters ("shocker" for shock, as mechanics say it).
  for (const cut of [1, 2]) {
    const stem = token.slice(0, -cut);
    if (stem.length >= 4 && index.postings.has(stem)) return stem;
  }
  return null;
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

const matchesNone = (scores: Int32Array) => scores.every((score) => score === 0);

/** The last search, kept so the catalogue's note (readQuery) does not search again. */
let last: { items: readonly object[]; typed: string; sound?: Sound; result: { found: object[]; reading: QueryReading } } | null = null;

function search<T extends object>(items: readonly T[], typed: string, fields: (item: T) => SearchFields, sound?: Sound) {
  if (last && last.items === items && last.typed === typed && last.sound === sound)
    return last.result as { found: T[]; reading: QueryReading };
  const result = searchAgain(items, typed, fields, sound);
  last = { items, typed, sound, result };
  return result;
}

function searchAgain<T extends object>(items: readonly T[], typed: string, fields: (item: T) => SearchFields, sound?: Sound) {
  const nothing = !typed.trim() || (!INDIAN_SCRIPT.test(typed) && !words(typed).length && !compact(typed));
  if (nothing) {
    const { read, unread } = readWords(typed);
    return { found: typed.trim() ? [] : [...items], reading: readingOf(read, unread, []) };
  }
  const index = listIndex(items, fields);
  const { read, unread } = readWords(typed, { index, sound });
  // Each typed word's search words, so a word that matches nothing can be named as typed.
  let groups = read.map((word) => ({ word, tokens: [...new Set(words(word.text))] }));
  const scoresOf = new Map<string, Int32Array>();
  const scores = (token: string) => {
    let found = scoresOf.get(token);
    if (!found) scoresOf.set(token, (found = tokenScores(index, token)));
    return found;
  };
  // A Latin word that matches nothing is read by its rough sound, if a word of the list sounds like it.
  groups = groups.map((group) => {
    if (group.word.reread || group.tokens.length !== 1 || !matchesNone(scores(group.tokens[0]!))) return group;
    const alike = soundAlike(group.tokens[0]!, index);
    return alike ? { word: { ...group.word, text: alike, reread: true }, tokens: [alike] } : group;
  });
  let left: string[] = [];
  let found = ranked(items, index, groups.map((group) => group.word.text).join(' '), scores);
  // One word that matches nothing, among others that do: searched without it, and named.
  const dead = groups.filter((group) => group.tokens.some((token) => matchesNone(scores(token))));
  if (!found.length && dead.length === 1 && groups.length > 1) {
    left = [dead[0]!.word.typed];
    found = ranked(
      items,
      index,
      groups
        .filter((group) => group !== dead[0])
        .map((group) => group.word.text)
        .join(' '),
      scores,
    );
  }
  return {
    found,
    reading: readingOf(
      groups.map((group) => group.word),
      unread,
      left,
    ),
  };
}

/**
 * The items that match `query`, best first (ties keep their order). An empty query keeps every item;
 * a query with nothing the search can read (readQuery) matches none.
 * Records and lists are prepared once each (by identity), so searching the same list again costs
 * only the scoring. A record matches when every typed word does, or when the query run together
 * ("lockring", "rbss70") is in one of its fields. Words in another script are read by `sound` when
 * given (loadSound), else only by the glossary.
 */
export function rankSearch<T extends object>(items: readonly T[], typed: string, fields: (item: T) => SearchFields, sound?: Sound): T[] {
  return search(items, typed, fields, sound).found;
}

function ranked<T extends object>(items: readonly T[], index: ListIndex, query: string, scoresOf: (token: string) => Int32Array): T[] {
  const tokens = [...new Set(words(query))];
  const whole = compact(query);
  if (!tokens.length && !whole) return [];
  const total = new Int32Array(items.length);
  const everyToken = new Uint8Array(items.length).fill(1);
  for (const token of tokens) {
    const scores = scoresOf(token);
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
