#!/usr/bin/env node
// Runs the reference PHP backend (php-contract/reference/) with PHP's built-in server.
//   node scripts/backend-php.mjs [--port 8080] [--host 127.0.0.1] [--data-dir DIR]
//   node scripts/backend-php.mjs --reset [--data-dir DIR]   (reset the data and exit)
// The database is reset from schema.sql + seed.sql on every start. Tests can import
// startPhpBackend() to start and stop a fresh instance programmatically.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const referenceDir = join(root, 'php-contract', 'reference');
const APT_HINT = 'sudo apt-get install -y php-cli php-sqlite3';

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
export function checkPhp() {
  const version = spawnSync(
    'php',
    ['-r', 'echo PHP_VERSION, "|", extension_loaded("pdo_sqlite") ? 1 : 0, "|", extension_loaded("fileinfo") ? 1 : 0;'],
    { encoding: 'utf8' },
  );
  if (version.error || version.status !== 0) {
    throw new Error(`PHP is not installed (php-cli 8.2+ is needed). Install it with:\n  ${APT_HINT}`);
  }
  const [phpVersion, sqlite, fileinfo] = version.stdout.trim().split('|');
  if (sqlite !== '1') throw new Error(`PHP ${phpVersion} has no pdo_sqlite driver. Install it with:\n  ${APT_HINT}`);
  if (fileinfo !== '1') throw new Error(`PHP ${phpVersion} has no fileinfo extension. Install it with:\n  ${APT_HINT}`);
  const [major, minor] = phpVersion.split('.').map(Number);
  if (major < 8 || (major === 8 && minor < 2)) throw new Error(`PHP ${phpVersion} is too old: 8.2 or newer is needed (${APT_HINT}).`);
  return phpVersion;
}

/** Recreates the database and empties written uploads in dataDir. */
export function resetDatabase(dataDir) {
  const result = spawnSync('php', ['reset.php', '--data-dir', dataDir], { cwd: referenceDir, encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(`Resetting the reference database failed:\n${result.stderr || result.stdout || result.error}`);
  }
  return result.stdout.trim();
}

function assertPortFree(port, host) {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', (error) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} on ${host} is already in use. Pick another with --port.`) : error);
    });
    probe.listen(port, host, () => {
      const { port: bound } = probe.address();
      probe.close(() => resolvePort(bound));
    });
  });
}

function spawnServer({ host, port, dataDir, workers, stdio }) {
  return spawn('php', [...PHP_INI, '-q', '-S', `${host}:${port}`, '-t', referenceDir, 'router.php'], {
    cwd: referenceDir,
    env: { ...process.env, REFERENCE_DATA_DIR: dataDir, PHP_CLI_SERVER_WORKERS: String(workers) },
    stdio,
    // Its own process group, so stopping it also stops its worker processes.
    detached: true,
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts a fresh reference backend and resolves once it answers.
 * port 0 (the default) picks a free port; dataDir defaults to a new temporary directory,
 * removed again by stop().
 * reset() puts the seed data back (and removes written uploads) without a restart.
 * @returns {Promise<{url: string, port: number, dataDir: string, reset: () => void, stop: () => Promise<void>}>}
 */
export async function startPhpBackend({ port = 0, host = '127.0.0.1', dataDir, workers = 4, timeoutMs = 15000, log = false } = {}) {
  checkPhp();
  const ownDataDir = !dataDir;
  const dir = dataDir ? resolve(dataDir) : mkdtempSync(join(tmpdir(), 'php-backend-'));
  const boundPort = await assertPortFree(port, host);
  resetDatabase(dir);
  const child = spawnServer({
    host,
    port: boundPort,
    dataDir: dir,
    workers,
    stdio: ['ignore', log ? 'inherit' : 'ignore', log ? 'inherit' : 'pipe'],
  });

  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  let exited = null;
  const exit = new Promise((r) => child.once('exit', (code, signal) => r((exited = { code, signal }))));

  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      if (!exited) {
        killGroup(child, 'SIGTERM');
        const done = await Promise.race([exit, sleep(5000).then(() => null)]);
        if (!done) {
          killGroup(child, 'SIGKILL');
          await exit;
        }
      }
      if (ownDataDir) rmSync(dir, { recursive: true, force: true });
    })();
    return stopping;
  };

  const url = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`php -S exited early (${exited.code ?? exited.signal}):\n${stderr}`);
    }
    try {
      const response = await fetch(`${url}/whatsapp_status.php`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The reference backend did not answer at ${url} within ${timeoutMs} ms:\n${stderr}`);
    }
    await sleep(100);
  }
  return { url, port: boundPort, dataDir: dir, reset: () => void resetDatabase(dir), stop };
}

function parseArgs(argv) {
  const args = { port: 8080, host: '127.0.0.1', dataDir: join(referenceDir, '.data') };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--port') args.port = Number(value());
    else if (flag === '--host') args.host = value();
    else if (flag === '--data-dir') args.dataDir = resolve(value());
    else if (flag === '--reset') args.resetOnly = true;
    else if (flag === '--help' || flag === '-h') args.help = true;
    else throw new Error(`Unknown option ${argv[i]}`);
  }
  if (!Number.isInteger(args.port) || args.port < 1 || args.port > 65535) throw new Error('--port must be a number from 1 to 65535');
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log('Usage: node scripts/backend-php.mjs [--port 8080] [--host 127.0.0.1] [--data-dir DIR] | --reset [--data-dir DIR]');
    return;
  }
  console.log(`PHP ${checkPhp()}`);
  if (args.resetOnly) {
    console.log(resetDatabase(args.dataDir));
    return;
  }
  await assertPortFree(args.port, args.host);
  console.log(resetDatabase(args.dataDir));
  const child = spawnServer({ ...args, workers: 4, stdio: 'inherit' });
  console.log(`Reference PHP backend on http://${args.host}:${args.port} (Ctrl+C to stop)`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => killGroup(child, signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
