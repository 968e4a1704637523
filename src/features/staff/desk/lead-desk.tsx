/**
 * The desk on one lead (an enquiry or a buy lead): who owns it, its next step, and its history with a note
 * form. Loaded by LeadDeskPanel once the lead's page has drawn. Every text from the desk is shown as text.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DESK_LIMITS, type DeskLead } from '@contract';
import { blankDeskLead, isDeskConflict, leadKey, type LeadRef, type StepInput } from '../../../api/desk/desk';
import { useAssignLead, useSetStep, useTakeLead } from '../../../api/desk/mutations';
import { deskLeadQueryOptions, deskLeadsQueryOptions, type DeskIndex } from '../../../api/desk/queries';
import { deskTexts } from '../../../api/texts/desk-calls';
import { FormField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api-error';
import { useRole } from '../role-context';
import { can } from '../roles';
import { ErrorText } from '../shared/notice';
import { RoleHint } from '../shared/role-hint';
import { forgetNote, queueNote, useWaitingNotes } from './lead-desk-outbox';
import { changedBy, deskTime, lineSentence, stepText, stepWhen } from './lead-desk-text';
import './lead-desk.css';

/** A change the desk refused as made on an old copy: the lead as it now is, and what this staff member asked for. */
type Conflict =
  { what: 'step'; theirs: DeskLead; mine: StepInput; message: string } | { what: 'owner'; theirs: DeskLead; mine: string; message: string };

export default function LeadDesk({ lead: ref }: { lead: LeadRef }) {
  const index = useQuery(deskLeadsQueryOptions());
  const history = useQuery(deskLeadQueryOptions(ref));
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  if (!index.data || !history.data) {
    // A refresh that fails keeps what the desk last said on screen; only a first read's failure replaces it.
    const failed = index.error ?? history.error;
    return failed ? <ErrorText text={errorMessage(failed, deskTexts.lead)} /> : <p>Loading follow-ups...</p>;
  }
  const lead = index.data.leads.get(leadKey(ref)) ?? history.data.lead ?? blankDeskLead(ref);
  const report = (text: string) => {
    setFailure(null);
    setSaid(text);
  };
  const fail = (text: string) => {
    setSaid('');
    setFailure(text);
  };

  return (
    <div className="lead-desk-body">
      <p className="lead-desk-said" role="status">
        {said}
      </p>
      <ErrorText text={failure} />
      <Owner lead={lead} desk={index.data} onDone={report} onFailure={fail} />
      <NextStep lead={lead} today={index.data.today} onDone={report} onFailure={fail} />
      <History lead={ref} notes={history.data.notes} me={index.data.me.user} onDone={report} />
    </div>
  );
}

interface Reports {
  onDone: (text: string) => void;
  onFailure: (text: string) => void;
}

