import { beforeAll, describe, expect, it } from 'vitest';
import seed from '../../../mocks/seed/seed.json';
import { searchTexts } from '../../../src/features/catalog/catalog-page';
import { loadSound, rankSearch, readQuery, type Sound } from '../../../src/features/catalog/search/search';
import { glossary } from '../../../src/i18n/glossary';
import { englishTexts } from '../../../src/i18n/i18n';

/**
 * The words a mechanic types as he says them, against the demo catalogue: the glossary's own words,
 * everyday words that must not be read as parts, shop words, words run together, plurals, short
 * loanwords and part numbers however typed. Each row: [typed, what the page says it searched for
 * (null: nothing read otherwise than typed), the part that must come first].
 */
const parts = seed.parts.map(({ id, name, category, description }) => ({ id, name, category, description }));
const fields = (part: (typeof parts)[number]) => part;
let sound: Sound;
beforeAll(async () => {
  sound = await loadSound();
});
const first = (query: string) => rankSearch(parts, query, fields, sound)[0]?.name;
const reading = (query: string) => readQuery(query, parts, fields, sound);
const note = (query: string) => searchTexts.note(englishTexts, query, reading(query));

type Row = [typed: string, english: string | null, first: string];

const leafSpring = 'Leaf Spring Centre Clamp';
const glossaryWords: Row[] = [
  ['कमानी', 'leaf spring', leafSpring],
  ['कमानियाँ', 'leaf spring', leafSpring],
  ['कमानियां', 'leaf spring', leafSpring],
  ['पट्टा', 'leaf spring', leafSpring],
  ['पट्टे', 'leaf spring', leafSpring],
  ['पाटा', 'leaf spring', leafSpring],
  ['पत्ता', 'leaf spring', leafSpring],
  ['पत्ती', 'leaf spring', leafSpring],
  ['કમાની', 'leaf spring', leafSpring],
  ['કમાનીઓ', 'leaf spring', leafSpring],
  ['પાટા', 'leaf spring', leafSpring],
  ['પાટો', 'leaf spring', leafSpring],
  ['પટ્ટો', 'leaf spring', leafSpring],
  ['પટ્ટા', 'leaf spring', leafSpring],
  ['પત્તી', 'leaf spring', leafSpring],
  ['टंकी', 'tank', 'Fuel Tank Strap Bracket'],
  ['ટાંકી', 'tank', 'Fuel Tank Strap Bracket'],
  ['पहिया', 'wheel', 'Wheel Lock Ring 20 inch'],
  ['पहिए', 'wheel', 'Wheel Lock Ring 20 inch'],
  ['पहिये', 'wheel', 'Wheel Lock Ring 20 inch'],
  ['चक्का', 'wheel', 'Wheel Lock Ring 20 inch'],
  ['પૈડું', 'wheel', 'Wheel Lock Ring 20 inch'],
  ['પૈડા', 'wheel', 'Wheel Lock Ring 20 inch'],
  ['પૈડાં', 'wheel', 'Wheel Lock Ring 20 inch'],
  // Axles are only in descriptions: the first of those ("tandem axle bogies").
  ['धुरा', 'axle', 'Torque Rod Bush'],
  ['धुरी', 'axle', 'Torque Rod Bush'],
  ['ધરી', 'axle', 'Torque Rod Bush'],
  ['ધુરા', 'axle', 'Torque Rod Bush'],
  ['गरारी', 'pulley', 'Fan Belt Tensioner Bracket'],
  ['घिरनी', 'pulley', 'Fan Belt Tensioner Bracket'],
  ['ગરગડી', 'pulley', 'Fan Belt Tensioner Bracket'],
  ['ગરારી', 'pulley', 'Fan Belt Tensioner Bracket'],
  ['तेल', 'oil', 'Engine Mounting Rubber Pad'],
  ['તેલ', 'oil', 'Engine Mounting Rubber Pad'],
  ['पंखा', 'fan', 'Fan Belt Tensioner Bracket'],
  ['પંખો', 'fan', 'Fan Belt Tensioner Bracket'],
  ['पुर्जा', 'part', 'Heavy Duty Silencer Assembly'],
  ['पुर्ज़ा', 'part', 'Heavy Duty Silencer Assembly'],
  ['पुर्जे', 'part', 'Heavy Duty Silencer Assembly'],
  ['પુરજા', 'part', 'Heavy Duty Silencer Assembly'],
  ['પૂરજા', 'part', 'Heavy Duty Silencer Assembly'],
  ['शॉकर', 'shock absorber', 'Shock Absorber Bracket'],
  ['शोकर', 'shock absorber', 'Shock Absorber Bracket'],
  ['શોકર', 'shock absorber', 'Shock Absorber Bracket'],
  ['શૉકર', 'shock absorber', 'Shock Absorber Bracket'],
  ['एक्सीलेटर', 'accelerator', 'Accelerator Cable'],
  ['ऐक्सीलेटर', 'accelerator', 'Accelerator Cable'],
  ['एक्सलेटर', 'accelerator', 'Accelerator Cable'],
  ['એક્સીલેટર', 'accelerator', 'Accelerator Cable'],
  ['એક્સલેટર', 'accelerator', 'Accelerator Cable'],
];

