/**
 * The trade words mechanics say in English, as they say them in Hindi and Gujarati: transliterated,
 * never translated (a silencer is साइलेंसर, not a Hindi coinage). The catalogs (src/i18n/catalogs/)
 * write each word with its first spelling; the catalogue search (src/i18n/search.ts) reads every
 * spelling listed as the English word, so a customer who types साइलेंसर finds the silencers.
 * tests/unit/i18n/catalog.test.ts checks that the catalogs use the first spellings.
 */
export const glossary: readonly { en: string; hi: readonly string[]; gu: readonly string[] }[] = [
  { en: 'silencer', hi: ['साइलेंसर', 'साइलेन्सर', 'सायलेंसर'], gu: ['સાઇલેન્સર', 'સાયલેન્સર', 'સાઈલેન્સર'] },
  { en: 'lock', hi: ['लॉक'], gu: ['લૉક', 'લોક'] },
  { en: 'ring', hi: ['रिंग'], gu: ['રિંગ'] },
  { en: 'chassis', hi: ['चेसिस', 'चैसिस'], gu: ['ચેસિસ', 'ચેસીસ'] },
  { en: 'bracket', hi: ['ब्रैकेट', 'ब्रेकेट'], gu: ['બ્રેકેટ', 'બ્રૅકેટ'] },
  { en: 'clamp', hi: ['क्लैंप', 'क्लैम्प', 'क्लेम्प'], gu: ['ક્લેમ્પ', 'ક્લૅમ્પ'] },
  { en: 'cable', hi: ['केबल'], gu: ['કેબલ'] },
  { en: 'rubber', hi: ['रबर'], gu: ['રબર'] },
  { en: 'steering', hi: ['स्टीयरिंग', 'स्टेयरिंग'], gu: ['સ્ટીયરિંગ', 'સ્ટિયરિંગ'] },
  { en: 'part', hi: ['पार्ट', 'पार्ट्स'], gu: ['પાર્ટ', 'પાર્ટ્સ'] },
  { en: 'pipe', hi: ['पाइप'], gu: ['પાઇપ', 'પાઈપ'] },
  { en: 'bush', hi: ['बुश'], gu: ['બુશ'] },
  { en: 'spring', hi: ['स्प्रिंग'], gu: ['સ્પ્રિંગ'] },
  { en: 'brochure', hi: ['ब्रोशर'], gu: ['બ્રોશર'] },
  { en: 'catalogue', hi: ['कैटलॉग'], gu: ['કેટલોગ'] },
];

/** Every spelling with its English word, longest first, so 'स्टीयरिंग' is read before the 'रिंग' inside it. */
const aliases = glossary
  .flatMap((entry) => [...entry.hi, ...entry.gu].map((spelling) => [spelling, entry.en] as const))
  .sort(([a], [b]) => b.length - a.length);

/** The query with the glossary's Hindi and Gujarati words read as English ('साइलेंसर क्लैंप' → 'silencer clamp'). */
export function glossaryToEnglish(query: string): string {
  // Plain ASCII, nearly every query, has nothing to read.
  // eslint-disable-next-line no-control-regex
  if (!/[^\u0000-\u007f]/.test(query)) return query;
  return aliases
    .reduce((text, [spelling, en]) => (text.includes(spelling) ? text.split(spelling).join(` ${en} `) : text), query)
    .replace(/\s+/g, ' ')
    .trim();
}
