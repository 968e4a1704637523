import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { endpoints } from '../php-contract/endpoints.ts';
import { publicPageList, type PublicPage } from '../src/config/public-pages.ts';
import { site } from '../src/config/site.ts';
import { outputPlugin } from './output-plugin.ts';
import { SERVER_DIR } from './server-rules.ts';

/** The PHP pages' sources: the pages, and their helpers in lib/; test scripts stay out of the build. */
const SOURCE_DIR = resolve('server');
const isDeployed = (file: string) => file.endsWith('.php') && !file.startsWith('test');

/** The picture a link to the site shows when the record has none of its own (public/, scripts/make-site-card.ts). */
export const SITE_CARD = '/site-card.png';

/** What the PHP pages read from server/config.php. */
export interface ServerConfig {
  /** VITE_BACKEND_URL: relative ('/api', the site's own server) or another origin. */
  backend: string;
  /** VITE_ASSET_HOST: where stored pictures are served from, as the app resolves them. */
  assetHost: string;
  siteName: string;
  /** How long a page waits for the backend before it is sent without the record. */
  timeoutSeconds: number;
  /** How long a record read from the backend is used as it is; an older copy still stands in while the backend is down. */
  cacheSeconds: number;
  /** Where the copies are kept; null: a folder of the system's temporary folder. */
  cacheDir: string | null;
  card: string;
  /** The public pages without a parameter: the sitemap's fixed part. */
  publicPaths: string[];
  /** The pages of one record: their path before the id, their static page, their call. */
  pages: { prefix: string; file: string; record: string; script: string }[];
}

const recordPages = (): (PublicPage & { record: NonNullable<PublicPage['record']> })[] =>
  publicPageList.filter((page): page is PublicPage & { record: NonNullable<PublicPage['record']> } => Boolean(page.record));

/** The settings for this build's backend (a pure function, tested in tests/unit/build/server-pages.test.ts). */
export function serverConfig(env: { backendUrl: string; assetHost: string }): ServerConfig {
  return {
    backend: env.backendUrl,
    assetHost: env.assetHost,
    siteName: site.name,
    timeoutSeconds: 1.5,
    cacheSeconds: 300,
    cacheDir: null,
    card: SITE_CARD,
    publicPaths: ['/', ...publicPageList.filter((page) => !page.path.includes(':')).map((page) => page.path)],
    pages: recordPages().map((page) => {
      if (!/^\/[^/:]+\/:[^/]+$/.test(page.path)) throw new Error(`server-pages: ${page.path} is not /<list>/:id`);
      return { prefix: page.path.replace(/:[^/]+$/, ''), file: page.file, record: page.record, script: endpoints[page.record].script };
    }),
  };
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
export function serverPages(env: { backendUrl: string; assetHost: string; enabled: boolean }): Plugin {
  return outputPlugin('server-pages', 'writeBundle', (outDir) => {
    if (!env.enabled) return;
    const target = join(outDir, SERVER_DIR);
    for (const folder of ['', 'lib']) {
      mkdirSync(join(target, folder), { recursive: true });
      for (const file of readdirSync(join(SOURCE_DIR, folder)).filter(isDeployed)) {
        copyFileSync(join(SOURCE_DIR, folder, file), join(target, folder, file));
      }
    }
    writeFileSync(join(target, 'config.php'), configFile(serverConfig(env)));
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
