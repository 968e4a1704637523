import type { Row } from '../../../mocks/db';
import { staffCredentials } from '../../../src/api/staff-credentials';
import type { Role } from '../../../src/features/staff/roles';

/** The seed's staff logins: the fake desk names the caller by the Basic header a login keeps. */
const LOGINS = {
  admin: { email: 'admin@example.com', password: 'admin12345' },
  subadmin: { email: 'subadmin@example.com', password: 'subadmin12345' },
};

/**
 * What a login of this role keeps for the desk (the Basic header); the tests' build has no lock, so it
 * is handed over as another tab would hand it.
 */
export function signInToDesk(role: Role) {
  const { email, password } = LOGINS[role.id];
  staffCredentials.adopt(role.loginScript, `Basic ${btoa(`${email}:${password}`)}`);
}

let next = 500;

/** A row of the fake desk's leads: an owner and a step as the desk keeps them. */
export function deskLead(
  kind: 'inquiries' | 'buyLeads',
  id: number,
  { owner = null, step = null }: { owner?: string | null; step?: { due: string; time: string | null; what: string } | null },
): Row {
  const at = '2026-11-20T09:30:00Z';
  return {
    id: next++,
    kind,
    lead: id,
    owner,
    ownerAt: owner ? at : null,
    step: step ? { ...step, by: owner ?? 'admin@example.com', at } : null,
    version: 1,
    changedBy: owner,
    changedAt: owner ? at : null,
  };
}
