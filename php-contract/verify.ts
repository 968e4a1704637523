/**
 * Provider verification CLI: checks a live backend against php-contract/endpoints.ts over HTTP.
 *
 *   npx tsx php-contract/verify.ts --base http://127.0.0.1:8080 [--writes] [--json]
 *   npm run contract:verify -- --base URL [--writes] [--json]
 *
 * Read-only entries run by default; --writes also runs the create/update/delete entries on
 * records verify creates (named verify-<timestamp>) and deletes again. Staff logins use
 * --admin-email/--admin-password/--subadmin-email/--subadmin-password (or VERIFY_ADMIN_EMAIL,
 * VERIFY_ADMIN_PASSWORD, VERIFY_SUBADMIN_EMAIL, VERIFY_SUBADMIN_PASSWORD), defaulting to the seed's
 * accounts. --mock verifies the built-in fake backend, served over HTTP for the run. --staff-lock is for a
 * backend behind the build's staff gate (build/staff-gate.ts): staff calls then carry the admin's
 * credentials, and each staff entry is first sent without them and must be refused (401).
 * --desk URL also verifies the lead desk there (php-contract/verify/desk.ts; the site's {site}/desk/), as
 * --desk-user/--desk-password (VERIFY_DESK_URL, VERIFY_DESK_USER, VERIFY_DESK_PASSWORD; default the admin
 * login's), a user of the staff lock; --desk-subadmin-user/--desk-subadmin-password (VERIFY_DESK_SUBADMIN_*)
 * add the checks a second, subadmin user makes (403s, a lost take). --desk works alone too. --mock verifies
 * the fake backend's desk with the seed's two accounts.
 * Each request names its entry in a `Prefer: example=<entry>` header, so a mock server made from
 * openapi.json (Prism) answers that entry where several share a method and path; PHP ignores it.
 * Exit code: 0 when nothing failed, 1 on any FAIL, 2 on a usage error.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyDesk, type DeskVerifyOptions } from './verify/desk';
import { formatTable, hasFailures, toJson } from './verify/report';
import { SEED_CREDENTIALS, verifyBackend, type Credentials } from './verify/run';

export { formatTable, hasFailures, toJson } from './verify/report';
export { verifyDesk, type DeskVerifyOptions } from './verify/desk';
export { SEED_CREDENTIALS, verifyBackend, type EntryResult, type VerifyOptions, type VerifyReport } from './verify/run';

const USAGE = `Usage: npx tsx php-contract/verify.ts --base URL [--writes] [--json] [--timeout-ms 15000] [--staff-lock]
       [--admin-email E --admin-password P --subadmin-email E --subadmin-password P]
       [--desk URL --desk-user E --desk-password P [--desk-subadmin-user E --desk-subadmin-password P]]
       npx tsx php-contract/verify.ts --desk URL --desk-user E --desk-password P [--writes]   (the lead desk alone)
       npx tsx php-contract/verify.ts --mock [--writes] [--json]     (the built-in fake backend and its desk)`;

interface Args {
  base?: string;
  mock: boolean;
  writes: boolean;
  json: boolean;
  help: boolean;
  staffLock: boolean;
  timeoutMs?: number;
  credentials: Partial<Credentials>;
  /** The lead desk's URL and its lock users (options, else VERIFY_DESK_*). */
  desk?: string;
  deskUser?: string;
  deskPassword?: string;
  deskSubadminUser?: string;
  deskSubadminPassword?: string;
}

type DeskFlag = 'desk' | 'deskUser' | 'deskPassword' | 'deskSubadminUser' | 'deskSubadminPassword';
const DESK_FLAGS: Record<string, DeskFlag> = {
  '--desk': 'desk',
  '--desk-user': 'deskUser',
  '--desk-password': 'deskPassword',
  '--desk-subadmin-user': 'deskSubadminUser',
  '--desk-subadmin-password': 'deskSubadminPassword',
};

