/*
 * Devanagari and Gujarati letters read into Latin ones as a mechanic says them: the sound reader's first
 * step (./sound.ts), loaded with it.
 */

/** Consonants, by their Devanagari letter (Gujarati is read through Devanagari: same order, 0x180 on). */
const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 't',
  ड: 'd',
  ढ: 'd',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'd',
  न: 'n',
  प: 'p',
  फ: 'f',
  ब: 'b',
  भ: 'b',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

/** A consonant with a nukta: the sounds Persian and English brought (ज़ is z, फ़ is f). */
const NUKTA: Record<string, string> = { क: 'k', ख: 'kh', ग: 'g', ज: 'z', ड: 'r', ढ: 'r', फ: 'f', झ: 'z' };

/** Vowels, standing alone or as the sign after a consonant. */
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऍ: 'e',
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
};

const VIRAMA = '्';
const NUKTA_SIGN = '़';
const NASALS = 'ंँ';

/** The Gujarati word in Devanagari letters: the two blocks keep the same order, 0x180 apart. */
function asDevanagari(word: string): { text: string; gujarati: boolean } {
  let gujarati = false;
  const text = word.replace(/[\u0a80-\u0aff]/g, (letter) => {
    gujarati = true;
    return String.fromCharCode(letter.charCodeAt(0) - 0x180);
  });
  return { text, gujarati };
}

/**
 * The word in Latin letters as it is said: a consonant's own 'a' (the schwa) is dropped at the end of
 * the word and between a vowel and a consonant that has its own vowel (Hindi's rule: रेडिएटर is
 * "rediyetar", not "redieṭara"). Gujarati ઝ is z in loanwords (એક્ઝોસ્ટ, exhaust).
 */
export function spell(word: string): string {
  const { text, gujarati } = asDevanagari(word);
  // [letter, has its own schwa]
  const units: { latin: string; consonant: boolean; schwa: boolean }[] = [];
  const letters = [...text];
  for (let at = 0; at < letters.length; at += 1) {
    const letter = letters[at]!;
    if (CONSONANTS[letter] !== undefined) {
      let latin = gujarati && letter === 'झ' ? 'z' : CONSONANTS[letter]!;
      if (letters[at + 1] === NUKTA_SIGN) {
        latin = NUKTA[letter] ?? latin;
        at += 1;
      }
      const next = letters[at + 1];
      const sign = next !== undefined && VOWELS[next] !== undefined && !/[अ-औऑऍ]/.test(next);
      if (sign) {
        units.push({ latin: latin + VOWELS[next]!, consonant: true, schwa: false });
        at += 1;
      } else if (next === VIRAMA) {
        units.push({ latin, consonant: true, schwa: false });
        at += 1;
      } else {
        units.push({ latin, consonant: true, schwa: true });
      }
    } else if (VOWELS[letter] !== undefined) {
      units.push({ latin: VOWELS[letter]!, consonant: false, schwa: false });
    } else if (NASALS.includes(letter)) {
      // Before p, b or m the nasal is m (पंप, pump); elsewhere n (लाइनिंग, lining).
      const next = letters[at + 1];
      const following = next === undefined ? '' : (CONSONANTS[next] ?? '');
      units.push({ latin: /^[pbm]/.test(following) ? 'm' : 'n', consonant: false, schwa: false });
    } else if (letter === 'ः') {
      units.push({ latin: 'h', consonant: false, schwa: false });
    }
  }
  return units
    .map((unit, at) => {
      if (!unit.schwa) return unit.latin;
      const last = at === units.length - 1;
      const before = units[at - 1];
      const after = units[at + 1];
      // Dropped at the end, and in V C(a) C V: the next consonant has its own vowel.
      const drop = last || (at > 0 && before !== undefined && after?.consonant === true && !after.schwa && at < units.length - 1);
      return drop ? unit.latin : `${unit.latin}a`;
    })
    .join('');
}
