import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListFilters } from '../http';
import { useStatusChange, useStatusChangeOfMany } from '../status-change';
import { deleteInquiry, getInquiry, listInquiries, updateInquiry, type Inquiry } from './inquiries';
import { inquiryKeys } from './keys';

export const inquiriesQueryOptions = (filters: ListFilters = {}) =>
  queryOptions({ queryKey: inquiryKeys.list(filters), queryFn: ({ signal }) => listInquiries(filters, signal) });

export const inquiryQueryOptions = (id: number) =>
  queryOptions({ queryKey: inquiryKeys.detail(id), queryFn: ({ signal }) => getInquiry(id, signal) });

function useInvalidateInquiries() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
}

export function useDeleteInquiry() {
  const invalidate = useInvalidateInquiries();
  return useMutation({ mutationFn: (id: number) => deleteInquiry(id), onSuccess: invalidate });
}

/** Admin sets an enquiry's status: at once on every screen, rolled back if the server refuses. */
export const useSetInquiryStatus = () => useStatusChange<Inquiry>(inquiryKeys.all, updateInquiry);

/** Admin sets the status of every enquiry of one request (its lines share a client reference), or of none. */
export const useSetInquiriesStatus = () => useStatusChangeOfMany<Inquiry>(inquiryKeys.all, updateInquiry);
