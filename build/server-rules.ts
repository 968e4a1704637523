/**
 * The web server's rules for the built site, written by the build (build/deploy-files.ts) as
 * dist/.htaccess for Apache and dist/nginx.conf.example, from the public pages (src/config/public-pages.ts),
 * the role table (src/features/staff/roles.ts) and the security headers (build/security-headers.ts). Rules that fail honestly: a page route is answered with its
 * page; a path that is neither a page nor a file is a 404 (the app's "Page Not Found" page), and a
 * missing file under /assets/ (a chunk of an older release) a plain 404; .php scripts are never
 * rewritten; pages are revalidated on every visit and hashed files cached for good.
 * With the server pages (build/server-pages.ts), a record's page, the sitemap and robots.txt are
 * answered by PHP (server/ in the build), which falls back to the same static files by itself.
 */
import { fileInLanguage, otherLanguages, pathPattern, publicPageList } from '../src/config/public-pages.ts';
import { roleList } from '../src/features/staff/roles.ts';
import { CACHE_CONTROL, securityHeaders, type Sources } from './security-headers.ts';

/**
 * The service worker and the web app manifest (build/offline-worker.ts) keep their names from one
 * release to the next: revalidated on every visit like the pages, so a new release's worker is found
 * on the next load.
 */
export const REVALIDATED_FILES = ['sw.js', 'manifest.webmanifest'] as const;

export interface PageRoute {
  /** A regular expression on the URL path (with its leading slash). */
  pattern: string;
  /** The page that answers it: an HTML file, or a PHP page of the server pages. */
  file: string;
  /** Only for a request with `?lang=` this language: the page drawn in it (fileInLanguage). */
  language?: string;
}

/** What the build deploys besides static files: the PHP pages (build/server-pages.ts), or none. */
export interface ServerOptions {
  serverPages?: boolean;
}

/** The PHP pages and what they answer; their folder, SERVER_DIR, is never served directly. */
export const SERVER_DIR = 'server';
export const SERVER_PAGES = {
  record: `${SERVER_DIR}/record.php`,
  list: `${SERVER_DIR}/list.php`,
  sitemap: `${SERVER_DIR}/sitemap.php`,
  robots: `${SERVER_DIR}/robots.php`,
  desk: `${SERVER_DIR}/desk.php`,
} as const;

/** The lead desk's calls are `/desk/<call>` (php-contract/desk.ts, base 'desk'), all answered by one PHP script. */
const DESK_PATH = 'desk';

const isPhp = (file: string) => file.endsWith('.php');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every path the app draws a page for, and the file that answers it. With the server pages, a page of
 * one record or of a list (`record`, `list` in src/config/public-pages.ts) is a PHP page's, as are the
 * sitemap and robots.txt.
 */
export function pageRoutes({ serverPages = false }: ServerOptions = {}): readonly PageRoute[] {
  // `?lang=hi` on the home page or a form is answered with the page the build drew in Hindi, first.
  const inLanguages = (pattern: string, file: string): PageRoute[] =>
    otherLanguages().map((code) => ({ pattern, file: fileInLanguage(file, code), language: code }));
  return [
    // The home page's own HTML preloads its code (build/route-pages.ts); index.html does not.
    ...inLanguages('^/$', 'home.html'),
    { pattern: '^/$', file: 'home.html' },
    ...publicPageList.flatMap((page) => (page.whole ? inLanguages(pathPattern(page), page.file) : [])),
    ...publicPageList.map((page) => ({
      pattern: pathPattern(page),
      file: !serverPages ? page.file : page.record ? SERVER_PAGES.record : page.list ? SERVER_PAGES.list : page.file,
    })),
    ...(serverPages
      ? [
          { pattern: '^/sitemap\\.xml$', file: SERVER_PAGES.sitemap },
          { pattern: '^/robots\\.txt$', file: SERVER_PAGES.robots },
        ]
      : []),
    // The back office has no pages of its own: the app draws every screen from index.html.
    ...roleList.flatMap((role) => [
      { pattern: `^${escapeRegExp(role.basePath)}(/.*)?$`, file: 'index.html' },
      ...role.loginPaths.map((path) => ({ pattern: `^${escapeRegExp(path)}/?$`, file: 'index.html' })),
    ]),
  ];
}

/** Types that are worth compressing (the host's mod_deflate / gzip). */
const COMPRESSED_TYPES = [
  'text/html',
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'image/svg+xml',
  'model/gltf+json',
  'text/plain',
];

const HEADER = (server: string) =>
  `# ${server} rules for this build, written by the build (build/server-rules.ts) with the backend's\n# origins of VITE_BACKEND_URL / VITE_ASSET_HOST. Do not edit: change those and build again.`;

/** Where the nginx example sends the PHP pages: Debian's PHP-FPM socket, to be set to the host's. */
const PHP_FPM = 'unix:/run/php/php-fpm.sock';

const quoted = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

