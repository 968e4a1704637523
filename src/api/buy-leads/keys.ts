import type { ListFilters } from '../http';

/** The buy leads' query keys, apart from queries.ts so that the public form's submit (api/leads/) can name them without the API code. */
export const buyLeadKeys = {
  all: ['buyLeads'] as const,
  lists: () => [...buyLeadKeys.all, 'list'] as const,
  list: (filters: ListFilters) =>
    [...buyLeadKeys.lists(), { status: filters.status ?? 'all', search: filters.search?.trim() ?? '' }] as const,
  detail: (id: number) => [...buyLeadKeys.all, 'detail', id] as const,
};
