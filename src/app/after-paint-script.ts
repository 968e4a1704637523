import { loadAppAfterPaint } from './app-after-paint';

// The inline script of a page the build drew whole (the home page, the forms; build/route-pages.ts):
// its HTML names the app's code in <meta name="app-code">, which comes once the page has painted.
// Apart from the record pages' early script, so these pages carry none of its record code.
loadAppAfterPaint();
