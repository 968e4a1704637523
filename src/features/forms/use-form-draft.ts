import { useFormikContext } from 'formik';
import { useCallback, useEffect, useMemo, useRef } from 'react';

const PREFIX = 'truck-parts-draft:';

/** A form whose fields are all texts or numbers. */
type DraftValues<T = Record<string, unknown>> = { [K in keyof T]: string | number };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored draft, keeping only the fields the form has and values of the right kind. */
export function readDraft<T extends DraftValues<T>>(key: string, blank: T): T {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    const saved: unknown = raw ? JSON.parse(raw) : null;
    if (typeof saved !== 'object' || saved === null) return { ...blank };
    const restored: Record<string, string | number> = { ...blank };
    for (const field of Object.keys(blank)) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) restored[field] = value;
    }
    return restored as unknown as T;
  } catch {
    return { ...blank };
  }
}

/**
 * A form's draft in localStorage: saved as the user types (debounced, and flushed when the form
 * goes away), restored on the next visit, and cleared only when the form is sent successfully.
 * Used by the enquiry and buy-lead forms.
 */
export function useFormDraft<T extends DraftValues<T>>(key: string, blank: T, delayMs = 400) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<T | null>(null);
  const blankJson = JSON.stringify(blank);

  const write = useCallback(() => {
    clearTimeout(timer.current);
    const values = pending.current;
    pending.current = null;
    if (!values) return;
    try {
      if (JSON.stringify(values) === blankJson) storage()?.removeItem(PREFIX + key);
      else storage()?.setItem(PREFIX + key, JSON.stringify(values));
    } catch {
      // A full or disabled storage only costs the draft.
    }
  }, [key, blankJson]);

  const save = useCallback(
    (values: T) => {
      pending.current = values;
      clearTimeout(timer.current);
      timer.current = setTimeout(write, delayMs);
    },
    [write, delayMs],
  );

  /** Saves at once, not after the pause: for a form about to go away. */
  const saveNow = useCallback(
    (values: T) => {
      pending.current = values;
      write();
    },
    [write],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    try {
      storage()?.removeItem(PREFIX + key);
    } catch {
      // Nothing to clear.
    }
  }, [key]);

  // A pending save is written when the form goes away, and when the page does (reload, tab closed).
  useEffect(() => {
    const flush = () => write();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') write();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      write();
    };
  }, [write]);

  return useMemo(() => ({ restore: () => readDraft(key, blank), save, saveNow, clear }), [key, blank, save, saveNow, clear]);
}

/** Inside a Formik form: hands every change of the values to `onChange` (e.g. a draft's save). */
export function DraftAutosave<T>({ onChange }: { onChange: (values: T) => void }) {
  const { values } = useFormikContext<T>();
  useEffect(() => {
    onChange(values);
  }, [values, onChange]);
  return null;
}
