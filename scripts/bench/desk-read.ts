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
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  watch: WatchResult;
}

/**
 * The watch (issue #66): tabs on several devices asking the desk's news far more often than a tab does (each
 * every second, a tab every minute), for several intervals; the backend's reads counted on their way to it.
 */
export interface WatchResult {
  clients: number;
  askEveryMs: number;
  seconds: number;
  intervalSeconds: number;
  /** The backend's reads of each kind's open leads, and the most the rule allows (one per interval, and the first). */
  reads: Record<string, number>;
  allowed: number;
  /** A tab's check (news since its number) while they ask, median ms. */
  newsMs: number;
  /** news since the last number and the unseen list, with 10,000 open arrivals of each kind in the store. */
  atVolume: { arrivals: number; news: Read; unseen: Read };
}
const WATCH = { clients: 6, askEveryMs: 1_000, seconds: 20, intervalSeconds: 5 };
const VOLUME_ARRIVALS = 10_000;

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

/** As Apache's user (who owns the private folder and the store). */
function asServiceUser(php: string[], timeout = 120_000) {
  const user = serviceUser();
  const [command, ...args] = user ? ['runuser', '-u', user.name, '--', ...php] : php;
  return spawnSync(command as string, args, { encoding: 'utf8', timeout });
}

/** The desk's own login (desk-cli.php setup), put in the lock in place of any earlier one. */
function watchLogin(docroot: string, gateDir: string): void {
  const setup = asServiceUser(['php', join(docroot, 'server', 'desk-cli.php'), 'setup']);
  if (setup.status !== 0) throw new Error(`desk-cli.php setup failed: ${setup.stderr || setup.stdout}`);
  const line = setup.stdout.trim().split('\n').pop()!;
  const file = join(gateDir, 'staff.htpasswd');
  const others = readFileSync(file, 'utf8')
    .split('\n')
    .filter((entry) => entry.trim() !== '' && !entry.startsWith('desk-watch:'));
  writeFileSync(file, `${[...others, line].join('\n')}\n`);
}

/** A pass-through to the backend that counts the scripts asked for: the watch's reads, seen from outside. */
async function countingBackend(backendUrl: string) {
  const counts: Record<string, number> = {};
  const server = createServer((req, res) => {
    const script = (req.url ?? '').split('?')[0]!.replace(/^.*\//, '');
    counts[script] = (counts[script] ?? 0) + 1;
    fetch(`${backendUrl}${(req.url ?? '').replace(/^\/+/, '/')}`, { headers: { Authorization: String(req.headers.authorization ?? '') } })
      .then(async (reply) => {
        res.writeHead(reply.status, { 'Content-Type': reply.headers.get('content-type') ?? 'application/json' });
        res.end(Buffer.from(await reply.arrayBuffer()));
      })
      .catch(() => res.writeHead(502).end());
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, counts, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/** 10,000 open arrivals of each kind, new to nobody's since: what a tab's check reads past at that backlog. */
function seedArrivals(dbFile: string, each: number): void {
  const code = `$db = new PDO('sqlite:' . $argv[1]); $db->beginTransaction();
$s = $db->prepare("INSERT OR IGNORE INTO desk_arrivals (kind, lead_id, name, part, push_key, at, open, baseline) VALUES (?, ?, ?, ?, ?, ?, 1, 0)");
foreach (['inquiries', 'buyLeads'] as $k) { for ($i = 1; $i <= (int) $argv[2]; $i++) { $s->execute([$k, 900000 + $i, "Customer $i", "Part $i", "$k:" . (900000 + $i), gmdate('Y-m-d\\TH:i:s\\Z')]); } }
$db->exec('UPDATE desk_staff SET since_seq = 0'); $db->commit();`;
  const result = asServiceUser(['php', '-r', code, dbFile, String(each)]);
  if (result.status !== 0) throw new Error(`seeding the arrivals failed: ${result.stderr || result.stdout}`);
}

async function benchWatch(site: { url: string; docroot: string; backendUrl: string }, gateDir: string, auth: string, dbFile: string): Promise<WatchResult> {
  watchLogin(site.docroot, gateDir);
  const backend = await countingBackend(site.backendUrl);
  const configFile = join(site.docroot, 'server', 'config.php');
  const original = readFileSync(configFile, 'utf8');
  const cut = original.indexOf('\n') + 1;
  const settings = JSON.parse(original.slice(cut)) as Record<string, unknown>;
  writeFileSync(configFile, original.slice(0, cut) + JSON.stringify({ ...settings, backend: backend.url, backendHost: null, deskWatchSeconds: WATCH.intervalSeconds }));
  try {
    // The first read is the baseline; the counts start after it.
    const first = await get(new Agent(), `${site.url}/desk/news`, auth);
    if (first.status !== 200) throw new Error(`GET /desk/news answered ${first.status}`);
    for (const key of Object.keys(backend.counts)) delete backend.counts[key];
    const until = Date.now() + WATCH.seconds * 1000;
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: WATCH.clients }, async () => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        let since = 0;
        while (Date.now() < until) {
          const reply = await get(agent, `${site.url}/desk/news?since=${since}`, auth);
          times.push(reply.ms);
          const raw = reply.encoding === 'gzip' ? gunzipSync(reply.body) : reply.body;
          since = (JSON.parse(raw.toString('utf8')) as { seq: number }).seq;
          await new Promise((resolve) => setTimeout(resolve, WATCH.askEveryMs));
        }
        agent.destroy();
      }),
    );
    seedArrivals(dbFile, VOLUME_ARRIVALS);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const seq = (JSON.parse(gunzipOr(await get(agent, `${site.url}/desk/news`, auth))) as { seq: number }).seq;
    const news = await timeRead(agent, site.url, `/desk/news?since=${seq}`, auth);
    const unseen = await timeRead(agent, site.url, '/desk/unseen', auth);
    agent.destroy();
    return {
      ...WATCH,
      reads: { ...backend.counts },
      allowed: Math.ceil(WATCH.seconds / WATCH.intervalSeconds) + 1,
      newsMs: Math.round((median(times) ?? Infinity) * 10) / 10,
      atVolume: { arrivals: VOLUME_ARRIVALS * 2, news, unseen },
    };
  } finally {
    writeFileSync(configFile, original);
    await backend.stop();
  }
}

