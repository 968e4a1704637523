import { describe, expect, it } from 'vitest';
import seed from '../../../mocks/seed/seed.json';
import { rankSearch, withinOneEdit } from '../../../src/features/catalog/search/search';

interface Row {
  id: number;
  name: string;
  category: string;
  description: string;
}

/** The demo catalogue plus two parts with the kind of codes buyers type. */
const parts: Row[] = [
  ...seed.parts.map(({ id, name, category, description }) => ({ id, name, category, description })),
  { id: 101, name: 'Silencer Bracket RB-SS-70', category: 'Silencer Parts', description: 'Bracket for the RB series silencer body.' },
  { id: 102, name: 'Clutch Plate for 16/13 Tipper', category: 'Other', description: 'Clutch plate, 352 mm, 10 splines.' },
];

const search = (query: string) => rankSearch(parts, query, (part) => part);
const names = (query: string) => search(query).map((part) => part.name);
const lockRingNames = ['Wheel Lock Ring 20 inch', 'Split Lock Ring 9.00-20', 'Lock Ring Tool Kit', 'Rim Lock Ring Heavy Gauge'];
const silencerNames = [
  'Heavy Duty Silencer Assembly',
  'Silencer Tail Pipe 4 inch',
  'Silencer Mounting Bracket',
  'Silencer Gasket Set',
  'Silencer Pipe Clamp 4 inch',
  'Silencer Bracket RB-SS-70',
];
const lockRingCategory = parts.filter((part) => part.category === 'Lock Rings').map((part) => part.name);

/** [query, the names expected first, in any order among themselves] */
const firstResults: [string, string[]][] = [
  ['lock rings', lockRingNames],
  ['Lock Rings', lockRingNames],
  ['lockring', lockRingNames],
  ['ring lock', lockRingNames],
  ['RING  LOCKS', lockRingNames],
  ['lock', lockRingNames],
  ['silencor', silencerNames],
  ['silencer', silencerNames],
  ['22.5', ['Side Ring for 22.5 inch Rim']],
  ['22.5"', ['Side Ring for 22.5 inch Rim']],
  ['1613', ['Clutch Plate for 16/13 Tipper']],
  ['16-13', ['Clutch Plate for 16/13 Tipper']],
  ['RB-SS-70', ['Silencer Bracket RB-SS-70']],
  ['rbss70', ['Silencer Bracket RB-SS-70']],
  ['rb ss 70', ['Silencer Bracket RB-SS-70']],
  ['RB/SS/70', ['Silencer Bracket RB-SS-70']],
  ['9.00-20', ['Split Lock Ring 9.00-20']],
  ['u bolt', ['U-Bolt Clamp 7/8 inch']],
  ['7/8"', ['U-Bolt Clamp 7/8 inch']],
  ['cables', ['Accelerator Cable', 'Clutch Cable Assembly', 'Gear Shift Cable Pair', 'Hand Brake Cable']],
  ['bushes', ['Spring Shackle Rubber Bush', 'Torque Rod Bush', 'Spring Pin and Bush Kit']],
  ['brake', ['Hand Brake Cable', 'Brake Drum 410 mm', 'Brake Lining Set with Rivets', 'Brake Chamber Type 24', 'Brake Shoe Pair']],
  ['steering bracket', ['Steering Box Mounting Bracket']],
  ['clamp radiator', ['Radiator Hose Clamp Set']],
];

describe('rankSearch: what a buyer types finds the part first', () => {
  it.each(firstResults)('%s', (query, expected) => {
    const found = names(query);
    expect(found.slice(0, expected.length).sort()).toEqual([...expected].sort());
  });
});

describe('rankSearch: what it finds and leaves out', () => {
  it('finds every part of the category named by the query, name matches first', () => {
    const found = names('lock rings');
    expect(found).toEqual(expect.arrayContaining(lockRingCategory));
    expect(found.indexOf('Side Ring for 22.5 inch Rim')).toBeGreaterThanOrEqual(lockRingNames.length);
  });

  it("ranks a word inside a description ('interlock') after every name and category match for 'lock'", () => {
    const found = names('lock');
    const bellow = found.indexOf('Exhaust Flex Pipe Bellow');
    expect(bellow).toBeGreaterThan(-1);
    for (const name of lockRingCategory) expect(found.indexOf(name)).toBeLessThan(bellow);
  });

  it('ranks a category match before a description match', () => {
    const found = names('brake');
    // 'S-Cam Shaft' is in Brake System; 'Brake Lining' is named; 'Fuel Tank Strap Bracket' is not about brakes at all.
    expect(found.indexOf('S-Cam Shaft')).toBeGreaterThan(found.indexOf('Brake Chamber Type 24'));
    expect(found).not.toContain('Fuel Tank Strap Bracket');
  });

  it('tolerates one typo in a longer word, not two, and none in short words or numbers', () => {
    expect(names('silencor')).toContain('Heavy Duty Silencer Assembly');
    expect(names('slencor')).toEqual([]);
    expect(names('lick')).toEqual([]);
    expect(names('1614')).toEqual([]);
  });

  it('finds nothing for text that is in no part, and keeps every part for an empty query', () => {
    expect(search('zzzz')).toEqual([]);
    expect(search('  ')).toHaveLength(parts.length);
  });

  it('keeps the given order among equal matches', () => {
    const found = search('lock ring tool kit').map((part) => part.id);
    expect(found[0]).toBe(9);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['silencer', 'silencor', true],
    ['silencer', 'silencr', true],
    ['silencer', 'silencerr', true],
    ['silencer', 'silecner', true],
    ['silencer', 'slencor', false],
    ['clamp', 'clamp', true],
    ['clamp', 'camps', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});
