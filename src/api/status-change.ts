import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

interface WithStatus {
  id: number;
  status: string;
}

/** The cached list or record with one record's status changed. */
function withStatus(data: unknown, id: number, status: string): unknown {
  if (Array.isArray(data)) return data.map((row: WithStatus) => (row.id === id ? { ...row, status } : row));
  if (typeof data === 'object' && data !== null && (data as WithStatus).id === id) return { ...data, status };
  return data;
}

/**
 * A status change that shows at once in every cached view of the resource (lists, their filter
 * counts, the dashboard, the detail page) and is put back as it was if the server refuses it;
 * then the resource is read again, so the screen ends on what the backend stored.
 */
export function useStatusChange<T extends WithStatus>(resourceKey: QueryKey, save: (record: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ record, status }: { record: T; status: string }) => save({ ...record, status }),
    onMutate: async ({ record, status }) => {
      await queryClient.cancelQueries({ queryKey: resourceKey });
      const before = queryClient.getQueriesData({ queryKey: resourceKey });
      queryClient.setQueriesData({ queryKey: resourceKey }, (data: unknown) => withStatus(data, record.id, status));
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKey }),
  });
}
