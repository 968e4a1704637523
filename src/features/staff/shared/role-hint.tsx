import { useRole } from '../role-context';
import { onlyOthersCan, type Capability } from '../roles';

/**
 * Where an admin-only control would be, a role without it reads who can, so a subadmin does not
 * look for a status selector or a delete button that is not there for them.
 */
export function RoleHint({ capabilities }: { capabilities: readonly Capability[] }) {
  const text = onlyOthersCan(useRole(), capabilities);
  return text ? <p className="staff-role-hint">{text}</p> : null;
}
