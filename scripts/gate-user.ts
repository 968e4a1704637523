#!/usr/bin/env -S npx tsx
/**
 * Adds or updates a staff member in the staff gate's files (build/staff-gate.ts), with a password typed
 * at a hidden prompt (or one line on stdin when it is not a terminal):
 *   npm run gate:user -- <email> [--admin] [--dir STAFF_GATE_DIR] [--cost 10]
 *   npm run gate:user -- <email> --delete [--dir STAFF_GATE_DIR]
 * The password file is htpasswd's bcrypt format ($2y$), which Apache checks on every staff call; the
 * group file's `admin:` line names who may make admin-only calls (--admin adds, leaving it out removes).
 * Use the same email and password as the staff member's back-office login.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import { ADMIN_GROUP, GATE_FILES } from '../build/staff-gate.ts';

/**
 * Apache verifies the hash on every staff call (Basic auth has no session), so the cost is a server
 * cost per request: 10 took 70 ms per check with htpasswd here, 12 four times that (notes/h28.md).
 */
export const DEFAULT_COST = 10;

export interface GateUser {
  email: string;
  password: string;
  admin: boolean;
}

const readLines = (file: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
    : [];

/** Written beside, then renamed: Apache never reads a half-written file. */
function writeAtomically(file: string, lines: string[]): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, lines.length ? `${lines.join('\n')}\n` : '', { mode: 0o644 });
  renameSync(tmp, file);
}

export function checkEmail(email: string): void {
  if (!/^[^\s:@]+@[^\s:@]+$/.test(email)) throw new Error(`'${email}' is not an email address (the back-office login's email)`);
}

/** bcrypt in htpasswd's spelling: bcryptjs writes $2b$, the same algorithm; every Apache 2.4 reads $2y$. */
export const hashPassword = (password: string, cost = DEFAULT_COST) => bcrypt.hashSync(password, cost).replace(/^\$2b\$/, '$2y$');

/** Adds or replaces the user's line, and puts them in or out of the admin group. */
export function writeGateUser(dir: string, { email, password, admin }: GateUser, cost = DEFAULT_COST): void {
  checkEmail(email);
  if (password.length < 8) throw new Error('The password must have at least 8 characters');
  mkdirSync(dir, { recursive: true });
  const passwords = join(dir, GATE_FILES.passwords);
  writeAtomically(passwords, [
    ...readLines(passwords).filter((line) => !line.startsWith(`${email}:`)),
    `${email}:${hashPassword(password, cost)}`,
  ]);
  setAdmin(dir, email, admin);
}

export function deleteGateUser(dir: string, email: string): boolean {
  const passwords = join(dir, GATE_FILES.passwords);
  const lines = readLines(passwords);
  const kept = lines.filter((line) => !line.startsWith(`${email}:`));
  writeAtomically(passwords, kept);
  setAdmin(dir, email, false);
  return kept.length < lines.length;
}

function setAdmin(dir: string, email: string, admin: boolean): void {
  const groups = join(dir, GATE_FILES.groups);
  const lines = readLines(groups);
  const prefix = `${ADMIN_GROUP}:`;
  const members = (lines.find((line) => line.startsWith(prefix)) ?? prefix)
    .slice(prefix.length)
    .split(/\s+/)
    .filter((name) => name && name !== email);
  if (admin) members.push(email);
  writeAtomically(groups, [
    ...lines.filter((line) => !line.startsWith(prefix)),
    ...(members.length ? [`${prefix} ${members.join(' ')}`] : []),
  ]);
}

/** A line typed without echo; from a pipe, the next line of stdin. */
async function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write(question);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((done, fail) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          input.off('data', onData);
          input.setRawMode(false);
          input.pause();
          process.stderr.write('\n');
          return done(typed);
        }
        if (char === '\u0003') {
          input.setRawMode(false);
          process.stderr.write('\n');
          return fail(new Error('Cancelled'));
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    input.on('data', onData);
  });
}

function parseArgs(argv: string[]) {
  const args = { email: '', admin: false, remove: false, dir: process.env.STAFF_GATE_DIR ?? '', cost: DEFAULT_COST };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--admin') args.admin = true;
    else if (arg === '--delete') args.remove = true;
    else if (arg === '--dir') args.dir = argv[++i] ?? '';
    else if (arg === '--cost') args.cost = Number(argv[++i]);
    else if (!arg.startsWith('--') && !args.email) args.email = arg;
    else throw new Error(`Unknown option ${arg}`);
  }
  if (!args.email) throw new Error('Usage: npm run gate:user -- <email> [--admin] [--delete] [--dir STAFF_GATE_DIR] [--cost 10]');
  if (!args.dir) throw new Error('Give the folder of the staff password files: --dir PATH or STAFF_GATE_DIR (the one the build was given)');
  if (!Number.isInteger(args.cost) || args.cost < 4 || args.cost > 15) throw new Error('--cost is a whole number from 4 to 15');
  return args;
}

async function main(): Promise<void> {
  const { email, admin, remove, dir, cost } = parseArgs(process.argv.slice(2));
  checkEmail(email);
  if (remove) {
    console.log(deleteGateUser(dir, email) ? `Removed ${email}.` : `${email} was not in ${dir}.`);
    return;
  }
  const password = await askHidden(`Password for ${email} (the same as their back-office login): `);
  if (process.stdin.isTTY && (await askHidden('Again: ')) !== password) throw new Error('The two passwords differ; nothing was changed');
  writeGateUser(dir, { email, password, admin }, cost);
  console.log(
    `${email} can now make ${admin ? 'every staff call' : 'staff calls (not the admin-only ones)'}: ${join(resolve(dir), GATE_FILES.passwords)}`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
