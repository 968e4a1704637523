import type { QueryClient } from '@tanstack/react-query';
import { offlineCopies } from '../../api/offline-copies';
import { PUBLIC_READS } from './public-reads';
import { noteSeen } from './seen-at';

/** When the reads shown from a copy are tried again after the browser says it is back online. */
const BACK_ONLINE_LOOKS_MS = [0, 2_000, 5_000, 10_000];

/**
 * What the offline line (offline-line.tsx) needs done with the app's queries: it notes when each public
 * read last came from the network, reads again once the offline worker takes over, and reads a copy
 * again when the network is back. It lives with the query client (src/app/query-root.tsx), not in the
 * site frame, so a page without queries (the home page) loads no query code. Returns the stop.
 */
export function watchOfflineQueries(queryClient: QueryClient): () => void {
  const stops: (() => void)[] = [];
  stops.push(
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || !navigator.onLine) return;
      const resource = event.query.queryKey[0];
      if (typeof resource !== 'string' || !(PUBLIC_READS as readonly string[]).includes(resource)) return;
      if (!offlineCopies().has(resource)) noteSeen(resource);
    }),
  );

  // The visit that installs the offline worker read its data before the worker was there: read it
  // again once the worker takes over, so a page seen once is kept from the very first visit.
  if ('serviceWorker' in navigator && !navigator.serviceWorker.controller) {
    const reread = () => void queryClient.refetchQueries({ type: 'active' });
    navigator.serviceWorker.addEventListener('controllerchange', reread, { once: true });
    stops.push(() => navigator.serviceWorker.removeEventListener('controllerchange', reread));
  }

  // Back online, what the page shows from a copy is read again, and again a little later while it is still a
  // copy: the link often answers a moment after the browser says it is back (the worker's own fetches later
  // still). The line goes once the network answers.
  let timers: ReturnType<typeof setTimeout>[] = [];
  const reread = () => {
    if (!navigator.onLine || offlineCopies().size === 0) return;
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => offlineCopies().has(String(query.queryKey[0])) });
  };
  const back = () => {
    timers.forEach(clearTimeout);
    timers = BACK_ONLINE_LOOKS_MS.map((delay) => setTimeout(reread, delay));
  };
  window.addEventListener('online', back);
  stops.push(() => {
    window.removeEventListener('online', back);
    timers.forEach(clearTimeout);
  });
  return () => stops.forEach((stop) => stop());
}
