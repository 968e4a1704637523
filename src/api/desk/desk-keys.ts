import type { LeadRef } from './desk';

/**
 * The desk's query keys (not named keys.ts: those are in the chunk every page loads, vite.config.ts, and only the
 * desk's screens use these): every write marks `all` stale, so the lists, the day's view and the badge follow. */
export const deskKeys = {
  all: ['desk'] as const,
  leads: () => [...deskKeys.all, 'leads'] as const,
  lead: ({ kind, id }: LeadRef) => [...deskKeys.all, 'lead', kind, id] as const,
  templates: () => [...deskKeys.all, 'templates'] as const,
};
