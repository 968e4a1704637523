/**
 * The back office's one role table. Admin and subadmin share every screen; what differs is here.
 * Screens ask `can(role, capability)`; nothing is copied per role.
 */
import type { DeskEndpointId, EndpointId } from '@contract';
import type { LoginScript } from '../../api/auth/types';
import type { LeadKind } from './alerts/seen';

export type RoleId = 'admin' | 'subadmin';
export type Capability =
  | 'parts.delete'
  | 'inquiries.delete'
  | 'inquiries.status'
  | 'buyLeads.delete'
  | 'buyLeads.status'
  | 'categories'
  | 'brochures'
  | 'blogPosts'
  /** Gives a lead to another staff member (the desk's assign); taking one for oneself is everyone's. */
  | 'desk.assign'
  | 'desk.templates';

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
    capabilities: new Set<Capability>([
      'parts.delete',
      'inquiries.delete',
      'inquiries.status',
      'buyLeads.delete',
      'buyLeads.status',
      'categories',
      'brochures',
      'blogPosts',
      'desk.assign',
      'desk.templates',
    ]),
    texts: {
      areaTitle: 'Admin Panel',
      partsSubtitle: null,
      partsEmptyHint: null,
      inquiriesSearchPlaceholder: 'Search enquiries...',
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
    capabilities: new Set<Capability>(),
    texts: {
      areaTitle: 'Sub Admin Panel',
      partsSubtitle: 'Manage your truck parts catalogue',
      partsEmptyHint: 'Try adjusting your search or filter settings.',
      inquiriesSearchPlaceholder: 'Search inquiries...',
    },
  },
};

export const roleList: Role[] = Object.values(roles);

/**
 * The backend calls each capability's screens make, that a role without it never makes. The contract's
 * `access` column (the contract's endpoint entries, `@contract`) must agree: a call listed here for a capability only the admin
 * has is 'admin', every other staff call 'staff' (tests/contract/access.test.ts). The server's staff gate
 * is written from that column, so a subadmin's screen that made an admin call would be refused there.
 */
export const capabilityCalls: Record<Capability, readonly (EndpointId | DeskEndpointId)[]> = {
  'parts.delete': ['deletePart'],
  'inquiries.delete': ['deleteInquiry'],
  'inquiries.status': ['updateInquiry'],
  'buyLeads.delete': ['deleteBuyLead', 'deleteBuyLeadByBody'],
  'buyLeads.status': ['updateBuyLead'],
  categories: ['createCategory', 'updateCategory', 'deleteCategory'],
  brochures: ['saveBrochure', 'uploadFile'],
  blogPosts: ['createBlogPost', 'updateBlogPost', 'deleteBlogPost', 'uploadFile'],
  'desk.assign': ['assignDeskLead'],
  'desk.templates': ['saveDeskTemplates'],
};

export const can = (role: Role, capability: Capability) => role.capabilities.has(capability);

/** What a capability lets its role do, as a hint to a role without it says it. */
const capabilityWords: Record<Capability, string> = {
  'parts.delete': 'delete parts',
  'inquiries.status': 'change the status',
  'inquiries.delete': 'delete enquiries',
  'buyLeads.status': 'change the status',
  'buyLeads.delete': 'delete buy leads',
  categories: 'manage categories',
  brochures: 'manage brochures',
  blogPosts: 'manage blog posts',
  'desk.assign': 'assign a lead to someone else',
  'desk.templates': 'edit the reply templates',
};

/**
 * Where a control of these capabilities would be, a role without them reads who has them, e.g.
 * 'Only admin can change the status or delete enquiries.'; null when the role has them all.
 */
export function onlyOthersCan(role: Role, capabilities: readonly Capability[]): string | null {
  const missing = capabilities.filter((capability) => !can(role, capability));
  if (missing.length === 0) return null;
  const owners = roleList.filter((other) => missing.every((capability) => can(other, capability))).map((other) => other.id);
  return `Only ${owners.join(' and ')} can ${missing.map((capability) => capabilityWords[capability]).join(' or ')}.`;
}

/** A screen's module under features/staff, e.g. 'parts/parts-page' (default export; the router loads it on first use). */
type PageModule = `${string}/${string}-page`;

interface SectionEntry<Id extends string = string> {
  /** The route under the role's base path; `staffPaths` names it in camel case ('buy-leads', `buyLeads`). */
  id: Id;
  /** The sidebar's label, the same for every role or one per role. */
  label: string | Record<RoleId, string>;
  /** A role without it has neither the route nor the sidebar link. */
  capability?: Capability;
  /** The section's screen, at {basePath}/{id}. */
  page: PageModule;
  /** Its list opens at a status (?status=), so its path takes one. */
  byStatus?: true;
  /** Screens under the section, by path relative to it, and the name of their path in `staffPaths`. */
  children?: readonly { path: string; page: PageModule; name: string }[];
  /** What the sidebar counts beside it: a kind of lead's new arrivals, or the follow-ups due today or overdue. */
  count?: SidebarCount;
}

