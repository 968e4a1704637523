// The production build on Debian's Apache (apache2 + libapache2-mod-php), served as the users' host
// serves it: the build's own .htaccess (AllowOverride All, mod_rewrite, mod_headers, mod_deflate)
// and the reference PHP backend (php-contract/reference) through mod_php, on a fresh seeded database.
//   npm run serve:apache [-- --layout same-origin|cross-origin] [--port 8088] [--no-build]
// Layouts: `same-origin`, the backend in the site's api/ folder (VITE_BACKEND_URL=/api); `cross-origin`,
// the backend on a second origin (port + 1). Tests import startApache() (tests/e2e/apache/global-setup.ts).
import { spawnSync } from 'node:child_process';
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
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { referenceDir, resetDatabase } from './backend-php';
import { isMain, messageOf, onStopSignals, once, root, startServer, stopServer, waitForHttp } from './lib/process';
const APACHE = '/usr/sbin/apache2';
const MODULES = '/usr/lib/apache2/modules';
const APT_HINT = 'sudo apt-get install -y apache2 libapache2-mod-php php-sqlite3';
const USAGE = 'Usage: npm run serve:apache [-- --layout same-origin|cross-origin] [--port 8088] [--no-build]';

export type Layout = 'same-origin' | 'cross-origin';
const LAYOUTS: readonly Layout[] = ['same-origin', 'cross-origin'];

export interface E2eLayout {
  name: string;
  layout: Layout;
  sitePort: number;
  siteDir: string;
  backendUrl: string;
  /** Settings its build needs besides VITE_BACKEND_URL (the gated layouts' VITE_STAFF_GATE, STAFF_GATE_DIR). */
  buildEnv: Record<string, string>;
}

export interface ApacheSite {
  name: string;
  url: string;
  backendUrl: string;
  docroot: string;
}

/** Where each layout's site calls its backend (what its build's VITE_BACKEND_URL must be). */
export const backendUrlFor = (layout: Layout, sitePort: number): string =>
  layout === 'cross-origin' ? `http://127.0.0.1:${sitePort + 1}` : '/api';

/**
 * The layouts npm test serves (playwright.apache.config.ts), from one base port: the same-origin
 * site on it, the cross-origin site on the next and that site's backend on the one after.
 */
export function e2eLayouts(port = Number(process.env.E2E_APACHE_PORT ?? 4780)): E2eLayout[] {
  const layouts = (prefix: string, base: number, buildEnv: Record<string, string>): E2eLayout[] =>
    LAYOUTS.map((layout, index) => ({
      name: `${prefix}${layout}`,
      layout,
      sitePort: base + index,
      siteDir: `dist-apache/${prefix}${layout}`,
      backendUrl: backendUrlFor(layout, base + index),
      // The server pages' host settings, as a deployer gives them (docs/deploying.md): the site's origin
      // (and with it, for the same-origin layout, where its backend is read) and their private folder.
      buildEnv: { ...buildEnv, SITE_URL: `http://127.0.0.1:${base + index}`, SERVER_PRIVATE_DIR: privateDirFor(base + index) },
    }));
  // The same two with the staff gate on (tests/e2e/apache/gate.spec.ts), on the three ports after those.
  return [...layouts('', port, {}), ...layouts('gated-', port + 3, { VITE_STAFF_GATE: 'basic', STAFF_GATE_DIR: gateDirFor(port) })];
}

/**
 * The server pages' private folder for the site on `port`: in the system's temporary folder, where
 * Apache's user may make it (0700, its own), and emptied each time a site starts.
 */
export const privateDirFor = (port: number): string => join(tmpdir(), `truck-parts-private-${port}`);

/** Where a gated e2e build's backend finds its staff password files (STAFF_GATE_DIR); the tests write them. */
export const gateDirFor = (port: number): string => join(tmpdir(), `truck-parts-staff-gate-${port}`);

/** A backend folder of its own for a site whose build has a staff gate: the reference's files, and the gate as its .htaccess. */
function gatedBackend(dir: string, reference: string, gate: string): string {
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(reference)) symlinkSync(join(reference, entry), join(dir, entry));
  cpSync(gate, join(dir, '.htaccess'));
  return dir;
}

/** Throws with the install command when Apache or mod_php is missing. */
export function checkApache(): string {
  const php = existsSync(MODULES) ? readdirSync(MODULES).find((file) => /^libphp[\d.]*\.so$/.test(file)) : undefined;
  if (!existsSync(APACHE) || !php) throw new Error(`Apache with mod_php is not installed. Install it with:\n  ${APT_HINT}`);
  return join(MODULES, php);
}

/** Apache will not serve as root: its children then run as www-data, which must be able to write the database. */
export interface ServiceUser {
  name: string;
  uid: number;
  gid: number;
}

export function serviceUser(): ServiceUser | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'www-data'], { encoding: 'utf8' }).stdout.trim());
  return { name: 'www-data', uid: id('-u'), gid: id('-g') };
}

