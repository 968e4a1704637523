/**
 * 5,000 catalogue parts for the scale test, made from the seed's parts so they look like the real
 * catalogue (same categories, images, brochures, PHP-style rows). One in five is "Heavy Duty", so the
 * bench's query narrows thousands of results to about a thousand, not to a handful.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib/process';

/** A part as the seed stores it (PHP's row: numbers may be strings). */
export type PartRow = Record<string, unknown> & { id: number; name: string; stock: number };
export const SCALE_PARTS = 5000;
/** What the bench types into the catalogue's search box: 10 characters. */
export const SCALE_QUERY = 'heavy duty';
/**
 * The same interaction typed in Devanagari: the sound reader (src/features/catalog/search/sound.ts)
 * loads and reads it. Its dearest reading: two words typed as one (every cut of टाईरॉड is tried), a
 * postposition and an everyday word (रेट, the price) left out.
 */
export const SCALE_SCRIPT_QUERY = 'टाईरॉड का रेट';

const GRADES = ['Heavy Duty', 'Standard', 'Premium', 'Reinforced', 'Fleet'];

export function seedParts(): PartRow[] {
  return (JSON.parse(readFileSync(join(root, 'mocks', 'seed', 'seed.json'), 'utf8')) as { parts: PartRow[] }).parts;
}

export function makeParts(count = SCALE_PARTS, base = seedParts()): PartRow[] {
  return Array.from({ length: count }, (_, index) => {
    const template = base[index % base.length] as PartRow;
    const grade = GRADES[index % GRADES.length] ?? '';
    const name = String(template.name).replace(/^Heavy Duty /i, '');
    return {
      ...template,
      id: index + 1,
      name: `${grade} ${name} ${String(1000 + index)}`,
      stock: (index * 7) % 40,
    };
  });
}
