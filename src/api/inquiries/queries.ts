import { queryOptions } from '@tanstack/react-query';
import type { ListFilters } from '../http';
import { useStaffWrite } from '../staff-write';
import { useStatusChange, useStatusChangeOfMany } from '../status-change';
import { deleteInquiry, getInquiry, listInquiries, updateInquiry, type Inquiry } from './inquiries';
import { inquiryKeys } from './keys';

export const inquiriesQueryOptions = (filters: ListFilters = {}) =>
  queryOptions({ queryKey: inquiryKeys.list(filters), queryFn: ({ signal }) => listInquiries(filters, signal) });

export const inquiryQueryOptions = (id: number) =>
  queryOptions({ queryKey: inquiryKeys.detail(id), queryFn: ({ signal }) => getInquiry(id, signal) });

export const useDeleteInquiry = () => useStaffWrite(inquiryKeys.all, (id: number) => deleteInquiry(id));

/** Admin sets an enquiry's status: at once on every screen, rolled back if the server refuses. */
export const useSetInquiryStatus = () => useStatusChange<Inquiry>(inquiryKeys.all, updateInquiry);

/** Admin sets the status of every enquiry of one request (its lines share a client reference), or of none. */
export const useSetInquiriesStatus = () => useStatusChangeOfMany<Inquiry>(inquiryKeys.all, updateInquiry);
