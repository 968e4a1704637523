import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeskLead, DeskLeadsReply } from '@contract';
import { env } from '../../config/env';
import { fetchDeskLead, fetchDeskLeads, fetchTemplates, leadKey, saveTemplate, type LeadRef } from './desk';
import { deskKeys } from './desk-keys';

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

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lang, text }: { lang: Parameters<typeof saveTemplate>[0]; text: string }) => saveTemplate(lang, text),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskKeys.templates() }),
  });
}
