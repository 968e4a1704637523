// @vitest-environment node
import type { IndexHtmlTransformHook, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { deployFiles } from '../../../build/deploy-files';
import { contentSecurityPolicy, originsOf, securityHeaders } from '../../../build/security-headers';
import { htaccess, nginxConf } from '../../../build/server-rules';

const env = { backendUrl: 'https://api.parts.example/backend', assetHost: 'https://cdn.parts.example' };
const origins = originsOf(env);

/** The `<meta>` policy the build puts in every page. */
async function metaPolicy(): Promise<string> {
  const transform = deployFiles(env).transformIndexHtml as IndexHtmlTransformHook;
  const tags = (await transform.call({} as never, '', {} as never)) as { attrs: Record<string, string> }[];
  const meta = tags.find((tag) => tag.attrs['http-equiv'] === 'Content-Security-Policy');
  return meta!.attrs.content!;
}

/** The files the build writes beside the pages (with the PHP pages, as a build for a real backend does). */
async function emitted({ serverPages = false } = {}): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const plugin: Plugin = deployFiles({ ...env, serverPages });
  await (plugin.generateBundle as (this: unknown) => Promise<void>).call({
    emitFile: ({ fileName, source }: { fileName: string; source: string }) => (files[fileName] = source),
  });
  return files;
}

const apacheHeaders = (text: string) =>
  Object.fromEntries([...text.matchAll(/^Header always set (\S+) "(.*)"$/gm)].map((m) => [m[1], m[2]]));

/** Every nginx location's headers, without Cache-Control (which differs by location on purpose). */
function nginxHeaderSets(text: string): Record<string, string>[] {
  return text
    .split(/\n\s*location /)
    .slice(1)
    .map((block) =>
      Object.fromEntries(
        [...block.matchAll(/add_header (\S+) "(.*)" always;/g)].filter((m) => m[1] !== 'Cache-Control').map((m) => [m[1], m[2]]),
      ),
    );
}

/** Which page Apache answers a path with: the first matching RewriteRule whose query condition holds, or none (the file or a 404). */
function apachePage(text: string, path: string, query = ''): string | null {
  for (const [, condition, pattern, target] of text.matchAll(
    /^(?:RewriteCond %\{QUERY_STRING\} (\S+)\n)?RewriteRule (\S+) (\S+) \[[^\]]*\]$/gm,
  )) {
    if (condition && !new RegExp(condition).test(query)) continue;
    if (new RegExp(pattern!).test(path.slice(1))) return target === '-' ? null : target!;
  }
  return null;
}

/** Which page nginx answers a path with: a prefix location `^~` first (as nginx does), then the first matching regex. */
function nginxPage(text: string, path: string, query = ''): string | null {
  for (const [, prefix, body] of text.matchAll(/location \^~ (\S+) \{([^}]*)\}/g)) {
    if (path.startsWith(prefix!))
      return /return 404;/.test(body!) ? null : (/fastcgi_param SCRIPT_FILENAME \$document_root\/(\S+);/.exec(body!)?.[1] ?? 'unexpected');
  }
  const lang = new URLSearchParams(query).get('lang');
  for (const [, pattern, body] of text.matchAll(/location ~ "([^"]+)" \{((?:[^{}]|\{[^{}]*\})*)\}/g)) {
    if (!new RegExp(pattern!).test(path)) continue;
    const rewrite = [...body!.matchAll(/if \(\$arg_lang = "(\w+)"\) \{\s*rewrite \^ \/(\S+) last;/g)].find(([, code]) => code === lang);
    if (rewrite) return rewrite[2]!;
    if (new RegExp(pattern!).test(path))
      return /try_files \/(\S+) =404;/.exec(body!)?.[1] ?? /fastcgi_param SCRIPT_FILENAME \$document_root\/(\S+);/.exec(body!)?.[1] ?? null;
  }
  return null;
}

describe('the security headers, declared once', () => {
  it('are the same in dist/.htaccess, the nginx example and every page', async () => {
    const files = await emitted();
    const expected = Object.fromEntries(securityHeaders(origins).map(({ name, value }) => [name, value]));
    // Written out, not read from the table, so a header dropped from the table fails too.
    expect(expected).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
      'Content-Security-Policy': expect.stringContaining("frame-ancestors 'none'"),
    });
    expect(apacheHeaders(files['.htaccess']!)).toEqual(expected);
    const sets = nginxHeaderSets(files['nginx.conf.example']!);
    expect(sets.length).toBeGreaterThan(5);
    for (const set of sets) expect(set).toEqual(expected);
    // A <meta> policy cannot carry frame-ancestors; the rest is the header's, word for word.
    expect(`${await metaPolicy()}; frame-ancestors 'none'`).toBe(expected['Content-Security-Policy']);
  });

  it("let the page call the build's backend and load its files, and nothing else", () => {
    const policy = contentSecurityPolicy(origins);
    expect(policy).toContain("connect-src 'self' https://api.parts.example https://cdn.parts.example;");
    expect(policy).toContain("img-src 'self' data: blob: https://api.parts.example https://cdn.parts.example https:;");
    expect(policy).not.toContain('example.com');
    // Backend on the site's own origin: 'self' covers it.
    expect(contentSecurityPolicy(originsOf({ backendUrl: '/api', assetHost: '' }))).toContain("connect-src 'self'; media-src 'self';");
  });
});

const files = await emitted();

