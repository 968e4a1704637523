import type { ListFilters } from '../http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useStatusChange } from '../status-change';
import { inquiryTexts } from '../../texts/calls';
import { createInquiry, deleteInquiry, getInquiry, listInquiries, updateInquiry, type Inquiry, type InquiryInput } from './inquiries';

export const inquiryKeys = {
  all: ['inquiries'] as const,
  lists: () => [...inquiryKeys.all, 'list'] as const,
  list: (filters: ListFilters) => [...inquiryKeys.lists(), { status: filters.status ?? 'all', search: filters.search?.trim() ?? '' }] as const,
  detail: (id: number) => [...inquiryKeys.all, 'detail', id] as const,
};

export const inquiriesQueryOptions = (filters: ListFilters = {}) =>
  queryOptions({ queryKey: inquiryKeys.list(filters), queryFn: ({ signal }) => listInquiries(filters, signal) });

export const inquiryQueryOptions = (id: number) =>
  queryOptions({ queryKey: inquiryKeys.detail(id), queryFn: ({ signal }) => getInquiry(id, signal) });

function useInvalidateInquiries() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
}

/** The public enquiry form's submit (with its own failure text). */
export function useSubmitInquiry() {
  const invalidate = useInvalidateInquiries();
  return useMutation({ mutationFn: (input: InquiryInput) => createInquiry(input, inquiryTexts.submit), onSuccess: invalidate });
}

export function useDeleteInquiry() {
  const invalidate = useInvalidateInquiries();
  return useMutation({ mutationFn: (id: number) => deleteInquiry(id), onSuccess: invalidate });
}

/** Admin sets an enquiry's status: at once on every screen, rolled back if the server refuses. */
export const useSetInquiryStatus = () => useStatusChange<Inquiry>(inquiryKeys.all, updateInquiry);
