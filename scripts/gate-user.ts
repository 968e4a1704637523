#!/usr/bin/env -S npx tsx
/**
 * Adds or updates a staff member in the staff lock's files (build/staff-gate.ts), with a password typed
 * at a hidden prompt (or one line on stdin when it is not a terminal); `--help` prints USAGE.
 * The password file is htpasswd's bcrypt format ($2y$), which Apache checks on every staff call; the
 * group file's `admin:` line names who may make admin-only calls (--admin adds, leaving it out removes).
 * The folder is --dir's; STAFF_GATE_DIR (the build's path on the server) is only its default, for
 * running this on the server itself.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs as parseCommandLine } from 'node:util';
import bcrypt from 'bcryptjs';
import { ADMIN_GROUP, GATE_FILES } from '../build/staff-gate.ts';

/**
 * Apache verifies the hash on every staff call (Basic auth has no session), so the cost is a server
 * cost per request: each step of the cost doubles it, and 10 keeps a check well under a page's wait.
 */
export const DEFAULT_COST = 10;

export const USAGE = `Adds, changes or removes a staff member in the server's staff lock.

  npm run gate:user -- <email> [--admin] --dir <folder> [--cost 10]
  npm run gate:user -- <email> --delete --dir <folder>

  --dir <folder>  where to write staff.htpasswd and staff.groups. On your computer, any folder
                  (e.g. ./staff-lock); then upload its two files to the server folder the build was
                  given as STAFF_GATE_DIR. Without --dir: STAFF_GATE_DIR itself, which only works
                  when you run this on the server.
  --admin         may also make admin-only calls (leave it out for a subadmin; it then removes admin)
  --delete        removes the staff member from the lock
  --cost <4-15>   bcrypt cost (default 10: Apache checks the hash on every staff call)
  --help          this text

Two passwords, kept in two places:
  - the back-office password: the one typed at /SSA-admin or /SSA-subadmin, checked by the PHP
    backend's login.php / sadlogin.php against its own database. This command does not change it.
  - the lock's password: the one this command asks for, stored as bcrypt in staff.htpasswd and
    checked by Apache on every staff call.
The back office sends the password typed at its login to the lock, so the two must be the same:
type the staff member's back-office password here, and run this again whenever it changes.

Check the lock afterwards (docs/deploying.md, "Locking the staff calls"):
  curl -i https://example.com/api/inquiries.php                      -> 401
  curl -i -u admin@example.com https://example.com/api/inquiries.php -> 200`;

/** Below this a password is easy to guess; the back office accepts it, so the lock must too, with a warning. */
export const SHORT_PASSWORD = 8;

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
  // Refusing a password the back office accepts would lock that staff member out: it must match.
  if (password === '') throw new Error('The password is empty; nothing was changed');
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

export function parseArgs(argv: string[], env: Record<string, string | undefined> = process.env) {
  let parsed;
  try {
    parsed = parseCommandLine({
      args: argv,
      allowPositionals: true,
      options: {
        admin: { type: 'boolean', default: false },
        delete: { type: 'boolean', default: false },
        dir: { type: 'string', default: '' },
        cost: { type: 'string', default: String(DEFAULT_COST) },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)} (npm run gate:user -- --help)`, { cause: error });
  }
  const { values, positionals } = parsed;
  const args = {
    email: positionals[0] ?? '',
    admin: values.admin,
    remove: values.delete,
    dir: values.dir,
    dirFromEnv: false,
    cost: Number(values.cost),
    help: values.help,
  };
  if (args.help) return args;
  if (positionals.length > 1) throw new Error(`Unknown option ${positionals[1]} (npm run gate:user -- --help)`);
  if (!args.email) throw new Error(`Give the staff member's email.\n\n${USAGE}`);
  if (!args.dir && env.STAFF_GATE_DIR?.trim()) {
    args.dir = env.STAFF_GATE_DIR.trim();
    args.dirFromEnv = true;
    // The build's STAFF_GATE_DIR is a path on the server: on another machine it is not there, and
    // writing it here would leave the files where Apache never reads them.
    if (!existsSync(args.dir))
      throw new Error(
        `STAFF_GATE_DIR (${args.dir}) is the folder on the server, and it is not on this computer. Write the files to a local folder with --dir ./staff-lock, then upload staff.htpasswd and staff.groups to ${args.dir} on the server.`,
      );
  }
  if (!args.dir) throw new Error("Give the folder for the staff lock's files: --dir ./staff-lock (npm run gate:user -- --help)");
  if (!Number.isInteger(args.cost) || args.cost < 4 || args.cost > 15) throw new Error('--cost is a whole number from 4 to 15');
  return args;
}

async function main(): Promise<void> {
  const { email, admin, remove, dir, dirFromEnv, cost, help } = parseArgs(process.argv.slice(2));
  if (help) {
    console.log(USAGE);
    return;
  }
  checkEmail(email);
  if (remove) {
    console.log(deleteGateUser(dir, email) ? `Removed ${email}.` : `${email} was not in ${dir}.`);
    return;
  }
  const password = await askHidden(`Lock password for ${email}: type their back-office password (the two must be the same): `);
  if (process.stdin.isTTY && (await askHidden('Again: ')) !== password) throw new Error('The two passwords differ; nothing was changed');
  writeGateUser(dir, { email, password, admin }, cost);
  console.log(
    `${email} can now make ${admin ? 'every staff call' : 'staff calls (not the admin-only ones)'}: ${join(resolve(dir), GATE_FILES.passwords)}`,
  );
  if (password.length < SHORT_PASSWORD)
    console.log(
      `Warning: a password under ${SHORT_PASSWORD} characters is easy to guess. Change it in the back office, then run this again with the new one.`,
    );
  if (!dirFromEnv)
    console.log(
      `Upload ${GATE_FILES.passwords} and ${GATE_FILES.groups} from ${resolve(dir)} to the server folder the build was given as STAFF_GATE_DIR.`,
    );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