/** dist/.htaccess: needs mod_rewrite and mod_headers (every Apache host has them); gzip with mod_deflate. */
export function htaccess(sources: Sources, options: ServerOptions = {}): string {
  const headers = securityHeaders(sources).map(({ name, value }) => `Header always set ${name} ${quoted(value)}`);
  // Per-directory rewrites match the path without its leading slash.
  const routes = pageRoutes(options).map(
    ({ pattern, file, language }) =>
      `${language ? `RewriteCond %{QUERY_STRING} (^|&)lang=${language}(&|$)\n` : ''}RewriteRule ${pattern.replace(/^\^\//, '^')} ${file} [L]`,
  );
  // The PHP pages answer only through the routes above. The rule reads the path as Apache has decoded
  // and cleaned it (%-escapes, dot segments, doubled slashes), so no spelling of the folder gets
  // through; a page route's own rewrite to it comes back with REDIRECT_STATUS set, and passes.
  // The desk reads the staff lock's Basic credentials itself: under CGI or PHP-FPM only this rule hands
  // the Authorization header to PHP (mod_php sees it anyway).
  const serverDir = options.serverPages
    ? `\n# The server pages answer their routes only; their folder (settings, helpers) is not part of the site.\nRewriteCond %{ENV:REDIRECT_STATUS} ^$\nRewriteRule ^/*${SERVER_DIR}(/|$) - [R=404,L]\n# The lead desk's calls, behind the staff lock that the desk checks itself.\nRewriteRule ^${DESK_PATH}/ ${SERVER_PAGES.desk} [E=HTTP_AUTHORIZATION:%{HTTP:Authorization},L]`
    : '';
  return `${HEADER('Apache')}

${headers.join('\n')}
<FilesMatch "\\.html$">
  Header set Cache-Control ${quoted(CACHE_CONTROL.html)}
</FilesMatch>
<FilesMatch "^(${REVALIDATED_FILES.map(escapeRegExp).join('|')})$">
  Header set Cache-Control ${quoted(CACHE_CONTROL.html)}
</FilesMatch>
AddType application/manifest+json .webmanifest
<If "%{REQUEST_URI} =~ m#^/assets/#">
  Header set Cache-Control ${quoted(CACHE_CONTROL.hashedAssets)}
</If>

<IfModule mod_deflate.c>
  AddOutputFilterByType DEFLATE ${COMPRESSED_TYPES.join(' ')}
</IfModule>

# A path that is neither a page nor a file gets the app's "Page Not Found" page, with status 404.
# A missing build file (a chunk of an older release) is a plain 404, so the app knows to reload.
ErrorDocument 404 /index.html
<If "%{REQUEST_URI} =~ m#^/assets/#">
  ErrorDocument 404 "Not Found"
</If>

# Page routes, and nothing else, are answered with their page. Files (the backend's *.php
# scripts among them) are served as they are; a missing one is a 404.
RewriteEngine On
RewriteBase /
# The build's own notes (.vite/, the nginx example, the backend's staff gate) are not part of the site.
RewriteRule ^(\\.vite/|nginx\\.conf\\.example$|backend\\.htaccess$) - [R=404,L]${serverDir}
${routes.join('\n')}
`;
}

/** dist/nginx.conf.example: the same rules as a server block. */
export function nginxConf(sources: Sources, options: ServerOptions = {}): string {
  // add_header in a location replaces the server's, so every location carries all of them.
  const headers = (cacheControl?: string) =>
    [...securityHeaders(sources), ...(cacheControl ? [{ name: 'Cache-Control', value: cacheControl }] : [])]
      .map(({ name, value }) => `    add_header ${name} ${quoted(value)} always;`)
      .join('\n');
  // A PHP page sends its own Cache-Control.
  // nginx picks one location per path: a page drawn in other languages rewrites to them there.
  const all = pageRoutes(options);
  const routes = all
    .filter((route) => !route.language)
    .map(({ pattern, file }) =>
      isPhp(file)
        ? `  location ~ ${quoted(pattern)} {\n${headers()}\n    include fastcgi_params;\n    fastcgi_param SCRIPT_FILENAME $document_root/${file};\n    fastcgi_pass ${PHP_FPM};\n  }`
        : `  location ~ ${quoted(pattern)} {\n${headers(CACHE_CONTROL.html)}\n${all
            .filter((route) => route.language && route.pattern === pattern)
            .map((route) => `    if ($arg_lang = "${route.language}") {\n      rewrite ^ /${route.file} last;\n    }\n`)
            .join('')}    try_files /${file} =404;\n  }`,
    );
  const serverDir = options.serverPages
    ? `  # The server pages answer their routes only; their folder is not part of the site.\n  location ^~ /${SERVER_DIR}/ {\n${headers()}\n    return 404;\n  }\n  # The lead desk's calls (nginx hands PHP the Authorization header, which the desk checks, as HTTP_AUTHORIZATION).\n  location ^~ /${DESK_PATH}/ {\n${headers()}\n    include fastcgi_params;\n    fastcgi_param SCRIPT_FILENAME $document_root/${SERVER_PAGES.desk};\n    fastcgi_pass ${PHP_FPM};\n  }\n`
    : '';
  return `${HEADER('nginx')}
# Put this server block in the site's configuration, with root set to where dist/ was copied.\n# A backend in the site's api/ folder also needs the host's usual PHP location (fastcgi_pass).${
    options.serverPages
      ? `\n# A record's page, the sitemap, robots.txt and the lead desk (/desk/) are PHP (server/): set fastcgi_pass\n# to the host's PHP-FPM (its socket or address). Without PHP, build with SERVER_PAGES=off.`
      : ''
  }

server {
  listen 80;
  root /var/www/truck-parts;
  index index.html;
  gzip on;
  gzip_types ${COMPRESSED_TYPES.filter((type) => type !== 'text/html').join(' ')};
  error_page 404 /index.html;

${serverDir}${routes.join('\n')}
  location ~ "\\.html$" {
${headers(CACHE_CONTROL.html)}
  }
${REVALIDATED_FILES.map((file) => `  location = /${file} {\n${headers(CACHE_CONTROL.html)}\n  }`).join('\n')}
  location /assets/ {
${headers(CACHE_CONTROL.hashedAssets)}
    error_page 404 =404 /404-plain;
    try_files $uri =404;
  }
  location = /404-plain {
    internal;
${headers()}
    return 404 "Not Found";
  }
  location ~ "^/(\\.vite/|nginx\\.conf\\.example$|backend\\.htaccess$)" {
${headers()}
    return 404;
  }
  location / {
${headers()}
    try_files $uri =404;
  }
}
`;
}
