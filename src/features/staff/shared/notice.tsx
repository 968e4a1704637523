import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/** Navigation state that carries a notice to the next page (e.g. 'Part added successfully!' back on the list). */
export const withNotice = (notice: Notice) => ({ notice });

const noticeFrom = (state: unknown): Notice | null => {
  const notice = typeof state === 'object' && state !== null ? (state as { notice?: unknown }).notice : undefined;
  return typeof notice === 'object' && notice !== null && 'text' in notice && 'tone' in notice ? (notice as Notice) : null;
};

/**
 * The page's current notice: one handed over by navigation, or one the page sets itself.
 * A handed-over notice is taken out of the history entry so a reload does not show it again.
 */
export function useNotice(): [Notice | null, (notice: Notice | null) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const incoming = noticeFrom(location.state);
  const [notice, setNotice] = useState<Notice | null>(incoming);
  const [received, setReceived] = useState<Notice | null>(incoming);
  if (incoming && incoming !== received) {
    setReceived(incoming);
    setNotice(incoming);
  }
  useEffect(() => {
    if (incoming) navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [incoming, navigate, location.pathname, location.search]);
  return [notice, setNotice];
}

/** An in-page message: announced politely for success, at once for errors. */
export function NoticeMessage({ notice, onDismiss }: { notice: Notice | null; onDismiss?: () => void }) {
  if (!notice) return null;
  return (
    <div className={`alert alert-${notice.tone} notice`} role={notice.tone === 'error' ? 'alert' : 'status'}>
      <span>{notice.text}</span>
      {onDismiss ? (
        <button type="button" className="btn-link notice-dismiss" onClick={onDismiss}>
          Dismiss
        </button>
      ) : null}
    </div>
  );
}

/** A red error line (spec: errors 'shown in red'). */
export function ErrorText({ text }: { text: string | null | undefined }) {
  return text ? (
    <p className="alert alert-error" role="alert">
      {text}
    </p>
  ) : null;
}