function chownTree(path: string, { uid, gid }: Pick<ServiceUser, 'uid' | 'gid'>): void {
  chownSync(path, uid, gid);
  if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) chownTree(join(path, entry), { uid, gid });
}

/** The reference backend's folder: uploads are served by its router (seed files and written ones), lib/ never. */
const backendRules = (dir: string, dataDir: string) => `<Directory "${dir}">
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

const siteDirectory = (docroot: string) => `<Directory "${docroot}">
    Options FollowSymLinks
    AllowOverride All
    Require all granted
  </Directory>`;

interface PreparedLayout {
  name: string;
  docroot: string;
  dataDir: string;
  sitePort: number;
  backendPort: number | null;
  backendDir: string;
}

function httpdConf({
  dir,
  phpModule,
  user,
  layouts,
}: {
  dir: string;
  phpModule: string;
  user: ServiceUser | null;
  layouts: PreparedLayout[];
}): string {
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
  const load = (name: string, file?: string) => `LoadModule ${name}_module ${join(MODULES, file ?? `mod_${name}.so`)}`;
  return `# Written by scripts/apache.ts for one run.
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

/**
 * Starts one Apache for the given layouts ({ name, layout: 'same-origin' | 'cross-origin', siteDir,
 * sitePort }): each site's build is copied to a docroot of its own (so a test can swap in another
 * release), with a fresh seeded database. Resolves once every site and backend answers.
 */
export async function startApache({
  layouts,
  timeoutMs = 30_000,
}: {
  layouts: { name: string; layout: Layout; siteDir: string; sitePort: number }[];
  timeoutMs?: number;
}): Promise<{ dir: string; sites: ApacheSite[]; stop: () => Promise<void> }> {
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
  const prepared = layouts.map(({ name, layout, siteDir, sitePort }): PreparedLayout => {
    const docroot = join(dir, name, 'site');
    // Copies of another run's database are not this one's records.
    rmSync(privateDirFor(sitePort), { recursive: true, force: true });
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
  const server = startServer(APACHE, ['-f', conf, '-DFOREGROUND'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const errorLog = join(dir, 'error.log');
  const log = () => `${server.stderrTail()}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8').slice(-4000) : ''}`;
  // The parent alone is signalled first: it stops its children itself.
  const stop = once(async () => {
    await stopServer(server, { graceMs: 10_000, signalTo: 'leader' });
    rmSync(dir, { recursive: true, force: true });
    for (const { sitePort } of layouts) rmSync(privateDirFor(sitePort), { recursive: true, force: true });
  });

  const sites = prepared.map(({ name, docroot, sitePort, backendPort }): ApacheSite => ({
    name,
    url: `http://127.0.0.1:${sitePort}`,
    backendUrl: backendPort ? `http://127.0.0.1:${backendPort}` : `http://127.0.0.1:${sitePort}/api`,
    docroot,
  }));
  const answer = async (url: string) => {
    const answered = await waitForHttp(url, { timeoutMs, requestTimeoutMs: 2000, gone: () => server.exited() !== null });
    if (answered === 'gone') throw new Error(`Apache exited early:\n${log()}`);
    if (answered === 'timeout') throw new Error(`Apache did not answer ${url} within ${timeoutMs} ms:\n${log()}`);
  };
  try {
    for (const site of sites) {
      await answer(`${site.url}/`);
      // A public call: with a staff gate, the backend's other scripts answer 401.
      await answer(`${site.backendUrl}/categories.php`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { dir, sites, stop };
}

function readArgs(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      layout: { type: 'string', default: 'same-origin' },
      port: { type: 'string', default: '8088' },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const layout = LAYOUTS.find((item) => item === values.layout);
  if (!layout) throw new Error('--layout is same-origin or cross-origin');
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65534) throw new Error('--port must be a number from 1 to 65534');
  return { layout, port, build: !values['no-build'], help: values.help };
}

async function main(): Promise<void> {
  const { layout, port, build, help } = readArgs(process.argv.slice(2));
  if (help) {
    console.log(USAGE);
    return;
  }
  const outDir = `dist-apache/serve-${layout}`;
  if (build || !existsSync(join(root, outDir, 'index.html'))) {
    const env = {
      ...process.env,
      VITE_BACKEND_URL: backendUrlFor(layout, port),
      VITE_API_MOCKING: 'off',
      SITE_URL: `http://127.0.0.1:${port}`,
      SERVER_PRIVATE_DIR: privateDirFor(port),
    };
    const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const apache = await startApache({ layouts: [{ name: layout, layout, siteDir: join(root, outDir), sitePort: port }] });
  for (const site of apache.sites) {
    console.log(`The production build on Apache (${layout}): ${site.url}  backend: ${site.backendUrl}  (Ctrl+C to stop)`);
  }
  onStopSignals(() => void apache.stop().then(() => process.exit(0)));
}

if (isMain(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(messageOf(error));
    process.exit(1);
  });
}
