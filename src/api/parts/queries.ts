import { queryOptions } from '@tanstack/react-query';
import { partKeys } from './keys';
import { getPart, listParts, type PartFilters } from './parts';

export const partsQueryOptions = (filters: PartFilters = {}) =>
  queryOptions({ queryKey: partKeys.list(filters), queryFn: ({ signal }) => listParts(filters, signal) });

export const partQueryOptions = (id: number) =>
  queryOptions({ queryKey: partKeys.detail(id), queryFn: ({ signal }) => getPart(id, signal) });
