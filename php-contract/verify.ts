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
 * Each request names its entry in a `Prefer: example=<entry>` header, so a mock server made from
 * openapi.json (Prism) answers that entry where several share a method and path; PHP ignores it.
 * Exit code: 0 when nothing failed, 1 on any FAIL, 2 on a usage error.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatTable, hasFailures, toJson } from './verify/report';
import { verifyBackend, type Credentials } from './verify/run';

export { formatTable, hasFailures, toJson } from './verify/report';
export { SEED_CREDENTIALS, verifyBackend, type EntryResult, type VerifyOptions, type VerifyReport } from './verify/run';

const USAGE = `Usage: npx tsx php-contract/verify.ts --base URL [--writes] [--json] [--timeout-ms 15000] [--staff-lock]
       [--admin-email E --admin-password P --subadmin-email E --subadmin-password P]
       npx tsx php-contract/verify.ts --mock [--writes] [--json]     (the built-in fake backend)`;

interface Args {
  base?: string;
  mock: boolean;
  writes: boolean;
  json: boolean;
  help: boolean;
  staffLock: boolean;
  timeoutMs?: number;
  credentials: Partial<Credentials>;
}

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
    if (credential) args.credentials[credential] = value();
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
  if (!args.help && !args.base === !args.mock) throw new Error('Give either --base URL or --mock');
  return args;
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
    const report = await verifyBackend({
      base,
      writes: args.writes,
      credentials: args.credentials,
      timeoutMs: args.timeoutMs,
      staffLock: args.staffLock,
    });
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
