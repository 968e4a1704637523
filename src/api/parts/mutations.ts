import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStaffWrite } from '../staff-write';
import { partKeys } from './keys';
import { createPart, deletePart, updatePart, type Part, type PartInput } from './parts';
import { partsQueryOptions } from './queries';

// The staff's writes, apart from the reads (./queries.ts), so a public page's code holds no mutation code.

/** Of the parts named `name`, the newest: ids grow with each insert. */
const newestPartId = (parts: readonly Part[], name: string) =>
  parts.reduce<number | null>((newest, part) => (part.name === name && part.id > (newest ?? 0) ? part.id : newest), null);

/**
 * Adds a part and answers its id, or null when it cannot be told. insert_part.php answers no id, so
 * the list is fetched afresh (the list the staff return to, so it is not fetched twice) and the new
 * part is the newest of its name. The part is added even if that fetch fails.
 */
export function useCreatePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PartInput) => {
      await createPart(input);
      await queryClient.invalidateQueries({ queryKey: partKeys.all });
      const parts = await queryClient.fetchQuery(partsQueryOptions()).catch(() => []);
      return newestPartId(parts, input.name);
    },
  });
}

export const useUpdatePart = () => useStaffWrite(partKeys.all, ({ id, input }: { id: number; input: PartInput }) => updatePart(id, input));

export const useDeletePart = () => useStaffWrite(partKeys.all, (id: number) => deletePart(id));
