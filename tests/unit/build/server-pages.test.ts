// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { configFile, serverConfig, serverPages, serverPagesOn, serverWarnings } from '../../../build/server-pages';

const hook = (plugin: Plugin, name: 'configResolved' | 'writeBundle') => plugin[name] as unknown as (...args: unknown[]) => void;

describe('the server pages', () => {
  it("are given the record pages, with their static page and public call, and the site's origin", () => {
    const config = serverConfig({ backendUrl: '/api', assetHost: '/api', siteUrl: 'https://parts.example/' });
    expect(config).toMatchObject({
      backend: 'https://parts.example/api',
      backendHost: null,
      siteUrl: 'https://parts.example',
      assetHost: '/api',
      siteName: 'Shree Sai Truck Parts',
      card: '/site-card.png',
      privateDir: null,
    });
    // Written out, not read from the page table, so a page dropped from the table fails here.
    expect(config.pages).toEqual([
      { prefix: '/catalog/', file: 'part.html', record: 'getPart', script: 'parts.php' },
      { prefix: '/blog/', file: 'blog-post.html', record: 'getBlogPost', script: 'blog_posts.php' },
    ]);
    expect(config.publicPaths).toEqual(['/', '/catalog', '/blog', '/inquiry', '/buy-lead']);
    expect(config.lists).toEqual([
      expect.objectContaining({
        path: '/catalog',
        file: 'catalog.html',
        call: 'listParts',
        script: 'parts.php',
        size: 12,
        first: 3,
        title: 'Parts Catalogue',
      }),
      expect.objectContaining({
        path: '/blog',
        file: 'blog.html',
        call: 'listBlogPosts',
        script: 'blog_posts.php',
        size: 12,
        first: 3,
        title: 'Blog',
      }),
    ]);
  });

  it('read the backend where the build says, never where a request could point', () => {
    expect(serverConfig({ backendUrl: 'https://api.example/v1/', assetHost: '' }).backend).toBe('https://api.example/v1');
    // A backend in the site's own folder, reached over loopback by the site's own name.
    expect(
      serverConfig({
        backendUrl: '/api',
        assetHost: '/api',
        siteUrl: 'https://parts.example',
        serverBackendUrl: 'http://127.0.0.1:8080/api',
      }),
    ).toMatchObject({ backend: 'http://127.0.0.1:8080/api', backendHost: 'parts.example' });
    expect(serverConfig({ backendUrl: '/api', assetHost: '/api', siteHosts: 'Parts.example, www.parts.example:8443' })).toMatchObject({
      backend: null,
      siteHosts: ['parts.example', 'www.parts.example:8443'],
    });
    const bare = serverConfig({ backendUrl: '/api', assetHost: '/api' });
    expect(serverWarnings(bare)).toEqual([expect.stringMatching(/SITE_URL/), expect.stringMatching(/cannot read the backend/)]);
    expect(serverWarnings(serverConfig({ backendUrl: '/api', assetHost: '/api', siteUrl: 'https://parts.example' }))).toEqual([]);
  });

  it('refuse settings that are not what they say', () => {
    const base = { backendUrl: '/api', assetHost: '/api' };
    expect(() => serverConfig({ ...base, siteUrl: 'https://parts.example/shop' })).toThrow(/SITE_URL/);
    expect(() => serverConfig({ ...base, siteHosts: 'parts.example/x' })).toThrow(/SITE_HOSTS/);
    expect(() => serverConfig({ ...base, serverBackendUrl: '/api' })).toThrow(/SERVER_BACKEND_URL/);
    expect(() => serverConfig({ ...base, privateDir: 'data' })).toThrow(/SERVER_PRIVATE_DIR/);
  });

  it('bound the work a request can cause: a deadline, reply caps, copy caps', () => {
    const config = serverConfig({ backendUrl: 'https://api.example', assetHost: 'https://api.example' });
    expect(config.timeoutSeconds).toBeGreaterThan(0);
    expect(config.timeoutSeconds).toBeLessThanOrEqual(1.5);
    expect(config.cacheSeconds).toBeGreaterThanOrEqual(60);
    expect(config.cacheSeconds).toBeLessThanOrEqual(600);
    // Inside PHP's usual memory_limit of 128 MB, with the decoded reply beside the raw one.
    expect(config.recordBytes).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(config.listBytes).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(config.copies).toBeLessThanOrEqual(5000);
    expect(config.sitemapUrls).toBe(50_000);
  });

  it('write settings that PHP runs as a 404 and reads as JSON', () => {
    const text = configFile(serverConfig({ backendUrl: 'https://api.example', assetHost: 'https://cdn.example' }));
    const [first, ...rest] = text.split('\n');
    expect(first).toBe('<?php http_response_code(404); exit; ?>');
    expect(JSON.parse(rest.join('\n'))).toMatchObject({ backend: 'https://api.example', assetHost: 'https://cdn.example' });
  });

  it('are on for a real backend, off for the demo and with SERVER_PAGES=off', () => {
    expect(serverPagesOn({}, false)).toBe(true);
    expect(serverPagesOn({ SERVER_PAGES: 'on' }, false)).toBe(true);
    expect(serverPagesOn({}, true)).toBe(false);
    expect(serverPagesOn({ SERVER_PAGES: 'off' }, false)).toBe(false);
    expect(() => serverPagesOn({ SERVER_PAGES: 'yes' }, false)).toThrow(/SERVER_PAGES/);
  });

  it("give the lead desk the staff lock's folder only with a lock, and its database by DSN", () => {
    const base = { backendUrl: '/api', assetHost: '/api' };
    expect(serverConfig(base)).toMatchObject({ staffGateDir: null, deskDsn: null, deskTimeZone: 'Asia/Kolkata' });
    expect(
      serverConfig({ ...base, staffGateDir: '/home/u/staff-lock', deskDsn: ' mysql:host=localhost;dbname=parts ', deskDbUser: 'parts' }),
    ).toMatchObject({
      staffGateDir: '/home/u/staff-lock',
      deskDsn: 'mysql:host=localhost;dbname=parts',
      deskDbUser: 'parts',
      deskDbPassword: null,
    });
    expect(() => serverConfig({ ...base, deskDsn: 'pgsql:host=x' })).toThrow(/DESK_DSN/);
    expect(() => serverConfig({ ...base, deskDsn: 'sqlite:desk.sqlite' })).toThrow(/DESK_DSN/);
  });

  it("give the desk's watch its interval, nudge rate and push settings, with defaults", () => {
    const base = { backendUrl: '/api', assetHost: '/api' };
    expect(serverConfig(base)).toMatchObject({
      deskWatchSeconds: 20,
      deskNudgesPerMinute: 6,
      deskPushLoopback: false,
      siteEmail: expect.stringContaining('@'),
    });
    expect(serverConfig({ ...base, deskWatchSeconds: ' 30 ', deskNudgesPerMinute: '2', deskPushLoopback: '1' })).toMatchObject({
      deskWatchSeconds: 30,
      deskNudgesPerMinute: 2,
      deskPushLoopback: true,
    });
    expect(() => serverConfig({ ...base, deskWatchSeconds: '0' })).toThrow(/DESK_WATCH_SECONDS/);
    expect(() => serverConfig({ ...base, deskNudgesPerMinute: 'many' })).toThrow(/DESK_NUDGES_PER_MINUTE/);
  });

  it('are copied into the build with their settings, and without the test script', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'server-pages-'));
    const plugin = serverPages({ backendUrl: '/api', assetHost: '/api', enabled: true, siteUrl: 'https://parts.example' });
    hook(plugin, 'configResolved')({ build: { outDir } });
    hook(plugin, 'writeBundle')();
    expect(readdirSync(join(outDir, 'server')).sort()).toEqual([
      'config.php',
      'desk-cli.php',
      'desk.php',
      'lib',
      'list.php',
      'record.php',
      'robots.php',
      'sitemap.php',
    ]);
    expect(readdirSync(join(outDir, 'server', 'lib')).sort()).toEqual([
      'backend.php',
      'copies.php',
      'desk-auth.php',
      'desk-calls.php',
      'desk-push.php',
      'desk-store.php',
      'desk-watch.php',
      'lists.php',
      'page.php',
      'records.php',
      'web-push.php',
    ]);
    expect(readFileSync(join(outDir, 'server', 'config.php'), 'utf8')).toContain('"backend": "https://parts.example/api"');
  });

  it('are left out when off', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'server-pages-'));
    const plugin = serverPages({ backendUrl: '/api', assetHost: '/api', enabled: false });
    hook(plugin, 'configResolved')({ build: { outDir } });
    hook(plugin, 'writeBundle')();
    expect(existsSync(join(outDir, 'server'))).toBe(false);
  });
});
