// Runs the reference PHP backend (php-contract/reference/) with PHP's built-in server.
//   node --import tsx scripts/backend-php.ts [--port 8080] [--host 127.0.0.1] [--data-dir DIR]
//   node --import tsx scripts/backend-php.ts --reset [--data-dir DIR]   (reset the data and exit)
// The database is reset from schema.sql + seed.sql on every start. Tests can import
// startPhpBackend() to start and stop a fresh instance programmatically.
import { spawnSync, type StdioOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isMain, messageOf, once, probePort, root, signalGroup, startServer, stopServer, waitForHttp, type Started } from './lib/process';

export const referenceDir = join(root, 'php-contract', 'reference');
const APT_HINT = 'sudo apt-get install -y php-cli php-sqlite3';
const USAGE =
  'Usage: node --import tsx scripts/backend-php.ts [--port 8080] [--host 127.0.0.1] [--data-dir DIR] | --reset [--data-dir DIR]';

// -q drops php -S's per-connection log lines; router.php logs one line per request instead.
// The client sends files as base64 inside JSON, so bodies are a third larger than the files.
const PHP_INI = [
  '-d',
  'post_max_size=64M',
  '-d',
  'upload_max_filesize=20M',
  '-d',
  'memory_limit=256M',
  '-d',
  'display_errors=0',
  '-d',
  'log_errors=1',
];

/** Throws with the install command when php or its SQLite driver is missing. */
export function checkPhp(): string {
  const version = spawnSync(
    'php',
    ['-r', 'echo PHP_VERSION, "|", extension_loaded("pdo_sqlite") ? 1 : 0, "|", extension_loaded("fileinfo") ? 1 : 0;'],
    { encoding: 'utf8' },
  );
  if (version.error || version.status !== 0) {
    throw new Error(`PHP is not installed (php-cli 8.2+ is needed). Install it with:\n  ${APT_HINT}`);
  }
  const [phpVersion = '', sqlite, fileinfo] = version.stdout.trim().split('|');
  if (sqlite !== '1') throw new Error(`PHP ${phpVersion} has no pdo_sqlite driver. Install it with:\n  ${APT_HINT}`);
  if (fileinfo !== '1') throw new Error(`PHP ${phpVersion} has no fileinfo extension. Install it with:\n  ${APT_HINT}`);
  const [major = 0, minor = 0] = phpVersion.split('.').map(Number);
  if (major < 8 || (major === 8 && minor < 2)) throw new Error(`PHP ${phpVersion} is too old: 8.2 or newer is needed (${APT_HINT}).`);
  return phpVersion;
}

/** Recreates the database and empties written uploads in dataDir. */
export function resetDatabase(dataDir: string): string {
  const result = spawnSync('php', ['reset.php', '--data-dir', dataDir], { cwd: referenceDir, encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(`Resetting the reference database failed:\n${result.stderr || result.stdout || String(result.error)}`);
  }
  return result.stdout.trim();
}

async function assertPortFree(port: number, host: string): Promise<number> {
  try {
    return await probePort(port, host);
  } catch (error) {
    throw (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
      ? new Error(`Port ${port} on ${host} is already in use. Pick another with --port.`)
      : error;
  }
}

interface ServerOptions {
  host: string;
  port: number;
  dataDir: string;
  workers: number;
  stdio: StdioOptions;
}

function spawnServer({ host, port, dataDir, workers, stdio }: ServerOptions): Started {
  return startServer('php', [...PHP_INI, '-q', '-S', `${host}:${port}`, '-t', referenceDir, 'router.php'], {
    cwd: referenceDir,
    env: { ...process.env, REFERENCE_DATA_DIR: dataDir, PHP_CLI_SERVER_WORKERS: String(workers) },
    stdio,
  });
}

export interface PhpBackendOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Defaults to a new temporary directory, removed again by stop(). */
  dataDir?: string;
  workers?: number;
  timeoutMs?: number;
  log?: boolean;
}

export interface PhpBackend {
  url: string;
  port: number;
  dataDir: string;
  /** Puts the seed data back (and removes written uploads) without a restart. */
  reset: () => void;
  stop: () => Promise<void>;
}

/** Starts a fresh reference backend and resolves once it answers. */
export async function startPhpBackend({
  port = 0,
  host = '127.0.0.1',
  dataDir,
  workers = 4,
  timeoutMs = 15000,
  log = false,
}: PhpBackendOptions = {}): Promise<PhpBackend> {
  checkPhp();
  const ownDataDir = !dataDir;
  const dir = dataDir ? resolve(dataDir) : mkdtempSync(join(tmpdir(), 'php-backend-'));
  const boundPort = await assertPortFree(port, host);
  resetDatabase(dir);
  const server = spawnServer({
    host,
    port: boundPort,
    dataDir: dir,
    workers,
    stdio: ['ignore', log ? 'inherit' : 'ignore', log ? 'inherit' : 'pipe'],
  });
  const stop = once(async () => {
    await stopServer(server, { graceMs: 5000 });
    if (ownDataDir) rmSync(dir, { recursive: true, force: true });
  });

  const url = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`;
  const answered = await waitForHttp(`${url}/whatsapp_status.php`, { timeoutMs, gone: () => server.exited() !== null });
  if (answered !== 'ok') {
    await stop();
    const exit = server.exited();
    throw new Error(
      answered === 'gone' && exit
        ? `php -S exited early (${exit.code ?? exit.signal}):\n${server.stderrTail()}`
        : `The reference backend did not answer at ${url} within ${timeoutMs} ms:\n${server.stderrTail()}`,
    );
  }
  return { url, port: boundPort, dataDir: dir, reset: () => void resetDatabase(dir), stop };
}

function readArgs(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '8080' },
      host: { type: 'string', default: '127.0.0.1' },
      'data-dir': { type: 'string', default: join(referenceDir, '.data') },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port must be a number from 1 to 65535');
  return { port, host: values.host, dataDir: resolve(values['data-dir']), resetOnly: values.reset, help: values.help };
}

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  console.log(`PHP ${checkPhp()}`);
  if (args.resetOnly) {
    console.log(resetDatabase(args.dataDir));
    return;
  }
  await assertPortFree(args.port, args.host);
  console.log(resetDatabase(args.dataDir));
  const server = spawnServer({ ...args, workers: 4, stdio: 'inherit' });
  console.log(`Reference PHP backend on http://${args.host}:${args.port} (Ctrl+C to stop)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => signalGroup(server.child.pid, signal));
  }
  const { code, signal } = await server.exit;
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
}

if (isMain(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(messageOf(error));
    process.exit(1);
  });
}
