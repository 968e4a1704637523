import type { DeskLead } from '@contract';
import { stepState, stepWhen } from './day-split';
import './day.css';

/**
 * A lead's next step as the lists and the day's view show it: when, a word for overdue and today (not
 * colour alone), and what to do. Nothing when it has none.
 */
export function StepText({ step, today }: { step: DeskLead['step']; today: string }) {
  if (!step) return null;
  const state = stepState(step.due, today);
  return (
    <span className={`desk-step desk-step-${state}`}>
      {state === 'overdue' ? <span className="badge desk-due desk-due-overdue">Overdue</span> : null}
      <span className="desk-step-when">{stepWhen(step, today)}</span>
      {step.what ? <span className="desk-step-what">{step.what}</span> : null}
    </span>
  );
}
