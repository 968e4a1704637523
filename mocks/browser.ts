/** The fake backend in the browser: a service worker answering the contract, with a persisted store. */
import { setupWorker } from 'msw/browser';
import { all, persistTo, resetDb } from './db';
import { handlers } from './handlers';
import { SCENARIO_STORAGE_KEY, setScenario } from './scenarios';

/**
 * Starts the worker. `?reset-demo` restores the seed data; `?scenario=<name>` switches on a failure
 * mode for this tab (`?scenario=none` switches it off). Both are removed from the address bar.
 */
export async function startMockBackend(): Promise<void> {
  const url = new URL(window.location.href);
  persistTo(window.localStorage);
  if (url.searchParams.has('reset-demo')) resetDb();
  const scenario = url.searchParams.get('scenario');
  if (scenario !== null) {
    if (scenario === 'none' || !scenario) window.sessionStorage.removeItem(SCENARIO_STORAGE_KEY);
    else window.sessionStorage.setItem(SCENARIO_STORAGE_KEY, scenario);
  }
  setScenario(window.sessionStorage.getItem(SCENARIO_STORAGE_KEY));
  if (url.searchParams.has('reset-demo') || scenario !== null) {
    url.searchParams.delete('reset-demo');
    url.searchParams.delete('scenario');
    window.history.replaceState(window.history.state, '', url);
  }
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  serveFakeBackendFiles();
  await showFakeBackendFile(new URL(window.location.href));
}

/**
 * A tab opened at one of the fake backend's files (View All Brochure points a tab it opened from
 * script at an uploaded brochure; an address typed or reloaded) gets the app's HTML from the site's
 * server. This tab's worker has the file: fetch it and show its bytes in the tab's place. The app is
 * not started meanwhile; a file that cannot be fetched leaves the app to say it is not found.
 */
async function showFakeBackendFile(url: URL): Promise<void> {
  if (!isFakeBackendFile(url)) return;
  const response = await fetch(url).catch(() => null);
  if (!response?.ok) return;
  window.location.replace(URL.createObjectURL(await response.blob()));
  await new Promise<never>(() => undefined);
}

/** The fake backend's file scripts, and files uploaded into its store (which the site's server does not have). */
function isFakeBackendFile(url: URL): boolean {
  if (/\/(serve_model|specific_model)\.php$/.test(url.pathname)) return true;
  const uploaded = /\/(uploads\/.+)$/.exec(url.pathname)?.[1];
  return uploaded !== undefined && all('files').some((row) => String(row.path).replace(/^\//, '') === uploaded);
}

/**
 * Downloads and new tabs are navigations, which the service worker leaves to the site's server, so
 * a link to the fake backend's files would get the app's HTML. A click on such a link fetches the
 * file (the worker answers that) and hands the browser the real bytes: saved under the link's file
 * name, or opened in a new tab.
 */
function serveFakeBackendFiles(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href);
      if (url.protocol === 'blob:' || url.origin !== window.location.origin || !isFakeBackendFile(url)) return;
      event.preventDefault();
      const name =
        link.getAttribute('download') || decodeURIComponent(url.searchParams.get('file') ?? url.pathname.split('/').pop() ?? 'file');
      const newTab = link.target === '_blank';
      void fetch(url)
        .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(String(response.status)))))
        .then((blob) => {
          const objectUrl = URL.createObjectURL(blob);
          if (newTab) {
            window.open(objectUrl, '_blank', 'noopener');
          } else {
            const save = document.createElement('a');
            save.href = objectUrl;
            save.download = name;
            save.click();
          }
          setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
        })
        .catch(() => undefined);
    },
    true,
  );
}