function Owner({ lead, desk, onDone, onFailure }: { lead: DeskLead; desk: DeskIndex } & Reports) {
  const role = useRole();
  const take = useTakeLead(desk.me.user);
  const assign = useAssignLead();
  const [chosen, setChosen] = useState('');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const ref = { kind: lead.kind as LeadRef['kind'], id: lead.id };

  const takeIt = () =>
    take.mutate(ref, {
      onSuccess: () => onDone('You took this lead.'),
      onError: (error) =>
        onFailure(
          isDeskConflict(error) && error.lead.owner ? `Already taken by ${error.lead.owner}.` : errorMessage(error, deskTexts.change),
        ),
    });
  const assignTo = (owner: string, version: number) =>
    assign.mutate(
      { ...ref, owner, version },
      {
        onSuccess: () => {
          setConflict(null);
          onDone(`Assigned to ${owner}.`);
        },
        onError: (error) => {
          if (isDeskConflict(error)) setConflict({ what: 'owner', theirs: error.lead, mine: owner, message: error.message });
          else onFailure(errorMessage(error, deskTexts.change));
        },
      },
    );
  const owner = chosen || lead.owner || '';

  return (
    <div className="lead-desk-part">
      <h3>Owner</h3>
      <p>{lead.owner ? `Owner: ${lead.owner}` : 'Not taken yet.'}</p>
      {lead.owner ? null : (
        <button type="button" className="btn btn-primary" disabled={take.isPending} onClick={takeIt}>
          Take it
        </button>
      )}
      {can(role, 'desk.assign') ? (
        <form
          className="lead-desk-assign"
          onSubmit={(event) => {
            event.preventDefault();
            if (owner) assignTo(owner, lead.version);
          }}
        >
          <FormField label="Assign to">
            <select value={owner} onChange={(event) => setChosen(event.target.value)}>
              <option value="" disabled>
                Choose a staff member
              </option>
              {desk.staff.map((member) => (
                <option key={member.user} value={member.user}>
                  {member.user} ({member.role})
                </option>
              ))}
            </select>
          </FormField>
          <button type="submit" className="btn btn-outline" disabled={!owner || owner === lead.owner || assign.isPending}>
            Assign
          </button>
        </form>
      ) : (
        <RoleHint capabilities={['desk.assign']} />
      )}
      {conflict?.what === 'owner' ? (
        <ConflictBox
          conflict={conflict}
          theirs={conflict.theirs.owner ?? 'No owner'}
          mine={conflict.mine}
          onKeepMine={() => assignTo(conflict.mine, conflict.theirs.version)}
          onTakeTheirs={() => {
            setConflict(null);
            setChosen('');
            onDone('Kept their change.');
          }}
        />
      ) : null}
    </div>
  );
}

const blankStep = { due: '', time: '', what: '' };

function NextStep({ lead, today, onDone, onFailure }: { lead: DeskLead; today: string } & Reports) {
  const setStep = useSetStep();
  const [fields, setFields] = useState(blankStep);
  const [dueError, setDueError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const step = lead.step;
  const when = step ? stepWhen(step.due, today) : null;

  const save = (input: StepInput) =>
    setStep.mutate(input, {
      onSuccess: () => {
        setConflict(null);
        setFields(blankStep);
        onDone(input.done ? (input.due ? 'Step done. Next step saved.' : 'Step done. No next step.') : 'Next step saved.');
      },
      onError: (error) => {
        if (isDeskConflict(error)) setConflict({ what: 'step', theirs: error.lead, mine: input, message: error.message });
        else onFailure(errorMessage(error, deskTexts.change));
      },
    });
  const submit = (done: boolean) => {
    if (!done && !fields.due) {
      setDueError('Choose a day for the next step.');
      return;
    }
    setDueError(null);
    save({ kind: lead.kind as LeadRef['kind'], id: lead.id, version: lead.version, ...fields, done });
  };
  const field = (name: keyof typeof blankStep) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <div className="lead-desk-part">
      <h3>Next step</h3>
      {step ? (
        <p className={`lead-desk-step lead-desk-step-${when}`}>
          {when === 'later' ? null : <span className="badge lead-desk-when">{when === 'overdue' ? 'Overdue' : 'Today'}</span>}
          {stepText(step)} <span className="staff-cell-sub">(set by {step.by})</span>
        </p>
      ) : (
        <p>No next step.</p>
      )}
      <form
        className="lead-desk-step-form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit(false);
        }}
        noValidate
      >
        <div className="lead-desk-when-fields">
          <FormField label="Day" error={dueError}>
            <input type="date" {...field('due')} />
          </FormField>
          <FormField label="Time (optional)">
            <input type="time" {...field('time')} />
          </FormField>
        </div>
        <FormField label="What to do" hint={`Up to ${DESK_LIMITS.what} characters.`}>
          <input type="text" maxLength={DESK_LIMITS.what} {...field('what')} />
        </FormField>
        <div className="staff-form-actions">
          <button type="submit" className="btn btn-primary" disabled={setStep.isPending}>
            Save next step
          </button>
          {step ? (
            <button type="button" className="btn btn-outline" disabled={setStep.isPending} onClick={() => submit(true)}>
              Done, and next
            </button>
          ) : null}
        </div>
      </form>
      {conflict?.what === 'step' ? (
        <ConflictBox
          conflict={conflict}
          theirs={conflict.theirs.step ? stepText(conflict.theirs.step) : 'No next step'}
          mine={
            conflict.mine.due
              ? `${conflict.mine.done ? 'Step done, then ' : ''}${stepText(conflict.mine)}`
              : conflict.mine.done
                ? 'Step done, no next step'
                : 'No next step'
          }
          onKeepMine={() => save({ ...conflict.mine, version: conflict.theirs.version })}
          onTakeTheirs={() => {
            setConflict(null);
            onDone('Kept their change.');
          }}
        />
      ) : null}
    </div>
  );
}

