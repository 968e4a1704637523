import { useMutation } from '@tanstack/react-query';
import { adminLogin, subadminLogin } from './auth';
import type { Credentials, LoginScript } from './types';

const loginScripts = { 'login.php': adminLogin, 'sadlogin.php': subadminLogin } satisfies Record<LoginScript, unknown>;

/** Logs in through the role's script. Credentials are never logged (see staff-credentials.ts for where they are kept). */
export function useLogin(script: LoginScript) {
  return useMutation({ mutationFn: (credentials: Credentials) => loginScripts[script](credentials) });
}
