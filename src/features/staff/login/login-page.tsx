import type { Role } from '../roles';

export function LoginPage({ role }: { role: Role }) {
  return <h1>{role.label} Login</h1>;
}
