/**
 * A production build made once and shared: `npm test` (e2e, size budget), `npm run size` and
 * `npm run bench` ask for the build they need by output folder and VITE_* settings, and a build whose
 * inputs have not changed since it was made is used again instead of being rebuilt.
 *   node --import tsx scripts/build-once.ts [--fresh] <outDir> [VITE_X=value ...]
 * `npm test` passes --fresh: it builds every time (a build is one of its checks) and leaves the
 * record behind, so a `npm run size` or `npm run bench` after it uses its builds.
 * The inputs are every file git knows or would add (tracked or not ignored) outside tests/ and the
 * Markdown, the .env files Vite reads, the settings and the lockfile; the folder itself must still
 * hold exactly what the build wrote (names, sizes and times), so a folder built or changed by hand
 * is built again. The record of each build lives in node_modules/.cache/build-once/.
 */
import { spawnSync, type StdioOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isMain, root } from './lib/process';

const USAGE = 'Usage: node --import tsx scripts/build-once.ts [--fresh] <outDir> [VITE_X=value ...]';
const cacheDir = join(root, 'node_modules', '.cache', 'build-once');

/** Files that cannot change a build: the tests and the prose. */
const notAnInput = (file: string) => file.startsWith('tests/') || file.endsWith('.md') || file.startsWith('.ci/');

function inputsHash(env: NodeJS.ProcessEnv): string | null {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) return null;
  const files = listed.stdout.split('\0').filter((file) => file && !notAnInput(file));
  files.push(...readdirSync(root).filter((file) => file.startsWith('.env')));
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    const path = join(root, file);
    if (!existsSync(path) || !statSync(path).isFile()) continue;
    hash.update(`${file}\0`).update(readFileSync(path)).update('\0');
  }
  const vite = Object.entries(env)
    .filter(([key]) => /^(VITE_|SITE_|SERVER_)/.test(key) || key === 'NODE_ENV')
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(vite));
  return hash.digest('hex');
}

/** What the output folder holds: each file's path, size and modification time. */
function folderListing(dir: string): string {
  const out: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const { size, mtimeMs } = statSync(full);
        out.push(`${relative(dir, full)}:${size}:${Math.round(mtimeMs)}`);
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return createHash('sha256').update(out.sort().join('\n')).digest('hex');
}

const recordOf = (outDir: string) => join(cacheDir, `${relative(root, resolve(root, outDir)).replace(/[^\w.-]+/g, '_')}.json`);

interface BuildRecord {
  inputs: string;
  listing: string;
  builtAt: string;
}

export interface BuildResult {
  ok: boolean;
  reused: boolean;
  seconds: number;
}

/** Makes the build in `outDir` with these settings unless the same build is already there. */
export function buildOnce(
  outDir: string,
  settings: Record<string, string> = {},
  { fresh = false, stdio = 'inherit' }: { fresh?: boolean; stdio?: StdioOptions } = {},
): BuildResult {
  const started = Date.now();
  const env = { ...process.env, ...settings };
  const dir = resolve(root, outDir);
  const record = recordOf(outDir);
  const inputs = inputsHash(env);
  const previous = existsSync(record) ? (JSON.parse(readFileSync(record, 'utf8')) as BuildRecord) : null;
  if (!fresh && inputs && previous?.inputs === inputs && previous.listing === folderListing(dir) && existsSync(join(dir, 'index.html'))) {
    console.log(`${outDir}/: the same build (same sources and settings) is already there; using it`);
    return { ok: true, reused: true, seconds: (Date.now() - started) / 1000 };
  }
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    { cwd: root, env, stdio },
  );
  const ok = result.status === 0;
  if (ok && inputs) {
    mkdirSync(cacheDir, { recursive: true });
    const made: BuildRecord = { inputs, listing: folderListing(dir), builtAt: new Date().toISOString() };
    writeFileSync(record, JSON.stringify(made));
  }
  return { ok, reused: false, seconds: (Date.now() - started) / 1000 };
}

/** The command line (after `node`) that runs this script for one fresh build (scripts/test-all/). */
export const buildCommand = (outDir: string, settings: Record<string, string>): string[] => [
  '--import',
  'tsx',
  fileURLToPath(import.meta.url),
  '--fresh',
  outDir,
  ...Object.entries(settings).map(([key, value]) => `${key}=${value}`),
];

if (isMain(import.meta.url)) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { fresh: { type: 'boolean', default: false } } });
  const [outDir, ...pairs] = positionals;
  if (!outDir || pairs.some((pair) => !pair.includes('='))) {
    console.error(USAGE);
    process.exit(2);
  }
  const settings = Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  process.exit(buildOnce(outDir, settings, { fresh: values.fresh }).ok ? 0 : 1);
}
