/**
 * Trade words in Hindi and Gujarati: how the site writes them, and the few the search must be told.
 *
 * `tradeSpellings`: the English trade words mechanics say as they are, written in their script
 * (a silencer is साइलेंसर, not a Hindi coinage). The catalogs (src/i18n/catalogs/) write each with
 * the spelling given here; tests/unit/i18n/catalog.test.ts checks it. Decisions (docs/languages.md):
 * - a loanword wherever mechanics and shopkeepers say the English word (कैटेगरी, not श्रेणी;
 *   क्वालिटी, not गुणवत्ता; मैसेज, not संदेश; स्टॉक, not उपलब्धता; लोड, not बोझ);
 * - Hindi writes the English "o" of lock and copy with ॉ (लॉक, कॉपी), as Hindi print does;
 * - Gujarati writes it with plain ો (લોક, કોપી, મોડલ, ઓફલાઇન), as Gujarati papers and phone
 *   keyboards do: ૉ was used for some words and not others, and a buyer types ો.
 *
 * `glossary`: what the catalogue search is told before it reads a word by its sound
 * (src/features/catalog/search/sound.ts reads any English word typed in either script): words
 * mechanics say in their own language, shop words (शॉकर for a shock absorber), and spellings whose
 * sound is too far from the English. An English word that sound finds as spelt does not belong here.
 */
export const tradeSpellings: readonly { en: string; hi: string; gu: string }[] = [
  { en: 'silencer', hi: 'साइलेंसर', gu: 'સાઇલેન્સર' },
  { en: 'lock', hi: 'लॉक', gu: 'લોક' },
  { en: 'ring', hi: 'रिंग', gu: 'રિંગ' },
  { en: 'chassis', hi: 'चेसिस', gu: 'ચેસિસ' },
  { en: 'bracket', hi: 'ब्रैकेट', gu: 'બ્રેકેટ' },
  { en: 'clamp', hi: 'क्लैंप', gu: 'ક્લેમ્પ' },
  { en: 'cable', hi: 'केबल', gu: 'કેબલ' },
  { en: 'rubber', hi: 'रबर', gu: 'રબર' },
  { en: 'steering', hi: 'स्टीयरिंग', gu: 'સ્ટીયરિંગ' },
  { en: 'part', hi: 'पार्ट', gu: 'પાર્ટ' },
  { en: 'pipe', hi: 'पाइप', gu: 'પાઇપ' },
  { en: 'spring', hi: 'स्प्रिंग', gu: 'સ્પ્રિંગ' },
  { en: 'brochure', hi: 'ब्रोशर', gu: 'બ્રોશર' },
  { en: 'catalogue', hi: 'कैटलॉग', gu: 'કેટલોગ' },
  { en: 'category', hi: 'कैटेगरी', gu: 'કેટેગરી' },
  { en: 'quality', hi: 'क्वालिटी', gu: 'ક્વોલિટી' },
  { en: 'message', hi: 'मैसेज', gu: 'મેસેજ' },
  { en: 'stock', hi: 'स्टॉक', gu: 'સ્ટોક' },
  { en: 'copy', hi: 'कॉपी', gu: 'કોપી' },
  { en: 'model', hi: 'मॉडल', gu: 'મોડલ' },
  { en: 'offline', hi: 'ऑफ़लाइन', gu: 'ઓફલાઇન' },
];

/** Words the search reads as English though no sound leads there, in both scripts. */
export const glossary: readonly { en: string; hi: readonly string[]; gu: readonly string[]; why: string }[] = [
  {
    en: 'leaf spring',
    hi: ['कमानी', 'कमानियाँ', 'कमानियां', 'पट्टा', 'पट्टे', 'पाटा', 'पत्ता', 'पत्ती'],
    gu: ['કમાની', 'કમાનીઓ', 'પાટા', 'પાટો', 'પટ્ટો', 'પટ્ટા', 'પત્તી'],
    why: "mechanics' own word: the spring, its leaves (पत्ती), the pack (पट्टा, पाटा)",
  },
  { en: 'tank', hi: ['टंकी'], gu: ['ટાંકી'], why: "mechanics' own word (the sound matches, but it ends in a vowel tank has not)" },
  { en: 'wheel', hi: ['पहिया', 'पहिए', 'पहिये', 'चक्का'], gu: ['પૈડું', 'પૈડા', 'પૈડાં'], why: "mechanics' own word" },
  { en: 'axle', hi: ['धुरा', 'धुरी'], gu: ['ધરી', 'ધુરા'], why: "mechanics' own word" },
  { en: 'pulley', hi: ['गरारी', 'घिरनी'], gu: ['ગરગડી', 'ગરારી'], why: "mechanics' own word" },
  { en: 'oil', hi: ['तेल'], gu: ['તેલ'], why: "everyone's word; by its sound it would read as tail" },
  { en: 'fan', hi: ['पंखा'], gu: ['પંખો'], why: "mechanics' own word" },
  { en: 'part', hi: ['पुर्जा', 'पुर्ज़ा', 'पुर्जे'], gu: ['પુરજા', 'પૂરજા'], why: "mechanics' own word" },
  { en: 'shock absorber', hi: ['शॉकर', 'शोकर'], gu: ['શોકર', 'શૉકર'], why: 'shop word: every mechanic says shocker' },
  {
    en: 'accelerator',
    hi: ['एक्सीलेटर', 'ऐक्सीलेटर', 'एक्सलेटर'],
    gu: ['એક્સીલેટર', 'એક્સલેટર'],
    why: 'said without the r: its sound is not the English word',
  },
];

