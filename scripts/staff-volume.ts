/**
 * The back office at real volume: 5,000 parts and 10,000 enquiries and buy leads, generated
 * deterministically (same rows every run) in the stored shape of the backend's tables, so the same
 * rows seed the fake backend's store (mocks/db.ts) and the reference PHP backend's SQLite database.
 *
 *   node --import tsx scripts/staff-volume.ts --php-data-dir DIR [--parts 5000] [--records 10000]   seed a reference database
 *   node --import tsx scripts/staff-volume.ts --php-data-dir DIR --remove                          take the rows out again
 *
 * Rows get ids from VOLUME_FIRST_ID up, clear of the seed's, so they can be removed again in one statement.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { makeParts } from './bench/scale-parts';
import { isMain, root } from './lib/process';

type Row = Record<string, unknown> & { id: number };
export interface StaffVolume {
  parts: Row[];
  inquiries: Row[];
  buy_leads: Row[];
}
const USAGE = 'Usage: node --import tsx scripts/staff-volume.ts --php-data-dir DIR [--parts 5000] [--records 10000] | --remove';
export const VOLUME_FIRST_ID = 100_000;
export const VOLUME = { parts: 5000, records: 10_000 };

const FIRST = [
  'Rajesh',
  'Priya',
  'Amit',
  'Sunita',
  'Vikram',
  'Anjali',
  'Suresh',
  'Kavita',
  'Harpreet',
  'Imran',
  'राजेश',
  'ભાવેશ',
  'Meena',
  'Arjun',
  'Fatima',
  'Ganesh',
];
const LAST = ['Patel', 'Sharma', 'Singh', 'Reddy', 'Iyer', 'Khan', 'Gupta', 'Nair', 'Desai', 'Joshi', 'शर्मा', 'પટેલ', 'Chauhan', 'Rao'];
const COMPANIES = ['Roadlines', 'Transport Co.', 'Logistics', 'Carriers', 'Fleet Services', 'Motors', 'Cargo Movers', 'Tippers'];
const CITIES = [
  'Surat, Gujarat',
  'Pune, Maharashtra',
  'Ludhiana, Punjab',
  'Chennai, Tamil Nadu',
  'Indore, Madhya Pradesh',
  'Nagpur, Maharashtra',
  'Jaipur, Rajasthan',
];
const PARTS = [
  'Wheel Lock Ring 20 inch',
  'Brake Drum 410 mm',
  'Silencer Assembly',
  'Clutch Cable Assembly',
  'Leaf Spring Bush',
  'Air Pressure Pipe',
  'Exhaust Flex Pipe Bellow',
  'Radiator Hose',
];
/** Phone numbers as customers type them: with and without 0, +91, spaces and dashes; a few landlines and a foreign one. */
const PHONES: ((digits: string) => string)[] = [
  (n) => `98${n.slice(0, 3)} ${n.slice(3, 8)}`,
  (n) => `+91 97${n.slice(0, 8)}`,
  (n) => `09${n.slice(0, 9)}`,
  (n) => `022-2${n.slice(0, 3)}-${n.slice(3, 7)}`,
  (n) => `91-88${n.slice(0, 8)}`,
  () => '+44 20 7946 0958',
];
const INQUIRY_STATUSES = ['pending', 'pending', 'responded', 'closed'];
const LEAD_STATUSES = ['new', 'new', 'quoted', 'pending'];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
const pad = (n: number) => String(n).padStart(2, '0');
/** MySQL DATETIME `minutes` before `now`. */
function dateTime(now: Date, minutes: number): string {
  const date = new Date(now.getTime() - minutes * 60_000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

function person(index: number) {
  const digits = String(1_000_000_000 + ((index * 7_919_141) % 900_000_000)).slice(1);
  const first = pick(FIRST, index);
  return {
    name: `${first} ${pick(LAST, Math.floor(index / FIRST.length))}`,
    email: index % 5 === 0 ? '' : `${/^[a-z]/i.test(first) ? first.toLowerCase() : 'customer'}${index}@example.in`,
    phone: pick(PHONES, index)(digits),
    company: `${pick(['Shree', 'Balaji', 'Sai', 'National', 'Ganga', 'Western'], index)} ${pick(COMPANIES, Math.floor(index / 6))}`,
  };
}

/** The rows, newest first: about ten a day going back over the years, as a busy back office fills up. */
export function makeStaffVolume({
  parts = VOLUME.parts,
  records = VOLUME.records,
  now = new Date(),
  firstId = VOLUME_FIRST_ID,
}: { parts?: number; records?: number; now?: Date; firstId?: number } = {}): StaffVolume {
  return {
    parts: makeParts(parts).map((part, index) => ({ ...part, id: firstId + index })),
    inquiries: Array.from({ length: records }, (_, index) => ({
      id: firstId + index,
      ...person(index),
      part_name: pick(PARTS, index),
      quantity: 1 + (index % 40),
      message: `Please quote for ${1 + (index % 40)} pieces, delivery to ${pick(CITIES, index)}.\nGST invoice needed.`,
      status: pick(INQUIRY_STATUSES, index),
      date: dateTime(now, index * 144 + 30),
    })),
    buy_leads: Array.from({ length: records }, (_, index) => ({
      id: firstId + index,
      ...person(index + 7),
      partName: pick(PARTS, index + 3),
      partNumber: index % 3 === 0 ? `RB-SS-${70 + (index % 30)}` : '',
      quantity: 2 + (index % 60),
      budget: index % 4 === 0 ? `₹${(5 + (index % 20)) * 1000}` : '',
      deliveryLocation: pick(CITIES, index),
      additionalRequirements: index % 2 ? 'Need it within a week.' : '',
      status: pick(LEAD_STATUSES, index),
      created_at: dateTime(now, index * 144 + 45),
    })),
  };
}

/** Runs php-contract/reference/bulk-rows.php on a reference database (its data dir). */
export function bulkRows(dataDir: string, ops: { insert?: Partial<StaffVolume>; deleteFromId?: Record<string, number> }): string {
  const result = spawnSync('php', ['bulk-rows.php', '--data-dir', resolve(dataDir)], {
    cwd: join(root, 'php-contract', 'reference'),
    input: JSON.stringify(ops),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error || result.status !== 0)
    throw new Error(`bulk-rows.php failed: ${result.stderr || result.stdout || String(result.error)}`);
  return result.stdout.trim();
}

const TABLES = ['parts', 'inquiries', 'buy_leads'];

/** Puts the volume into a reference database, replacing any volume rows already there. */
export const seedPhpVolume = (dataDir: string, volume: StaffVolume = makeStaffVolume()): string =>
  bulkRows(dataDir, { deleteFromId: Object.fromEntries(TABLES.map((table) => [table, VOLUME_FIRST_ID])), insert: volume });

/** Takes the volume rows out of a reference database again. */
export const removePhpVolume = (dataDir: string): string =>
  bulkRows(dataDir, { deleteFromId: Object.fromEntries(TABLES.map((table) => [table, VOLUME_FIRST_ID])) });

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'php-data-dir': { type: 'string' },
      parts: { type: 'string', default: String(VOLUME.parts) },
      records: { type: 'string', default: String(VOLUME.records) },
      remove: { type: 'boolean', default: false },
    },
  });
  const dataDir = values['php-data-dir'];
  if (!dataDir) {
    console.log(USAGE);
    process.exit(1);
  }
  console.log(
    values.remove
      ? removePhpVolume(dataDir)
      : seedPhpVolume(dataDir, makeStaffVolume({ parts: Number(values.parts), records: Number(values.records) })),
  );
}
