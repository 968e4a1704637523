/**
 * The site's security headers, declared once. The build writes them into dist/.htaccess (Apache),
 * dist/nginx.conf.example and, for the Content-Security-Policy, a <meta> in every HTML page, each
 * with the real backend and asset origins of the build (VITE_BACKEND_URL, VITE_ASSET_HOST): nothing
 * is edited by hand on the server. tests/unit/build/server-rules.test.ts fails if they drift apart.
 */

/** Origins the page talks to besides its own; null when that is the site's own origin. */
export interface Origins {
  backend: string | null;
  assets: string | null;
}

/** The origins, and the hashes (`'sha256-…'`) of the inline scripts the pages carry (build/early-script.ts). */
export interface Sources extends Origins {
  inlineScripts?: readonly string[];
}

export const originOf = (url: string): string | null => (/^https?:\/\//i.test(url) ? new URL(url).origin : null);

export function originsOf(env: { backendUrl: string; assetHost: string }): Origins {
  return { backend: originOf(env.backendUrl), assets: originOf(env.assetHost) };
}

interface Directive {
  name: string;
  sources: (sources: Sources) => readonly (string | null)[];
  /** Browsers ignore it in a <meta> policy (and warn): it is sent as a header only. */
  headerOnly?: boolean;
}

const CSP: readonly Directive[] = [
  { name: 'default-src', sources: () => ["'self'"] },
  // model-viewer compiles WebAssembly (Draco/KTX2 decoders); no eval of JavaScript is allowed. An inline
  // script runs only if its hash is listed: the early script of the record pages and of the pages drawn whole.
  { name: 'script-src', sources: ({ inlineScripts = [] }) => ["'self'", "'wasm-unsafe-eval'", ...inlineScripts] },
  // React and the 3D viewer set styles from script; the entry stylesheet is inlined as a <style>.
  { name: 'style-src', sources: () => ["'self'", "'unsafe-inline'"] },
  { name: 'img-src', sources: ({ backend, assets }) => ["'self'", 'data:', 'blob:', backend, assets, 'https:'] },
  // Data calls go to the backend; 3D models are fetched from it (serve_model.php) or the asset host.
  { name: 'connect-src', sources: ({ backend, assets }) => ["'self'", backend, assets] },
  { name: 'media-src', sources: ({ backend, assets }) => ["'self'", backend, assets] },
  { name: 'font-src', sources: () => ["'self'"] },
  { name: 'worker-src', sources: () => ["'self'", 'blob:'] },
  { name: 'frame-src', sources: () => ['https://www.google.com', 'https://maps.google.com'] },
  { name: 'object-src', sources: () => ["'none'"] },
  { name: 'base-uri', sources: () => ["'self'"] },
  { name: 'form-action', sources: () => ["'self'"] },
  { name: 'frame-ancestors', sources: () => ["'none'"], headerOnly: true },
];

/** The Content-Security-Policy; `meta` leaves out what only works as a header. */
export function contentSecurityPolicy(sources: Sources, { meta = false } = {}): string {
  return CSP.filter((directive) => !(meta && directive.headerOnly))
    .map((directive) => [directive.name, ...new Set(directive.sources(sources).filter((source) => source !== null))].join(' '))
    .join('; ');
}

/** Every header the server sends with every response, in order. */
export function securityHeaders(sources: Sources): readonly { name: string; value: string }[] {
  return [
    { name: 'Content-Security-Policy', value: contentSecurityPolicy(sources) },
    { name: 'X-Content-Type-Options', value: 'nosniff' },
    { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { name: 'X-Frame-Options', value: 'DENY' },
    { name: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ];
}

/** Cache rules: pages are revalidated on every visit, hashed build files never change. */
export const CACHE_CONTROL = {
  html: 'no-cache',
  hashedAssets: 'public, max-age=31536000, immutable',
} as const;
