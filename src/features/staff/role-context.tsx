import { createContext, useContext } from 'react';
import type { Role } from './roles';

export const RoleContext = createContext<Role | null>(null);

/** The role whose area is showing. Every back-office screen reads it; none is copied per role. */
export function useRole(): Role {
  const role = useContext(RoleContext);
  if (!role) throw new Error('useRole must be used inside a staff area');
  return role;
}
