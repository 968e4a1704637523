import type { Role } from './roles';

/**
 * The session flag the backend's original client used: sessionStorage[role.sessionKey] === 'true'.
 * It is the only gate this client has; real access control must live on the server.
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
}
