import type { ListFilters } from '../http';

/** The enquiries' query keys, apart from queries.ts so that the public form's submit (api/leads/) can name them without the API code. */
export const inquiryKeys = {
  all: ['inquiries'] as const,
  lists: () => [...inquiryKeys.all, 'list'] as const,
  list: (filters: ListFilters) =>
    [...inquiryKeys.lists(), { status: filters.status ?? 'all', search: filters.search?.trim() ?? '' }] as const,
  detail: (id: number) => [...inquiryKeys.all, 'detail', id] as const,
};
