/**
 * The desk's writes on one lead, apart from its reads (queries.ts): only the lead's desk panel makes them, and
 * the lists and the day's view, which read the desk on every staff page, carry none of this code.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DeskChange, DeskHistory, DeskLead } from '@contract';
import { assignLead, blankDeskLead, isDeskConflict, leadKey, setStep, takeLead, type LeadRef } from './desk';
import { deskKeys } from './desk-keys';
import type { DeskIndex } from './queries';

/** The cached index with one lead as the desk now has it. */
function withLead(index: DeskIndex | undefined, lead: DeskLead): DeskIndex | undefined {
  if (!index) return index;
  const leads = new Map(index.leads);
  leads.set(leadKey({ kind: lead.kind as LeadRef['kind'], id: lead.id }), lead);
  return { ...index, leads };
}

function putLead(queryClient: QueryClient, lead: DeskLead, ref: LeadRef) {
  queryClient.setQueryData<DeskIndex>(deskKeys.leads(), (index) => withLead(index, lead));
  queryClient.setQueryData<DeskHistory>(deskKeys.lead(ref), (history) => (history ? { ...history, lead } : history));
}

/** A change's reply written into the caches: the lead as the desk now has it, and the history line it added (once). */
export function keepChange(queryClient: QueryClient, ref: LeadRef, { lead, note }: DeskChange) {
  putLead(queryClient, lead, ref);
  if (!note) return;
  queryClient.setQueryData<DeskHistory>(deskKeys.lead(ref), (history) =>
    history && !history.notes.some((kept) => kept.id === note.id) ? { ...history, notes: [...history.notes, note] } : history,
  );
}

/**
 * A desk write. Its reply (or a conflict's) is the lead as the desk now has it: written into the caches at
 * once, then every desk read is marked stale. `optimistic` shows the change before the reply; a refusal puts
 * back what was there, and the screen says why (the error).
 */
function useDeskWrite<Input extends LeadRef>(
  write: (input: Input) => Promise<DeskChange>,
  optimistic?: (lead: DeskLead, input: Input) => DeskLead,
) {
  const queryClient = useQueryClient();
  const put = (lead: DeskLead, ref: LeadRef) => putLead(queryClient, lead, ref);
  return useMutation({
    mutationFn: write,
    onMutate: async (input) => {
      if (!optimistic) return undefined;
      await Promise.all([
        queryClient.cancelQueries({ queryKey: deskKeys.leads() }),
        queryClient.cancelQueries({ queryKey: deskKeys.lead(input) }),
      ]);
      const before = queryClient.getQueryData<DeskIndex>(deskKeys.leads());
      const history = queryClient.getQueryData<DeskHistory>(deskKeys.lead(input));
      // A lead the desk has no entry for yet is in neither cache's index: it is blank, and changes at once too.
      const current = before?.leads.get(leadKey(input)) ?? history?.lead ?? blankDeskLead(input);
      put(optimistic(current, input), input);
      return { before, lead: history?.lead ?? current };
    },
    onSuccess: (reply, input) => keepChange(queryClient, input, reply),
    onError: (error, input, context) => {
      if (context?.before) queryClient.setQueryData(deskKeys.leads(), context.before);
      const lead = context?.lead;
      if (lead) queryClient.setQueryData<DeskHistory>(deskKeys.lead(input), (history) => (history ? { ...history, lead } : history));
      // A conflict says what the lead now is (a lost race: who took it).
      if (isDeskConflict(error)) put(error.lead, input);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskKeys.all }),
  });
}

/** "Take it": shown as mine at once; a lost race puts the other owner back, and the error names them. */
export const useTakeLead = (me: string) =>
  useDeskWrite(takeLead, (lead) => (lead.owner ? lead : { ...lead, owner: me, ownerAt: new Date().toISOString() }));

export const useAssignLead = () => useDeskWrite(assignLead, (lead, { owner }) => ({ ...lead, owner }));

export const useSetStep = () => useDeskWrite(setStep);
