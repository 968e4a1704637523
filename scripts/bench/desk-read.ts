/**
 * A desk read on the real server: the gated same-origin build (scripts/apache.ts e2eLayouts, VITE_STAFF_GATE=basic)
 * on Apache with mod_php, its lock's password files holding the seed's staff (bcrypt at npm run gate:user's cost,
 * so every call pays the password check as deployed). Median of several GETs over HTTP with gzip and Basic
 * credentials, after one unmeasured: /desk/leads (the day's lists and the lists' columns) and /desk/lead (a
 * lead's history), with the store (desk.sqlite in the layout's private folder) seeded by
 * `php server/test-desk.php --seed` as Apache's user, at a small size and at 10,000 leads with 2,000 and 20,000 notes.
 * Budget (DESIGN: the desk at 10,000 leads and 20,000 notes): each read answers within 100 ms on the server.
 *
 * The layout is the e2e's, on ports and folders of its own (BENCH_DESK_PORT, default 4790: the site on 4793, its
 * build in dist-bench/apache-desk, its private folder and lock beside them): the Apache e2e, of this checkout or
 * another, serves 4780 to 4785 and empties its private folders, and the bench reseeds this store.
 *
 * Called by scripts/bench.ts; `node --import tsx scripts/bench/desk-read.ts` runs it alone (builds or reuses
 * the gated build, starts and stops its own Apache).
 */
import { spawnSync } from 'node:child_process';
import { request, Agent } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import seed from '../../mocks/seed/seed.json';
import { e2eLayouts, privateDirFor, serviceUser, startApache } from '../apache';
import { buildOnce } from '../build-once';
import { writeGateUser } from '../gate-user';
import { isMain, probePort, root } from '../lib/process';
import { median } from './chromium';

export const DESK_READ_BUDGET_MS = 100;
const RUNS = 9;
const BASE_PORT = Number(process.env.BENCH_DESK_PORT ?? 4790);
const SITE_DIR = 'dist-bench/apache-desk';
/** The seed's back-office logins: the lock's users here, and the fake desk's callers in the staff lists. */
export const SEED_STAFF = seed.users.map(({ email, password, role }) => ({ email, password, admin: role === 'admin' }));
export const basicHeader = ({ email, password }: { email: string; password: string }) =>
  `Basic ${Buffer.from(`${email}:${password}`, 'utf8').toString('base64')}`;

/** Store sizes: leads and notes written by test-desk.php's seed() (an owner and a next step on every lead). */
export const DESK_SIZES = [
  { leads: 20, notes: 40 },
  { leads: 10_000, notes: 2_000 },
  { leads: 10_000, notes: 20_000 },
];

export interface Read {
  path: string;
  status: number;
  medianMs: number;
  runsMs: number[];
  gzipBytes: number;
  rawBytes: number;
  encoding: string;
  rows: number;
}
export interface DeskReadResult {
  server: string;
  budgetMs: number;
  /** One password_verify at the lock's cost in PHP on this machine: every desk call pays it once. */
  passwordCheckMs: number;
  sizes: { leads: number; notes: number; seedMs: number; list: Read; history: Read }[];
}

/** The inquiry holding seed()'s first note (seed() puts note n on lead n·7919 mod leads + 1; every third id is a buy lead). */
function historyLead(leads: number): number {
  for (let n = 1; ; n += 1) {
    const id = ((n * 7919) % leads) + 1;
    if (id % 3 !== 0) return id;
  }
}

async function get(agent: Agent, url: string, auth: string): Promise<{ ms: number; status: number; body: Buffer; encoding: string }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { Authorization: auth, 'Accept-Encoding': 'gzip' }, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} in 30 s`)));
    req.on('error', reject);
    req.end();
  });
}

async function timeRead(agent: Agent, base: string, path: string, auth: string): Promise<Read> {
  let last = await get(agent, base + path, auth);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    last = await get(agent, base + path, auth);
    runs.push(last.ms);
  }
  const raw = last.encoding === 'gzip' ? gunzipSync(last.body) : last.body;
  if (last.status !== 200) throw new Error(`GET ${path} answered ${last.status}: ${raw.toString('utf8').slice(0, 200)}`);
  const reply = JSON.parse(raw.toString('utf8')) as { data?: unknown[]; notes?: unknown[] };
  return {
    path,
    status: last.status,
    medianMs: Math.round((median(runs) ?? Infinity) * 10) / 10,
    runsMs: runs.map((ms) => Math.round(ms)),
    gzipBytes: last.body.length,
    rawBytes: raw.length,
    encoding: last.encoding,
    rows: (reply.data ?? reply.notes ?? []).length,
  };
}

/** The median of 9 password_verify calls on a lock line of `dir` (bcrypt, as writeGateUser wrote it). */
function passwordCheckMs(dir: string, { email, password }: { email: string; password: string }): number {
  const code = `$h = null; foreach (file($argv[1], FILE_IGNORE_NEW_LINES) as $l) { if (strpos($l, $argv[2] . ':') === 0) $h = substr($l, strlen($argv[2]) + 1); }
