/** How the search reads text: folded, cut into words, and run together for codes and part numbers. */

export function fold(text: string): string {
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
export function words(text: string): string[] {
  return (fold(text).match(/[a-z0-9]+(?:\.[0-9]+)*/g) ?? []).map(stem);
}

/**
 * The text run together, letters and digits only: "RB-SS-70" → "rbss70", "30212/15.J2" → "3021215j2".
 * Makers' catalogues ignore dashes, spaces, dots and slashes in a part number, and so does this search.
 */
export function compact(text: string): string {
  return fold(text).replace(/[^a-z0-9]/g, '');
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

/** A query run together that holds a digit and is this long is a part number (or a code) to find first. */
const PART_NUMBER_MIN_LENGTH = 4;

export const isPartNumber = (whole: string): boolean => whole.length >= PART_NUMBER_MIN_LENGTH && /\d/.test(whole);

/** An English word's letters as said: ph as f, tch as ch, ck and q as k, c as s or k, x as ks. */
export const spellAsSaid = (word: string): string =>
  word
    .replace(/ph/g, 'f')
    .replace(/tch/g, 'ch')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c(?!h)/g, 'k')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks');