export function parseArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): Args {
  const args: Args = {
    mock: false,
    writes: false,
    json: false,
    help: false,
    staffLock: false,
    credentials: {
      adminEmail: env.VERIFY_ADMIN_EMAIL,
      adminPassword: env.VERIFY_ADMIN_PASSWORD,
      subadminEmail: env.VERIFY_SUBADMIN_EMAIL,
      subadminPassword: env.VERIFY_SUBADMIN_PASSWORD,
    },
    desk: env.VERIFY_DESK_URL || undefined,
    deskUser: env.VERIFY_DESK_USER || undefined,
    deskPassword: env.VERIFY_DESK_PASSWORD || undefined,
    deskSubadminUser: env.VERIFY_DESK_SUBADMIN_USER || undefined,
    deskSubadminPassword: env.VERIFY_DESK_SUBADMIN_PASSWORD || undefined,
  };
  const credentialFlags: Record<string, keyof Credentials> = {
    '--admin-email': 'adminEmail',
    '--admin-password': 'adminPassword',
    '--subadmin-email': 'subadminEmail',
    '--subadmin-password': 'subadminPassword',
  };
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i] ?? '';
    const eq = raw.indexOf('=');
    const flag = raw.startsWith('--') && eq > 0 ? raw.slice(0, eq) : raw;
    const value = () => {
      const given = raw.startsWith('--') && eq > 0 ? raw.slice(eq + 1) : argv[++i];
      if (given === undefined || given === '') throw new Error(`${flag} needs a value`);
      return given;
    };
    const credential = credentialFlags[flag];
    const deskFlag = DESK_FLAGS[flag];
    if (credential) args.credentials[credential] = value();
    else if (deskFlag) args[deskFlag] = value();
    else if (flag === '--base') args.base = value();
    else if (flag === '--writes') args.writes = true;
    else if (flag === '--json') args.json = true;
    else if (flag === '--mock') args.mock = true;
    else if (flag === '--staff-lock') args.staffLock = true;
    else if (flag === '--timeout-ms') {
      args.timeoutMs = Number(value());
      if (!Number.isInteger(args.timeoutMs) || args.timeoutMs <= 0) throw new Error('--timeout-ms must be a positive integer');
    } else if (flag === '--help' || flag === '-h') args.help = true;
    else throw new Error(`Unknown option ${raw}`);
  }
  if (!args.help && args.base && args.mock) throw new Error('Give either --base URL or --mock');
  if (!args.help && !args.base && !args.mock && !args.desk) throw new Error('Give either --base URL or --mock (or --desk URL)');
  if (!args.deskSubadminUser !== !args.deskSubadminPassword)
    throw new Error('Give both --desk-subadmin-user and --desk-subadmin-password, or neither');
  return args;
}

/** The desk to verify, if any: --desk's, or the fake backend's own with the seed's accounts under --mock. */
export function deskOptions(args: Args, mockUrl?: string): DeskVerifyOptions | undefined {
  const url = args.desk ?? (mockUrl ? `${mockUrl}/desk/` : undefined);
  if (!url) return undefined;
  const seed = mockUrl ? SEED_CREDENTIALS : null;
  const staff = {
    user: args.deskUser ?? args.credentials.adminEmail ?? SEED_CREDENTIALS.adminEmail,
    password: args.deskPassword ?? args.credentials.adminPassword ?? SEED_CREDENTIALS.adminPassword,
  };
  const subadmin = args.deskSubadminUser
    ? { user: args.deskSubadminUser, password: args.deskSubadminPassword ?? '' }
    : seed && { user: seed.subadminEmail, password: seed.subadminPassword };
  return { desk: url, staff, ...(subadmin ? { subadmin } : {}), ...(args.timeoutMs ? { timeoutMs: args.timeoutMs } : {}) };
}

async function main(): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  let stopMock: (() => Promise<void>) | undefined;
  let base = args.base ?? '';
  if (args.mock) {
    const { startMockBackendServer } = await import('../mocks/http-server');
    const server = await startMockBackendServer({ port: 0 });
    base = server.url;
    stopMock = server.stop;
  }
  try {
    const desk = deskOptions(args, args.mock ? base : undefined);
    const report = base
      ? await verifyBackend({
          base,
          writes: args.writes,
          credentials: args.credentials,
          timeoutMs: args.timeoutMs,
          staffLock: args.staffLock,
          desk,
        })
      : await verifyDesk({ ...desk!, writes: args.writes });
    console.log(args.json ? toJson(report) : formatTable(report, { width: process.stdout.columns || 160 }));
    return hasFailures(report) ? 1 : 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  } finally {
    await stopMock?.();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then((code) => {
    process.exitCode = code;
  });
}
