import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { offlineCopies, onOfflineCopies } from '../../api/offline-copies';
import { useTexts } from '../../i18n/i18n';
import { onSeenAt, seenAt } from './seen-at';
import { offlineTexts } from './texts';
import './offline.css';

/** The resource a page shows, by its path; the home page shows parts too. */
const shown = (pathname: string) => {
  const kind = pathname.startsWith('/blog') ? 'blog' : pathname.startsWith('/catalog') ? 'catalogue' : 'site';
  return { resource: kind === 'blog' ? 'blogPosts' : 'parts', offline: offlineTexts.line[kind], noReply: offlineTexts.lineNoReply[kind] };
};

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * The quiet line over a public page shown from the device: while the device is offline, or whenever
 * the offline worker answered a read with the copy it kept (build/offline-worker.ts), what is shown
 * and from when. Gone when the network answers again. Only public reads are noted (their times, never their data); a page with nothing kept
 * shows its own error text, as the spec says. The times are noted with the queries (offline-queries.ts).
 */
export function OfflineLine() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const copies = useSyncExternalStore(onOfflineCopies, offlineCopies, offlineCopies);
  const { pathname } = useLocation();
  const seen = useSyncExternalStore(onSeenAt, seenAt, seenAt);
  const { t, locale } = useTexts();

  const { resource, offline, noReply } = shown(pathname);
  // A copy the worker answered with is said whatever the online flag says: a dead or congested link reads as online.
  const copyAt = copies.get(resource);
  if (online && copyAt === undefined) return null;
  const at = copyAt ?? seen[resource];
  const time = at ? new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at) : null;
  return (
    <p className="offline-line" role="status">
      {time === null ? t(offlineTexts.lineNothingKept) : t(online ? noReply : offline, { time })}
    </p>
  );
}
