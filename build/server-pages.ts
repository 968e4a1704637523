import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { DESK_LIMITS } from '../php-contract/desk.ts';
import { endpoints } from '../php-contract/endpoints.ts';
import { listMeta } from '../src/config/list-meta.ts';
import { publicPageList, type PublicPage } from '../src/config/public-pages.ts';
import { site } from '../src/config/site.ts';
import { outputPlugin } from './output-plugin.ts';
import { SERVER_DIR } from './server-rules.ts';

/** The PHP pages' sources: the pages, and their helpers in lib/; test scripts stay out of the build. */
const SOURCE_DIR = resolve('server');
const isDeployed = (file: string) => file.endsWith('.php') && !file.startsWith('test');

/** The cards of a list's first row (three on a wide screen) load their picture at once, with high priority, as the app's do. */
const FIRST_ROW = 3;

/** The picture a link to the site shows when the record has none of its own (public/, scripts/make-site-card.ts). */
export const SITE_CARD = '/site-card.png';

/** The host's settings for the server pages, read by vite.config.ts from the environment or .env. */
export interface ServerSettings {
  /** SITE_URL: the site's public origin (canonical links, og:url, the sitemap). */
  siteUrl?: string;
  /** SITE_HOSTS: without SITE_URL, the Host headers taken as the site's own (comma-separated). */
  siteHosts?: string;
  /** SERVER_BACKEND_URL: where the server reads the backend when that is not VITE_BACKEND_URL, e.g. a loopback address. */
  serverBackendUrl?: string;
  /** SERVER_PRIVATE_DIR: the folder outside the web root that the server keeps its files in. */
  privateDir?: string;
  /** STAFF_GATE_DIR when the build has the staff lock (VITE_STAFF_GATE=basic): the lead desk checks its files. */
  staffGateDir?: string | null;
  /** DESK_DSN, DESK_DB_USER, DESK_DB_PASSWORD: the lead desk's MySQL/MariaDB, instead of SQLite in the private folder. */
  deskDsn?: string;
  deskDbUser?: string;
  deskDbPassword?: string;
  /** DESK_WATCH_SECONDS: how often at most the desk reads the backend's open leads (default 20). */
  deskWatchSeconds?: string;
  /** DESK_NUDGES_PER_MINUTE: the public site's nudges taken from one address a minute (default 6). */
  deskNudgesPerMinute?: string;
  /** DESK_PUSH_LOOPBACK=1: devices may be notified over http at a loopback address (tests' push service only). */
  deskPushLoopback?: string;
}

/** The business's time zone: the day a lead's next step is due in (the desk's `today`). */
export const DESK_TIME_ZONE = 'Asia/Kolkata';

/** What the PHP pages read from server/config.php. */
export interface ServerConfig {
  /** The absolute address the server reads the backend's scripts from; null: none is known, the pages stay static. */
  backend: string | null;
  /** The Host header sent with it, for a backend reached at a loopback address (the site's own name). */
  backendHost: string | null;
  siteUrl: string | null;
  siteHosts: string[];
  /** VITE_ASSET_HOST: where stored pictures are served from, as the app resolves them. */
  assetHost: string;
  siteName: string;
  /** null: a folder in the PHP user's home (server/lib/copies.php). */
  privateDir: string | null;
  /** One deadline for a backend read: connecting, the headers and the body together. */
  timeoutSeconds: number;
  /** The most a record's reply, and a list's, may weigh; more is no answer. */
  recordBytes: number;
  listBytes: number;
  /** How long a copy is used as it is; an older one still stands in while the backend is down or being read. */
  cacheSeconds: number;
  /** The most copies kept, and their bytes together, oldest dropped first. */
  copies: number;
  copyBytes: number;
  /** The most missing records remembered (in one file). */
  misses: number;
  /** The sitemap protocol's limit of addresses a file. */
  sitemapUrls: number;
  card: string;
  /** The public pages without a parameter: the sitemap's fixed part. */
  publicPaths: string[];
  /** The pages of one record: their path before the id, their static page, their call. */
  pages: { prefix: string; file: string; record: string; script: string }[];
  /** The list pages: their path, static page, call and script, how many rows the first screen has, and how many of them load their picture first. */
  lists: { path: string; file: string; call: string; script: string; size: number; first: number; title: string; description: string }[];
  /** The staff lock's folder (staff.htpasswd, staff.groups); null: no lock, and the lead desk answers no call (503). */
  staffGateDir: string | null;
  /** The lead desk's database: a PDO DSN (mysql:…), or null for desk.sqlite in the private folder. */
  deskDsn: string | null;
  deskDbUser: string | null;
  deskDbPassword: string | null;
  deskTimeZone: string;
  /** The most a desk request's body may weigh: a note of the most characters, every one a JSON escape of an emoji (12 bytes), fits. */
  deskBodyBytes: number;
  /** How long a desk write waits for another's lock before it gives up. */
  deskBusyMs: number;
  deskLimits: typeof DESK_LIMITS;
  /** How long the watch's copy of the open leads is used before the backend is read again. */
  deskWatchSeconds: number;
  deskNudgesPerMinute: number;
  deskPushLoopback: boolean;
  /** The push's VAPID contact (mailto:); without it, siteUrl. */
  siteEmail: string;
}

