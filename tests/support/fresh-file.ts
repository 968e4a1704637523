import { afterAll, vi } from 'vitest';

/*
 * Both vitest projects run their files without isolation (vitest.config.ts): one worker, one jsdom and
 * one load of node_modules (react-dom, msw, jsdom, Testing Library) for many files, instead of a new
 * worker that loads them all again for each file. What a file could leave behind for the next is reset
 * here, the first setup file, so each file still starts as it would alone:
 * - the app's modules (src/, mocks/): evaluated afresh for each file, so module state (the outbox, the
 *   basket, the early replies, copy stamps, sessions' caches, the fake backend's records) starts clean;
 * - what those modules hung on `window` and `document` (listeners for storage, online, pagehide …) and
 *   the timers they left running: removed at the end of the file, so an old copy never reacts later;
 * - the browser state: storage, cookies, the document's head, body and attributes, the address, fake timers,
 *   stubbed globals and env.
 */
vi.resetModules();

interface Leftovers {
  listeners: [EventTarget, string, EventListenerOrEventListenerObject, boolean | EventListenerOptions | undefined][];
  timers: Set<ReturnType<typeof setTimeout>>;
  pristine?: { url: string; head: string; html: [string, string][] };
}
const KEY = Symbol.for('truck-parts.fresh-file');
const store = globalThis as unknown as Record<symbol, Leftovers | undefined>;
const browser = typeof window !== 'undefined';

/** The app's own code (src/, mocks/) is among the callers of `hook` (raw call sites: no source maps to read). */
function fromApp(hook: (...args: never[]) => unknown): boolean {
  const { prepareStackTrace, stackTraceLimit } = Error;
  Error.prepareStackTrace = (_error, sites) => sites;
  Error.stackTraceLimit = 4;
  const holder: { stack?: NodeJS.CallSite[] } = {};
  Error.captureStackTrace(holder, hook);
  const sites = holder.stack ?? [];
  Error.prepareStackTrace = prepareStackTrace;
  Error.stackTraceLimit = stackTraceLimit;
  return sites.some((site) => APP.test(site.getFileName() ?? ''));
}
const APP = /\/(src|mocks)\/(?!.*node_modules)/;

if (!store[KEY]) {
  const leftovers: Leftovers = { listeners: [], timers: new Set() };
  store[KEY] = leftovers;
  if (browser) {
    leftovers.pristine = {
      url: window.location.href,
      head: document.head.innerHTML,
      html: Array.from(document.documentElement.attributes, (attribute) => [attribute.name, attribute.value]),
    };
    // Listeners the app adds to window and document; the ones React and user-event add once per document stay.
    for (const target of [window, document] as EventTarget[]) {
      const add = target.addEventListener.bind(target);
      target.addEventListener = function addEventListener(type, listener, options) {
        if (listener && fromApp(addEventListener)) leftovers.listeners.push([target, type, listener, options]);
        add(type, listener, options);
      };
    }
  }
  // Timers started by the app's code that are still pending when the file ends.
  const realSetTimeout = globalThis.setTimeout;
  const realSetInterval = globalThis.setInterval;
  globalThis.setTimeout = Object.assign(function setTimeout(...args: Parameters<typeof realSetTimeout>) {
    const id = realSetTimeout(...args);
    if (fromApp(setTimeout)) leftovers.timers.add(id);
    return id;
  }, realSetTimeout) as typeof setTimeout;
  globalThis.setInterval = Object.assign(function setInterval(...args: Parameters<typeof realSetInterval>) {
    const id = realSetInterval(...args);
    if (fromApp(setInterval)) leftovers.timers.add(id);
    return id;
  }, realSetInterval) as typeof setInterval;
}

afterAll(() => {
  const leftovers = store[KEY]!;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  for (const id of leftovers.timers) {
    clearTimeout(id);
    clearInterval(id);
  }
  leftovers.timers.clear();
  for (const [target, type, listener, options] of leftovers.listeners) target.removeEventListener(type, listener, options);
  leftovers.listeners.length = 0;
  // The early replies live on the window, not in a module (src/api/early-replies.ts: the page's inline script shares them).
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('truck-parts.early-replies')];
  if (!browser || !leftovers.pristine) return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  const { url, head, html } = leftovers.pristine;
  document.body.innerHTML = '';
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  document.head.innerHTML = head;
  document.title = '';
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  for (const [name, value] of html) document.documentElement.setAttribute(name, value);
  if (window.location.href !== url) window.history.replaceState(null, '', url);
});
