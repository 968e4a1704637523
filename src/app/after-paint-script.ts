import { loadAppAfterPaint } from './app-after-paint';

// The inline script of a page the build drew whole (the home page, the forms; build/route-pages.ts):
// its HTML names the app's code in <meta name="app-code">, which comes once the page has painted.
// Apart from the record pages' early script, so these pages carry none of its record code.

/** Resolves once the page's first contentful paint is on screen (at once where the browser does not report it). */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      resolve();
      return;
    }
    try {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      resolve();
    }
  });
}

// A page with nothing to load (a form has no picture) can fire its load event before its first frame
// is on screen: the code would then be asked for ahead of the page's text, and Lighthouse counted it
// before the largest paint in one run out of three (docs/decisions.md). It waits for that frame too.
void firstContentfulPaint().then(loadAppAfterPaint);
