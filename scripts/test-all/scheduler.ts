/**
 * The runner's slots: at most `jobs` steps at a time, a waiting step with a lower `order` first. A step
 * takes `weight` slots (vitest: all of them, as it runs a worker per core). Each step's command runs
 * in its own CPU-accounting group where the machine has one, so its CPU time covers every process it
 * started; its output goes to the console line by line, prefixed with its tag.
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import { relayLines, startProcess } from '../lib/process';

export interface Step {
  tag: string;
  label: string;
  order: number;
  weight?: number;
}

/** A step that ran, for the summary. */
export interface StepRecord {
  tag: string;
  label: string;
  seconds: number;
  cpu: number;
  /** Seconds from the start of the run. */
  startedAt: number;
  ok: boolean;
}

interface Waiting {
  order: number;
  weight: number;
  start: () => void;
}

/**
 * A CPU-accounting group for one step (cgroup v1's cpuacct, or v2), or null where the machine has
 * none writable; `seconds()` reads what its processes used, then removes it (once they have ended).
 */
function cpuGroup(tag: string): { dir: string; seconds: () => number } | null {
  const kinds = [
    { root: '/sys/fs/cgroup/cpuacct', file: 'cpuacct.usage', read: (text: string) => Number(text) / 1e9 },
    { root: '/sys/fs/cgroup', file: 'cpu.stat', read: (text: string) => Number(/usage_usec (\d+)/.exec(text)?.[1]) / 1e6 },
  ];
  for (const { root, file, read } of kinds) {
    const dir = `${root}/npm-test-${process.pid}-${tag}`;
    try {
      mkdirSync(dir);
      if (!existsSync(`${dir}/${file}`)) {
        rmdirSync(dir);
        continue;
      }
    } catch {
      continue;
    }
    return {
      dir,
      seconds() {
        const seconds = read(readFileSync(`${dir}/${file}`, 'utf8'));
        try {
          rmdirSync(dir);
        } catch {
          // A process still running (a server the step left) keeps the group; the machine's next boot clears it.
        }
        return Number.isFinite(seconds) ? seconds : 0;
      },
    };
  }
  return null;
}

/** `times`' second line, the children's user and system time ("1m2.5s 0m3.1s"), in seconds. */
function cpuSeconds(times: string): number {
  const line = times.trim().split('\n')[1] ?? '';
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds), 0);
}

export class Scheduler {
  readonly steps: StepRecord[] = [];
  private readonly waiting: Waiting[] = [];
  private running = 0;

  /** `only`: the tags to run (all when empty). */
  constructor(
    readonly jobs: number,
    readonly only: readonly string[],
    readonly started = Date.now(),
  ) {}

  since(time: number): number {
    return (time - this.started) / 1000;
  }

  private slot(order: number, weight: number): Promise<void> {
    return new Promise((start) => {
      this.waiting.push({ order, weight, start });
      this.waiting.sort((a, b) => a.order - b.order);
      this.next();
    });
  }

  private next(): void {
    for (let first = this.waiting[0]; first && this.running + first.weight <= this.jobs; first = this.waiting[0]) {
      this.waiting.shift();
      this.running += first.weight;
      first.start();
    }
  }

  private release(weight: number): void {
    this.running -= weight;
    this.next();
  }

  /** Runs one command in a slot; null when the step is not among `only`. */
  async run(
    { tag, label, order, weight = 1 }: Step,
    command: string,
    args: string[],
    env: Record<string, string> = {},
  ): Promise<boolean | null> {
    if (this.only.length && !this.only.includes(tag)) return null;
    const slots = Math.min(weight, this.jobs);
    await this.slot(order, slots);
    const startedAt = Date.now();
    console.log(`▶ [${tag}] ${label}`);
    // Through a shell that first joins the step's own CPU-accounting group, so every process the step
    // starts is counted, even a browser's renderer or a server that outlives its parent.
    const group = cpuGroup(tag);
    const step = startProcess(
      'bash',
      [
        '-c',
        '[ -n "$CPU_GROUP" ] && echo $$ > "$CPU_GROUP"/cgroup.procs 2>/dev/null; "$@"; status=$?; times >&3; exit $status',
        tag,
        command,
        ...args,
      ],
      { env: { ...process.env, ...env, CPU_GROUP: group?.dir ?? '' }, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] },
    );
    let times = '';
    step.child.stdio[3]?.on('data', (chunk: Buffer) => (times += String(chunk)));
    if (step.child.stdout) relayLines(step.child.stdout, process.stdout, `[${tag}] `);
    if (step.child.stderr) relayLines(step.child.stderr, process.stderr, `[${tag}] `);
    const { ok, cpu } = await new Promise<{ ok: boolean; cpu: number }>((done) => {
      step.child.once('error', (error) => {
        console.error(`[${tag}] ${error.message}`);
        done({ ok: false, cpu: 0 });
      });
      step.child.once('close', (code) => done({ ok: code === 0, cpu: group?.seconds() ?? cpuSeconds(times) }));
    });
    this.release(slots);
    const seconds = (Date.now() - startedAt) / 1000;
    this.steps.push({ tag, label, seconds, cpu, startedAt: this.since(startedAt), ok });
    console.log(`${ok ? '✔' : '✘'} [${tag}] ${label} (${seconds.toFixed(1)}s)`);
    return ok;
  }
}
