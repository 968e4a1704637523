import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { keepUnsent } from '../offline/outbox';
import type { OutboxItem } from '../offline/outbox-store';
import { useFormDraft } from './use-form-draft';
import { useSend } from './use-send';

/** The mutation a public form sends its values with (src/api/.../queries.ts); `Reply` is what it answers. */
interface Submission<Payload, Reply> {
  mutateAsync: (payload: Payload) => Promise<Reply>;
  reset: () => void;
  isError: boolean;
  error: unknown;
}

export type FormValues<Values> = Record<keyof Values, string | number>;

interface FormPageOptions<Values, Payload, Reply> {
  /** The draft's key in localStorage (use-form-draft.ts). */
  draftKey: string;
  blank: Values;
  submission: Submission<Payload, Reply>;
  /** What is sent for the form's values. */
  toPayload: (values: Values) => Payload;
  /** The first values from the restored draft (e.g. a part named in the URL). */
  initial?: (draft: Values) => Values;
  /** Also run when the user starts a new form after a success. */
  onStartOver?: () => void;
  /** Fields the next form keeps from the one just sent (the customer's contact), the rest start blank. */
  keepOnStartOver?: readonly (keyof Values)[];
}

/** What the customer can quote about a sent form: the backend's reply to it and when it was sent. */
export interface Receipt<Reply> {
  reply: Reply;
  sentAt: Date;
}

export interface FormPage<Values, Reply = unknown> {
  sent: boolean;
  /** Set with `sent`. */
  receipt: Receipt<Reply> | null;
  startOver: () => void;
  formKey: number;
  initialValues: Values;
  onSubmit: (values: Values) => Promise<void>;
  saveDraft: (values: Values) => void;
  /** The failed submit's message. */
  error: string | null;
  /** Kept on the device for want of a connection or of a reply in time (src/features/offline/outbox.ts). */
  kept: OutboxItem | null;
  /** The submit has waited long enough for its reply that the page says the link is slow. */
  slow: boolean;
  outboxForm: string;
  /** Gives back a form the backend refused when it was sent from the outbox, with the refusal's text. */
  fix: (values: Values, error: string) => void;
}

/**
 * A public form page (enquiry, buy lead): the draft is restored, saved as the user types and cleared
 * only on success; the page opens at its top; a submit goes out once however often it is clicked; a failure keeps the values
 * and shows the call's message; a success shows its panel at the top of the page, and "start over"
 * brings back a blank form.
 */
export function useFormPage<Values extends FormValues<Values>, Payload, Reply>({
  draftKey,
  blank,
  submission,
  toPayload,
  initial,
  onStartOver,
  keepOnStartOver = [],
}: FormPageOptions<Values, Payload, Reply>): FormPage<Values, Reply> {
  const draft = useFormDraft(draftKey, blank);
  const { send, slow } = useSend();
  const [formKey, setFormKey] = useState(0);
  const [sent, setSent] = useState(false);
  const [kept, setKept] = useState<OutboxItem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<Receipt<Reply> | null>(null);
  const [initialValues, setInitialValues] = useState<Values>(() => (initial ? initial(draft.restore()) : draft.restore()));
  const lastSent = useRef<Values | null>(null);

  // The page opens at its top (spec §4, buy lead), even when the visitor came back to it; but not
  // under a visitor who is already typing into the form its HTML holds (build/route-pages.ts).
  // A block, not an expression: current Chromium's scrollTo returns a promise, which React would call as the cleanup.
  useEffect(() => {
    if (!document.activeElement?.closest('form')) window.scrollTo(0, 0);
  }, []);

  const onSubmit = (values: Values) =>
    send(async () => {
      setRefusal(null);
      lastSent.current = values;
      let reply: Reply;
      try {
        reply = await submission.mutateAsync(toPayload(values));
      } catch (error) {
        // No reply at all: kept on the device and sent when the connection returns. Otherwise the
        // message is shown from the mutation's error; the form keeps its values.
        const item = await keepUnsent(draftKey, values, toPayload(values), error);
        if (item) {
          submission.reset();
          draft.clear();
          setKept(item);
          window.scrollTo(0, 0);
        }
        return;
      }
      draft.clear();
      setReceipt({ reply, sentAt: new Date() });
      setSent(true);
      window.scrollTo(0, 0);
    });

  function startOver() {
    submission.reset();
    draft.clear();
    const last = lastSent.current;
    const next = { ...blank };
    if (last) for (const field of keepOnStartOver) next[field] = last[field];
    setInitialValues(next);
    setFormKey((key) => key + 1);
    setSent(false);
    setKept(null);
    setReceipt(null);
    onStartOver?.();
  }

  function fix(values: Values, error: string) {
    submission.reset();
    draft.save(values);
    setInitialValues(values);
    setFormKey((key) => key + 1);
    setSent(false);
    setKept(null);
    setRefusal(error);
    window.scrollTo(0, 0);
  }

  return {
    sent,
    receipt,
    startOver,
    formKey,
    initialValues,
    onSubmit,
    saveDraft: draft.save,
    error: refusal ?? (submission.isError ? errorMessage(submission.error) : null),
    kept,
    slow,
    outboxForm: draftKey,
    fix,
  };
}
