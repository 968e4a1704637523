import { staffCredentials } from '../../api/staff-credentials';
import type { Role, RoleId } from './roles';

/**
 * The session flag the backend's original client used: sessionStorage[role.sessionKey] === 'true'.
 * Real access control lives on the server: the staff lock (build/staff-gate.ts), whose credentials
 * the session ends with.
 */
export function hasSession(role: Role): boolean {
  try {
    return window.sessionStorage.getItem(role.sessionKey) === 'true';
  } catch {
    return false;
  }
}

export function startSession(role: Role): void {
  window.sessionStorage.setItem(role.sessionKey, 'true');
}

/** Ends the role's session in this tab and in every other tab of the browser. */
export function endSession(role: Role): void {
  clearFlag(role);
  sender ??= tabs();
  sender?.postMessage({ kind: 'logout', role: role.id } satisfies TabMessage);
}

// Kept open: a channel closed straight after posting may drop the message.
let sender: BroadcastChannel | null = null;

/** The flag and the staff lock's credentials go together: a tab never keeps one without the other. */
function clearFlag(role: Role): void {
  window.sessionStorage.removeItem(role.sessionKey);
  staffCredentials.clear(role.loginScript);
}

/**
 * What one tab hands a new tab of the same browser so it is signed in too: 'the session' of one role.
 * This is the one place that says what a session is across tabs; whatever else a session comes to
 * hold is given and taken here.
 */
export const sessionHandover = {
  offer(role: Role): SessionHandover | null {
    return hasSession(role) ? { signedIn: true, lock: staffCredentials.get(role.loginScript) } : null;
  },
  adopt(role: Role, handover: SessionHandover): void {
    if (!handover.signedIn) return;
    if (handover.lock) staffCredentials.adopt(role.loginScript, handover.lock);
    startSession(role);
  },
};

export interface SessionHandover {
  signedIn: true;
  /** The staff lock's Authorization value, when the build has the lock and the tab holds it. */
  lock: string | null;
}

type TabMessage =
  { kind: 'ask'; role: RoleId } | { kind: 'give'; role: RoleId; handover: SessionHandover } | { kind: 'logout'; role: RoleId };

const CHANNEL = 'staff-session';

// The flag stays in each tab's sessionStorage (spec §6), so closing every tab still ends the session:
// a new tab is only handed it while another tab of the same browser is open and signed in.
const tabs = () => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL));

/** How long a new tab waits for a signed-in tab to answer before it shows the login page. */
export const HANDOVER_WAIT_MS = 400;

/** Asks the browser's other tabs for this role's session; resolves whether this tab now has it. */
export function askOtherTabs(role: Role, waitMs = HANDOVER_WAIT_MS): Promise<boolean> {
  const channel = tabs();
  if (!channel) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (signedIn: boolean) => {
      clearTimeout(timer);
      channel.close();
      resolve(signedIn);
    };
    const timer = setTimeout(() => done(false), waitMs);
    channel.onmessage = ({ data }: MessageEvent<TabMessage>) => {
      if (data?.kind !== 'give' || data.role !== role.id || hasSession(role)) return;
      sessionHandover.adopt(role, data.handover);
      done(hasSession(role));
    };
    channel.postMessage({ kind: 'ask', role: role.id } satisfies TabMessage);
  });
}

/**
 * A signed-in tab answers other tabs' asks for its role and hears their logouts (`onLogout`, after
 * its own session has ended). Returns the stop function.
 */
export function serveOtherTabs(role: Role, onLogout: () => void): () => void {
  const channel = tabs();
  if (!channel) return () => {};
  channel.onmessage = ({ data }: MessageEvent<TabMessage>) => {
    if (data?.role !== role.id) return;
    if (data.kind === 'logout') {
      // This tab's own logout reaches its own listener too: it has already ended the session and gone
      // where it meant to go (the lock's refusal goes to the login page with its message).
      if (!hasSession(role)) return;
      clearFlag(role);
      onLogout();
    } else if (data.kind === 'ask') {
      const handover = sessionHandover.offer(role);
      if (handover) channel.postMessage({ kind: 'give', role: role.id, handover } satisfies TabMessage);
    }
  };
  return () => channel.close();
}
