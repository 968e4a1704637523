// @vitest-environment node
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { imagePattern, publicCode, publicReadPattern, runtimeCaching, stampCopies } from '../../../build/offline-worker';
import { originsOf } from '../../../build/security-headers';
import { htaccess, nginxConf } from '../../../build/server-rules';
import { OFFLINE_COPY_HEADER } from '../../../src/config/offline-copy';

const env = { backendUrl: 'https://api.parts.example/backend', assetHost: 'https://cdn.parts.example' };

const chunk = (fileName: string, modules: string[], imports: string[] = [], dynamicImports: string[] = [], isEntry = false) =>
  ({
    type: 'chunk',
    fileName,
    moduleIds: modules,
    imports,
    dynamicImports,
    isEntry,
    facadeModuleId: modules[0] ?? null,
    viteMetadata: { importedCss: new Set<string>() },
  }) as unknown as Rolldown.OutputChunk;

describe('offline-worker', () => {
  it('keeps the public reads of the backend and no staff call', () => {
    const reads = publicReadPattern(env.backendUrl);
    for (const url of ['parts.php', 'parts.php?id=3', 'categories.php', 'blog_posts.php?id=1', 'brochures.php'])
      expect(reads.test(`${env.backendUrl}/${url}`), url).toBe(true);
    for (const url of [
      'inquiries.php',
      'buy_leads.php',
      'login.php',
      'sadlogin.php',
      'whatsapp_status.php',
      'upload.php',
      'insert_part.php',
    ])
      expect(reads.test(`${env.backendUrl}/${url}`), url).toBe(false);
    // Another host with the same script name is not the backend.
    expect(reads.test('https://evil.example/backend/parts.php')).toBe(false);
  });

  it('with the backend in a folder of the site, matches that folder on the site only', () => {
    const reads = publicReadPattern('/api');
    expect(reads.test('https://shop.example/api/parts.php?id=2')).toBe(true);
    expect(reads.test('https://shop.example/api/inquiries.php')).toBe(false);
    expect(reads.test('https://shop.example/parts.php')).toBe(false);
  });

  it('keeps pictures of the backend and asset host only: other hosts are left to the browser', () => {
    const images = imagePattern([env.backendUrl, env.assetHost]);
    expect(images.test('https://cdn.parts.example/uploads/brake.JPG')).toBe(true);
    expect(images.test('https://api.parts.example/backend/uploads/a.webp?v=2')).toBe(true);
    expect(images.test('https://elsewhere.example/uploads/a.png')).toBe(false);
    expect(images.test('https://cdn.parts.example/models/engine.glb')).toBe(false);
  });

  it('answers public pages only, never a staff path, a .php script or the backend folder', () => {
    const pages = runtimeCaching({ backendUrl: '/api', assetHost: '/api' }).filter((route) => route.options?.precacheFallback);
    const matches = (path: string) => pages.some((route) => (route.urlPattern as RegExp).test(`https://shop.example${path}`));
    for (const path of ['/', '/catalog', '/catalog/12', '/blog', '/blog/3/', '/inquiry?part=Brake%20Drum', '/buy-lead'])
      expect(matches(path), path).toBe(true);
    for (const path of [
      '/admin',
      '/admin/inquiries',
      '/subadmin/dashboard',
      '/SSA-admin',
      '/login',
      '/api/parts.php',
      '/inquiries.php',
      '/catalog/12/x',
    ])
      expect(matches(path), path).toBe(false);
    // A page's own copy is precached under another address, so the network is always tried first.
    expect(
      pages.every((route) => route.handler === 'NetworkFirst' && /\.html\?offline$/.test(route.options!.precacheFallback!.fallbackURL)),
    ).toBe(true);
  });

  it("precaches the entry, the public pages' code with what they load and the languages, not the staff screens or the 3D viewer", () => {
    const chunks = [
      chunk(
        'assets/index.js',
        ['/index.html'],
        ['assets/shared.js'],
        ['assets/catalog-page.js', 'assets/parts-page.js', 'assets/hi.js', 'assets/runtime.js'],
        true,
      ),
      chunk('assets/hi.js', ['/work/src/i18n/catalogs/hi.ts']),
      chunk('assets/runtime.js', ['/work/node_modules/@lingui/core/dist/index.mjs', '/work/src/i18n/translator.ts']),
      chunk('assets/shared.js', ['/src/config/urls.ts']),
      chunk('assets/catalog-page.js', ['/work/src/features/catalog/catalog-page.tsx']),
      chunk(
        'assets/part-page.js',
        ['/work/src/features/catalog/part-page.tsx'],
        ['assets/shared.js'],
        ['assets/model-viewer.js', 'assets/record.js'],
      ),
      chunk('assets/record.js', ['/src/components/record-page.tsx']),
      chunk('assets/model-viewer.js', ['/node_modules/@google/model-viewer/lib/model-viewer.js']),
      chunk('assets/parts-page.js', ['/work/src/features/staff/parts/parts-page.tsx']),
    ];
    const files = publicCode(chunks);
    expect([...files].sort()).toEqual([
      'assets/catalog-page.js',
      'assets/hi.js',
      'assets/index.js',
      'assets/part-page.js',
      'assets/record.js',
      'assets/runtime.js',
      'assets/shared.js',
    ]);
  });

  it('has the server revalidate the worker and the manifest on every visit', () => {
    const origins = originsOf(env);
    expect(htaccess(origins)).toMatch(/<FilesMatch "\^\(sw\\\.js\|manifest\\\.webmanifest\)\$">\n {2}Header set Cache-Control "no-cache"/);
    for (const file of ['sw.js', 'manifest.webmanifest'])
      expect(nginxConf(origins)).toMatch(
        new RegExp(`location = /${file.replace('.', '\\.')} \\{[^}]*add_header Cache-Control "no-cache" always;`),
      );
  });

  it('stamps each public read it keeps with the time, under the header the page reads, keeping its body and status', async () => {
    const reads = runtimeCaching(env).find((rule) => rule.options?.cacheName === 'public-reads');
    // Workbox writes the plugin's source into the worker: the source itself must name the header.
    expect(reads?.options?.plugins).toEqual([stampCopies]);
    expect(String(stampCopies.cacheWillUpdate)).toMatch(new RegExp(`(['"])${OFFLINE_COPY_HEADER}\\1`));
    const before = Date.now() - 1_000;
    const kept = await stampCopies.cacheWillUpdate({
      response: new Response('{"data":[]}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    });
    expect(kept.status).toBe(200);
    expect(await kept.text()).toBe('{"data":[]}');
    expect(kept.headers.get('content-type')).toBe('application/json');
    expect(Date.parse(kept.headers.get(OFFLINE_COPY_HEADER) ?? '')).toBeGreaterThanOrEqual(before);
  });
});
