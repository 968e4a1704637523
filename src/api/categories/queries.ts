import { queryOptions } from '@tanstack/react-query';
import { listCategories } from './categories';

export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoryKeys.list(), queryFn: () => listCategories(), staleTime: 5 * 60_000 });
