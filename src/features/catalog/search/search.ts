import { INDIAN_SCRIPT } from '../../../i18n/glossary';
import { soundAlike } from './latin-sound';
import { FRAGMENT, PREFIX, fieldScores, listIndex, tokenScores, type ListIndex, type SearchFields } from './list-index';
import { readingOf, readWords, type QueryReading, type ReadWord, type Sound } from './read-query';
import { compact, isPartNumber, words } from './text';

/**
 * Ranked search for what buyers type: case-, plural- and word-order-insensitive, one typo allowed in
 * longer words, codes and part numbers matched whatever spaces, dashes, dots, slashes or quotes they
 * are typed with. Used by the catalogue and the part-name suggestions; the backend's own `?search=`
 * is unchanged. A word typed in Devanagari or Gujarati is read as the glossary says
 * (src/i18n/glossary.ts) or as the English word of the list it sounds like (./sound.ts, loaded only
 * for such a query); everyday words (the price, "I need") are left out. A Latin word that matches
 * nothing is tried by its rough sound ("silensar" → silencer), and a query with one word that
 * matches nothing is searched without it.
 */

export { loadSound, needsSound, type QueryReading, type Sound } from './read-query';
export { prepareSearch, type SearchFields } from './list-index';
export { withinOneEdit } from './text';

/** A record that holds a typed part number comes before every record that does not. */
const PART_NUMBER = 10_000;

const matchesNone = (scores: Int32Array) => scores.every((score) => score === 0);

interface Found<T> {
  found: T[];
  reading: QueryReading;
}

/** The last search, kept so the catalogue's note (readQuery) does not search again. */
let last: { items: readonly object[]; typed: string; sound?: Sound; result: Found<object> } | null = null;

function search<T extends object>(items: readonly T[], typed: string, fields: (item: T) => SearchFields, sound?: Sound): Found<T> {
  if (last && last.items === items && last.typed === typed && last.sound === sound) return last.result as Found<T>;
  const result = searchAgain(items, typed, fields, sound);
  last = { items, typed, sound, result };
  return result;
}

function searchAgain<T extends object>(items: readonly T[], typed: string, fields: (item: T) => SearchFields, sound?: Sound): Found<T> {
  const nothing = !typed.trim() || (!INDIAN_SCRIPT.test(typed) && !words(typed).length && !compact(typed));
  if (nothing) return { found: typed.trim() ? [] : [...items], reading: readingOf(readWords(typed), []) };
  const index = listIndex(items, fields);
  const typedWords = readWords(typed, index, sound);
  // Each typed word's search words, so a word that matches nothing can be named as typed.
  let groups = typedWords.read.map((word) => ({ word, tokens: [...new Set(words(word.text))] }));
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
  const queryOf = (kept: typeof groups) => kept.map((group) => group.word.text).join(' ');
  let left: string[] = [];
  let found = ranked(items, index, queryOf(groups), scores);
  // One word that matches nothing, among others that do: searched without it, and named.
  const dead = groups.filter((group) => group.tokens.some((token) => matchesNone(scores(token))));
  if (!found.length && dead.length === 1 && groups.length > 1) {
    left = [dead[0]!.word.typed];
    found = ranked(items, index, queryOf(groups.filter((group) => group !== dead[0])), scores);
  }
  const read: ReadWord[] = groups.map((group) => group.word);
  return { found, reading: readingOf({ ...typedWords, read }, left) };
}

/**
 * The items that match `query`, best first (ties keep their order). An empty query keeps every item;
 * a query with nothing the search can read (readQuery) matches none.
 * Records and lists are prepared once each (by identity), so searching the same list again costs
 * only the scoring. A record matches when every typed word does, or when the query run together
 * ("lockring", "rbss70") is in one of its fields; a record that holds a typed part number comes
 * first. Words in another script are read by `sound` when given (loadSound), else only by the glossary.
 */
export function rankSearch<T extends object>(items: readonly T[], typed: string, fields: (item: T) => SearchFields, sound?: Sound): T[] {
  return search(items, typed, fields, sound).found;
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
  return readingOf(readWords(typed), []);
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
  const partNumber = isPartNumber(whole) ? PART_NUMBER : 0;
  const scored: { at: number; score: number }[] = [];
  index.docs.forEach((doc, at) => {
    let wholeBest = 0;
    if (whole.length >= 2) {
      for (let field = 0; field < 3; field += 1) {
        const text = doc.compacts[field]!;
        if (text.includes(whole))
          wholeBest = Math.max(wholeBest, partNumber + fieldScores[field]! + (text.startsWith(whole) ? PREFIX : FRAGMENT));
      }
    }
    const score = everyToken[at] && tokens.length ? total[at]! + wholeBest : wholeBest * Math.max(1, tokens.length);
    if (score > 0) scored.push({ at, score });
  });
  scored.sort((a, b) => b.score - a.score || a.at - b.at);
  return scored.map((entry) => items[entry.at]!);
}
