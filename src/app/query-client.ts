import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

/**
 * Reads retry once, and only when a second try can help (no answer, or a 5xx), so an error
 * shows within the timeout plus one retry. Writes never retry: a duplicate enquiry is worse than an error.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !isApiError(error)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryRead, retryDelay: 300, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
