#!/usr/bin/env node
// The production build on Debian's Apache (apache2 + libapache2-mod-php), served as the users' host
// serves it: the build's own .htaccess (AllowOverride All, mod_rewrite, mod_headers, mod_deflate)
// and the reference PHP backend (php-contract/reference) through mod_php, on a fresh seeded database.
//   npm run serve:apache [-- --layout same-origin|cross-origin] [--port 8088] [--no-build]
// Layouts: `same-origin`, the backend in the site's api/ folder (VITE_BACKEND_URL=/api); `cross-origin`,
// the backend on a second origin (port + 1). Tests import startApache() (tests/e2e/apache/global-setup.ts).
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { referenceDir, resetDatabase } from './backend-php.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const APACHE = '/usr/sbin/apache2';
const MODULES = '/usr/lib/apache2/modules';
const APT_HINT = 'sudo apt-get install -y apache2 libapache2-mod-php php-sqlite3';

/** Where each layout's site calls its backend (what its build's VITE_BACKEND_URL must be). */
export const backendUrlFor = (layout, sitePort) => (layout === 'cross-origin' ? `http://127.0.0.1:${sitePort + 1}` : '/api');

/**
 * The layouts npm test serves (playwright.apache.config.ts), from one base port: the same-origin
 * site on it, the cross-origin site on the next and that site's backend on the one after.
 */
export function e2eLayouts(port = Number(process.env.E2E_APACHE_PORT ?? 4780)) {
  const layouts = (prefix, base, buildEnv) =>
    ['same-origin', 'cross-origin'].map((layout, index) => ({
      name: `${prefix}${layout}`,
      layout,
      sitePort: base + index,
      siteDir: `dist-apache/${prefix}${layout}`,
      backendUrl: backendUrlFor(layout, base + index),
      buildEnv,
    }));
  // The same two with the staff gate on (tests/e2e/apache/gate.spec.ts), on the three ports after those.
  return [...layouts('', port, {}), ...layouts('gated-', port + 3, { VITE_STAFF_GATE: 'basic', STAFF_GATE_DIR: gateDirFor(port) })];
}

/** Where a gated e2e build's backend finds its staff password files (STAFF_GATE_DIR); the tests write them. */
export const gateDirFor = (port) => join(tmpdir(), `truck-parts-staff-gate-${port}`);

/** A backend folder of its own for a site whose build has a staff gate: the reference's files, and the gate as its .htaccess. */
function gatedBackend(dir, reference, gate) {
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(reference)) symlinkSync(join(reference, entry), join(dir, entry));
  cpSync(gate, join(dir, '.htaccess'));
  return dir;
}

/** Throws with the install command when Apache or mod_php is missing. */
export function checkApache() {
  const php = existsSync(MODULES) ? readdirSync(MODULES).find((file) => /^libphp[\d.]*\.so$/.test(file)) : undefined;
  if (!existsSync(APACHE) || !php) throw new Error(`Apache with mod_php is not installed. Install it with:\n  ${APT_HINT}`);
  return join(MODULES, php);
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Apache will not serve as root: its children then run as www-data, which must be able to write the database. */
function serviceUser() {
  if (process.getuid?.() !== 0) return null;
  const id = (flag) => Number(spawnSync('id', [flag, 'www-data'], { encoding: 'utf8' }).stdout.trim());
  return { name: 'www-data', uid: id('-u'), gid: id('-g') };
}

function chownTree(path, { uid, gid }) {
  chownSync(path, uid, gid);
  if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) chownTree(join(path, entry), { uid, gid });
}

/** The reference backend's folder: uploads are served by its router (seed files and written ones), lib/ never. */
const backendRules = (dir, dataDir) => `<Directory "${dir}">
    Options FollowSymLinks
    # What a staff gate's .htaccess needs (build/staff-gate.ts); the ungated backend has none.
    AllowOverride AuthConfig FileInfo
    Require all granted
    RewriteEngine On
    RewriteRule ^uploads/ router.php [L]
    RewriteRule ^(lib|\\.data)(/|$) - [R=404,L]
    RewriteRule \\.sql$ - [R=404,L]
  </Directory>
  SetEnv REFERENCE_DATA_DIR "${dataDir}"
  SetEnv REFERENCE_ACCESS_LOG 0`;

