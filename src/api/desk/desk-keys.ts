import type { LeadRef } from './desk';

/** The desk's query keys: every write marks `all` stale, so the lists, the day's view and the badge follow. */
export const deskKeys = {
  all: ['desk'] as const,
  leads: () => [...deskKeys.all, 'leads'] as const,
  lead: ({ kind, id }: LeadRef) => [...deskKeys.all, 'lead', kind, id] as const,
  templates: () => [...deskKeys.all, 'templates'] as const,
};
