// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { configFile, serverConfig, serverPages, serverPagesOn } from '../../../build/server-pages';

const hook = (plugin: Plugin, name: 'configResolved' | 'writeBundle') => plugin[name] as unknown as (...args: unknown[]) => void;

describe('the server pages', () => {
  it("are given the build's backend and the record pages, with their static page and public call", () => {
    const config = serverConfig({ backendUrl: '/api', assetHost: '/api' });
    expect(config).toMatchObject({
      backend: '/api',
      assetHost: '/api',
      siteName: 'Shree Sai Truck Parts',
      card: '/site-card.png',
      cacheDir: null,
    });
    // Written out, not read from the page table, so a page dropped from the table fails here.
    expect(config.pages).toEqual([
      { prefix: '/catalog/', file: 'part.html', record: 'getPart', script: 'parts.php' },
      { prefix: '/blog/', file: 'blog-post.html', record: 'getBlogPost', script: 'blog_posts.php' },
    ]);
    expect(config.publicPaths).toEqual(['/', '/catalog', '/blog', '/inquiry', '/buy-lead']);
  });

  it('wait briefly on the backend and keep a copy a few minutes', () => {
    const { timeoutSeconds, cacheSeconds } = serverConfig({ backendUrl: 'https://api.example', assetHost: 'https://api.example' });
    expect(timeoutSeconds).toBeGreaterThan(0);
    expect(timeoutSeconds).toBeLessThanOrEqual(1.5);
    expect(cacheSeconds).toBeGreaterThanOrEqual(60);
    expect(cacheSeconds).toBeLessThanOrEqual(600);
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

  it('are copied into the build with their settings, and without the test script', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'server-pages-'));
    const plugin = serverPages({ backendUrl: '/api', assetHost: '/api', enabled: true });
    hook(plugin, 'configResolved')({ build: { outDir } });
    hook(plugin, 'writeBundle')();
    expect(readdirSync(join(outDir, 'server')).sort()).toEqual(['config.php', 'lib', 'record.php', 'robots.php', 'sitemap.php']);
    expect(readdirSync(join(outDir, 'server', 'lib')).sort()).toEqual(['page.php', 'records.php']);
    expect(readFileSync(join(outDir, 'server', 'config.php'), 'utf8')).toContain('"backend": "/api"');
  });

  it('are left out when off', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'server-pages-'));
    const plugin = serverPages({ backendUrl: '/api', assetHost: '/api', enabled: false });
    hook(plugin, 'configResolved')({ build: { outDir } });
    hook(plugin, 'writeBundle')();
    expect(existsSync(join(outDir, 'server'))).toBe(false);
  });
});
