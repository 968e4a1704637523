import { doubleMetaphone } from 'double-metaphone';
import { editDistance } from '../../../lib/edit-distance';
import { spell } from './spell';
import { spellAsSaid } from './text';

/**
 * Reads a word typed in Devanagari or Gujarati script as the English word it is said like: क्लच →
 * clutch, ગાસ્કેટ → gasket. Mechanics write English part names in their own script as they say them,
 * so the word is spelt out in Latin letters (with the schwa deletion Hindi and Gujarati speech has:
 * क्लच is "klach", not "klacha") and compared, by its Double Metaphone key, with the English words
 * of the list searched.
 *
 * Loaded only when a query in another script is typed (./read-query.ts: loadSound); a Latin-only
 * visit never loads it. Why not @indic-transliteration/sanscript: it ships every script and scheme
 * it knows (31 kB gzipped against this file's ~3 kB with double-metaphone), it deletes no schwa
 * when reading Devanagari into Latin, and it has no reading for ॉ or the nukta that loanwords use.
 */

/** The ways a spelt word may be written in English: व is v or w, a closing "s" may be a plural. */
function spellings(latin: string): string[] {
  const out = new Set([latin]);
  if (latin.includes('v')) out.add(latin.replace(/v/g, 'w'));
  if (latin.includes('j')) out.add(latin.replace(/j/g, 'z'));
  for (const one of [...out]) if (/[^aeious]s$/.test(one) && one.length > 3) out.add(one.slice(0, -1));
  return [...out];
}

const keysOf = (word: string): string[] => [...new Set(doubleMetaphone(word))].filter(Boolean);
/**
 * A spelt word's keys: its ch is keyed as sh (both are X), so Double Metaphone's Greek and German
 * readings of ch ("chem…" as K, "ach" as K) do not apply to च: चैंबर is chamber, क्लच is clutch.
 */
const spokenKeys = (spelt: string): string[] => keysOf(spelt.replace(/chh?/g, 'sh'));

/** Whether a spelt word ends in a vowel: then it only matches an English word ending in a vowel sound (pulley, bellow). */
const endsInVowel = (spelt: string) => /[aeiou]$/.test(spelt);
const englishEndsInVowel = (word: string) => /[aeiouyw]$/.test(word);

/** The English words of a list by their sound keys, made once per list. */
export interface SoundIndex {
  byKey: Map<string, string[]>;
}

export function soundIndex(words: Iterable<string>): SoundIndex {
  const byKey = new Map<string, string[]>();
  for (const word of words) {
    // Letters only, 3 or more: numbers and "mm" have no sound to match.
    if (word.length < 3 || !/^[a-z]+$/.test(word)) continue;
    for (const key of keysOf(word)) {
      const list = byKey.get(key);
      if (!list) byKey.set(key, [word]);
      else list.push(word);
    }
  }
  return { byKey };
}

/** Edits between two words, as a share of the longer one, taken from 1: 1 is the same word. */
const likeness = (a: string, b: string): number => 1 - editDistance(a, b) / Math.max(a.length, b.length);

/** The English spellings each spelt vowel is heard in: टूल is tool (oo), not tail (ai); पावर is power, not pair. */
const HEARD_AS: Record<string, RegExp> = {
  a: /^(a|u|o|e|ou|ea)$/,
  i: /^(i|ee|ea|y|ie|e|ei)$/,
  u: /^(u|oo|ou|ew|o|ue|oe)$/,
  e: /^(e|a|ai|ay|ea|ei)$/,
  o: /^(o|oa|ow|au|aw|ou|a|oo|oi)$/,
  ai: /^(a|ai|i|y|ie|ei|e|ea|ay)$/,
  au: /^(au|aw|ou|ow|o)$/,
};

const vowelRuns = (word: string) => word.match(/[aeiouy]+/g) ?? [];
/** Consonants kept (z as s: hose), each run of vowels one mark: "pawar" and "power" are both "p*w*r". */
const consonantFrame = (word: string) => word.replace(/z/g, 's').replace(/[aeiouy]+/g, '*');

/** An English word's letters as said: no silent final e (hose), c as s or k, x as ks, a doubled letter once (shock, rubber). */
const asSaid = (word: string): string =>
  spellAsSaid(/[^aeiouy]e$/.test(word) && word.length > 3 ? word.slice(0, -1) : word).replace(/(.)\1/g, '$1');

