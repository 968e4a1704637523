import { beforeAll, describe, expect, it } from 'vitest';
import seed from '../../../mocks/seed/seed.json';
import { searchTexts } from '../../../src/features/catalog/catalog-page';
import { loadSound, needsSound, rankSearch, readQuery, type Sound } from '../../../src/features/catalog/search/search';
import { glossary } from '../../../src/i18n/glossary';
import { englishTexts } from '../../../src/i18n/i18n';

/** The demo catalogue's parts, as the catalogue page searches them. */
const parts = seed.parts.map(({ id, name, category, description }) => ({ id, name, category, description }));
const fields = (part: (typeof parts)[number]) => part;
let sound: Sound;
beforeAll(async () => {
  // The same lazy import the catalogue makes when a query in another script is typed.
  sound = await loadSound();
});
const names = (query: string) => rankSearch(parts, query, fields, sound).map((part) => part.name);
const reading = (query: string) => readQuery(query, parts, fields, sound);

/**
 * [typed in Devanagari or Gujarati, the English a buyer would type, the part that must come first].
 * None of these words is in the glossary: they are found by sound alone.
 */
const byScript: [string, string, string][] = [
  ['क्लच केबल', 'clutch cable', 'Clutch Cable Assembly'],
  ['ક્લચ કેબલ', 'clutch cable', 'Clutch Cable Assembly'],
  ['एक्सेलरेटर केबल', 'accelerator cable', 'Accelerator Cable'],
  ['એક્સેલરેટર', 'accelerator', 'Accelerator Cable'],
  ['गियर शिफ्ट', 'gear shift', 'Gear Shift Cable Pair'],
  ['ગિયર', 'gear', 'Gear Shift Cable Pair'],
  ['रेडिएटर होज़ अपर', 'radiator hose upper', 'Radiator Hose Upper'],
  ['રેડિએટર', 'radiator', 'Radiator Hose Clamp Set'],
  ['होज क्लैंप', 'hose clamp', 'Radiator Hose Clamp Set'],
  ['ગાસ્કેટ', 'gasket', 'Silencer Gasket Set'],
  ['एग्ज़ॉस्ट', 'exhaust', 'Exhaust Flex Pipe Bellow'],
  ['એક્ઝોસ્ટ પાઇપ', 'exhaust pipe', 'Exhaust Flex Pipe Bellow'],
  ['टॉर्क रॉड', 'torque rod', 'Torque Rod Bush'],
  ['ટોર્ક રોડ બુશ', 'torque rod bush', 'Torque Rod Bush'],
  ['ब्रेक ड्रम', 'brake drum', 'Brake Drum 410 mm'],
  ['બ્રેક લાઇનિંગ', 'brake lining', 'Brake Lining Set with Rivets'],
  ['शॉक एब्ज़ॉर्बर', 'shock absorber', 'Shock Absorber Bracket'],
  ['શોક', 'shock', 'Shock Absorber Bracket'],
  ['रिवेट', 'rivet', 'Chassis Frame Rivet Set (100 pcs)'],
  ['બ્રેક ચેમ્બર', 'brake chamber', 'Brake Chamber Type 24'],
  ['बम्पर ब्रैकेट', 'bumper bracket', 'Bumper Mounting Bracket'],
  ['इंजन माउंटिंग', 'engine mounting', 'Engine Mounting Rubber Pad'],
  ['મડ ફ્લેપ', 'mud flap', 'Mud Flap with Bracket'],
  ['फ्यूल टैंक', 'fuel tank', 'Fuel Tank Strap Bracket'],
  ['हैंड ब्रेक', 'hand brake', 'Hand Brake Cable'],
  ['સ્ટીયરિંગ બોક્સ', 'steering box', 'Steering Box Mounting Bracket'],
  ['पावर स्टीयरिंग पंप', 'power steering pump', 'Power Steering Pump Bracket'],
  ['ड्रैग लिंक', 'drag link', 'Drag Link Bracket'],
  ['क्रॉस मेंबर', 'cross member', 'Chassis Cross Member'],
  ['फैन बेल्ट', 'fan belt', 'Fan Belt Tensioner Bracket'],
  ['સ્પ્રિંગ પિન', 'spring pin', 'Spring Pin and Bush Kit'],
  ['લોક રિંગ ટૂલ કિટ', 'lock ring tool kit', 'Lock Ring Tool Kit'],
];

describe('a part typed in Devanagari or Gujarati is found by its sound', () => {
  it('none of these words is one the glossary was told', () => {
    const told = new Set(glossary.flatMap((entry) => [...entry.hi, ...entry.gu]));
    expect(byScript.flatMap(([typed]) => typed.split(' ')).filter((word) => told.has(word))).toEqual([]);
  });

  it.each(byScript)('%s finds %s first (%s)', (typed, english, first) => {
    expect(names(typed)[0]).toBe(first);
    // Ranked as the English query is, and said so on the page.
    expect(names(typed)).toEqual(names(english));
    expect(reading(typed)).toEqual({ reads: 'all', unread: [], english });
  });
});