$t = []; for ($i = 0; $i < 9; $i++) { $s = hrtime(true); password_verify($argv[3], $h); $t[] = (hrtime(true) - $s) / 1e6; } sort($t); echo $t[4];`;
  const result = spawnSync('php', ['-r', code, join(dir, 'staff.htpasswd'), email, password], { encoding: 'utf8', timeout: 60_000 });
  return Math.round(Number(result.stdout) * 10) / 10;
}

/** test-desk.php --seed on the site's store, as the user Apache runs as (who owns the file, 0600). */
function seedStore(dsn: string, leads: number, notes: number): number {
  const started = Date.now();
  const user = serviceUser();
  const php = ['php', join(root, 'server', 'test-desk.php'), '--seed', dsn, '--leads', String(leads), '--notes', String(notes)];
  const [command, ...args] = user ? ['runuser', '-u', user.name, '--', ...php] : php;
  const result = spawnSync(command as string, args, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) throw new Error(`seeding the desk's store failed: ${result.stderr || result.stdout || String(result.error)}`);
  return Date.now() - started;
}

export async function benchDeskRead({ log = () => {} }: { log?: (line: string) => void } = {}): Promise<DeskReadResult> {
  const layout = e2eLayouts(BASE_PORT).find((item) => item.name === 'gated-same-origin');
  const gateDir = layout?.buildEnv.STAFF_GATE_DIR;
  if (!layout || !gateDir) throw new Error('no gated same-origin layout (scripts/apache.ts, e2eLayouts)');
  // Another server answering there would be measured, and its store reseeded.
  await probePort(layout.sitePort).catch(() => {
    throw new Error(`port ${layout.sitePort} is taken: set BENCH_DESK_PORT to a base port whose fourth is free`);
  });
  // NODE_ENV said outright, as for the bench's other Apache build: Vite in this process may have set it to development.
  const settings = { VITE_BACKEND_URL: layout.backendUrl, VITE_API_MOCKING: 'off', NODE_ENV: 'production', ...layout.buildEnv };
  if (!buildOnce(SITE_DIR, settings, { stdio: 'ignore' }).ok) throw new Error(`the gated build (${SITE_DIR}) failed`);
  for (const staff of SEED_STAFF) writeGateUser(gateDir, staff);
  const apache = await startApache({
    layouts: [{ name: 'bench-desk', layout: 'same-origin', siteDir: join(root, SITE_DIR), sitePort: layout.sitePort }],
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const [site] = apache.sites;
    if (!site) throw new Error('Apache served no site');
    const [admin] = SEED_STAFF;
    if (!admin) throw new Error('the seed has no staff login');
    const auth = basicHeader(admin);
    // The first desk call makes the store (and its folder), owned by Apache's user.
    const first = await get(agent, `${site.url}/desk/leads`, auth);
    if (first.status !== 200) throw new Error(`GET /desk/leads answered ${first.status} on ${site.url}`);
    const dsn = `sqlite:${join(privateDirFor(layout.sitePort), 'desk.sqlite')}`;
    const sizes: DeskReadResult['sizes'] = [];
    for (const size of DESK_SIZES) {
      const seedMs = seedStore(dsn, size.leads, size.notes);
      const list = await timeRead(agent, site.url, '/desk/leads', auth);
      const history = await timeRead(agent, site.url, `/desk/lead?kind=inquiries&id=${historyLead(size.leads)}`, auth);
      sizes.push({ ...size, seedMs, list, history });
      log(`  desk ${size.leads} leads, ${size.notes} notes: leads ${list.medianMs} ms (${list.rows} rows), history ${history.medianMs} ms (${history.rows} notes)`);
    }
    return {
      server: `Apache with mod_php (${site.url}), the gated same-origin build in ${SITE_DIR}, lock users bcrypt as npm run gate:user writes them`,
      budgetMs: DESK_READ_BUDGET_MS,
      passwordCheckMs: passwordCheckMs(gateDir, admin),
      sizes,
    };
  } finally {
    agent.destroy();
    await apache.stop();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per read, the sizes side by side. */
export function deskReadText(result: DeskReadResult): string {
  const head = [
    `Desk reads on ${result.server}; median of ${RUNS} over HTTP with gzip and Basic credentials (budget ${result.budgetMs} ms each)`,
    `the lock's password check (bcrypt, one per call) takes ${result.passwordCheckMs} ms of each on this machine`,
  ].join('\n');
  const lines = result.sizes.flatMap(({ leads, notes, list, history }) =>
    [list, history].map(
      (read) =>
        `  ${`${leads.toLocaleString('en')} leads, ${notes.toLocaleString('en')} notes`.padEnd(27)} ${read.path.padEnd(36)} ${`${read.medianMs} ms`.padEnd(10)} ${`${read.rows} ${read === list ? 'leads' : 'notes'}`.padEnd(12)} ${kb(read.gzipBytes)} ${read.encoding} / ${kb(read.rawBytes)} raw  ${read.medianMs < result.budgetMs ? 'within budget' : 'OVER BUDGET'}`,
    ),
  );
  return [head, ...lines].join('\n');
}

if (isMain(import.meta.url)) {
  const result = await benchDeskRead({ log: console.log });
  console.log(`\n${deskReadText(result)}`);
  process.exit(0);
}