/** How near a spelt word is to an English word with its key: the consonants first, then the vowels heard. */
function nearness(spelt: string, written: string): number {
  const english = asSaid(written);
  const heard = vowelRuns(spelt);
  const said = vowelRuns(english);
  const runs = Math.max(heard.length, said.length);
  let fit = 0;
  for (let at = 0; at < Math.min(heard.length, said.length); at += 1) if (HEARD_AS[heard[at]!]?.test(said[at]!)) fit += 1;
  return likeness(consonantFrame(spelt), consonantFrame(english)) + 0.5 * (runs ? fit / runs : 0) + 0.1 * likeness(spelt, english);
}

/**
 * The least nearness a sound match needs. Below it the word is not read at all, so रेट (rate) never
 * becomes rod: the customer is told what was not searched rather than shown a word he never meant.
 */
const LEAST_NEARNESS = 0.85;
/** Letters of a short spelt word, and the nearness it needs: the same consonants and its vowel heard. */
const SHORT = 3;
const SHORT_NEARNESS = 1.4;
/** A whole-word match this near is kept; a weaker one gives way to two words run together that fit better. */
const SURE_NEARNESS = 1.2;

interface Match {
  english: string;
  score: number;
}

/**
 * The list's word nearest to a spelt word; `exact`: only one with the very consonants heard. A short
 * word (टाई, शू, रॉड: its key may be one letter) has too little sound to be read loosely: its
 * consonants must be the English word's and its vowel heard in it (नेट, net, is not nut; पेट is not pad).
 */
function bestMatch(latin: string, index: SoundIndex, exact = false): Match | null {
  let best: Match | null = null;
  for (const spelt of spellings(latin)) {
    const short = spelt.length <= SHORT;
    const least = short ? SHORT_NEARNESS : LEAST_NEARNESS;
    for (const key of spokenKeys(spelt)) {
      if (key.length < 2 && !short) continue;
      for (const english of index.byKey.get(key) ?? []) {
        if (endsInVowel(spelt) && !englishEndsInVowel(english)) continue;
        if ((short || exact) && consonantFrame(spelt) !== consonantFrame(asSaid(english))) continue;
        const score = nearness(spelt, english);
        if (score >= least && (!best || score > best.score)) best = { english, score };
      }
    }
  }
  return best;
}

/** A Devanagari or Gujarati consonant or vowel letter: where a word typed run together can be cut. */
const LETTER = /[\u0905-\u0939\u0a85-\u0ab9]/;
const VIRAMAS = '\u094d\u0acd';

/**
 * Two words typed as one (टाईरॉड, लॉकरिंग): the cut whose halves each have the very consonants of
 * a word of the list and sound most like it.
 */
function splitMatch(word: string, index: SoundIndex): Match | null {
  let best: Match | null = null;
  const letters = [...word];
  for (let at = 2; at < letters.length - 1; at += 1) {
    if (!LETTER.test(letters[at]!) || VIRAMAS.includes(letters[at - 1]!)) continue;
    const one = bestMatch(spell(letters.slice(0, at).join('')), index, true);
    const two = one && bestMatch(spell(letters.slice(at).join('')), index, true);
    const score = one && two ? (one.score + two.score) / 2 : 0;
    if (one && two && (!best || score > best.score)) best = { english: `${one.english} ${two.english}`, score };
  }
  return best;
}

/** A word spelt in Latin letters, and without a Hinglish "-ar" (शॉकर, shocker, is shock). */
function wholeMatch(word: string, index: SoundIndex): Match | null {
  const latin = spell(word);
  if (latin.length < 2) return null;
  return bestMatch(latin, index) ?? (/[^aeiou]ar$/.test(latin) && latin.length > 5 ? bestMatch(latin.slice(0, -2), index) : null);
}

/**
 * The English word of the list that a Devanagari or Gujarati word sounds like, or null; `forms`:
 * the word as typed, then without a case ending. A form is matched whole, never a part of it (લોકો,
 * people, is not लॉक, lock), and one that ends in a vowel only matches an English word that does
 * too. Then as two words run together (लॉकरिंग is lock ring), when that fits better.
 */
export function englishFor(forms: readonly string[], index: SoundIndex): string | null {
  let whole: Match | null = null;
  for (const form of forms) if ((whole = wholeMatch(form, index))) break;
  if (whole && whole.score >= SURE_NEARNESS) return whole.english;
  const split = splitMatch(forms[0]!, index);
  return (split && (!whole || split.score > whole.score) ? split : whole)?.english ?? null;
}
