import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

/**
 * Reads retry once, and only when a second try can help (no answer, or a 5xx), so an error
 * shows within the timeout plus one retry. Writes never retry: a duplicate enquiry is worse than an error.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !isApiError(error)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

/**
 * The browser's offline flag does not hold the calls back, nor a read's retry (which 'offlineFirst'
 * paused until the flag changed, so a page reached offline said "still loading" for ever): a read
 * still asks, and the offline worker answers from its copy (build/offline-worker.ts); a public form still tries, and its connection
 * failure puts it in the outbox (src/features/offline/outbox.ts), rather than waiting unsaid in a
 * paused mutation that a closed tab loses.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryRead, retryDelay: 300, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
