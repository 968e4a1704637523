/**
 * The old-browser project: before any of the page's own scripts run, chromium loses every built-in
 * that the oldest browser of package.json's browserslist lacks (from MDN's browser-compat-data, the
 * same list the lint rules refuse), so the app and its dependencies run as they would there.
 */
import type { Page } from '@playwright/test';
import { unsupportedApis } from '../../../build/unsupported-apis.ts';
import { expect, test as phpTest } from '../php/support';

interface Removal {
  globals: string[];
  statics: [string, string][];
  prototypes: [string, string][];
}

const apis = unsupportedApis();
export const removal: Removal = {
  globals: apis.globals,
  statics: apis.statics.map(({ object, property }) => [object, property]),
  prototypes: apis.prototypes.map(({ object, property }) => [object, property]),
};

/** Runs in the page, before its scripts: deletes what it can and records what is gone. */
function removeBuiltins({ globals, statics, prototypes }: Removal): void {
  const scope = globalThis as unknown as Record<string, unknown>;
  const gone: string[] = [];
  const drop = (owner: unknown, key: string, label: string) => {
    if ((typeof owner !== 'object' && typeof owner !== 'function') || owner === null || !(key in owner)) return;
    try {
      // The property may live on the object or anywhere up its prototype chain.
      for (let target: object | null = owner; target && key in target; target = Object.getPrototypeOf(target)) {
        if (Object.prototype.hasOwnProperty.call(target, key)) delete (target as Record<string, unknown>)[key];
      }
    } catch {
      // A non-configurable property stays; it is then not reported as removed.
    }
    if (!(key in owner)) gone.push(label);
  };
  const typedArray = Object.getPrototypeOf(Int8Array) as { prototype: object };
  const owner = (name: string): { prototype?: object } | undefined =>
    name === 'TypedArray' ? typedArray : (scope[name] as { prototype?: object } | undefined);
  for (const [object, property] of prototypes) {
    drop(owner(object)?.prototype, property, `${object}.prototype.${property}`);
    if (object === 'Window') drop(globalThis, property, property);
  }
  for (const [object, property] of statics) drop(owner(object), property, `${object}.${property}`);
  for (const name of globals) drop(globalThis, name, name);
  Object.defineProperty(globalThis, '__removedBuiltins', { value: gone });
}

/** What the old-browser project removed from the current page (read back from the page). */
export const removedBuiltins = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __removedBuiltins?: string[] }).__removedBuiltins ?? []);

/** The PHP backend specs' `test`, in a page without those built-ins, failing on any uncaught page error. */
export const test = phpTest.extend<{ oldBrowser: string[] }>({
  oldBrowser: [
    async ({ page }, use) => {
      await page.addInitScript(removeBuiltins, removal);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
