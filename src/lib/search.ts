/**
 * Ranked search for what buyers type: case-, plural- and word-order-insensitive, one typo allowed in
 * longer words, codes matched whatever spaces, hyphens, slashes or quotes they are typed with.
 * Used by the catalogue and the part-name suggestions; the backend's own `?search=` is unchanged.
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

interface IndexedField {
  words: string[];
  wordSet: Set<string>;
  /** The text with everything but letters, digits and decimal points taken out: "RB-SS-70" → "rbss70". */
  compact: string;
}

type Indexed = Record<Field, IndexedField>;

function fold(text: string): string {
  // Accents off ("é" → "e"), lower case.
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
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

function compact(text: string): string {
  // Decimal points stay (no lookbehind: Safari 15 lacks it).
  return fold(text).replace(/[^a-z0-9.]/g, '').replace(/\.(?!\d)/g, '').replace(/(^|\D)\.+/g, '$1');
}

function indexField(text: string | undefined): IndexedField {
  const list = words(text ?? '');
  return { words: list, wordSet: new Set(list), compact: compact(text ?? '') };
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

function tokenLevel(token: string, field: IndexedField): number {
  if (field.wordSet.has(token)) return WHOLE;
  let level = 0;
  const typo = token.length >= TYPO_MIN_LENGTH && !/\d/.test(token);
  for (const word of field.words) {
    if (word.startsWith(token)) return PREFIX;
    if (typo && level < TYPO && (withinOneEdit(token, word) || (word.length > token.length && withinOneEdit(token, word.slice(0, token.length))))) {
      level = TYPO;
    }
  }
  if (level === 0 && field.compact.includes(token)) level = FRAGMENT;
  return level;
}

/** The score of one indexed record for a prepared query; 0 when it does not match. */
function score(indexed: Indexed, tokens: string[], whole: string): number {
  let total = 0;
  let everyToken = true;
  for (const token of tokens) {
    let best = 0;
    for (const field of FIELDS) {
      const level = tokenLevel(token, indexed[field]);
      if (level) best = Math.max(best, FIELD_SCORE[field] + level);
    }
    if (!best) everyToken = false;
    total += best;
  }
  // The query as one run of letters and digits: "lockring", "rbss70", "16 13" for "1613".
  let wholeBest = 0;
  if (whole.length >= 2) {
    for (const field of FIELDS) {
      if (indexed[field].compact.includes(whole)) wholeBest = Math.max(wholeBest, FIELD_SCORE[field] + (indexed[field].compact.startsWith(whole) ? PREFIX : FRAGMENT));
    }
  }
  if (everyToken) return total + wholeBest;
  return wholeBest ? wholeBest * tokens.length : 0;
}

const cache = new WeakMap<object, Indexed>();

function indexed<T extends object>(item: T, fields: (item: T) => SearchFields): Indexed {
  let entry = cache.get(item);
  if (!entry) {
    const source = fields(item);
    entry = { name: indexField(source.name), category: indexField(source.category), description: indexField(source.description) };
    cache.set(item, entry);
  }
  return entry;
}

/**
 * The items that match `query`, best first (ties keep their order). An empty query keeps every item.
 * Items are indexed once each (by identity), so searching the same list again costs only the scoring.
 */
export function rankSearch<T extends object>(items: readonly T[], query: string, fields: (item: T) => SearchFields): T[] {
  const tokens = [...new Set(words(query))];
  const whole = compact(query);
  if (!tokens.length && !whole) return [...items];
  const scored: { item: T; score: number; order: number }[] = [];
  items.forEach((item, order) => {
    const value = score(indexed(item, fields), tokens, whole);
    if (value > 0) scored.push({ item, score: value, order });
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.map((entry) => entry.item);
}
