import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IndexHtmlTransformContext, Plugin, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkReport, type ChunkEntry } from '../../../build/chunk-report';
import { DEMO_FILES, dropDemoFiles } from '../../../build/drop-demo-files';
import { firstPaint } from '../../../build/first-paint';
import { chunkClosure, routePageHtml } from '../../../build/route-pages';

/** A hook of a plugin, called as Vite would (its `this` is not used by these plugins, or given). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const hook = (plugin: Plugin, name: keyof Plugin): ((...args: any[]) => any) => {
  const value = plugin[name] as unknown;
  const handler = typeof value === 'object' && value !== null && 'handler' in value ? value.handler : value;
  return handler as never;
};

const chunk = (fileName: string, imports: string[] = [], extra: Partial<Rolldown.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    name: fileName.replace(/\.js$/, ''),
    isEntry: false,
    imports,
    dynamicImports: [],
    moduleIds: [],
    viteMetadata: { importedCss: new Set<string>(), importedAssets: new Set<string>() },
    ...extra,
  }) as unknown as Rolldown.OutputChunk;

describe('chunk-report', () => {
  it("writes each chunk with its imports, stylesheets and modules from the project root; the entry is the HTML's", () => {
    const emitted: { fileName: string; source: string }[] = [];
    const entry = chunk('assets/index.js', ['assets/react.js'], {
      isEntry: true,
      facadeModuleId: '/repo/index.html',
      moduleIds: ['/repo/src/main.tsx', '/repo/src/app/app.tsx?used'],
    });
    entry.viteMetadata!.importedCss.add('assets/index.css');
    const early = chunk('assets/early-record.js', [], { isEntry: true, facadeModuleId: '/repo/src/app/early-record.ts' });
    hook(chunkReport('/repo'), 'generateBundle').call(
      { emitFile: (file: { fileName: string; source: string }) => emitted.push(file) },
      {},
      { 'assets/index.js': entry, 'assets/index.css': { type: 'asset' }, 'assets/early-record.js': early },
    );
    expect(emitted.map((file) => file.fileName)).toEqual(['.vite/chunks.json']);
    const [report, other] = JSON.parse(emitted[0]!.source) as ChunkEntry[];
    expect(other).toMatchObject({ file: 'assets/early-record.js', isEntry: false });
    expect(report).toEqual({
      file: 'assets/index.js',
      name: 'assets/index',
      isEntry: true,
      imports: ['assets/react.js'],
      dynamicImports: [],
      css: ['assets/index.css'],
      modules: ['/src/main.tsx', '/src/app/app.tsx'],
    });
  });
});

describe('drop-demo-files', () => {
  const built = () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-files-'));
    writeFileSync(join(dir, 'mockServiceWorker.js'), '');
    mkdirSync(join(dir, 'uploads'));
    writeFileSync(join(dir, 'index.html'), '');
    return dir;
  };
  const run = (mocking: boolean, dir: string) => {
    const plugin = dropDemoFiles(mocking);
    hook(plugin, 'configResolved')({ build: { outDir: dir } });
    hook(plugin, 'closeBundle')();
  };

  it('removes the fake backend and its files from a build for a real backend, and keeps them in a demo build', () => {
    const real = built();
    run(false, real);
    for (const file of DEMO_FILES) expect(existsSync(join(real, file)), file).toBe(false);
    expect(existsSync(join(real, 'index.html'))).toBe(true);
    const demo = built();
    run(true, demo);
    for (const file of DEMO_FILES) expect(existsSync(join(demo, file)), file).toBe(true);
  });
});

describe('first-paint', () => {
  const html = '<head><title>T</title><link rel="stylesheet" crossorigin href="/assets/index-a.b.css"></head>';
  const context = {
    bundle: { 'assets/index-a.b.css': { type: 'asset', fileName: 'assets/index-a.b.css', source: 'body{color:red}' } },
  } as unknown as IndexHtmlTransformContext;

  it('inlines the entry stylesheet and opens connections to absolute backend and asset hosts', () => {
    const out = hook(firstPaint({ backendUrl: 'https://api.example.com/php', assetHost: 'https://cdn.example.com' }), 'transformIndexHtml')(
      html,
      context,
    ) as string;
    expect(out).toContain('<style>body{color:red}</style>');
    expect(out).not.toContain('rel="stylesheet"');
    expect(out).toContain('<link rel="preconnect" href="https://api.example.com" crossorigin>');
    expect(out).toContain('<link rel="preconnect" href="https://cdn.example.com">');
  });

  it('opens no connection for a backend on the same origin', () => {
    const out = hook(firstPaint({ backendUrl: '/api', assetHost: '' }), 'transformIndexHtml')(html, context) as string;
    expect(out).not.toContain('preconnect');
  });
});

describe('route-pages', () => {
  const index =
    '<html lang="en"><head>\n    <script type="module" src="/assets/index.js"></script>\n  </head><body><div id="root"></div></body></html>';

  it("preloads the page's chunks that the entry does not already load, following static imports only", () => {
    const page = chunk('assets/page.js', ['assets/data.js', 'assets/index.js'], { dynamicImports: ['assets/viewer.js'] });
    const chunks = [
      page,
      chunk('assets/data.js', ['assets/axios.js']),
      chunk('assets/axios.js'),
      chunk('assets/index.js'),
      chunk('assets/viewer.js'),
    ];
    expect(chunkClosure(page, chunks, index).map((item) => item.fileName)).toEqual(['assets/page.js', 'assets/data.js', 'assets/axios.js']);
  });

  it("writes the frame into #root, and hints for the page's code and stylesheets", () => {
    const page = chunk('assets/page.js');
    page.viteMetadata!.importedCss.add('assets/page.css');
    const html = routePageHtml(index, { language: 'en', head: '', body: '<div class="site">frame</div>' }, [page]);
    expect(html).toContain('<div id="root"><div class="site">frame</div></div>');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/page.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/page.css">');
    expect(html).not.toContain('early-record');
    expect(() => routePageHtml('<div id="root">x</div>', { language: 'en', head: '', body: '' }, [])).toThrow(/no empty #root/);
  });

  it('preloads a stylesheet two of its chunks share once', () => {
    const [page, card] = [chunk('assets/page.js'), chunk('assets/card.js')];
    page.viteMetadata!.importedCss.add('assets/shared.css');
    card.viteMetadata!.importedCss.add('assets/shared.css');
    const html = routePageHtml(index, { language: 'en', head: '', body: '' }, [page, card]);
    expect(html.split('href="/assets/shared.css"')).toHaveLength(2);
  });

  it('fetches the entry and every module preload at low priority: the first paint is in the HTML', () => {
    const vite = index.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/runtime.js">\n  </head>');
    const html = routePageHtml(vite, { language: 'en', head: '', body: '' }, [chunk('assets/page.js')]);
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/index.js"></script>');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/page.js">');
    expect(html).not.toMatch(/<link rel="modulepreload" crossorigin/);
    // The home page, whose code hydrates the whole page, keeps its code at the browser's own priority.
    const home = routePageHtml(vite, { language: 'en', head: '', body: '' }, [chunk('assets/page.js')], undefined, {
      lowPriorityCode: false,
    });
    expect(home).not.toContain('fetchpriority');
  });

  it("puts a page drawn whole's own title and description in place of the site's", () => {
    const site =
      '<html lang="en"><head>\n    <title>Site</title>\n    <meta\n      name="description"\n      content="site"\n    />\n    <script type="module" src="/assets/index.js"></script>\n  </head><body><div id="root"></div></body>';
    const html = routePageHtml(
      site,
      { language: 'en', head: '<title>Home | Site</title><meta name="description" content="home"/>', body: '<div class="site">home</div>' },
      [],
    );
    expect(html).toContain('<title>Home | Site</title><meta name="description" content="home"/>');
    expect(html).not.toContain('<title>Site</title>');
    expect(html).not.toContain('content="site"');
    expect(html).toContain('<html lang="en">');
    // Drawn in another language, the page says which.
    const hindi = routePageHtml(site, { language: 'hi', head: '<title>होम | Site</title>', body: '<div class="site">होम</div>' }, []);
    expect(hindi).toContain('<html lang="hi"><head>');
    expect(hindi).not.toContain('lang="en"');
  });

  it('runs the early script of a one-record page inline, before the entry, telling it where to ask', () => {
    const html = routePageHtml(index, { language: 'en', head: '', body: '' }, [], {
      url: 'https://api.example.com/blog_posts.php?a&"b',
      script: { code: '(function(){early()})();', hash: "'sha256-x'" },
    });
    const meta = html.indexOf('<meta name="early-record" content="https://api.example.com/blog_posts.php?a&amp;&quot;b">');
    const script = html.indexOf('<script>(function(){early()})();</script>');
    expect(meta).toBeGreaterThan(-1);
    expect(script).toBeGreaterThan(meta);
    expect(html.indexOf('src="/assets/index.js"')).toBeGreaterThan(script);
  });

  it('a page drawn whole carries its stylesheets inline and names its code for the early script to load after the paint, loading none of it itself', () => {
    const page = chunk('assets/page.js');
    page.viteMetadata!.importedCss.add('assets/page.css');
    const styles = new Map([['assets/page.css', '.form{gap:1rem}']]);
    const whole = { styles, script: { code: '(function(){early()})();', hash: "'sha256-x'" } };
    // The entry's own module preloads, which Vite writes into index.html, wait too.
    const vite = index.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/react.js">\n  </head>');
    const html = routePageHtml(
      vite,
      { language: 'en', head: '', body: '<div class="site">form</div>' },
      [page, chunk('assets/query.js')],
      undefined,
      {
        whole,
      },
    );
    expect(html).toContain(
      '<meta name="app-code" content="/assets/index.js /assets/react.js /assets/page.js /assets/query.js">\n    <script>(function(){early()})();</script>',
    );
    expect(html).toContain('<style>.form{gap:1rem}</style>\n    <link rel="stylesheet" disabled href="/assets/page.css">');
    expect(html).toContain('<div id="root"><div class="site">form</div></div>');
    expect(html).not.toMatch(/<script type="module"|modulepreload|rel="preload"/);
    // Without the early script (a demo build) the code comes with the HTML; the stylesheets stay inline.
    const demo = routePageHtml(index, { language: 'en', head: '', body: '' }, [page], undefined, { whole: { styles } });
    expect(demo).toContain('<style>.form{gap:1rem}</style>');
    expect(demo).toContain('<script type="module" fetchpriority="low" src="/assets/index.js"></script>');
    expect(demo).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/page.js">');
    expect(demo).not.toContain('rel="preload"');
    // A stylesheet that could close its <style> early is refused, not written.
    styles.set('assets/page.css', 'a{}</style><script>');
    expect(() => routePageHtml(index, { language: 'en', head: '', body: '' }, [page], undefined, { whole })).toThrow(/cannot inline/);
  });
});
