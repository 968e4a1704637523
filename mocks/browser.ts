/** The fake backend in the browser: a service worker answering the contract, with a persisted store. */
import { setupWorker } from 'msw/browser';
import { persistTo, resetDb } from './db';
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
}
