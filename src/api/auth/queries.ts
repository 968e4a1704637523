import { useMutation } from '@tanstack/react-query';
import { adminLogin, subadminLogin, type Credentials } from './auth';

export const loginScripts = { 'login.php': adminLogin, 'sadlogin.php': subadminLogin } as const;
export type LoginScript = keyof typeof loginScripts;

/** Logs in through the role's script. Credentials are never logged (see staff-credentials.ts for where they are kept). */
export function useLogin(script: LoginScript) {
  return useMutation({ mutationFn: (credentials: Credentials) => loginScripts[script](credentials) });
}
