import { useState, useSyncExternalStore } from 'react';
import { setSound, soundSnapshot, subscribeSound } from './chime';

/** The Notifications API where the browser has it (iOS Safari before 16.4 has not). */
// eslint-disable-next-line compat/compat -- feature-detected here
const notifications = (): typeof Notification | null => ('Notification' in window ? window.Notification : null);

/**
 * A desktop notification while the tab is not in front: the page's own where the browser allows it, else
 * through the service worker (Android's Chrome refuses `new Notification()`; the offline worker's
 * notificationclick opens data.url).
 */
export async function notify(title: string, body: string, tag: string, url: string, onOpen: () => void) {
  const api = notifications();
  if (!api || api.permission !== 'granted' || document.hasFocus()) return;
  try {
    const notification = new api(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      onOpen();
      notification.close();
    };
    return;
  } catch {
    // Refused in a page: try the service worker below.
  }
  try {
    // eslint-disable-next-line compat/compat -- feature-detected here
    const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
    await registration?.showNotification(title, { body, tag, data: { url } });
  } catch {
    // A browser that refuses both ways still has the page's own count, title and announcement.
  }
}

/** Offers desktop notifications; the browser's prompt comes only from this button. */
export function NotificationToggle() {
  const api = notifications();
  const [permission, setPermission] = useState(() => api?.permission ?? 'denied');
  if (!api) return null;
  if (permission === 'granted') return <p className="staff-alerts-note">Desktop alerts are on.</p>;
  if (permission === 'denied') return <p className="staff-alerts-note">Desktop alerts are blocked in this browser.</p>;
  return (
    <button
      type="button"
      className="btn btn-outline btn-small staff-alerts-toggle"
      onClick={() => void api.requestPermission().then(setPermission)}
    >
      Turn on desktop alerts
    </button>
  );
}

/** The optional sound for a new lead, off by default, remembered on this device (chime.ts). */
export function SoundToggle() {
  const on = useSyncExternalStore(subscribeSound, soundSnapshot);
  return (
    <label className="staff-alerts-sound">
      <input type="checkbox" checked={on} onChange={(event) => setSound(event.target.checked)} />
      Sound for new leads
    </label>
  );
}