const siteDirectory = (docroot) => `<Directory "${docroot}">
    Options FollowSymLinks
    AllowOverride All
    Require all granted
  </Directory>`;

function httpdConf({ dir, phpModule, user, layouts }) {
  const listen = layouts.flatMap((layout) => [layout.sitePort, ...(layout.backendPort ? [layout.backendPort] : [])]);
  const hosts = layouts.flatMap((layout) => {
    const site = `<VirtualHost 127.0.0.1:${layout.sitePort}>
  DocumentRoot "${layout.docroot}"
  ${siteDirectory(layout.docroot)}
  ${layout.backendPort ? '' : backendRules(join(layout.docroot, 'api'), layout.dataDir)}
</VirtualHost>`;
    const backend = layout.backendPort
      ? [
          `<VirtualHost 127.0.0.1:${layout.backendPort}>
  DocumentRoot "${layout.backendDir}"
  ${backendRules(layout.backendDir, layout.dataDir)}
</VirtualHost>`,
        ]
      : [];
    return [site, ...backend];
  });
  const load = (name, file) => `LoadModule ${name}_module ${join(MODULES, file ?? `mod_${name}.so`)}`;
  return `# Written by scripts/apache.mjs for one run.
ServerRoot "${dir}"
ServerName 127.0.0.1
PidFile "${dir}/httpd.pid"
DefaultRuntimeDir "${dir}"
Mutex file:${dir} default
ErrorLog "${dir}/error.log"
LogLevel warn
${['mpm_prefork', 'authz_core', 'authn_core', 'authn_file', 'auth_basic', 'authz_user', 'authz_groupfile', 'mime', 'dir', 'rewrite', 'headers', 'filter', 'deflate', 'env'].map((name) => load(name)).join('\n')}
LoadModule php_module ${phpModule}
${user ? `User ${user.name}\nGroup ${user.name}` : ''}
# One browser keeps up to six connections open to each origin (site and backend), each holding a
# process for KeepAliveTimeout. With 2 to 6 spare processes, a page's twenty-odd parallel requests
# waited for prefork to start more (about one a second): requests stalled 0.4 to 1.4 s, and Lighthouse
# on this server measured that instead of the site.
StartServers 16
MinSpareServers 16
MaxSpareServers 32
MaxRequestWorkers 64
KeepAlive On
TypesConfig /etc/mime.types
DirectoryIndex index.html
<Directory />
  AllowOverride None
  Require all denied
</Directory>
<Files ".ht*">
  Require all denied
</Files>
<FilesMatch "\\.php$">
  SetHandler application/x-httpd-php
</FilesMatch>
# The client sends files as base64 inside JSON, so bodies are a third larger than the files.
php_admin_value post_max_size 64M
php_admin_value upload_max_filesize 20M
php_admin_value memory_limit 256M
php_admin_flag display_errors off
${listen.map((port) => `Listen 127.0.0.1:${port}`).join('\n')}
${hosts.join('\n')}
`;
}

