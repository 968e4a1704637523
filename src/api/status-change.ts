import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { env } from '../config/env';
import { isApiError } from '../lib/api-error';

interface WithStatus {
  id: number;
  status: string;
}

/** The cached list or record with these records' status changed. */
function withStatus(data: unknown, ids: readonly number[], status: string): unknown {
  if (Array.isArray(data)) return data.map((row: WithStatus) => (ids.includes(row.id) ? { ...row, status } : row));
  if (typeof data === 'object' && data !== null && ids.includes((data as WithStatus).id)) return { ...data, status };
  return data;
}

/*
 * The statuses this backend has refused, per resource. The spec does not say which statuses a backend
 * stores (a real one refuses 'closed' on buy leads), so a refusal is learnt once and that value is not
 * offered again. Kept in localStorage per backend address so every tab and later visits know it; it
 * holds only status words the client itself sent, never anything from a record or a reply.
 */
const refusedKey = (resource: string) => `staff-refused-statuses:${env.backendUrl}:${resource}`;
const listeners = new Set<() => void>();
/** The last list read per key with the text it came from, so a snapshot stays the same object until the store changes. */
const cache = new Map<string, { raw: string | null; list: readonly string[] }>();
const NONE: readonly string[] = [];

function storedText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readRefused(resource: string): readonly string[] {
  const key = refusedKey(resource);
  const raw = storedText(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.list;
  let stored: unknown;
  try {
    stored = JSON.parse(raw ?? 'null');
  } catch {
    stored = null;
  }
  const list = Array.isArray(stored) ? stored.filter((value): value is string => typeof value === 'string') : NONE;
  cache.set(key, { raw, list });
  return list;
}

function rememberRefused(resource: string, status: string): void {
  const current = readRefused(resource);
  if (current.includes(status)) return;
  const next = [...current, status];
  const raw = JSON.stringify(next);
  cache.set(refusedKey(resource), { raw, list: next });
  try {
    localStorage.setItem(refusedKey(resource), raw);
  } catch {
    // Without storage (blocked, full) the value stays on offer; the refusal is still reported each time.
  }
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  // Another tab learnt a refusal.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('staff-refused-statuses:')) listeners.forEach((listener) => listener());
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The statuses of `resource` this backend refused so far. */
export const useRefusedStatuses = (resource: string) =>
  useSyncExternalStore(
    subscribe,
    () => readRefused(resource),
    () => NONE,
  );

/**
 * A refusal of the status itself: the request carried only the record as it was plus the new status,
 * so a 400/422 or a `success: false` answer is about that value. A missing record (404), a server
 * failure (5xx) or no answer says nothing about the status.
 */
export const refusesStatus = (error: unknown) =>
  isApiError(error) && (error.kind === 'rejected' || (error.kind === 'http' && (error.status === 400 || error.status === 422)));

/**
 * A status change that shows at once in every cached view of the resource (lists, their filter
 * counts, the dashboard, the detail page) and is put back as it was if the server refuses it;
 * then the resource is read again, so the screen ends on what the backend stored. A refused value
 * is remembered (see useRefusedStatuses).
 */
export function useStatusChange<T extends WithStatus>(resourceKey: QueryKey, save: (record: T) => Promise<void>) {
  return useStatusMutation(
    resourceKey,
    ({ record, status }: { record: T; status: string }) => save({ ...record, status }),
    ({ record }) => [record.id],
  );
}

/**
 * One status for several records at once (the lines of one customer's request, src/lib/client-ref.ts),
 * through the same call, one record after another. Should the server refuse one, the records already
 * changed are put back as they were, so the request is never left half changed, and the screen shows
 * them as before (as useStatusChange does).
 */
export function useStatusChangeOfMany<T extends WithStatus>(resourceKey: QueryKey, save: (record: T) => Promise<void>) {
  return useStatusMutation(
    resourceKey,
    async ({ records, status }: { records: readonly T[]; status: string }) => {
      const changed: T[] = [];
      try {
        for (const record of records) {
          if (record.status === status) continue;
          await save({ ...record, status });
          changed.push(record);
        }
      } catch (error) {
        for (const record of changed) await save(record).catch(() => undefined);
        throw error;
      }
    },
    ({ records }) => records.map((record) => record.id),
  );
}

/** A status change shown at once in every cached view of the resource, put back if refused, then read again. */
function useStatusMutation<Change extends { status: string }>(
  resourceKey: QueryKey,
  mutationFn: (change: Change) => Promise<void>,
  idsOf: (change: Change) => number[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (change: Change) => {
      await queryClient.cancelQueries({ queryKey: resourceKey });
      const before = queryClient.getQueriesData({ queryKey: resourceKey });
      queryClient.setQueriesData({ queryKey: resourceKey }, (data: unknown) => withStatus(data, idsOf(change), change.status));
      return { before };
    },
    onError: (error, { status }, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      if (refusesStatus(error)) rememberRefused(String(resourceKey[0]), status);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKey }),
  });
}
