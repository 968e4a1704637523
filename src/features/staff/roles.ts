/**
 * The back office's one role table. Admin and subadmin share every screen; what differs is here.
 * Screens ask `can(role, capability)`; nothing is copied per role.
 */
import type { LoginScript } from '../../api/auth/queries';

export type RoleId = 'admin' | 'subadmin';
export type Capability = 'parts.delete' | 'inquiries.delete' | 'buyLeads.delete' | 'categories' | 'brochures' | 'blogPosts';
/** The back-office sections; each is a route under the role's base path. */
export type Section = 'dashboard' | 'parts' | 'inquiries' | 'buy-leads' | 'categories' | 'brochures' | 'blogs';

export interface Role {
  id: RoleId;
  /** "Admin" / "Subadmin": used in headings such as 'Admin Login'. */
  label: string;
  basePath: string;
  /** Both readings of the spec's login route; the first is canonical. */
  loginPaths: readonly [string, ...string[]];
  /** The sessionStorage key whose value 'true' opens this role's area. */
  sessionKey: string;
  loginScript: LoginScript;
  dashboardTitle: string;
  sidebar: readonly { section: Section; label: string }[];
  capabilities: ReadonlySet<Capability>;
  /** Texts that differ between the roles' screens (spec §2.14, §2.15, §2.17). */
  texts: RoleTexts;
}

export interface RoleTexts {
  /** Shown above the sidebar links. */
  areaTitle: string;
  partsSubtitle: string | null;
  partsEmptyHint: string | null;
  inquiriesSearchPlaceholder: string;
  /** The heading over a buy lead's message in its expanded row. */
  buyLeadMessageHeading: string;
}

export const roles: Record<RoleId, Role> = {
  admin: {
    id: 'admin',
    label: 'Admin',
    basePath: '/admin',
    loginPaths: ['/SSA-admin', '/login'],
    sessionKey: 'adminSession',
    loginScript: 'login.php',
    dashboardTitle: 'Admin Dashboard',
    sidebar: [
      { section: 'dashboard', label: 'Dashboard' },
      { section: 'parts', label: 'Parts Manager' },
      { section: 'inquiries', label: 'Enquiries' },
      { section: 'buy-leads', label: 'Buy Leads' },
      { section: 'categories', label: 'Categories' },
      { section: 'brochures', label: 'Brochure Manager' },
      { section: 'blogs', label: 'Blog Manager' },
    ],
    capabilities: new Set<Capability>(['parts.delete', 'inquiries.delete', 'buyLeads.delete', 'categories', 'brochures', 'blogPosts']),
    texts: {
      areaTitle: 'Admin Panel',
      partsSubtitle: null,
      partsEmptyHint: null,
      inquiriesSearchPlaceholder: 'Search enquiries...',
      buyLeadMessageHeading: 'Inquiry Message',
    },
  },
  subadmin: {
    id: 'subadmin',
    label: 'Subadmin',
    basePath: '/subadmin',
    loginPaths: ['/SSA-subadmin', '/subadmin-login'],
    sessionKey: 'subadminSession',
    loginScript: 'sadlogin.php',
    dashboardTitle: 'Sub Admin Dashboard',
    sidebar: [
      { section: 'dashboard', label: 'Dashboard' },
      { section: 'parts', label: 'Parts' },
      { section: 'inquiries', label: 'Inquiries' },
      { section: 'buy-leads', label: 'Buy Leads' },
    ],
    capabilities: new Set<Capability>(),
    texts: {
      areaTitle: 'Sub Admin Panel',
      partsSubtitle: 'Manage your truck parts catalogue',
      partsEmptyHint: 'Try adjusting your search or filter settings.',
      inquiriesSearchPlaceholder: 'Search inquiries...',
      buyLeadMessageHeading: 'Enquiry Message',
    },
  },
};

export const roleList: Role[] = Object.values(roles);

export const can = (role: Role, capability: Capability) => role.capabilities.has(capability);

/** Which capability a section needs, if any. */
export const sectionCapability: Partial<Record<Section, Capability>> = {
  categories: 'categories',
  brochures: 'brochures',
  blogs: 'blogPosts',
};

/** Route builders under a role's base path. */
export const staffPaths = (role: Role) => ({
  login: role.loginPaths[0],
  dashboard: `${role.basePath}/dashboard`,
  parts: `${role.basePath}/parts`,
  addPart: `${role.basePath}/parts/add`,
  editPart: (id: number | string) => `${role.basePath}/parts/${id}/edit`,
  inquiries: (status?: string) => `${role.basePath}/inquiries${status ? `?status=${encodeURIComponent(status)}` : ''}`,
  inquiry: (id: number | string) => `${role.basePath}/inquiries/${id}`,
  buyLeads: (status?: string) => `${role.basePath}/buy-leads${status ? `?status=${encodeURIComponent(status)}` : ''}`,
  categories: `${role.basePath}/categories`,
  brochures: `${role.basePath}/brochures`,
  blogs: `${role.basePath}/blogs`,
  section: (section: Section) => `${role.basePath}/${section}`,
});
