import { editDistance } from '../../../lib/edit-distance';
import type { ListIndex } from './list-index';
import { spellAsSaid } from './text';

/**
 * A Latin word's rough sound: its letters as said (c as s or k, ph as f, ck and q as k, x as ks, z as
 * s, w as v, tch as ch), without the vowels after the first letter and without doubled letters.
 * "silensar" and "silencer" are both "slnsr"; "slencor" is "slnkr".
 */
function roughSound(word: string): string {
  const said = spellAsSaid(word).replace(/z/g, 's').replace(/w/g, 'v');
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
export function soundAlike(token: string, index: ListIndex): string | null {
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
