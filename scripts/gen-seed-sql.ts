// Generates php-contract/reference/seed.sql from mocks/seed/seed.json, so the reference PHP
// backend and the fake backend start from the same data.
//   npm run seed:sql     write seed.sql
//   npm run seed:check   exit 1 if the committed seed.sql is stale
// Staff passwords are stored hashed. The hash is SHA-512 crypt ("$6$...", which PHP's
// password_verify accepts) with a salt derived from the e-mail, so the output is
// deterministic and needs no PHP; login.php upgrades it with password_hash on first login.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { isMain, root } from './lib/process';
const seedJson = join(root, 'mocks', 'seed', 'seed.json');
const seedSql = join(root, 'php-contract', 'reference', 'seed.sql');

const ITOA64 = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
// Byte order of the final encoding step of SHA-512 crypt (Drepper, "Unix crypt using SHA-256 and SHA-512").
const SHA512_ORDER: [number, number, number][] = [
  [0, 21, 42],
  [22, 43, 1],
  [44, 2, 23],
  [3, 24, 45],
  [25, 46, 4],
  [47, 5, 26],
  [6, 27, 48],
  [28, 49, 7],
  [50, 8, 29],
  [9, 30, 51],
  [31, 52, 10],
  [53, 11, 32],
  [12, 33, 54],
  [34, 55, 13],
  [56, 14, 35],
  [15, 36, 57],
  [37, 58, 16],
  [59, 17, 38],
  [18, 39, 60],
  [40, 61, 19],
  [62, 20, 41],
];

const sha512 = (...parts: Buffer[]) => {
  const h = createHash('sha512');
  for (const p of parts) h.update(p);
  return h.digest();
};

const repeatTo = (block: Buffer, length: number) => {
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i += block.length) block.copy(out, i, 0, Math.min(block.length, length - i));
  return out;
};

/** The byte at `index` of a SHA-512 digest (always 64 bytes long). */
const at = (digest: Buffer, index: number): number => digest[index] ?? 0;

export function sha512Crypt(password: string, saltText: string): string {
  const key = Buffer.from(password, 'utf8');
  const salt = Buffer.from(saltText.slice(0, 16), 'utf8');
  const b = sha512(key, salt, key);
  const a = createHash('sha512').update(key).update(salt);
  let n = key.length;
  for (; n > 64; n -= 64) a.update(b);
  a.update(b.subarray(0, n));
  for (n = key.length; n > 0; n >>= 1) a.update(n & 1 ? b : key);
  let c = a.digest();
  const p = repeatTo(sha512(...Array<Buffer>(key.length).fill(key)), key.length);
  const s = repeatTo(sha512(...Array<Buffer>(16 + at(c, 0)).fill(salt)), salt.length);
  for (let i = 0; i < 5000; i++) {
    const h = createHash('sha512');
    h.update(i & 1 ? p : c);
    if (i % 3) h.update(s);
    if (i % 7) h.update(p);
    h.update(i & 1 ? c : p);
    c = h.digest();
  }
  let encoded = '';
  const put = (w: number, chars: number) => {
    for (let k = 0; k < chars; k++, w >>= 6) encoded += ITOA64[w & 0x3f];
  };
  for (const [x, y, z] of SHA512_ORDER) put((at(c, x) << 16) | (at(c, y) << 8) | at(c, z), 4);
  put(at(c, 63), 2);
  return `$6$${salt.toString('utf8')}$${encoded}`;
}

const saltFor = (email: string) =>
  [...createHash('sha256').update(`reference-backend:${email}`).digest()]
    .slice(0, 16)
    .map((byte) => ITOA64[byte & 0x3f])
    .join('');

const sqlValue = (v: unknown) => {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number') {
    if (!Number.isInteger(v)) throw new Error(`non-integer number in seed: ${v}`);
    return String(v);
  }
  if (typeof v !== 'string') throw new Error(`unsupported seed value: ${JSON.stringify(v)}`);
  return `'${v.replace(/'/g, "''")}'`;
};

type SeedRow = Record<string, unknown>;
type Seed = Record<string, SeedRow[] | undefined>;

const tables: [string, string[]][] = [
  ['categories', ['id', 'name']],
  ['parts', ['id', 'name', 'description', 'image', 'category', 'model_file', 'brochure_file', 'stock']],
  ['inquiries', ['id', 'name', 'email', 'phone', 'company', 'part_name', 'quantity', 'message', 'status', 'date']],
  [
    'buy_leads',
    [
      'id',
      'name',
      'email',
      'phone',
      'company',
      'partName',
      'partNumber',
      'quantity',
      'budget',
      'deliveryLocation',
      'additionalRequirements',
      'status',
      'created_at',
    ],
  ],
  ['blog_posts', ['id', 'title', 'excerpt', 'content', 'author', 'date', 'category', 'image']],
  ['brochures', ['id', 'bpath', 'created_at']],
  ['users', ['id', 'email', 'password', 'role']],
];

function checkSeed(seed: Seed): asserts seed is Record<string, SeedRow[]> {
  const problems: string[] = [];
  for (const [table, columns] of tables) {
    if (!Array.isArray(seed[table])) {
      problems.push(`${table} is missing`);
      continue;
    }
    seed[table]?.forEach((row, i) => {
      for (const c of columns) if (!(c in row)) problems.push(`${table}[${i}] has no ${c}`);
    });
  }
  const categories = new Set((seed.categories ?? []).map((c) => c.name));
  for (const p of seed.parts ?? [])
    if (!categories.has(p.category)) problems.push(`part ${String(p.id)} has unknown category ${String(p.category)}`);
  const datetime = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
  for (const r of seed.inquiries ?? []) if (!datetime.test(String(r.date))) problems.push(`inquiry ${String(r.id)} date is not DATETIME`);
  for (const r of [...(seed.buy_leads ?? []), ...(seed.brochures ?? [])])
    if (!datetime.test(String(r.created_at))) problems.push(`created_at ${String(r.created_at)} is not DATETIME`);
  if (problems.length) throw new Error(`mocks/seed/seed.json is invalid:\n  ${problems.join('\n  ')}`);
}

export function generateSeedSql(seed: Seed): string {
  checkSeed(seed);
  const out = [
    '-- Generated by scripts/gen-seed-sql.ts from mocks/seed/seed.json. Do not edit by hand:',
    '-- change seed.json and run `npm run seed:sql`.',
    '-- Staff passwords are SHA-512 crypt hashes (verified with password_verify).',
    '',
    'BEGIN TRANSACTION;',
  ];
  for (const [table, columns] of tables) {
    const rows = (seed[table] ?? []).map((row) => {
      const r = table === 'users' ? { ...row, password: sha512Crypt(String(row.password), saltFor(String(row.email))) } : row;
      return `  (${columns.map((c) => sqlValue(r[c])).join(', ')})`;
    });
    out.push('', `INSERT INTO ${table} (${columns.join(', ')}) VALUES`, `${rows.join(',\n')};`);
  }
  out.push('', 'COMMIT;', '');
  return out.join('\n');
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  const sql = generateSeedSql(JSON.parse(readFileSync(seedJson, 'utf8')) as Seed);
  const rel = relative(root, seedSql);
  if (values.check) {
    let current: string | null = null;
    try {
      current = readFileSync(seedSql, 'utf8');
    } catch {
      // A missing file is stale too.
    }
    if (current !== sql) {
      console.error(`${rel} is stale: run \`npm run seed:sql\` and commit the result.`);
      process.exit(1);
    }
    console.log(`${rel} is up to date.`);
  } else {
    writeFileSync(seedSql, sql);
    console.log(`wrote ${rel}`);
  }
}
