#!/usr/bin/env node
/**
 * Makes sure the system packages the tests need are present: Debian's chromium (e2e, bench),
 * php-cli with SQLite (the reference backend), Apache with mod_php (the Apache e2e) and fonts-noto-core
 * (Noto Sans Devanagari and Gujarati: without them the Hindi and Gujarati pages draw boxes in the
 * screenshots and e2e). As root it installs what is missing with apt;
 * otherwise it prints the exact command and fails.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const has = (command) => spawnSync('sh', ['-c', command], { stdio: 'ignore' }).status === 0;

const missing = [];
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push('chromium');
if (!has('command -v php')) missing.push('php-cli', 'php-sqlite3');
else if (!has("php -m | grep -qi '^pdo_sqlite$'")) missing.push('php-sqlite3');
if (!existsSync('/usr/sbin/apache2')) missing.push('apache2');
if (!has('ls /usr/lib/apache2/modules/libphp*.so')) missing.push('libapache2-mod-php');
if (!existsSync('/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf')) missing.push('fonts-noto-core');

if (missing.length === 0) {
  console.log('system deps: chromium, php-cli, php-sqlite3, apache2, libapache2-mod-php and fonts-noto-core are present');
  process.exit(0);
}

const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`system deps: installing ${missing.join(', ')}`);
  execSync(command, { stdio: 'inherit', shell: '/bin/bash', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
} else {
  console.error(`system deps missing: ${missing.join(', ')}\nInstall them with:\n  sudo sh -c '${command}'`);
  process.exit(1);
}