/** Everyday words beside a part word: the part word alone is searched, and said. */
const everydayBeside: Row[] = [
  ['क्लच केबल का रेट', 'clutch cable', 'Clutch Cable Assembly'],
  ['नया क्लच केबल', 'clutch cable', 'Clutch Cable Assembly'],
  ['ब्रेक ड्रम का दाम', 'brake drum', 'Brake Drum 410 mm'],
  ['शॉकर चाहिए', 'shock absorber', 'Shock Absorber Bracket'],
  ['ક્લચ કેબલ ભાવ', 'clutch cable', 'Clutch Cable Assembly'],
  ['ક્લચ કેબલ જોઈએ છે', 'clutch cable', 'Clutch Cable Assembly'],
  ['clutch cable rate', null, 'Clutch Cable Assembly'],
];

const shopWords: Row[] = [
  ['शॉकर', 'shock absorber', 'Shock Absorber Bracket'],
  ['શોકર', 'shock absorber', 'Shock Absorber Bracket'],
  ['shocker', 'shock', 'Shock Absorber Bracket'],
];

const joined: Row[] = [
  ['टाईरॉड', 'tie rod', 'Tie Rod End'],
  ['ટાઇરોડ', 'tie rod', 'Tie Rod End'],
  ['लॉकरिंग', 'lock ring', 'Lock Ring Tool Kit'],
  ['લોકરિંગ', 'lock ring', 'Lock Ring Tool Kit'],
  ['lockring', null, 'Lock Ring Tool Kit'],
];

const plurals: Row[] = [
  ['બેરિંગો', 'bearing', 'Wheel Hub Bearing Set'],
  ['બેરિંગોની', 'bearing', 'Wheel Hub Bearing Set'],
  ['પાઇપોમાં', 'pipe', 'Silencer Tail Pipe 4 inch'],
  ['ક્લેમ્પોનો', 'clamp', 'U-Bolt Clamp 7/8 inch'],
  ['पाइपों', 'pipe', 'Silencer Tail Pipe 4 inch'],
  ['बेयरिंगों', 'bearing', 'Wheel Hub Bearing Set'],
];

const shortWords: Row[] = [
  ['टाई', 'tie', 'Tie Rod End'],
  ['शू', 'shoe', 'Brake Shoe Pair'],
  ['ब्रेक शू', 'brake shoe', 'Brake Shoe Pair'],
  ['ऑयल', 'oil', 'Engine Mounting Rubber Pad'],
];

/** Part numbers with and without their dashes, spaces, dots and slashes. */
const partNumbers: Row[] = [
  ['TRE-4523-07', null, 'Tie Rod End'],
  ['TRE452307', null, 'Tie Rod End'],
  ['tre 4523 07', null, 'Tie Rod End'],
  ['tre.4523.07', null, 'Tie Rod End'],
  ['TRE/4523/07', null, 'Tie Rod End'],
  ['30212/15.J2', null, 'Wheel Hub Bearing Set'],
  ['3021215J2', null, 'Wheel Hub Bearing Set'],
  ['30212 15 j2', null, 'Wheel Hub Bearing Set'],
  ['BS 410/220.R', null, 'Brake Shoe Pair'],
  ['bs410220r', null, 'Brake Shoe Pair'],
  // The number alone, though Brake Drum 410 mm has 410 in its name (and "410 x 220" in its description).
  ['410/220', null, 'Brake Shoe Pair'],
  ['410-220', null, 'Brake Shoe Pair'],
  // A part number in the name comes before the same number in another part's description.
  ['90020', null, 'Split Lock Ring 9.00-20'],
  ['9.00-20', null, 'Split Lock Ring 9.00-20'],
];

describe.each([
  ['every glossary word', glossaryWords],
  ['everyday words beside a part word', everydayBeside],
  ['shop words', shopWords],
  ['words typed together', joined],
  ['plurals and their case endings', plurals],
  ['short loanwords', shortWords],
  ['part numbers', partNumbers],
])('%s', (_, rows) => {
  it.each(rows)('%s reads as %s, %s first', (typed, english, part) => {
    expect(first(typed)).toBe(part);
    expect(reading(typed)).toEqual(english === null ? { reads: 'all', unread: [] } : { reads: 'all', unread: [], english });
  });
});

describe('no false readings', () => {
  it('the table has every word of the glossary', () => {
    const tabled = new Set(glossaryWords.map(([typed]) => typed));
    expect(glossary.flatMap((entry) => [...entry.hi, ...entry.gu]).filter((word) => !tabled.has(word))).toEqual([]);
  });

  it.each(['रेट', 'भाव', 'दाम', 'चाहिए', 'नया', 'ભાવ', 'જોઈએ', 'price'])(
    '%s alone is read as no part: nothing found, and no reading announced',
    (typed) => {
      expect(rankSearch(parts, typed, fields, sound)).toEqual([]);
      expect(reading(typed)).toEqual({ reads: 'all', unread: [] });
      expect(note(typed)).toBe('');
    },
  );

  it('तेल (oil) is not the tail pipe, and रेट (rate) is not the torque rod', () => {
    expect(note('तेल')).toBe('Showing results for oil.');
    expect(note('क्लच केबल का रेट')).toBe('Showing results for clutch cable.');
    expect(rankSearch(parts, 'तेल', fields, sound).map((part) => part.name)).not.toContain('Silencer Tail Pipe 4 inch');
  });

  it('an everyday word in Latin letters is not read by its rough sound either (price is not press)', () => {
    expect(note('shocker price')).toBe('Showing results for shock.');
    expect(note('clutch cable rate')).toBe('');
  });

  it('a word no part sounds like enough is left unread, not turned into the nearest part word', () => {
    expect(reading('ताला केबल')).toEqual({ reads: 'part', unread: ['ताला'], english: 'cable' });
    expect(reading('बेट')).toEqual({ reads: 'none', unread: ['बेट'] });
  });
});