export type SidebarCount = LeadKind | 'followUps';

/**
 * Every back-office section, declared once (in the spirit of ra-core's <Resource>): the router's
 * staff routes, the sidebar, the section type and the paths below are derived from it. A new section
 * is one entry here plus its folder.
 */
const sectionTable = [
  { id: 'dashboard', label: 'Dashboard', page: 'dashboard/dashboard-page' },
  // Where the day starts: today's and overdue follow-ups, the leads nobody has taken, and one's own.
  { id: 'follow-ups', label: 'Follow-ups', page: 'desk/day-page', count: 'followUps' },
  {
    id: 'parts',
    label: { admin: 'Parts Manager', subadmin: 'Parts' },
    page: 'parts/parts-page',
    children: [
      { path: 'add', page: 'parts/part-form-page', name: 'addPart' },
      { path: ':id/edit', page: 'parts/part-form-page', name: 'editPart' },
    ],
  },
  {
    id: 'inquiries',
    // The spec lists the subadmin's links by route ('inquiries'), not by text: both say Enquiries.
    label: 'Enquiries',
    page: 'inquiries/inquiries-page',
    byStatus: true,
    children: [{ path: ':id', page: 'inquiries/inquiry-detail-page', name: 'inquiry' }],
    count: 'inquiries',
  },
  {
    id: 'buy-leads',
    label: 'Buy Leads',
    page: 'buy-leads/buy-leads-page',
    byStatus: true,
    children: [{ path: ':id', page: 'buy-leads/buy-lead-detail-page', name: 'buyLead' }],
    count: 'buyLeads',
  },
  { id: 'categories', label: 'Categories', capability: 'categories', page: 'categories/categories-page' },
  { id: 'brochures', label: 'Brochure Manager', capability: 'brochures', page: 'brochures/brochures-page' },
  { id: 'blogs', label: 'Blog Manager', capability: 'blogPosts', page: 'blog-posts/blog-posts-page' },
] as const satisfies readonly SectionEntry[];

export type SectionId = (typeof sectionTable)[number]['id'];
export type StaffSection = SectionEntry<SectionId>;
export const staffSections: readonly StaffSection[] = sectionTable;

/** The sections a role has, in sidebar order. */
export const sectionsFor = (role: Role) => staffSections.filter((section) => !section.capability || can(role, section.capability));

export const sectionLabel = (section: StaffSection, role: Role) =>
  typeof section.label === 'string' ? section.label : section.label[role.id];

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
const camel = (id: string) => id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
type Section = (typeof sectionTable)[number];
type Child = Extract<Section, { children: unknown }>['children'][number];
/** A path per section, and per child screen; one with a record's id in it takes the id. */
type SectionPaths = { [S in Section as Camel<S['id']>]: S extends { byStatus: true } ? (status?: string) => string : string } & {
  [C in Child as C['name']]: C['path'] extends `${string}:id${string}` ? (id: number | string) => string : string;
};

/** Route builders under a role's base path, one per section and child screen of the table. */
export const staffPaths = (role: Role): { login: string; section: (id: SectionId) => string } & SectionPaths => {
  const section = (id: SectionId) => `${role.basePath}/${id}`;
  const withStatus = (path: string, status?: string) => (status ? `${path}?status=${encodeURIComponent(status)}` : path);
  const paths = staffSections.flatMap(({ id, byStatus, children = [] }) => [
    [camel(id), byStatus ? (status?: string) => withStatus(section(id), status) : section(id)],
    ...children.map(({ path, name }) => {
      const at = (recordId: number | string) => `${section(id)}/${path.replace(':id', String(recordId))}`;
      return [name, path.includes(':id') ? at : `${section(id)}/${path}`];
    }),
  ]);
  return { login: role.loginPaths[0], section, ...(Object.fromEntries(paths) as SectionPaths) };
};

/**
 * The same screen in another role's area, for a staff member at the wrong address (/admin/inquiries/5
 * for a subadmin is /subadmin/inquiries/5); null when that role has no such section.
 */
export function pathInRole(path: string, from: Role, to: Role): string | null {
  if (path !== from.basePath && !path.startsWith(`${from.basePath}/`)) return null;
  const rest = path.slice(from.basePath.length);
  const id = rest.split(/[/?#]/)[1] ?? '';
  if (id === '') return staffPaths(to).dashboard;
  return sectionsFor(to).some((section) => section.id === id) ? `${to.basePath}${rest}` : null;
}
