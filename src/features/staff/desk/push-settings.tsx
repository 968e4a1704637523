import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { deletePush, fetchPush, savePush, watchKeys } from '../../../api/desk/watch';
import { errorMessage } from '../../../lib/api-error';
import { QuietHours } from './quiet-hours';
import './desk-watch.css';

export const IOS_HOME_SCREEN = 'To be notified on this iPhone, add this site to the Home Screen and open it from there.';
const NO_WORKER = 'This device cannot be notified here: the site has no service worker running in this browser.';
const BLOCKED = 'Notifications are blocked for this site in this browser.';

/** How long a page waits for the site's worker to be registered before saying this device cannot be notified. */
export const WORKER_WAIT_MS = 10_000;

/** What this browser can do about a push: not known yet, nothing, or subscribed through `registration` or not. */
type Device =
  | { state: 'checking' | 'ios' | 'none' | 'no-worker' }
  | { state: 'off'; registration: ServiceWorkerRegistration }
  | { state: 'on'; registration: ServiceWorkerRegistration; subscription: PushSubscription };

const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true;

async function deviceNow(): Promise<Device> {
  if (!('PushManager' in window) || !('serviceWorker' in navigator)) return { state: standalone() ? 'none' : 'ios' };
  // eslint-disable-next-line compat/compat -- feature-detected above
  const worker = navigator.serviceWorker;
  // A first visit registers the offline worker only once the page has loaded (start-offline.ts): it is waited for a while.
  const registration =
    (await worker.getRegistration()) ??
    (await Promise.race([worker.ready, new Promise<undefined>((resolve) => window.setTimeout(resolve, WORKER_WAIT_MS))]));
  // Demo mode's worker is the fake backend's (MSW), which shows no push.
  if (!registration || registration.active?.scriptURL.endsWith('/mockServiceWorker.js')) return { state: 'no-worker' };
  const subscription = await registration.pushManager.getSubscription();
  return subscription ? { state: 'on', registration, subscription } : { state: 'off', registration };
}

/** The desk's key (base64url) as the bytes pushManager.subscribe takes. */
const keyBytes = (key: string) => Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/**
 * "Notify me on this device": a Web Push subscription with the desk's key, kept by the desk against this staff
 * member, so new leads reach this device with the back office closed; and the quiet hours. Shown only when the
 * desk has a key. The browser's permission prompt comes only from the button; the state shown changes only
 * once the browser and the desk have both done their part.
 */
export function PushSettings() {
  const queryClient = useQueryClient();
  const push = useQuery({ queryKey: watchKeys.push(), queryFn: ({ signal }) => fetchPush(signal), staleTime: Infinity, retry: false });
  const [device, setDevice] = useState<Device>({ state: 'checking' });
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void deviceNow()
      .catch((): Device => ({ state: 'no-worker' }))
      .then((found) => live && setDevice(found));
    return () => {
      live = false;
    };
  }, []);

  if (!push.data?.key) return null;
  const { key } = push.data;

  const start = async (registration: ServiceWorkerRegistration) => {
    let subscription: PushSubscription;
    try {
      subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
    } catch {
      // eslint-disable-next-line compat/compat -- feature-detected here
      const blocked = 'Notification' in window && window.Notification.permission === 'denied';
      setSaid(blocked ? BLOCKED : 'This device cannot be notified.');
      return;
    }
    try {
      setSaid((await savePush(subscription.toJSON())) ?? '');
      setDevice({ state: 'on', registration, subscription });
    } catch (error) {
      // The desk did not keep it: the browser's subscription goes too, so nothing says this device is notified.
      await subscription.unsubscribe().catch(() => false);
      setSaid(errorMessage(error));
    }
  };

  const stop = async (registration: ServiceWorkerRegistration, subscription: PushSubscription) => {
    try {
      const text = await deletePush(subscription.endpoint);
      await subscription.unsubscribe().catch(() => false);
      setSaid(text ?? '');
      setDevice({ state: 'off', registration });
    } catch (error) {
      setSaid(errorMessage(error));
    }
  };

  const run = (work: () => Promise<void>) => {
    setBusy(true);
    setSaid('');
    void work().finally(() => {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: watchKeys.push() });
    });
  };

  return (
    <div className="desk-push">
      {device.state === 'on' ? (
        <>
          <p className="staff-alerts-note">This device is notified of new leads.</p>
          <button
            type="button"
            className="btn btn-outline btn-small staff-alerts-toggle"
            disabled={busy}
            onClick={() => run(() => stop(device.registration, device.subscription))}
          >
            Stop notifying this device
          </button>
        </>
      ) : device.state === 'off' ? (
        <button
          type="button"
          className="btn btn-outline btn-small staff-alerts-toggle"
          disabled={busy}
          onClick={() => run(() => start(device.registration))}
        >
          Notify me on this device
        </button>
      ) : device.state === 'checking' ? null : (
        <p className="staff-alerts-note">
          {device.state === 'ios' ? IOS_HOME_SCREEN : device.state === 'no-worker' ? NO_WORKER : 'This browser cannot be notified.'}
        </p>
      )}
      <p className="staff-alerts-note" role="status">
        {said}
      </p>
      <QuietHours quiet={push.data.quiet} />
    </div>
  );
}