describe('case endings and postpositions', () => {
  it.each([
    ['क्लच का केबल', 'clutch cable', 'Clutch Cable Assembly'],
    ['साइलेंसर के ब्रैकेट', 'silencer bracket', 'Silencer Mounting Bracket'],
    ['रेडिएटर की होज़', 'radiator hose', 'Radiator Hose Clamp Set'],
    ['ब्रेक में लाइनिंग', 'brake lining', 'Brake Lining Set with Rivets'],
    ['સાઇલેન્સરના ક્લેમ્પ', 'silencer clamp', 'Silencer Pipe Clamp 4 inch'],
    ['બ્રેકની લાઇનિંગ', 'brake lining', 'Brake Lining Set with Rivets'],
    ['ગિયરનો કેબલ', 'gear cable', 'Gear Shift Cable Pair'],
    ['એન્જિનનું માઉન્ટિંગ', 'engine mounting', 'Engine Mounting Rubber Pad'],
    ['ટ્રકમાં સાઇલેન્સર', 'truck silencer', 'Heavy Duty Silencer Assembly'],
    ['बुश से स्प्रिंग', 'bush spring', 'Spring Shackle Rubber Bush'],
  ])('%s reads as %s, with nothing left over', (typed, english, first) => {
    expect(names(typed)[0]).toBe(first);
    // No "searched without" for the ending: the page says only what it searched for.
    expect(reading(typed)).toEqual({ reads: 'all', unread: [], english });
  });
});

describe('what sound must not find', () => {
  it('લોકો (people) does not find the lock rings: a word never matches inside a longer one, nor is it a plural of લોક', () => {
    expect(names('લોકો')).toEqual([]);
    expect(names('लोको')).toEqual([]);
    expect(names('લોક')[0]).toMatch(/Lock Ring/);
    // An everyday word: left out, with nothing read in its place.
    expect(reading('લોકો')).toEqual({ reads: 'all', unread: [] });
    expect(reading('लोको')).toEqual({ reads: 'none', unread: ['लोको'] });
  });

  it('ताला चाबी (padlock, key) is not read as anything, and says so', () => {
    expect(names('ताला चाबी')).toEqual([]);
    expect(searchTexts.note(englishTexts, 'ताला चाबी', reading('ताला चाबी'))).toMatch(/could not search for “ताला चाबी”/);
    expect(searchTexts.note(englishTexts, 'ताला केबल', reading('ताला केबल'))).toBe(
      'Showing results for cable. The catalogue reads English letters and numbers only, so it searched without “ताला”.',
    );
  });

  it("the glossary keeps the mechanics' own words that sound cannot find", () => {
    expect(names('कमानी')).toEqual(names('leaf spring'));
    expect(names('कमानी')).toContain('Front Leaf Spring Assembly');
    expect(names('ટાંકી')[0]).toBe('Fuel Tank Strap Bracket');
    expect(names('एक्सीलेटर')[0]).toBe('Accelerator Cable');
  });
});

describe('Latin queries', () => {
  const silencers = [
    'Heavy Duty Silencer Assembly',
    'Silencer Gasket Set',
    'Silencer Mounting Bracket',
    'Silencer Pipe Clamp 4 inch',
    'Silencer Tail Pipe 4 inch',
  ];

  it('"silensar", two letters off, finds the silencers by sound and says what it searched for', () => {
    expect(names('silensar')).toEqual(names('silencer'));
    expect(names('silensar').slice(0, 5).sort()).toEqual(silencers);
    expect(searchTexts.note(englishTexts, 'silensar', reading('silensar'))).toBe('Showing results for silencer.');
  });

  it('"shocker", as mechanics call a shock absorber, finds the shock absorber part and says what it searched for', () => {
    expect(names('shocker')[0]).toBe('Shock Absorber Bracket');
    expect(searchTexts.note(englishTexts, 'shocker', reading('shocker'))).toBe('Showing results for shock.');
  });

  it('"silencer tata" shows the silencers, saying it searched without "tata"', () => {
    expect(names('silencer tata')).toEqual(names('silencer'));
    expect(names('silencer tata').slice(0, 5).sort()).toEqual(silencers);
    expect(reading('silencer tata')).toEqual({ reads: 'all', unread: [], left: ['tata'] });
    expect(searchTexts.note(englishTexts, 'silencer tata', reading('silencer tata'))).toBe(
      'No part matches “tata”, so the catalogue searched without it.',
    );
  });

  it('two words that match nothing are not dropped: the customer is offered the enquiry instead', () => {
    expect(names('no such part anywhere')).toEqual([]);
  });

  it('a Latin query needs no sound reader, and one in another script only when the glossary cannot read it', () => {
    expect(needsSound('clutch cable')).toBe(false);
    expect(needsSound('silensar')).toBe(false);
    expect(needsSound('क्लच केबल')).toBe(true);
    expect(needsSound('कमानी का')).toBe(false);
    // Without the reader a Latin query is searched the same, so nothing loads for it.
    expect(rankSearch(parts, 'silensar', fields).map((part) => part.name)).toEqual(names('silensar'));
  });
});
