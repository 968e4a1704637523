import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module as a freshly loaded page has it (a reload starts it again). */
async function freshPage() {
  vi.resetModules();
  return import('../../../src/app/release-reload');
}

// jsdom cannot navigate (it says so on the console): the reload itself is checked in a real browser,
// tests/e2e/apache/redeploy.spec.ts. Here: when the page decides to reload.

afterEach(() => {
  vi.useRealTimers();
});

describe('reloading for a new release', () => {
  it('tells a chunk that could not be fetched from any other error', async () => {
    const { isChunkLoadError } = await freshPage();
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a-1.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads a URL once; the same failure right after that reload is real', async () => {
    const first = await freshPage();
    expect(first.reloadForNewRelease()).toBe(true);
    // The same page asks again before the reload has happened: still reloading, not an error.
    expect(first.reloadForNewRelease()).toBe(true);
    const afterReload = await freshPage();
    expect(afterReload.reloadForNewRelease()).toBe(false);
  });

  it('reloads again for another page, or for the same one a while later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await freshPage()).reloadForNewRelease()).toBe(true);
    window.history.pushState(null, '', '/catalog');
    expect((await freshPage()).reloadForNewRelease()).toBe(true);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await freshPage()).reloadForNewRelease()).toBe(true);
  });
});
