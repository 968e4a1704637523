import { staffCredentials } from '../../api/staff-credentials';
import type { Role } from './roles';

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

export function endSession(role: Role): void {
  window.sessionStorage.removeItem(role.sessionKey);
  staffCredentials.clear(role.loginScript);
}
