import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { can, roles, staffPaths, type Role } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { roleCases } from './helpers';

/** Every route of a role's area (spec §2.1), with sample ids. */
const routesOf = (role: Role) => {
  const paths = staffPaths(role);
  const common = [
    role.basePath,
    paths.dashboard,
    paths.parts,
    paths.addPart,
    paths.editPart(1),
    paths.inquiries(),
    paths.inquiries('pending'),
    paths.inquiry(1),
    paths.buyLeads(),
  ];
  return can(role, 'categories') ? [...common, paths.section('categories'), paths.section('brochures'), paths.section('blogs')] : common;
};

/** The sidebar each role sees (spec §2.9, §2.10). */
const sidebarOf = (role: Role) =>
  role.id === 'admin'
    ? ['Dashboard', 'Follow-ups', 'Parts Manager', 'Enquiries', 'Buy Leads', 'Categories', 'Brochure Manager', 'Blog Manager']
    : ['Dashboard', 'Follow-ups', 'Parts', 'Enquiries', 'Buy Leads'];

describe.each(roleCases)('$name area guard and layout', ({ role }) => {
  it.each(routesOf(role).map((path) => [path]))('sends %s without the session flag to the login page', async (path) => {
    const { location } = renderRoute(path);
    await screen.findByRole('heading', { name: `${role.label} Login` });
    expect(location().pathname).toBe(role.loginPaths[0]);
  });

  it("does not open with the other role's flag: it says whose page it is and where to go", async () => {
    const other = role.id === 'admin' ? roles.subadmin : roles.admin;
    const { user, location } = renderRoute(staffPaths(role).inquiry(7), { as: other.id });
    expect(await screen.findByRole('heading', { level: 1, name: `This page is for ${role.id}` })).toBeInTheDocument();
    expect(
      screen.getByText(`${staffPaths(role).inquiry(7)} is in the ${role.texts.areaTitle.toLowerCase()}. You are signed in as ${other.id}.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: role.texts.areaTitle })).toBeNull();
    expect(screen.getByRole('link', { name: `Open this page in the ${other.texts.areaTitle.toLowerCase()}` })).toHaveAttribute(
      'href',
      staffPaths(other).inquiry(7),
    );
    await user.click(screen.getByRole('link', { name: `Sign in as ${role.id}` }));
    expect(await screen.findByRole('heading', { name: `${role.label} Login` })).toBeInTheDocument();
    expect(location().pathname).toBe(role.loginPaths[0]);
  });

  it('lists the role sidebar, a Back to Website link and marks the current page', async () => {
    renderRoute(staffPaths(role).parts, { as: role.id });
    const nav = await screen.findByRole('navigation', { name: role.texts.areaTitle });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(sidebarOf(role));
    for (const link of links) expect(link.getAttribute('href')!.startsWith(`${role.basePath}/`)).toBe(true);
    expect(within(nav).getByRole('link', { name: sidebarOf(role)[2]! })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back to Website' })).toHaveAttribute('href', '/');
  });

  it('logs out: clears the flag and goes to the login page', async () => {
    const { user, location, navigate } = renderRoute(staffPaths(role).dashboard, { as: role.id });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: `${role.label} Login` });
    expect(window.sessionStorage.getItem(role.sessionKey)).toBeNull();
    expect(location().pathname).toBe(role.loginPaths[0]);
    // The area stays closed afterwards.
    await navigate(staffPaths(role).parts);
    await waitFor(() => expect(location().pathname).toBe(role.loginPaths[0]));
  });

  it('has a menu button for phones that opens and closes the sidebar', async () => {
    const { user } = renderRoute(staffPaths(role).dashboard, { as: role.id });
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const sidebar = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(sidebar).toHaveClass('staff-sidebar');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).toHaveClass('staff-sidebar-open');
    // Escape closes it, and the button opens it again.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).not.toHaveClass('staff-sidebar-open');
    await user.click(toggle);
    // Picking a page closes it.
    await user.click(
      within(screen.getByRole('navigation', { name: role.texts.areaTitle })).getByRole('link', { name: sidebarOf(role)[1]! }),
    );
    expect(await screen.findByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks staff pages noindex', async () => {
    renderRoute(staffPaths(role).dashboard, { as: role.id });
    await screen.findByRole('heading', { level: 1, name: role.dashboardTitle });
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
  });
});

describe('subadmin limits', () => {
  it.each([['categories'], ['brochures'], ['blogs'], ['blogs/anything']])(
    "has no /subadmin/%s page: it says 'This page is for admin', not the public 404",
    async (section) => {
      renderRoute(`/subadmin/${section}`, { as: 'subadmin' });
      expect(await screen.findByRole('heading', { level: 1, name: 'This page is for admin' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/subadmin/dashboard');
    },
  );

  it('still shows the 404 for an address that is no section', async () => {
    renderRoute('/subadmin/nothing-here', { as: 'subadmin' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('does not offer categories, brochures or blogs in its sidebar', async () => {
    renderRoute('/subadmin/dashboard', { as: 'subadmin' });
    const nav = await screen.findByRole('navigation', { name: roles.subadmin.texts.areaTitle });
    expect(within(nav).queryByRole('link', { name: /categor|brochure|blog/i })).toBeNull();
  });
});
