import { describe, expect, it, vi } from 'vitest';

/** A browser's paint reports, told by the test when the page has painted what. */
function paintReports() {
  const observers: ((names: string[]) => void)[] = [];
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: Observer) => void) {
      observers.push((names) => callback({ getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) }, this));
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return (names: string[]) => observers.forEach((report) => report(names));
}

const requested = () =>
  [...document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="modulepreload"]')].map(
    (element) => element.getAttribute('src') ?? element.getAttribute('href'),
  );

describe('the inline script of a page drawn whole (the home page, the forms)', () => {
  it("asks for the app's code once the page has loaded and its first contentful paint is on screen, not before", async () => {
    document.head.innerHTML = '<meta name="app-code" content="/assets/index.js /assets/react.js">';
    const painted = paintReports();
    expect(document.readyState).toBe('complete');

    await import('../../../src/app/after-paint-script');
    painted(['first-paint']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested()).toEqual([]);

    painted(['first-paint', 'first-contentful-paint']);
    await vi.waitFor(() => expect(requested()).toEqual(['/assets/react.js', '/assets/index.js']));
  });
});
