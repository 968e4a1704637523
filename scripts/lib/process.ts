/**
 * How the scripts start, wait for and stop other processes: the servers (Apache, php -S, vite
 * preview's builds, the fake backend), the builds and the test runner's steps share these so that
 * each does it one way, and a stopped server leaves no worker process behind.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** Whether the module at `moduleUrl` (its import.meta.url) is the script node was asked to run. */
export function isMain(moduleUrl: string): boolean {
  const script = process.argv[1];
  return Boolean(script) && resolve(script ?? '') === fileURLToPath(moduleUrl);
}

/** The message of anything thrown. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Started {
  child: ChildProcess;
  /** Settles when the process has exited (never rejects; a failed spawn is an exit with code null). */
  exit: Promise<Exit>;
  /** How it exited, or null while it runs. */
  exited: () => Exit | null;
  /** Its standard error's last characters, when stderr is a pipe. */
  stderrTail: () => string;
}

export interface StartOptions extends SpawnOptions {
  /** How many characters of stderr to keep for error messages. */
  keepStderr?: number;
}

/** Spawns a process and keeps track of its exit and the tail of its stderr. */
export function startProcess(command: string, args: readonly string[], { keepStderr = 4000, ...options }: StartOptions = {}): Started {
  const child = spawn(command, args, options);
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer | string) => {
    tail = (tail + String(chunk)).slice(-keepStderr);
  });
  let exitInfo: Exit | null = null;
  const exit = new Promise<Exit>((done) => {
    child.once('exit', (code, signal) => done((exitInfo = { code, signal })));
    child.once('error', (error) => {
      tail = `${tail}${error.message}\n`.slice(-keepStderr);
      if (!exitInfo) done((exitInfo = { code: null, signal: null }));
    });
  });
  return { child, exit, exited: () => exitInfo, stderrTail: () => tail };
}

/**
 * Starts a server in a process group of its own (detached: setsid), so that stopping it also stops
 * the workers it forks (php -S's PHP_CLI_SERVER_WORKERS, Apache's prefork children).
 */
export const startServer = (command: string, args: readonly string[], options: StartOptions = {}): Started =>
  startProcess(command, args, { ...options, detached: true });

/** Signals a process group; a group already gone is not an error. */
export function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

export interface StopOptions {
  /** How long it has to end after the first signal before its group is killed. */
  graceMs?: number;
  /**
   * `group`: the first signal goes to every process of the group. `leader`: only to the process
   * started, for a server that stops its own children in order (Apache's prefork parent).
   */
  signalTo?: 'group' | 'leader';
  signal?: NodeJS.Signals;
}

/** Stops a server started with startServer: a signal, then SIGKILL to its whole group after `graceMs`. */
export async function stopServer(
  server: Started,
  { graceMs = 5000, signalTo = 'group', signal = 'SIGTERM' }: StopOptions = {},
): Promise<void> {
  const pid = server.child.pid;
  if (server.exited() || pid === undefined) return;
  if (signalTo === 'group') signalGroup(pid, signal);
  else {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  }
  const ended = await Promise.race([server.exit.then(() => true), sleep(graceMs).then(() => false)]);
  if (!ended) {
    signalGroup(pid, 'SIGKILL');
    await server.exit;
  }
}

/** `stop` made safe to call again: every call after the first shares the first one's promise. */
export function once(stop: () => Promise<void>): () => Promise<void> {
  let stopping: Promise<void> | null = null;
  return () => (stopping ??= stop());
}

export interface WaitForHttpOptions {
  timeoutMs: number;
  /** Each request's own time limit. */
  requestTimeoutMs?: number;
  intervalMs?: number;
  /** True once the server has gone: waiting stops at once. */
  gone?: () => boolean;
}

/** Asks `url` until it answers 2xx: `ok`, or why it stopped asking (`gone`, `timeout`). */
export async function waitForHttp(
  url: string,
  { timeoutMs, requestTimeoutMs = 1000, intervalMs = 100, gone = () => false }: WaitForHttpOptions,
): Promise<'ok' | 'gone' | 'timeout'> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone()) return 'gone';
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(requestTimeoutMs) });
      if (response.ok) return 'ok';
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) return 'timeout';
    await sleep(intervalMs);
  }
}

/**
 * Listens on `port` (0: any free one) and lets go again: resolves with the port, or rejects with the
 * listen error (EADDRINUSE when it is taken).
 */
export function probePort(port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, host, () => {
      const { port: bound } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(bound));
    });
  });
}

/** A port nothing listens on now. */
export const freePort = (host = '127.0.0.1'): Promise<number> => probePort(0, host);

/** Calls `handler` on Ctrl+C and on a plain kill. */
export function onStopSignals(handler: (signal: NodeJS.Signals) => void): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => handler(signal));
}

/** Writes a stream to `out` line by line, each line prefixed (a partial last line is written at the end). */
export function relayLines(stream: Readable, out: Writable, prefix: string): void {
  let rest = '';
  stream.on('data', (chunk: Buffer | string) => {
    const lines = (rest + String(chunk)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`${prefix}${rest}\n`);
  });
}

export interface RunResult extends Exit {
  /** stdout and stderr as they came, when captured. */
  output: string;
}

/**
 * Runs a command to its end with its stdout and stderr captured together; a command over `timeoutMs`
 * is killed (its group too, when `detached`).
 */
export function runCaptured(
  command: string,
  args: readonly string[],
  { timeoutMs, ...options }: SpawnOptions & { timeoutMs?: number } = {},
): Promise<RunResult> {
  const started = startProcess(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer | string) => (output += String(chunk));
  started.child.stdout?.on('data', collect);
  started.child.stderr?.on('data', collect);
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => (options.detached ? signalGroup(started.child.pid, 'SIGKILL') : started.child.kill('SIGKILL')), timeoutMs);
  // 'close', not 'exit': the pipes' last output has been read by then.
  return new Promise((done) => {
    started.child.once('close', (code, signal) => {
      clearTimeout(timer);
      done({ code, signal, output });
    });
    started.child.once('error', (error) => {
      clearTimeout(timer);
      done({ code: null, signal: null, output: `${output}${error.message}\n` });
    });
  });
}
