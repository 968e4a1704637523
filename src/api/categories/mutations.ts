import { useStaffWrite } from '../staff-write';
import { createCategory, deleteCategory, updateCategory } from './categories';
import { categoryKeys } from './queries';

// The staff's writes, apart from the reads (./queries.ts), so a public page's code holds no mutation code.

export const useCreateCategory = () => useStaffWrite(categoryKeys.all, (name: string) => createCategory(name));

export const useUpdateCategory = () =>
  useStaffWrite(categoryKeys.all, ({ id, name }: { id: number; name: string }) => updateCategory(id, name));

export const useDeleteCategory = () => useStaffWrite(categoryKeys.all, (id: number) => deleteCategory(id));