const recordPages = (): (PublicPage & { record: NonNullable<PublicPage['record']> })[] =>
  publicPageList.filter((page): page is PublicPage & { record: NonNullable<PublicPage['record']> } => Boolean(page.record));

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);
const LOOPBACK = /^(127(\.\d{1,3}){3}|\[::1\]|localhost)$/i;

/** A whole number of at least 1 from a setting, or its default when unset. */
function count(name: string, value: string | undefined, fallback: number): number {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  if (!/^[1-9]\d{0,5}$/.test(text)) throw new Error(`${name} is a whole number of at least 1, not '${text}'`);
  return Number(text);
}

function origin(name: string, value: string): string {
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`${name} is an origin such as https://example.in, not '${value}'`);
  }
  return url.origin;
}

/**
 * The settings for this build's backend and host (a pure function, tested in
 * tests/unit/build/server-pages.test.ts). Nothing a request carries is among them: the backend's
 * address and the site's origin are fixed here (docs/security.md).
 */
export function serverConfig(env: { backendUrl: string; assetHost: string } & ServerSettings): ServerConfig {
  const siteUrl = env.siteUrl?.trim() ? origin('SITE_URL', env.siteUrl.trim()) : null;
  const siteHosts = (env.siteHosts ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of siteHosts) if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(host)) throw new Error(`SITE_HOSTS: '${host}' is not a host name`);
  const ownHost = siteUrl ? new URL(siteUrl).host : (siteHosts[0] ?? null);
  const serverBackend = env.serverBackendUrl?.trim() ?? '';
  if (serverBackend && !isAbsolute(serverBackend))
    throw new Error(`SERVER_BACKEND_URL is an absolute http(s) address, not '${serverBackend}'`);
  const backend = serverBackend || (isAbsolute(env.backendUrl) ? env.backendUrl : siteUrl ? siteUrl + env.backendUrl : null);
  const privateDir = env.privateDir?.trim() || null;
  if (privateDir && !privateDir.startsWith('/'))
    throw new Error(`SERVER_PRIVATE_DIR is an absolute path on the server, not '${privateDir}'`);
  const deskDsn = env.deskDsn?.trim() || null;
  if (deskDsn && !/^mysql:./.test(deskDsn) && !/^sqlite:\//.test(deskDsn))
    throw new Error(
      `DESK_DSN is a PDO DSN such as mysql:host=localhost;dbname=parts;charset=utf8mb4 (or sqlite:/absolute/path), not '${deskDsn}'`,
    );
  return {
    backend: backend ? backend.replace(/\/+$/, '') : null,
    backendHost: serverBackend && LOOPBACK.test(new URL(serverBackend).hostname) ? ownHost : null,
    siteUrl,
    siteHosts,
    assetHost: env.assetHost,
    siteName: site.name,
    privateDir,
    timeoutSeconds: 1.5,
    recordBytes: 1024 * 1024,
    listBytes: 16 * 1024 * 1024,
    cacheSeconds: 300,
    copies: 2000,
    copyBytes: 64 * 1024 * 1024,
    misses: 512,
    sitemapUrls: 50_000,
    card: SITE_CARD,
    publicPaths: ['/', ...publicPageList.filter((page) => !page.path.includes(':')).map((page) => page.path)],
    lists: publicPageList.flatMap(({ path, file, list }) => {
      if (!list) return [];
      const meta: { title: string; description: string } | undefined = (listMeta as Record<string, { title: string; description: string }>)[
        path
      ];
      if (!meta) throw new Error(`server-pages: ${path} has a list but no title in src/config/list-meta.ts`);
      return [{ path, file, call: list.call, script: endpoints[list.call].script, size: list.rows, first: FIRST_ROW, ...meta }];
    }),
    pages: recordPages().map((page) => {
      if (!/^\/[^/:]+\/:[^/]+$/.test(page.path)) throw new Error(`server-pages: ${page.path} is not /<list>/:id`);
      return { prefix: page.path.replace(/:[^/]+$/, ''), file: page.file, record: page.record, script: endpoints[page.record].script };
    }),
    staffGateDir: env.staffGateDir ?? null,
    deskDsn,
    deskDbUser: env.deskDbUser?.trim() || null,
    deskDbPassword: env.deskDbPassword || null,
    deskTimeZone: DESK_TIME_ZONE,
    deskBodyBytes: 12 * DESK_LIMITS.note + 8 * 1024,
    deskBusyMs: 5000,
    deskLimits: DESK_LIMITS,
    deskWatchSeconds: count('DESK_WATCH_SECONDS', env.deskWatchSeconds, 20),
    deskNudgesPerMinute: count('DESK_NUDGES_PER_MINUTE', env.deskNudgesPerMinute, 6),
    deskPushLoopback: env.deskPushLoopback?.trim() === '1',
    siteEmail: site.email,
  };
}

