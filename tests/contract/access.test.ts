// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deskEndpointList } from '../../php-contract/desk';
import { endpointList, type Access, type Endpoint, type EndpointId } from '../../php-contract/endpoints';
import { buildOpenApi } from '../../php-contract/openapi';
import { capabilityCalls, roleList, type Capability } from '../../src/features/staff/roles';

const capabilities = Object.keys(capabilityCalls) as Capability[];
/** The backend's entries and the lead desk's: the role table covers both. */
const staffCallList = [...endpointList, ...deskEndpointList];

/** Who may call an entry according to the role table: 'public' when no screen needs a login for it. */
function accessByRoles(entry: Endpoint): Access | 'listed but public' {
  const needing = capabilities.filter((capability) => capabilityCalls[capability].includes(entry.id as EndpointId));
  if (needing.length === 0) return entry.access === 'public' ? 'public' : 'staff';
  if (entry.access === 'public') return 'listed but public';
  const callers = roleList.filter((role) => needing.some((capability) => role.capabilities.has(capability)));
  return callers.length === roleList.length ? 'staff' : 'admin';
}

describe("the contract's access column and the role table", () => {
  it.each(staffCallList.map((entry) => [entry.id, entry]))('%s: the role table agrees with its access', (_id, entry) => {
    expect(accessByRoles(entry)).toBe(entry.access);
  });

  it('only the admin holds the capabilities behind admin-only calls (a subadmin has none of them)', () => {
    const adminOnly = staffCallList.filter((entry) => entry.access === 'admin');
    expect(adminOnly.length).toBeGreaterThan(0);
    const subadmin = roleList.find((role) => role.id === 'subadmin')!;
    for (const entry of adminOnly) {
      const needing = capabilities.filter((capability) => capabilityCalls[capability].includes(entry.id as EndpointId));
      expect(
        needing.some((capability) => subadmin.capabilities.has(capability)),
        entry.id,
      ).toBe(false);
    }
  });

  it("is public for exactly the public's calls: catalogue, category, blog and brochure reads, the two forms, the logins", () => {
    const publicReads = new Set(['parts', 'categories', 'blogPosts', 'brochures']);
    const isPublic = (entry: Endpoint) =>
      (entry.method === 'GET' && publicReads.has(entry.resource)) ||
      entry.id === 'createInquiry' ||
      entry.id === 'createBuyLead' ||
      entry.resource === 'auth';
    expect(endpointList.filter((entry) => entry.access === 'public').map((entry) => entry.id)).toEqual(
      endpointList.filter(isPublic).map((entry) => entry.id),
    );
  });

  it('names only contract entries', () => {
    const ids = new Set(staffCallList.map((entry) => entry.id));
    expect(
      Object.values(capabilityCalls)
        .flat()
        .filter((id) => !ids.has(id)),
    ).toEqual([]);
  });

  it('openapi.json puts the staff lock on exactly the staff operations', () => {
    const document = buildOpenApi() as {
      paths: Record<string, Record<string, { 'x-contract-entries': string[]; security?: unknown }>>;
      components: { securitySchemes: Record<string, { scheme: string }> };
    };
    expect(document.components.securitySchemes.staffLock).toMatchObject({ type: 'http', scheme: 'basic' });
    // A path's own servers (the desk's) sit beside its operations.
    const operations = Object.values(document.paths).flatMap((item) =>
      Object.entries(item)
        .filter(([key]) => key !== 'servers')
        .map(([, operation]) => operation),
    );
    const entries = [...endpointList, ...deskEndpointList];
    for (const operation of operations) {
      const called = operation['x-contract-entries'].map((id) => entries.find((entry) => entry.id === id)!);
      const locked = called.some((entry) => entry.access !== 'public');
      const lock = !locked ? undefined : called.some((entry) => entry.base === 'desk') ? [{ deskLock: [] }] : [{ staffLock: [] }];
      expect(operation.security, operation['x-contract-entries'].join()).toEqual(lock);
    }
  });
});
