import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DeskChange, DeskHistory, DeskLead, DeskLeadsReply } from '@contract';
import { env } from '../../config/env';
import {
  assignLead,
  blankDeskLead,
  fetchDeskLead,
  fetchDeskLeads,
  fetchTemplates,
  isDeskConflict,
  leadKey,
  saveTemplate,
  setStep,
  takeLead,
  type LeadRef,
} from './desk';
import { deskKeys } from './keys';

/** Whether this build has a desk to ask (env.desk): without one no desk query runs. */
export const deskOn = env.desk === 'on';

/** Every lead the desk keeps, by leadKey; with the desk's day, the signed-in staff member and the staff. */
export interface DeskIndex extends Omit<DeskLeadsReply, 'data' | 'success'> {
  leads: ReadonlyMap<string, DeskLead>;
}

const indexOf = ({ data, today, me, staff }: DeskLeadsReply): DeskIndex => ({
  today,
  me,
  staff,
  leads: new Map(data.map((lead) => [leadKey({ kind: lead.kind as LeadRef['kind'], id: lead.id }), lead])),
});

/**
 * The desk's leads, read again every minute and on focus, so a step set or a lead taken on another device
 * shows here without a reload (the lists' owner and step, the day's view, the badge).
 */
export const deskLeadsQueryOptions = () =>
  queryOptions({
    queryKey: deskKeys.leads(),
    queryFn: async ({ signal }) => indexOf(await fetchDeskLeads(signal)),
    enabled: deskOn,
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

export const deskLeadQueryOptions = (lead: LeadRef) =>
  queryOptions({ queryKey: deskKeys.lead(lead), queryFn: ({ signal }) => fetchDeskLead(lead, signal), enabled: deskOn });

export const deskTemplatesQueryOptions = () =>
  queryOptions({ queryKey: deskKeys.templates(), queryFn: ({ signal }) => fetchTemplates(signal), enabled: deskOn, staleTime: 5 * 60_000 });

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

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lang, text }: { lang: Parameters<typeof saveTemplate>[0]; text: string }) => saveTemplate(lang, text),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskKeys.templates() }),
  });
}