/**
 * Everyday words of a buyer's question (the price, "I need", "new"): left out of the search and
 * never read as a part word (रेट, rate, is not rod). Devanagari, Gujarati, and Hinglish in Latin letters.
 */
const EVERYDAY = new Set([
  ...['रेट', 'भाव', 'दाम', 'कीमत', 'क़ीमत', 'प्राइस', 'चाहिए', 'चाहिये', 'नया', 'नई', 'नए', 'नये', 'कितना', 'कितने', 'कितनी'],
  ...['क्या', 'है', 'हैं', 'मिलेगा', 'मिलेगी', 'मिलेंगे', 'वाला', 'वाली', 'वाले', 'सस्ता', 'अच्छा', 'बढ़िया'],
  ...['ભાવ', 'રેટ', 'કિંમત', 'પ્રાઇસ', 'જોઈએ', 'જોઇએ', 'છે', 'નવું', 'નવા', 'નવી', 'કેટલા', 'કેટલું', 'કેટલી', 'મળશે', 'સારું'],
  // People, not the plural of લોક (lock).
  'લોકો',
  ...['rate', 'price', 'bhav', 'bhaav', 'daam', 'kimat', 'keemat', 'chahiye', 'chahie', 'chaiye', 'joie', 'joiye', 'naya', 'nayi'],
]);

/** Whether a typed word is an everyday word of a question, not a part word. */
export const isEveryday = (word: string): boolean => EVERYDAY.has(word.toLowerCase());

/** Devanagari or Gujarati letters. */
export const INDIAN_SCRIPT = /[\u0900-\u097f\u0a80-\u0aff]/;

/** Postpositions written as words of their own (Hindi's का की के में से, Gujarati's માટે): not part names. */
const POSTPOSITIONS = new Set([
  'का',
  'की',
  'के',
  'में',
  'से',
  'को',
  'पर',
  'और',
  'ना',
  'ની',
  'નો',
  'નું',
  'નાં',
  'માં',
  'થી',
  'ને',
  'માટે',
  'પર',
  'અને',
]);

/** Case endings after a Gujarati or Hindi plural (પાઇપોમાં, बेयरिंगों का): the plural goes with them. */
const CASES_GU = ['', 'માં', 'માંથી', 'ના', 'નાં', 'ની', 'નો', 'ને', 'નું', 'થી'];
const CASES_HI = ['', 'में', 'का', 'की', 'के', 'से', 'को'];

/**
 * Case endings joined to the word: Gujarati's (સાઇલેન્સરના, ગિયરમાં), the same typed in Devanagari
 * (साइलेंसरना), a plural with or without a case (બેરિંગો, પાઇપોમાં, पाइपों) and a postposition
 * typed without its space (क्लचका). Longest first. Only tried when the word as typed is not found.
 */
const ENDINGS = [
  ...['માંથી', 'માં', 'નાં', 'નું', 'ના', 'ની', 'નો', 'ને', 'થી', 'ना', 'नी', 'नो', 'नुं', 'मां', 'में', 'का', 'की', 'के', 'से'],
  ...CASES_GU.map((end) => `ો${end}`),
  ...CASES_HI.map((end) => `ों${end}`),
].sort((a, b) => b.length - a.length);

const aliases = new Map(glossary.flatMap((entry) => [...entry.hi, ...entry.gu].map((spelling) => [spelling, entry.en] as const)));

/**
 * A typed word in another script: a postposition or an everyday word (to leave out), a glossary
 * word (its English), or the forms to read by sound, as typed and then without a case ending.
 */
export type IndianWord = { drop: true } | { english: string } | { forms: string[] };

export function readIndianWord(word: string): IndianWord {
  if (POSTPOSITIONS.has(word) || EVERYDAY.has(word)) return { drop: true };
  const ending = ENDINGS.find((end) => word.endsWith(end) && word.length > end.length + 1);
  const stripped = ending ? word.slice(0, -ending.length) : null;
  const english = aliases.get(word) ?? (stripped === null ? undefined : aliases.get(stripped));
  if (english) return { english };
  return { forms: stripped === null ? [word] : [word, stripped] };
}
