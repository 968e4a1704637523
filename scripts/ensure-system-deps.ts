/**
 * Makes sure the system packages the tests need are present: Debian's chromium (e2e, bench), recent
 * enough for the e2e, php-cli with SQLite (the reference backend), mariadb-server and php-mysql (the lead
 * desk's store is tested on MariaDB too: `php -m` must list pdo_mysql), Apache with mod_php (the Apache
 * e2e) and fonts-noto-core (Noto Sans Devanagari and Gujarati: without them the Hindi and Gujarati
 * pages draw boxes in the screenshots and e2e). As root it installs what is missing, or upgrades
 * chromium, with apt; otherwise it prints the exact command and fails.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isMain } from './lib/process';

/** The oldest chromium major version the e2e suites pass on (they fail on 150). */
export const MIN_CHROMIUM = 156;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const UPGRADE_CHROMIUM = 'apt-get update && apt-get install -y chromium';

const has = (command: string) => spawnSync('sh', ['-c', command], { stdio: 'ignore' }).status === 0;

/**
 * The major version `chromium --version` prints ("Chromium 156.0.8078.108 built on Debian ..."), or
 * null when it prints none. Debian's /usr/bin/chromium is a shell wrapper that also writes warnings
 * to stderr: only stdout is read.
 */
export function chromiumMajor(path = CHROMIUM): number | null {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 30_000 });
  const match = /(?:Chromium|Chrome)\D*(\d+)\./.exec(result.stdout ?? '');
  return match ? Number(match[1]) : null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function check(): { missing: string[]; oldChromium: number | 'unknown' | null } {
  const missing: string[] = [];
  let oldChromium: number | 'unknown' | null = null;
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  else {
    const major = chromiumMajor();
    if (major === null) oldChromium = 'unknown';
    else if (major < MIN_CHROMIUM) oldChromium = major;
  }
  if (!has('command -v php')) missing.push('php-cli', 'php-sqlite3');
  else if (!has("php -m | grep -qi '^pdo_sqlite$'")) missing.push('php-sqlite3');
  if (has('command -v php') && !has("php -m | grep -qi '^pdo_mysql$'")) missing.push('php-mysql');
  if (!existsSync('/usr/sbin/mariadbd')) missing.push('mariadb-server');
  if (!existsSync('/usr/sbin/apache2')) missing.push('apache2');
  if (!has('ls /usr/lib/apache2/modules/libphp*.so')) missing.push('libapache2-mod-php');
  if (!existsSync('/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf')) missing.push('fonts-noto-core');
  return { missing, oldChromium };
}

const describeOld = (old: number | 'unknown') =>
  old === 'unknown'
    ? `${CHROMIUM} --version names no version (${MIN_CHROMIUM} or newer is needed)`
    : `chromium ${old} is too old for the tests (${MIN_CHROMIUM} or newer is needed)`;

function main(): void {
  const { missing, oldChromium } = check();
  if (missing.length === 0 && oldChromium === null) {
    console.log(
      `system deps: chromium ${chromiumMajor() ?? '?'} (${MIN_CHROMIUM}+), php-cli, php-sqlite3, php-mysql, mariadb-server, apache2, libapache2-mod-php and fonts-noto-core are present`,
    );
    return;
  }
  // A chromium already installed is upgraded by naming it again; on its own it needs none of the recommends flag's care.
  const command = missing.length
    ? `apt-get update && apt-get install -y --no-install-recommends ${[...missing, ...(oldChromium === null ? [] : ['chromium'])].join(' ')}`
    : UPGRADE_CHROMIUM;
  const problems = [
    ...(missing.length ? [`missing: ${missing.join(', ')}`] : []),
    ...(oldChromium === null ? [] : [describeOld(oldChromium)]),
  ];
  if (!isRoot()) {
    console.error(`system deps ${problems.join('; ')}\nInstall them with:\n  sudo sh -c '${command}'`);
    process.exit(1);
  }
  console.log(`system deps: ${problems.join('; ')}; running ${command}`);
  execSync(command, { stdio: 'inherit', shell: '/bin/bash', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const after = check();
  if (after.missing.length || after.oldChromium !== null) {
    const still = [...after.missing, ...(after.oldChromium === null ? [] : [describeOld(after.oldChromium)])];
    console.error(`system deps: still not right after apt: ${still.join('; ')}`);
    process.exit(1);
  }
  console.log(`system deps: chromium ${chromiumMajor() ?? '?'} and the rest are present`);
}

if (isMain(import.meta.url)) main();
