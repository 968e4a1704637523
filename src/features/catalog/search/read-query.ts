import { INDIAN_SCRIPT, isEveryday, readIndianWord } from '../../../i18n/glossary';
import type { ListIndex } from './list-index';
import type { englishFor, soundIndex, SoundIndex } from './sound';
import { fold, words } from './text';

/** The sound reader (./sound.ts), once loaded. */
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

/**
 * How much of a query the search can read: all of it; part of it (words in another script that
 * neither sound nor the glossary place are left out: `unread`); none of it; or nothing but symbols.
 * A query of only spaces, or of only everyday words and postpositions (रेट, का), reads as 'all':
 * there is nothing to search for, and nothing to say it was not.
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
export interface ReadWord {
  typed: string;
  text: string;
  /** Read otherwise than typed: from another script, or by sound. */
  reread: boolean;
}

/** The typed words: read (as English), and unread (no reading good enough); postpositions and everyday words left out. */
export interface ReadWords {
  read: ReadWord[];
  unread: string[];
}

const soundIndexes = new WeakMap<ListIndex, SoundIndex>();

/** The typed words as English, each Indian-script word read by the glossary, else by sound. */
export function readWords(typed: string, index?: ListIndex, sound?: Sound): ReadWords {
  const found: ReadWords = { read: [], unread: [] };
  for (const word of typed.trim().split(/\s+/).filter(Boolean)) {
    // Letters or digits that fold to none of a-z0-9 are another script's.
    if (!/[\p{L}\p{N}]/u.test(fold(word).replace(/[a-z0-9]/g, ''))) {
      if (!isEveryday(word)) found.read.push({ typed: word, text: word, reread: false });
      continue;
    }
    const indian = INDIAN_SCRIPT.test(word) ? readIndianWord(word) : null;
    if (indian && 'drop' in indian) continue;
    if (indian && 'english' in indian) {
      found.read.push({ typed: word, text: indian.english, reread: true });
      continue;
    }
    let english: string | null = null;
    if (indian && index && sound) {
      let sounds = soundIndexes.get(index);
      if (!sounds) soundIndexes.set(index, (sounds = sound.soundIndex(index.postings.keys())));
      english = sound.englishFor(indian.forms, sounds);
    }
    if (english) found.read.push({ typed: word, text: english, reread: true });
    else found.unread.push(word);
  }
  return found;
}

export function readingOf({ read, unread }: ReadWords, left: string[]): QueryReading {
  if (!read.length && !unread.length) return { reads: 'all', unread };
  const query = read.map((word) => word.text).join(' ');
  const kept = read.filter((word) => !left.includes(word.typed));
  const reading: QueryReading = words(query).length
    ? { reads: unread.length ? 'part' : 'all', unread }
    : { reads: unread.length ? 'none' : 'symbols', unread: unread.length ? unread : read.map((word) => word.typed) };
  if (kept.some((word) => word.reread) && words(query).length) reading.english = kept.map((word) => word.text).join(' ');
  if (left.length) reading.left = left;
  return reading;
}