async function waitFor(url, { exited, timeoutMs, log }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited()) throw new Error(`Apache exited early:\n${log()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`Apache did not answer ${url} within ${timeoutMs} ms:\n${log()}`);
    await sleep(100);
  }
}

/**
 * Starts one Apache for the given layouts ({ name, layout: 'same-origin' | 'cross-origin', siteDir,
 * sitePort }): each site's build is copied to a docroot of its own (so a test can swap in another
 * release), with a fresh seeded database. Resolves once every site and backend answers.
 * @returns {Promise<{ dir: string, sites: { name: string, url: string, backendUrl: string, docroot: string }[], stop: () => Promise<void> }>}
 */
export async function startApache({ layouts, timeoutMs = 30_000 }) {
  const phpModule = checkApache();
  const user = serviceUser();
  const dir = mkdtempSync(join(tmpdir(), 'apache-'));
  // www-data reads the docroots through it.
  chmodSync(dir, 0o755);
  // The backend is served from a copy beside the docroots: the checkout may be in a folder that
  // www-data cannot enter (a private home, a `mktemp -d` clone), and Apache will not follow a link into it.
  // The same layout as the checkout's: the reference finds the seed's pictures and models at ../../public/uploads.
  const reference = join(dir, 'php-contract', 'reference');
  cpSync(referenceDir, reference, { recursive: true, filter: (path) => !/[\\/]\.data([\\/]|$)/.test(path) });
  cpSync(join(root, 'public', 'uploads'), join(dir, 'public', 'uploads'), { recursive: true });
  const prepared = layouts.map(({ name, layout, siteDir, sitePort }) => {
    const docroot = join(dir, name, 'site');
    const dataDir = join(dir, name, 'data');
    mkdirSync(dataDir, { recursive: true });
    cpSync(resolve(siteDir), docroot, { recursive: true });
    const gate = join(docroot, 'backend.htaccess');
    const backendDir = existsSync(gate)
      ? gatedBackend(layout === 'same-origin' ? join(docroot, 'api') : join(dir, name, 'backend'), reference, gate)
      : null;
    if (layout === 'same-origin' && !backendDir) symlinkSync(reference, join(docroot, 'api'));
    resetDatabase(dataDir);
    if (user) chownTree(dataDir, user);
    const backendPort = layout === 'cross-origin' ? sitePort + 1 : null;
    return { name, docroot, dataDir, sitePort, backendPort, backendDir: backendDir ?? reference };
  });
  const conf = join(dir, 'httpd.conf');
  writeFileSync(conf, httpdConf({ dir, phpModule, user, layouts: prepared }));
  // A session of its own (detached = setsid): the prefork MPM signals its whole process group when it stops.
  const child = spawn(APACHE, ['-f', conf, '-DFOREGROUND'], { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  let exited = false;
  const exit = new Promise((done) => child.once('exit', () => done((exited = true))));
  const log = () => `${stderr}${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8').slice(-4000) : ''}`;

  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      if (!exited) {
        process.kill(child.pid, 'SIGTERM');
        if (!(await Promise.race([exit, sleep(10_000).then(() => false)]))) {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // Already gone.
          }
          await exit;
        }
      }
      rmSync(dir, { recursive: true, force: true });
    })();
    return stopping;
  };

  const sites = prepared.map(({ name, docroot, sitePort, backendPort }) => ({
    name,
    url: `http://127.0.0.1:${sitePort}`,
    backendUrl: backendPort ? `http://127.0.0.1:${backendPort}` : `http://127.0.0.1:${sitePort}/api`,
    docroot,
  }));
  try {
    for (const site of sites) {
      await waitFor(`${site.url}/`, { exited: () => exited, timeoutMs, log });
      // A public call: with a staff gate, the backend's other scripts answer 401.
      await waitFor(`${site.backendUrl}/categories.php`, { exited: () => exited, timeoutMs, log });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { dir, sites, stop };
}

function parseArgs(argv) {
  const args = { layout: 'same-origin', port: 8088, build: true };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--layout') args.layout = value();
    else if (flag === '--port') args.port = Number(value());
    else if (flag === '--no-build') args.build = false;
    else throw new Error(`Unknown option ${argv[i]}`);
  }
  if (!['same-origin', 'cross-origin'].includes(args.layout)) throw new Error('--layout is same-origin or cross-origin');
  if (!Number.isInteger(args.port) || args.port < 1 || args.port > 65534) throw new Error('--port must be a number from 1 to 65534');
  return args;
}

async function main() {
  const { layout, port, build } = parseArgs(process.argv.slice(2));
  const outDir = `dist-apache/serve-${layout}`;
  if (build || !existsSync(join(root, outDir, 'index.html'))) {
    const env = { ...process.env, VITE_BACKEND_URL: backendUrlFor(layout, port), VITE_API_MOCKING: 'off' };
    const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const apache = await startApache({ layouts: [{ name: layout, layout, siteDir: join(root, outDir), sitePort: port }] });
  const [site] = apache.sites;
  console.log(`The production build on Apache (${layout}): ${site.url}  backend: ${site.backendUrl}  (Ctrl+C to stop)`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void apache.stop().then(() => process.exit(0)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