/** A refused change: who made the other one and when, both values, and the staff member's choice. */
function ConflictBox({
  conflict,
  theirs,
  mine,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: Conflict;
  theirs: string;
  mine: string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  return (
    <div className="lead-desk-conflict" role="alert">
      <p>
        <strong>{changedBy(conflict.theirs, conflict.message)}</strong> Nothing was overwritten.
      </p>
      <dl className="detail-list">
        <dt>Theirs</dt>
        <dd>{theirs}</dd>
        <dt>Yours</dt>
        <dd>{mine}</dd>
      </dl>
      <div className="staff-form-actions">
        <button type="button" className="btn btn-primary" onClick={onKeepMine}>
          Keep mine
        </button>
        <button type="button" className="btn btn-outline" onClick={onTakeTheirs}>
          Take theirs
        </button>
      </div>
    </div>
  );
}

/** Lines whose text staff wrote or chose (a note, the number called): shown under the line; the desk's own lines say it all. */
const TYPED: ReadonlySet<string> = new Set(['note', 'call', 'whatsapp']);

function History({
  lead,
  notes,
  me,
  onDone,
}: {
  lead: LeadRef;
  notes: readonly { id: number; type: string; text: string; by: string; at: string }[];
  me: string;
  onDone: (text: string) => void;
}) {
  const queryClient = useQueryClient();
  const waiting = useWaitingNotes(queryClient, lead);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Write a note first.');
      return;
    }
    setError(null);
    setSending(true);
    const written = text;
    setText('');
    const result = await queueNote(queryClient, { ...lead, type: 'note', text: written });
    setSending(false);
    if ('refused' in result) {
      setText(written);
      setError(result.refused);
    } else
      onDone('sent' in result ? 'Note added.' : 'The lead desk could not be reached. The note is kept and will be sent when it answers.');
  };

  return (
    <div className="lead-desk-part">
      <h3>Notes</h3>
      {notes.length + waiting.length === 0 ? <p>No notes yet.</p> : null}
      <ol className="lead-desk-timeline">
        {notes.map((note) => (
          <li key={note.id}>
            <p className="lead-desk-line">
              <span>{lineSentence(note)}</span> <time dateTime={note.at}>{deskTime(note.at)}</time>
            </p>
            {TYPED.has(note.type) && note.text ? <p className="message-text">{note.text}</p> : null}
          </li>
        ))}
        {waiting.map((note) => (
          <li key={note.key} className="lead-desk-waiting">
            <p className="lead-desk-line">
              <span>{lineSentence({ ...note, by: me })}</span>{' '}
              <span className="badge">{note.refused === undefined ? 'Waiting to send' : 'Not kept by the desk'}</span>
            </p>
            <p className="message-text">{note.text}</p>
            {note.refused === undefined ? null : (
              <p>
                {note.refused}{' '}
                <button type="button" className="btn-link" onClick={() => forgetNote(note.key)}>
                  Remove this note
                </button>
              </p>
            )}
          </li>
        ))}
      </ol>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField label="Note" error={error} hint={`Up to ${DESK_LIMITS.note} characters.`}>
          <textarea value={text} maxLength={DESK_LIMITS.note} onChange={(event) => setText(event.target.value)} />
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          Add note
        </button>
      </form>
    </div>
  );
}