/** What a build whose server pages would only send static pages should say. */
export function serverWarnings(config: ServerConfig): string[] {
  return [
    ...(config.siteUrl || config.siteHosts.length ? [] : ['no SITE_URL (or SITE_HOSTS): the server pages send the static pages']),
    ...(config.backend
      ? []
      : ['VITE_BACKEND_URL is relative and there is no SITE_URL or SERVER_BACKEND_URL: the server pages cannot read the backend']),
  ];
}

/**
 * server/config.php: a first line of PHP that answers 404 should the file ever be asked for, then the
 * settings as JSON (read as text, so a changed file counts at once, whatever PHP's opcode cache keeps).
 */
export const configFile = (config: ServerConfig) => `<?php http_response_code(404); exit; ?>\n${JSON.stringify(config, null, 2)}\n`;

/**
 * The PHP pages that put a record into its page's HTML for link previews, search engines and the
 * first paint (server/): copied into the build's server/ folder with this build's settings, for the
 * server rules (build/server-rules.ts) to route a record's page, the sitemap and robots.txt to them.
 * Not in a demo build, whose fake backend lives in the browser.
 */
export function serverPages(env: { backendUrl: string; assetHost: string; enabled: boolean } & ServerSettings): Plugin {
  return outputPlugin('server-pages', 'writeBundle', (outDir) => {
    if (!env.enabled) return;
    const config = serverConfig(env);
    for (const warning of serverWarnings(config)) console.warn(`server pages: ${warning} (docs/deploying.md)`);
    const target = join(outDir, SERVER_DIR);
    for (const folder of ['', 'lib']) {
      mkdirSync(join(target, folder), { recursive: true });
      for (const file of readdirSync(join(SOURCE_DIR, folder)).filter(isDeployed)) {
        copyFileSync(join(SOURCE_DIR, folder, file), join(target, folder, file));
      }
    }
    writeFileSync(join(target, 'config.php'), configFile(config));
  });
}

/**
 * Whether this build deploys the PHP pages: on for a real backend, off for the demo's fake one, and
 * off with SERVER_PAGES=off for a host whose site has no PHP (the record pages stay static).
 */
export function serverPagesOn(raw: Record<string, string | undefined>, mocking: boolean): boolean {
  const setting = raw.SERVER_PAGES?.trim() ?? '';
  if (setting !== '' && setting !== 'off' && setting !== 'on') throw new Error(`SERVER_PAGES is 'on', 'off' or unset, not '${setting}'`);
  return !mocking && setting !== 'off';
}
