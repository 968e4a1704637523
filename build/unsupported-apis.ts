// The built-in JavaScript and Web APIs that at least one browser of package.json's browserslist lacks,
// derived from MDN's browser-compat-data. One derivation, two users: the lint rules
// (eslint.config.js, through tsx) refuse them in the app's code, and the old-browser e2e project removes
// them from chromium before the app runs, so the app and its dependencies are exercised without them.
import { createRequire } from 'node:module';
import type { CompatData, CompatStatement, Identifier, SupportStatement } from '@mdn/browser-compat-data/types';
import browserslist from 'browserslist';

// Node's own JSON loader: a vitest import of this 20 MB file through Vite's transform was far slower.
const bcd = createRequire(import.meta.url)('@mdn/browser-compat-data') as CompatData;
const builtins = bcd.javascript.builtins as Identifier;
const webApis = bcd.api as Identifier;

export interface UnsupportedMember {
  object: string;
  property: string;
  builtin: boolean;
}

export interface UnsupportedApis {
  oldest: Record<string, number>;
  globals: string[];
  statics: UnsupportedMember[];
  prototypes: UnsupportedMember[];
}

/** browserslist's names → browser-compat-data's. */
const BROWSERS: Record<string, string> = {
  chrome: 'chrome',
  and_chr: 'chrome_android',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox_android',
  safari: 'safari',
  ios_saf: 'safari_ios',
  samsung: 'samsunginternet_android',
};

/** The oldest supported version of each browser, by browser-compat-data's names. */
export function oldestVersions(query?: string | readonly string[]): Record<string, number> {
  const oldest: Record<string, number> = {};
  for (const entry of browserslist(query)) {
    const [name = '', range = ''] = entry.split(' ');
    const browser = BROWSERS[name];
    const version = Number.parseFloat(range.split('-')[0] ?? '');
    if (browser && Number.isFinite(version)) oldest[browser] = Math.min(version, oldest[browser] ?? Infinity);
  }
  // browserslist tracks only the newest Android WebView; it follows Chrome for Android's versions.
  if (oldest.chrome_android !== undefined) oldest.webview_android = oldest.chrome_android;
  return oldest;
}

const versionNumber = (text: unknown) => Number.parseFloat(String(text).replace('≤', ''));

/** Whether one browser at `version` has the feature, by its support statement(s). */
function supportedIn(statements: SupportStatement | undefined, version: number): boolean {
  // No data is not evidence of absence; only a clear "added later" or "never" counts.
  if (statements === undefined) return true;
  return [statements].flat().some((statement) => {
    if (statement.flags || statement.prefix || statement.alternative_name) return false;
    const added = statement.version_added;
    // Older data had null and true too: unknown, and "some version".
    const loose = added as unknown;
    if (loose === null || loose === true) return true;
    if (added === false || added === 'preview') return false;
    if (versionNumber(added) > version) return false;
    return !statement.version_removed || versionNumber(statement.version_removed) > version;
  });
}

function missingIn(compat: CompatStatement | undefined, oldest: Record<string, number>): boolean {
  // Non-standard and deprecated features are not part of the platform a target may lack.
  if (!compat || compat.status?.deprecated || compat.status?.standard_track === false) return false;
  const support = compat.support as Record<string, SupportStatement | undefined>;
  return Object.entries(oldest).some(([browser, version]) => !supportedIn(support[browser], version));
}

/**
 * Instance-member names the lint can refuse on any object: those of the language's built-ins that no
 * supported built-in has under the same name (so `toSorted`, not `map`, which iterator helpers share
 * with arrays).
 */
export function unsupportedMethodNames(apis: UnsupportedApis): string[] {
  const supported = new Set<string>();
  for (const [name, feature] of Object.entries(builtins)) {
    for (const key of Object.keys(feature)) supported.add(`${name}.${key}`);
  }
  const missing = new Set(apis.prototypes.filter((p) => p.builtin).map((p) => `${p.object}.${p.property}`));
  const names = new Set(apis.prototypes.filter((p) => p.builtin).map((p) => p.property));
  for (const entry of supported) {
    if (!missing.has(entry)) names.delete(entry.slice(entry.indexOf('.') + 1));
  }
  return [...names].sort();
}

/**
 * `globals`: interfaces and global objects some target lacks. `statics`: [object, property] of static
 * members (`AbortSignal.any`, `Object.groupBy`). `prototypes`: [object, property] of instance members
 * (`Array.prototype.toSorted`); `builtin` marks the JavaScript language's own.
 */
export function unsupportedApis(query?: string | readonly string[]): UnsupportedApis {
  const oldest = oldestVersions(query);
  const globals: string[] = [];
  const statics: UnsupportedMember[] = [];
  const prototypes: UnsupportedMember[] = [];
  const visit = (tree: Identifier, builtin: boolean) => {
    for (const [name, feature] of Object.entries(tree) as [string, Identifier][]) {
      if (name === '__compat' || !/^[A-Za-z_$][\w$]*$/.test(name)) continue;
      if (missingIn(feature.__compat, oldest)) {
        globals.push(name);
        continue;
      }
      for (const [key, member] of Object.entries(feature) as [string, Identifier][]) {
        if (key === '__compat' || key.endsWith('_event') || key.endsWith('_permission')) continue;
        const property = key.replace(/_static$/, '');
        // Keys with other underscores, or the interface's own name, are sub-features, not properties.
        if (property.includes('_') || !/^[A-Za-z$][\w$]*$/.test(property) || property === name || !missingIn(member.__compat, oldest))
          continue;
        const isStatic = builtin ? !/\.prototype\./i.test(String(member.__compat?.spec_url ?? '.prototype.')) : key.endsWith('_static');
        (isStatic ? statics : prototypes).push({ object: name, property, builtin });
      }
    }
  };
  visit(builtins, true);
  visit(webApis, false);
  // Window's members are globals too (`scheduler`, `queueMicrotask`).
  for (const { object, property } of prototypes) if (object === 'Window') globals.push(property);
  return { oldest, globals, statics, prototypes };
}
