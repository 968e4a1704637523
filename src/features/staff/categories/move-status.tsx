import { NoticeMessage } from '../shared/notice';
import type { MoveRun } from './use-move-parts';

export const partsText = (count: number) => (count === 1 ? '1 part' : `${count.toLocaleString('en')} parts`);

/** How moving a renamed category's parts goes: progress, a cut-off run with what is left, or the outcome. */
export function MoveStatus({
  run,
  onFinish,
  onDismiss,
}: {
  run: MoveRun;
  onFinish: (from: string, to: string) => void;
  onDismiss: () => void;
}) {
  if (run.phase === 'idle') return null;
  if (run.phase === 'moving') {
    return (
      <div className="alert alert-warning move-status" role="status">
        <span>
          Moving parts from "{run.from}" to "{run.to}": {run.total === null ? 'reading the parts...' : `${run.moved} of ${run.total}`}
        </span>
        <progress max={run.total ?? undefined} value={run.total === null ? undefined : run.moved} aria-label="Parts moved" />
      </div>
    );
  }
  if (run.phase === 'cut') {
    const left = run.remaining;
    return (
      <div className="alert alert-error move-status" role="alert">
        <p>
          Category renamed to "{run.to}", but moving its parts stopped{run.total === null ? '' : ` after ${run.moved} of ${run.total}`}:{' '}
          {run.reason}
        </p>
        <p>
          {left === null
            ? `Some parts may still carry "${run.from}".`
            : `${partsText(left.length)} still ${left.length === 1 ? 'carries' : 'carry'} "${run.from}": ${left.map((part) => part.name).join(', ')}.`}
        </p>
        <button type="button" className="btn btn-primary btn-small" onClick={() => onFinish(run.from, run.to)}>
          Finish moving
        </button>
      </div>
    );
  }
  return (
    <NoticeMessage
      notice={{ tone: 'success', text: `Category "${run.to}" updated${run.moved ? `; ${partsText(run.moved)} moved to it` : ''}.` }}
      onDismiss={onDismiss}
    />
  );
}
