import { env } from '../config/env';
import { whenOutboxHoldsItems } from '../features/offline/outbox-kept';

/** Runs `work` once the page has loaded, so nothing here competes with the first load. */
function afterLoad(work: () => void): void {
  if (document.readyState === 'complete') setTimeout(work, 0);
  else window.addEventListener('load', () => setTimeout(work, 0), { once: true });
}

/**
 * After load: registers the offline worker (build/offline-worker.ts), only for a real backend (in
 * demo mode the fake backend's worker owns the scope), and starts the forms' outbox, which sends
 * what an earlier visit left (src/features/offline/outbox.ts), where one may have.
 */
export function startOffline(): void {
  afterLoad(() => {
    if (!env.mocking && 'serviceWorker' in navigator) {
      // A browser that refuses (some private modes) still has the site, online.
      navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    }
    // Only where a form may wait (its database is there): most pages never fetch the outbox's code.
    whenOutboxHoldsItems(() => void import('../features/offline/outbox').then(({ startOutbox }) => startOutbox()));
  });
}
