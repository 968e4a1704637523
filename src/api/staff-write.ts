import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A staff write: once the server takes it, every read under `queryKey` (the resource's lists and records) is
 * marked stale, and the write settles when those on screen are fetched again, so a screen waiting on it shows the change.
 */
export function useStaffWrite<Input, Reply>(queryKey: QueryKey, mutationFn: (input: Input) => Promise<Reply>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
