import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { ConfirmDialog } from '../shared/confirm-dialog';
import type { Notice } from '../shared/notice';

interface DeleteWithConfirm<T> {
  /** Starts the delete (the mutation's mutate). */
  remove: (row: T, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  /** The question in the dialog (the spec's sentence). */
  message: (row: T) => string;
  /** What the page says once it is gone. */
  done: (row: T) => string;
  /** Where the outcome is shown. */
  onNotice: (notice: Notice | null) => void;
  /** The failure texts when the error carries none of its own. */
  failed?: { failed?: string; network?: string };
}

/**
 * Delete with a confirmation, in one place for every staff list (after ra-core's
 * useDeleteWithConfirmController): `ask(row)` opens 'Confirm Delete', Cancel or Escape closes it,
 * Delete runs the mutation and reports its outcome.
 */
export function useDeleteWithConfirm<T>({ remove, message, done, onNotice, failed }: DeleteWithConfirm<T>): {
  ask: (row: T) => void;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<T | null>(null);
  const confirm = () => {
    const row = pending;
    setPending(null);
    if (row === null) return;
    onNotice(null);
    remove(row, {
      onSuccess: () => onNotice({ tone: 'success', text: done(row) }),
      onError: (error) => onNotice({ tone: 'error', text: errorMessage(error, failed) }),
    });
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title="Confirm Delete"
      message={pending === null ? '' : message(pending)}
      confirmLabel="Delete"
      danger
      onConfirm={confirm}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending as (row: T) => void, dialog };
}