describe('the server rules', () => {
  const cases: [string, string | null][] = [
    ['/', 'home.html'],
    ['/catalog', 'catalog.html'],
    ['/catalog/', 'catalog.html'],
    ['/catalog/12', 'part.html'],
    ['/blog', 'blog.html'],
    ['/blog/12', 'blog-post.html'],
    ['/inquiry', 'inquiry.html'],
    ['/buy-lead', 'buy-lead.html'],
    ['/SSA-admin', 'index.html'],
    ['/login', 'index.html'],
    ['/SSA-subadmin', 'index.html'],
    ['/subadmin-login', 'index.html'],
    ['/admin/parts/3/edit', 'index.html'],
    ['/subadmin/inquiries/7', 'index.html'],
    // Not pages: served as files if they exist, 404 otherwise; never the app.
    ['/assets/index-abc123.js', null],
    ['/api/parts.php', null],
    ['/parts.php', null],
    ['/blog/1/comments', null],
    ['/catalogue', null],
    ['/administrator', null],
    ['/.vite/chunks.json', null],
  ];
  it.each(cases)('answer %s with %s on Apache and nginx alike', (path, page) => {
    expect(apachePage(files['.htaccess']!, path)).toBe(page);
    expect(nginxPage(files['nginx.conf.example']!, path)).toBe(page);
  });

  it.each([
    ['/', 'lang=hi', 'home.hi.html'],
    ['/', 'ref=x&lang=gu', 'home.gu.html'],
    ['/inquiry', 'part=Bolt&lang=hi', 'inquiry.hi.html'],
    ['/buy-lead', 'lang=gu', 'buy-lead.gu.html'],
    ['/', 'lang=fr', 'home.html'],
    ['/', 'xlang=hi', 'home.html'],
    ['/catalog', 'lang=hi', 'catalog.html'],
  ])('answer %s?%s with %s, the page drawn in that language where there is one', (path, query, page) => {
    expect(apachePage(files['.htaccess']!, path, query)).toBe(page);
    expect(nginxPage(files['nginx.conf.example']!, path, query)).toBe(page);
  });

  it('revalidate the pages and cache the hashed files for good', () => {
    expect(htaccess(origins)).toMatch(/<FilesMatch "\\\.html\$">\n\s*Header set Cache-Control "no-cache"/);
    expect(htaccess(origins)).toMatch(/m#\^\/assets\/#">\n\s*Header set Cache-Control "public, max-age=31536000, immutable"/);
    expect(nginxConf(origins)).toMatch(/location \/assets\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable"/);
  });
});

describe('the server rules with the PHP pages', async () => {
  const served = await emitted({ serverPages: true });
  const cases: [string, string | null][] = [
    ['/', 'home.html'],
    ['/catalog', 'server/list.php'],
    ['/catalog/12', 'server/record.php'],
    ['/catalog/12/', 'server/record.php'],
    ['/blog/3', 'server/record.php'],
    ['/blog', 'server/list.php'],
    ['/inquiry', 'inquiry.html'],
    ['/sitemap.xml', 'server/sitemap.php'],
    ['/robots.txt', 'server/robots.php'],
    ['/SSA-admin', 'index.html'],
    ['/admin/parts/3/edit', 'index.html'],
    // The pages' folder is never served by its own address: not its settings, helpers or pages.
    ['/server/config.php', null],
    ['/server/lib/page.php', null],
    ['/server/record.php', null],
    ['/blog/1/comments', null],
    // The lead desk: every call under /desk/ is its one script's, which answers an unknown call itself.
    ['/desk/leads', 'server/desk.php'],
    ['/desk/lead', 'server/desk.php'],
    ['/desk/nothing', 'server/desk.php'],
    ['/server/desk.php', null],
  ];
  it.each(cases)('answer %s with %s on Apache and nginx alike', (path, page) => {
    expect(apachePage(served['.htaccess']!, path)).toBe(page);
    expect(nginxPage(served['nginx.conf.example']!, path)).toBe(page);
  });

  it("refuse the folder however its path is spelt, and let Apache's own rewrite to a page through", () => {
    // The rule reads the path Apache decoded and cleaned (so /%73erver/ and /x/../server/ are /server/);
    // a per-directory rewrite to server/record.php comes back with REDIRECT_STATUS set, and passes.
    expect(served['.htaccess']).toContain('RewriteCond %{ENV:REDIRECT_STATUS} ^$\nRewriteRule ^/*server(/|$) - [R=404,L]');
  });

  it("hand the desk the staff lock's Authorization header under CGI and PHP-FPM too", () => {
    expect(served['.htaccess']).toMatch(/^RewriteRule \^desk\/ server\/desk\.php \[E=HTTP_AUTHORIZATION:%\{HTTP:Authorization\},L\]$/m);
  });

  it('hand the PHP pages to PHP-FPM on nginx, with every security header and without a cache rule of their own', () => {
    const blocks = served['nginx.conf.example']!.split(/\n\s*location /).filter((block) => block.includes('fastcgi_param SCRIPT_FILENAME'));
    expect(blocks).toHaveLength(7);
    for (const block of blocks) {
      expect(block).toContain('include fastcgi_params;');
      expect(block).toMatch(/fastcgi_pass \S+;/);
      expect(block).not.toContain('Cache-Control');
      expect(block).toContain('add_header X-Frame-Options "DENY" always;');
    }
  });

  it('leave a static build (a demo, or SERVER_PAGES=off) with its static pages only', () => {
    for (const text of [files['.htaccess']!, files['nginx.conf.example']!]) {
      expect(text).not.toContain('server/');
      expect(text).not.toContain('sitemap');
      expect(text).not.toContain('desk');
    }
    expect(apachePage(files['.htaccess']!, '/robots.txt')).toBe(null);
  });
});
