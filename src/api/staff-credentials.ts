/**
 * The staff member's credentials for the server's staff lock (VITE_STAFF_GATE=basic; build/staff-gate.ts):
 * the one place they are kept. Set after a successful login, sent by src/api/http.ts with staff calls
 * only (the contract's `access` column), forgotten at logout or when the lock refuses them.
 * Kept in sessionStorage, as the session flag is: this tab only, gone when it closes, and still there
 * after the full page load that follows a login. Never in localStorage, Cache Storage, a URL or a log.
 */
import { env } from '../config/env';
import type { Credentials, LoginScript } from './auth/types';

const KEY = (login: LoginScript) => `staffLock:${login}`;

/** The header value Apache's Basic authentication reads: base64 of the UTF-8 `email:password`. */
function basic({ email, password }: Credentials): string {
  const bytes = new TextEncoder().encode(`${email}:${password}`);
  return `Basic ${btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))}`;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** get / set / clear, by the login that gave them (each role has its own session in a tab). */
export const staffCredentials = {
  /** The Authorization header value for this login, if the tab has it. */
  get: (login: LoginScript): string | null => storage()?.getItem(KEY(login)) ?? null,
  /** Kept only when something reads them: the build's lock, or the fake backend's desk, which names the caller by them. */
  set(login: LoginScript, credentials: Credentials): void {
    if (env.staffGate || env.mocking) storage()?.setItem(KEY(login), basic(credentials));
  },
  /** Takes the value another tab of this browser handed over (src/features/staff/session.ts). */
  adopt: (login: LoginScript, header: string): void => storage()?.setItem(KEY(login), header),
  clear: (login: LoginScript): void => storage()?.removeItem(KEY(login)),
};

/** Logins in the order their credentials are used: an admin's open every staff call, a subadmin's not the admin-only ones. */
const LOGINS: readonly LoginScript[] = ['login.php', 'sadlogin.php'];

/** The credentials a staff call carries, and the login they came from. */
export function staffAuthorization(): { login: LoginScript; header: string } | null {
  for (const login of LOGINS) {
    const header = staffCredentials.get(login);
    if (header) return { login, header };
  }
  return null;
}

export const STAFF_LOCK_MESSAGE =
  "The server's staff lock did not accept this login, so you have been signed out. Please ask the website's administrator (whoever set up its hosting) to add your email and password to the staff lock.";

type Listener = (login: LoginScript | null) => void;
const listeners = new Set<Listener>();

/** Called when the lock refuses a staff call: with the login whose credentials went, or null if none did. */
export function onStaffLockRefused(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function reportStaffLockRefused(login: LoginScript | null): void {
  if (login) staffCredentials.clear(login);
  for (const listener of listeners) listener(login);
}
