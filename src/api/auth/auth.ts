import { authCalls } from '@contract';
import { callAndConfirm } from '../http';
import { staffCredentials } from '../staff-credentials';
import { loginTexts } from '../texts/calls';
import type { Credentials } from './types';

/**
 * Resolves on success; otherwise throws with the server's message or the spec's text. Never logs.
 * On success the credentials are kept for the server's staff lock (staff-credentials.ts), when the build has it.
 */
export async function adminLogin(credentials: Credentials): Promise<void> {
  await callAndConfirm(authCalls.adminLogin, loginTexts, { body: credentials });
  staffCredentials.set('login.php', credentials);
}

export async function subadminLogin(credentials: Credentials): Promise<void> {
  await callAndConfirm(authCalls.subadminLogin, loginTexts, { body: credentials });
  staffCredentials.set('sadlogin.php', credentials);
}
