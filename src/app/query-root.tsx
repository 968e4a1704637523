import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, type ReactNode } from 'react';
import { watchOfflineQueries } from '../features/offline/offline-queries';
import { createQueryClient } from './query-client';

let appClient: QueryClient | undefined;
/** Pages that hold the client: its offline watch runs while there is one (a page change unmounts one, mounts the next). */
const holders = new Map<QueryClient, { count: number; stop: () => void }>();

function hold(client: QueryClient): () => void {
  const held = holders.get(client) ?? { count: 0, stop: watchOfflineQueries(client) };
  held.count += 1;
  holders.set(client, held);
  return () => {
    held.count -= 1;
    if (held.count > 0) return;
    held.stop();
    holders.delete(client);
  };
}

/**
 * The app's one query client, around a page that the router loaded (src/app/router.tsx): it comes with
 * the pages' code, not in the entry, as the home page makes no query. A provider above (a test's, the
 * build's prerender) is kept.
 */
export function QueryRoot({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const client = outer ?? (appClient ??= createQueryClient());
  useEffect(() => hold(client), [client]);
  return outer ? children : <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
