import browserslist from 'browserslist';

/** browserslist's names → the engine names Vite's `build.target` (esbuild's format) understands. */
const ENGINES: Record<string, string> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  android: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
};

/** Samsung Internet names its own versions; it lowers to the Chromium it is built on. */
const SAMSUNG_CHROMIUM: Record<string, number> = { '18.0': 99, '19.0': 102, '20': 106, '21': 110, '22': 111 };

/**
 * The oldest version of each engine in the package's browserslist, as Vite build targets
 * (e.g. `['chrome99', 'safari15.4', 'ios15.4', …]`), so the build lowers syntax exactly as far as
 * the supported browsers need. One list, read by the build, the linter (eslint-plugin-compat) and
 * the old-browser e2e project.
 */
export function buildTargets(query?: string | readonly string[]): string[] {
  const oldest = new Map<string, number>();
  for (const entry of browserslist(query)) {
    const [name = '', rawVersion = ''] = entry.split(' ');
    const first = rawVersion.split('-')[0] ?? '';
    const engine = name === 'samsung' ? 'chrome' : ENGINES[name];
    const version = name === 'samsung' ? (SAMSUNG_CHROMIUM[first] ?? Infinity) : Number.parseFloat(first);
    if (!engine || !Number.isFinite(version)) continue;
    oldest.set(engine, Math.min(version, oldest.get(engine) ?? Infinity));
  }
  return [...oldest].map(([engine, version]) => `${engine}${version}`).sort();
}
