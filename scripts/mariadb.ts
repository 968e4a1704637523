// Debian's MariaDB (mariadb-server), started for one run in a temporary folder of its own: its own data
// folder and socket, no network (--skip-networking), and as root when the tests run as root. The lead
// desk's store is checked on it as on SQLite (server/test-desk.php).
//   npx tsx scripts/mariadb.ts <command> [args...]
// runs the command with DESK_TEST_DSN set to the server's socket (user root, no password), then stops
// the server and removes its folder; the exit status is the command's.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMain, messageOf, onStopSignals, once, sleep, startServer, stopServer } from './lib/process';

const MARIADBD = '/usr/sbin/mariadbd';
const INSTALL_DB = '/usr/bin/mariadb-install-db';
const ADMIN = '/usr/bin/mariadb-admin';
const APT_HINT = 'sudo apt-get install -y mariadb-server php-mysql';

export interface MariaDb {
  /** A PDO DSN for the server, without a database: the tests make their own. */
  dsn: string;
  user: string;
  stop: () => Promise<void>;
}

const asRoot = () => process.getuid?.() === 0;

/** Starts a MariaDB of its own; resolves once it answers. */
export async function startMariaDb({ timeoutMs = 30_000 } = {}): Promise<MariaDb> {
  if (!existsSync(MARIADBD) || !existsSync(INSTALL_DB)) throw new Error(`MariaDB is not installed. Install it with:\n  ${APT_HINT}`);
  const dir = mkdtempSync(join(tmpdir(), 'mariadb-'));
  const data = join(dir, 'data');
  const socket = join(dir, 'mariadb.sock');
  // mariadbd refuses to run as root unless told to; as another user it runs as that user.
  const user = asRoot() ? ['--user=root'] : [];
  const common = ['--no-defaults', `--datadir=${data}`, ...user];
  // root@localhost without a password (auth 'normal'): the folder is this run's, and nothing listens on the network.
  const install = spawnSync(INSTALL_DB, [...common, '--auth-root-authentication-method=normal', '--skip-test-db'], { encoding: 'utf8' });
  if (install.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`mariadb-install-db failed:\n${install.stdout}${install.stderr}`);
  }
  const server = startServer(
    MARIADBD,
    [
      ...common,
      `--socket=${socket}`,
      `--pid-file=${join(dir, 'mariadb.pid')}`,
      `--log-error=${join(dir, 'error.log')}`,
      '--skip-networking',
      // Small enough for a test machine, shared with browsers and Apache.
      '--innodb-buffer-pool-size=64M',
      '--skip-log-bin',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = once(async () => {
    await stopServer(server, { graceMs: 10_000, signalTo: 'leader' });
    rmSync(dir, { recursive: true, force: true });
  });
  const deadline = Date.now() + timeoutMs;
  while (spawnSync(ADMIN, ['--no-defaults', `--socket=${socket}`, '--user=root', 'ping'], { stdio: 'ignore' }).status !== 0) {
    if (server.exited() || Date.now() > deadline) {
      const why = server.exited() ? 'exited' : `did not answer within ${timeoutMs} ms`;
      await stop();
      throw new Error(`mariadbd ${why}:\n${server.stderrTail()}`);
    }
    await sleep(200);
  }
  return { dsn: `mysql:unix_socket=${socket}`, user: 'root', stop };
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (!command) throw new Error('Usage: npx tsx scripts/mariadb.ts <command> [args...]  (e.g. php server/test-desk.php)');
  const db = await startMariaDb();
  onStopSignals(() => void db.stop().then(() => process.exit(1)));
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DESK_TEST_DSN: db.dsn, DESK_TEST_USER: db.user } });
  await db.stop();
  process.exit(result.status ?? 1);
}

if (isMain(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(messageOf(error));
    process.exit(1);
  });
}
