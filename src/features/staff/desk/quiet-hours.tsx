import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { DeskQuietHours } from '@contract';
import { saveQuiet, watchKeys } from '../../../api/desk/watch';
import { errorMessage, isApiError } from '../../../lib/api-error';

type Field = 'from' | 'to';

/** The fields a refusal is about: the one left empty, else both (a time the desk cannot read). */
const blamed = (from: string, to: string): Field[] =>
  from === '' && to !== '' ? ['from'] : to === '' && from !== '' ? ['to'] : ['from', 'to'];

/**
 * This staff member's quiet hours (the business's clock): pushes that fall in them wait until they end. Both
 * times, or none. The desk says what it refused; a refusal is tied to the field it is about.
 */
export function QuietHours({ quiet }: { quiet: DeskQuietHours | null }) {
  const queryClient = useQueryClient();
  const [from, setFrom] = useState(quiet?.from ?? '');
  const [to, setTo] = useState(quiet?.to ?? '');
  const id = useId();
  const save = useMutation({
    mutationFn: (hours: { from: string; to: string }) => saveQuiet(hours.from, hours.to),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchKeys.push() }),
  });
  const refused = isApiError(save.error) && save.error.status === 400;
  const wrong = refused && save.variables ? blamed(save.variables.from, save.variables.to) : [];
  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': wrong.includes(name) || undefined,
    'aria-describedby': wrong.includes(name) ? `${id}-error` : undefined,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ from, to });
  };
  // The fields empty only once the desk has dropped the hours.
  const none = () =>
    save.mutate(
      { from: '', to: '' },
      {
        onSuccess: () => {
          setFrom('');
          setTo('');
        },
      },
    );
  return (
    <details className="desk-quiet" open={quiet !== null || undefined}>
      <summary>Quiet hours</summary>
      <form onSubmit={submit} noValidate>
        <p className="staff-alerts-note">No pushes to your devices between these times (India time); they come when the hours end.</p>
        <div className="desk-quiet-times">
          <label htmlFor={`${id}-from`}>From</label>
          <input type="time" {...field('from')} value={from} onChange={(event) => setFrom(event.target.value)} />
          <label htmlFor={`${id}-to`}>To</label>
          <input type="time" {...field('to')} value={to} onChange={(event) => setTo(event.target.value)} />
        </div>
        {save.isError ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {errorMessage(save.error)}
          </p>
        ) : null}
        <p className="staff-alerts-note" role="status">
          {save.isSuccess ? save.data : ''}
        </p>
        <div className="desk-quiet-actions">
          <button type="submit" className="btn btn-primary btn-small" disabled={save.isPending}>
            Save quiet hours
          </button>
          <button type="button" className="btn btn-outline btn-small" disabled={save.isPending} onClick={none}>
            No quiet hours
          </button>
        </div>
      </form>
    </details>
  );
}