const gunzipOr = (reply: { body: Buffer; encoding: string }) => (reply.encoding === 'gzip' ? gunzipSync(reply.body) : reply.body).toString('utf8');

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
    const watch = await benchWatch(site, gateDir, auth, dsn.slice('sqlite:'.length));
    log(`  watch: ${JSON.stringify(watch.reads)} backend reads (at most ${watch.allowed}), news ${watch.newsMs} ms; at ${watch.atVolume.arrivals} arrivals news ${watch.atVolume.news.medianMs} ms, unseen ${watch.atVolume.unseen.medianMs} ms`);
    return {
      watch,
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
  const { watch } = result;
  const reads = Object.entries(watch.reads)
    .map(([script, count]) => `${script} ${count}`)
    .join(', ');
  const once = Object.values(watch.reads).every((count) => count <= watch.allowed);
  const watchLines = [
    `The watch: ${watch.clients} clients (3 tabs on each of 2 devices) each asking GET /desk/news every ${watch.askEveryMs / 1000} s for ${watch.seconds} s, interval ${watch.intervalSeconds} s:`,
    `  backend reads ${reads || 'none'} (at most ${watch.allowed} each: once per interval)  ${once ? 'within budget' : 'OVER BUDGET'}; a check ${watch.newsMs} ms (median)`,
    ...[watch.atVolume.news, watch.atVolume.unseen].map(
      (read) =>
        `  ${`${watch.atVolume.arrivals.toLocaleString('en')} open arrivals`.padEnd(27)} ${read.path.padEnd(36)} ${`${read.medianMs} ms`.padEnd(10)} ${`${read.rows} rows`.padEnd(12)} ${kb(read.gzipBytes)} ${read.encoding} / ${kb(read.rawBytes)} raw  ${read.medianMs < result.budgetMs ? 'within budget' : 'OVER BUDGET'}`,
    ),
  ];
  return [head, ...lines, ...watchLines].join('\n');
}

if (isMain(import.meta.url)) {
  const result = await benchDeskRead({ log: console.log });
  console.log(`\n${deskReadText(result)}`);
  process.exit(0);
}
