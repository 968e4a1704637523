import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { partKeys } from '../../../api/parts/keys';
import { listParts, updatePart, type Part } from '../../../api/parts/parts';
import { partTexts } from '../../../api/texts/calls';
import { errorMessage } from '../../../lib/api-error';

/** Where moving a renamed category's parts stands. */
export type MoveRun =
  | { phase: 'idle' }
  | { phase: 'moving'; from: string; to: string; moved: number; total: number | null }
  | { phase: 'cut'; from: string; to: string; moved: number; total: number | null; remaining: readonly Part[] | null; reason: string }
  | { phase: 'done'; from: string; to: string; moved: number };

/**
 * Moves the parts of a renamed category to its new name. Backends differ: the reference keeps the
 * category's name on each part, one that keeps an id has nothing to move. So the parts are read
 * back after the rename and only those still carrying the old name are moved, one PUT parts.php
 * each (the whole part, its stored files unchanged). A failure stops the run and names the parts
 * left; running it again reads them back and finishes.
 */
export function useMoveParts(): { run: MoveRun; move: (from: string, to: string) => Promise<void>; dismiss: () => void } {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<MoveRun>({ phase: 'idle' });

  const move = async (from: string, to: string) => {
    const before = run.phase === 'cut' && run.from === from && run.to === to ? run.moved : 0;
    setRun({ phase: 'moving', from, to, moved: before, total: null });
    let left: Part[];
    try {
      left = (await listParts()).filter((part) => part.category === from);
    } catch (error) {
      setRun({ phase: 'cut', from, to, moved: before, total: null, remaining: null, reason: errorMessage(error, partTexts.staffLoad) });
      return;
    }
    const total = before + left.length;
    try {
      for (const [index, part] of left.entries()) {
        setRun({ phase: 'moving', from, to, moved: before + index, total });
        try {
          const { name, description, image, modelFile, brochureFile, stock } = part;
          await updatePart(part.id, { name, category: to, description, image, modelFile, brochureFile, stock });
        } catch (error) {
          setRun({
            phase: 'cut',
            from,
            to,
            moved: before + index,
            total,
            remaining: left.slice(index),
            reason: errorMessage(error, partTexts.update),
          });
          return;
        }
      }
      setRun({ phase: 'done', from, to, moved: total });
    } finally {
      void queryClient.invalidateQueries({ queryKey: partKeys.all });
    }
  };

  return { run, move, dismiss: () => setRun({ phase: 'idle' }) };
}
