import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { offlineCopies, onOfflineCopies } from '../../api/offline-copies';
import { useTexts } from '../../i18n/i18n';
import { PUBLIC_READS } from './public-reads';
import { offlineTexts } from './texts';
import './offline.css';

/** When the reads shown from a copy are tried again after the browser says it is back online. */
const BACK_ONLINE_LOOKS_MS = [0, 2_000, 5_000, 10_000];

/** When each public resource last came from the network (its query key's first part), across visits. */
const KEY = 'truck-parts-seen-at';
/** The resource a page shows, by its path; the home page shows parts too. */
const shown = (pathname: string) => {
  const kind = pathname.startsWith('/blog') ? 'blog' : pathname.startsWith('/catalog') ? 'catalogue' : 'site';
  return { resource: kind === 'blog' ? 'blogPosts' : 'parts', offline: offlineTexts.line[kind], noReply: offlineTexts.lineNoReply[kind] };
};

function readSeen(): Record<string, number> {
  try {
    const seen: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof seen === 'object' && seen !== null ? (seen as Record<string, number>) : {};
  } catch {
    return {};
  }
}

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
 * shows its own error text, as the spec says.
 */
export function OfflineLine() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const copies = useSyncExternalStore(onOfflineCopies, offlineCopies, offlineCopies);
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [seen, setSeen] = useState(readSeen);
  const { t, locale } = useTexts();

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success' || !navigator.onLine) return;
        const resource = event.query.queryKey[0];
        if (typeof resource !== 'string' || !(PUBLIC_READS as readonly string[]).includes(resource)) return;
        if (offlineCopies().has(resource)) return;
        const next = { ...readSeen(), [resource]: Date.now() };
        try {
          localStorage.setItem(KEY, JSON.stringify(next));
        } catch {
          // Without storage the line has no time to give.
        }
        setSeen(next);
      }),
    [queryClient],
  );

  // The visit that installs the offline worker read its data before the worker was there: read it
  // again once the worker takes over, so a page seen once is kept from the very first visit.
  useEffect(() => {
    if ('serviceWorker' in navigator && !navigator.serviceWorker.controller) {
      const reread = () => void queryClient.refetchQueries({ type: 'active' });
      navigator.serviceWorker.addEventListener('controllerchange', reread, { once: true });
      return () => navigator.serviceWorker.removeEventListener('controllerchange', reread);
    }
    return undefined;
  }, [queryClient]);

  // Back online, what the page shows from a copy is read again, and again a little later while it is still a
  // copy: the link often answers a moment after the browser says it is back (the worker's own fetches later
  // still). The line goes once the network answers.
  useEffect(() => {
    let timers: ReturnType<typeof setTimeout>[] = [];
    const reread = () => {
      if (!navigator.onLine || offlineCopies().size === 0) return;
      void queryClient.refetchQueries({ type: 'active', predicate: (query) => offlineCopies().has(String(query.queryKey[0])) });
    };
    const back = () => {
      timers.forEach(clearTimeout);
      timers = BACK_ONLINE_LOOKS_MS.map((delay) => setTimeout(reread, delay));
    };
    window.addEventListener('online', back);
    return () => {
      window.removeEventListener('online', back);
      timers.forEach(clearTimeout);
    };
  }, [queryClient]);

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
