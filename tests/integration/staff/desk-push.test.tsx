/**
 * This device's push settings and the quiet hours (src/features/staff/desk/push-settings.tsx, quiet-hours.tsx)
 * in the sidebar, on the fake desk: no key, no PushManager (the iOS text), no service worker, a subscription
 * posted to the desk, the browser's and the desk's refusals, stopping; quiet hours saved, and refused.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffCredentials } from '../../../src/api/staff-credentials';
import { WORKER_WAIT_MS } from '../../../src/features/staff/desk/push-settings';
import { staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { adminRole, recordRequests, server } from './helpers';

vi.mock('../../../src/config/env', async (original) => {
  const actual = await original<typeof import('../../../src/config/env')>();
  return { ...actual, env: { ...actual.env, desk: 'on' } };
});

const basic = `Basic ${btoa('admin@example.com:admin12345')}`;
const b64url = (bytes: number[]) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const DEVICE = {
  endpoint: 'https://push.example.com/send/device-1',
  expirationTime: null,
  keys: { p256dh: b64url([4, ...Array.from({ length: 64 }, (_, i) => i + 1)]), auth: b64url(Array.from({ length: 16 }, (_, i) => i)) },
};

/** A browser's push parts: a PushManager, a service worker registration and its subscription, as the test sets them. */
function pushBrowser({ subscribed = false, refuse = false, registration = true, worker = 'sw.js', later = false } = {}) {
  const subscription = { endpoint: DEVICE.endpoint, toJSON: () => DEVICE, unsubscribe: vi.fn(async () => true) };
  const pushManager = {
    getSubscription: vi.fn(async () => (subscribed ? subscription : null)),
    subscribe: vi.fn(async () => {
      if (refuse) throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
      return subscription;
    }),
  };
  const found = registration ? { active: { scriptURL: `${window.location.origin}/${worker}` }, pushManager } : undefined;
  vi.stubGlobal('PushManager', function PushManager() {});
  // `later`: the worker is registered only after the page has loaded, as on a first visit; else `ready` waits for ever.
  const container = {
    getRegistration: async () => (later ? undefined : found),
    ready: later ? Promise.resolve(found) : new Promise(() => {}),
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return { subscription, pushManager };
}

/** A staff page as the admin, once its sidebar is drawn, with this device's notifications opened (when offered). */
async function openSidebar({ open = true }: { open?: boolean } = {}) {
  staffCredentials.adopt(adminRole.loginScript, basic);
  const view = renderRoute(staffPaths(adminRole).section('parts'), { as: 'admin' });
  await screen.findByRole('complementary');
  if (open) await view.user.click(await within(screen.getByRole('complementary')).findByText('Notifications on this device'));
  return view;
}

const sidebar = () => screen.getByRole('complementary');

beforeEach(() => {
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => 'default' });
});
afterEach(() => {
  // The app lets go of the worker's events as it unmounts: before the worker goes.
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push on this device', () => {
  it('offers nothing when the desk has no key', async () => {
    pushBrowser();
    const asked = recordRequests('get', 'push');
    server.use(http.get('*/desk/push', () => HttpResponse.json({ success: true, key: null, quiet: null, devices: 0 })));
    await openSidebar({ open: false });
    await waitFor(() => expect(asked).toHaveLength(1));
    await screen.findByRole('heading', { level: 1 });
    expect(within(sidebar()).queryByRole('button', { name: /Notify me/ })).toBeNull();
    expect(within(sidebar()).queryByText('Quiet hours')).toBeNull();
    expect(within(sidebar()).queryByText('Notifications on this device')).toBeNull();
  });

  it('tells an iPhone without PushManager to add the site to the Home Screen', async () => {
    await openSidebar();
    expect(
      await within(sidebar()).findByText('To be notified on this iPhone, add this site to the Home Screen and open it from there.'),
    ).toBeInTheDocument();
    expect(within(sidebar()).queryByRole('button', { name: /Notify me/ })).toBeNull();
  });

  it("says the device cannot be notified here with only demo mode's worker, the fake backend's", async () => {
    pushBrowser({ worker: 'mockServiceWorker.js' });
    await openSidebar();
    expect(await within(sidebar()).findByText(/This device cannot be notified here/)).toBeInTheDocument();
    expect(within(sidebar()).queryByRole('button', { name: /Notify me/ })).toBeNull();
  });

  it('waits a while for the worker a first visit registers after the page loads, then says none came', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      pushBrowser({ registration: false });
      await openSidebar();
      await act(async () => void vi.advanceTimersByTime(WORKER_WAIT_MS - 1_000));
      expect(within(sidebar()).queryByText(/This device cannot be notified here/)).toBeNull();
      await act(async () => void vi.advanceTimersByTime(2_000));
      expect(await within(sidebar()).findByText(/This device cannot be notified here/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the button once a worker registered after the page loads is ready', async () => {
    pushBrowser({ later: true });
    await openSidebar();
    expect(await within(sidebar()).findByRole('button', { name: 'Notify me on this device' })).toBeInTheDocument();
  });

  it("subscribes with the desk's key on the tap and posts the subscription to the desk", async () => {
    const { pushManager } = pushBrowser();
    const posted = recordRequests('post', 'push');
    const { user } = await openSidebar();
    const notify = await within(sidebar()).findByRole('button', { name: 'Notify me on this device' });
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    await user.click(notify);
    expect(await within(sidebar()).findByText('This device is notified of new leads.')).toBeInTheDocument();
    expect(within(sidebar()).getByText('This device will be notified of new leads.')).toHaveAttribute('role', 'status');
    const [options] = pushManager.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(options.applicationServerKey[0]).toBe(4);
    expect(posted.map((request) => request.body)).toEqual([DEVICE]);
  });

  it("shows the browser's refusal and posts nothing", async () => {
    pushBrowser({ refuse: true });
    vi.stubGlobal('Notification', { permission: 'denied' });
    const posted = recordRequests('post', 'push');
    const { user } = await openSidebar();
    await user.click(await within(sidebar()).findByRole('button', { name: 'Notify me on this device' }));
    expect(await within(sidebar()).findByText('Notifications are blocked for this site in this browser.')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('button', { name: 'Notify me on this device' })).toBeEnabled();
    expect(posted).toEqual([]);
  });

  it("shows the desk's refusal, and leaves the browser unsubscribed", async () => {
    const { subscription } = pushBrowser();
    server.use(
      http.post('*/desk/push', () => HttpResponse.json({ success: false, message: 'This device cannot be notified.' }, { status: 400 })),
    );
    const { user } = await openSidebar();
    await user.click(await within(sidebar()).findByRole('button', { name: 'Notify me on this device' }));
    expect(await within(sidebar()).findByText('This device cannot be notified.')).toBeInTheDocument();
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(within(sidebar()).getByRole('button', { name: 'Notify me on this device' })).toBeInTheDocument();
    expect(within(sidebar()).queryByText('This device is notified of new leads.')).toBeNull();
  });

  it('stops notifying a subscribed device: the desk forgets it, then the browser', async () => {
    const { subscription } = pushBrowser({ subscribed: true });
    const deleted = recordRequests('delete', 'push');
    const { user } = await openSidebar();
    expect(await within(sidebar()).findByText('This device is notified of new leads.')).toBeInTheDocument();
    await user.click(within(sidebar()).getByRole('button', { name: 'Stop notifying this device' }));
    expect(await within(sidebar()).findByRole('button', { name: 'Notify me on this device' })).toBeInTheDocument();
    expect(within(sidebar()).getByText('This device will not be notified.')).toBeInTheDocument();
    expect(deleted.map((request) => request.body)).toEqual([{ endpoint: DEVICE.endpoint }]);
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it('keeps a subscribed device notified when the desk cannot be reached to stop it', async () => {
    const { subscription } = pushBrowser({ subscribed: true });
    server.use(http.delete('*/desk/push', () => HttpResponse.error()));
    const { user } = await openSidebar();
    await user.click(await within(sidebar()).findByRole('button', { name: 'Stop notifying this device' }));
    expect(await within(sidebar()).findByText('The lead desk could not be reached. This device is still notified.')).toBeInTheDocument();
    expect(within(sidebar()).getByText('This device is notified of new leads.')).toBeInTheDocument();
    expect(subscription.unsubscribe).not.toHaveBeenCalled();
  });
});

describe('quiet hours', () => {
  it('saves them, and the desk keeps them', async () => {
    const saved = recordRequests('put', 'quiet');
    const { user } = await openSidebar();
    await user.click(await within(sidebar()).findByText('Quiet hours'));
    await user.type(within(sidebar()).getByLabelText('From'), '22:00');
    await user.type(within(sidebar()).getByLabelText('To'), '07:00');
    await user.click(within(sidebar()).getByRole('button', { name: 'Save quiet hours' }));
    expect(await within(sidebar()).findByText('Quiet hours saved.')).toBeInTheDocument();
    expect(saved.map((request) => request.body)).toEqual([{ from: '22:00', to: '07:00' }]);
    const kept = await fetch(`${window.location.origin}/desk/push`, { headers: { Authorization: basic } });
    expect(((await kept.json()) as { quiet: unknown }).quiet).toEqual({ from: '22:00', to: '07:00' });

    await user.click(within(sidebar()).getByRole('button', { name: 'No quiet hours' }));
    await waitFor(() => expect(within(sidebar()).getByLabelText('From')).toHaveValue(''));
    expect(saved.at(-1)!.body).toEqual({ from: '', to: '' });
  });

  it("ties the desk's refusal to the time left empty", async () => {
    const { user } = await openSidebar();
    await user.click(await within(sidebar()).findByText('Quiet hours'));
    await user.type(within(sidebar()).getByLabelText('From'), '22:00');
    await user.click(within(sidebar()).getByRole('button', { name: 'Save quiet hours' }));
    const to = within(sidebar()).getByLabelText('To');
    await waitFor(() => expect(to).toHaveAccessibleDescription('Quiet hours need a start and an end.'));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(within(sidebar()).getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    expect(within(sidebar()).getByRole('alert')).toHaveTextContent('Quiet hours need a start and an end.');
  });
});
