import { lazy, useEffect, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { onStaffLockRefused, STAFF_LOCK_MESSAGE } from '../../api/staff-credentials';
import { useDisclosure } from '../../components/use-disclosure';
import { env } from '../../config/env';
import { site } from '../../config/site';
import { LeadAlertsProvider, useLeadAlerts } from './alerts/lead-alerts';
import { LeadToasts } from './alerts/lead-toasts';
import { NotificationToggle, SoundToggle } from './alerts/notifications';
import { WrongArea } from './login/wrong-area';
import { RoleContext } from './role-context';
import { roleList, sectionLabel, sectionsFor, staffPaths, type Role, type SidebarCount } from './roles';
import { askOtherTabs, endSession, hasSession, serveOtherTabs } from './session';
import './staff-layout.css';
import './shared/staff-page.css';

// Only a build with a desk watches through it and asks it for the follow-ups due, and only after the frame has drawn.
const DeskWatch = env.desk === 'on' ? lazy(() => import('./desk/desk-watch')) : null;

/** What a screen reader hears after a sidebar count's number. */
const countWords: Record<SidebarCount, string> = { inquiries: 'new', buyLeads: 'new', followUps: 'due today or overdue' };

/** The guard and the back office's frame: sidebar from the role table, Back to Website, Logout. */
export function StaffLayout({ role }: { role: Role }) {
  const location = useLocation();
  const signedIn = hasSession(role);
  // A tab without the flag first asks the browser's other tabs for the session (a typed address, a bookmark).
  const [asking, setAsking] = useState(!signedIn);
  useEffect(() => {
    if (asking) void askOtherTabs(role).then(() => setAsking(false));
  }, [asking, role]);
  if (!signedIn && asking) return null;
  const path = location.pathname + location.search;
  if (!signedIn) {
    // Signed in as another role in this tab (a subadmin typing an /admin/... address): say so. Other
    // tabs' sessions of another role are not asked for: each role's session stays its own.
    const signedInAs = roleList.find((other) => other !== role && hasSession(other));
    if (signedInAs) return <WrongArea role={role} signedInAs={signedInAs} path={path} />;
    return <Navigate to={role.loginPaths[0]} replace state={{ from: path }} />;
  }
  return (
    <RoleContext.Provider value={role}>
      <LeadAlertsProvider role={role} watch={DeskWatch}>
        <StaffFrame role={role} />
      </LeadAlertsProvider>
    </RoleContext.Provider>
  );
}

function StaffFrame({ role }: { role: Role }) {
  const navigate = useNavigate();
  const menu = useDisclosure({ menu: true });
  const paths = staffPaths(role);
  const alerts = useLeadAlerts();
  const counts: Record<SidebarCount, number> = { ...alerts.counts, followUps: alerts.followUps ?? 0 };

  const logout = () => {
    endSession(role);
    navigate(paths.login, { replace: true });
  };
  // Signed out in another tab: this one goes to the login page too.
  useEffect(() => serveOtherTabs(role, () => navigate(paths.login, { replace: true })), [role, navigate, paths.login]);

  // The server's staff lock refused this login: the session ends, and the login page says why.
  useEffect(
    () =>
      onStaffLockRefused((login) => {
        if (login !== null && login !== role.loginScript) return;
        endSession(role);
        navigate(role.loginPaths[0], { replace: true, state: { notice: STAFF_LOCK_MESSAGE } });
      }),
    [role, navigate],
  );

  return (
    <div className="staff-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="staff-topbar">
        <Link to={paths.dashboard} className="staff-brand">
          <span className="staff-brand-name">{site.shortName}</span>
          <span className="staff-brand-area">{role.texts.areaTitle}</span>
        </Link>
        <button {...menu.buttonProps} className="btn btn-outline-light btn-small staff-menu-toggle">
          {menu.open ? 'Close menu' : 'Menu'}
        </button>
      </header>
      <aside id={menu.regionId} className={`staff-sidebar${menu.open ? ' staff-sidebar-open' : ''}`}>
        <div className="staff-sidebar-inner">
          <nav aria-label={role.texts.areaTitle}>
            <ul className="staff-nav">
              {sectionsFor(role).map((section) => (
                <li key={section.id}>
                  <NavLink to={paths.section(section.id)} className="staff-nav-link">
                    {sectionLabel(section, role)}
                    {section.count && counts[section.count] > 0 ? (
                      <span className="badge staff-nav-count">
                        {counts[section.count]}
                        <span className="visually-hidden"> {countWords[section.count]}</span>
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="staff-sidebar-footer">
            <NotificationToggle />
            <SoundToggle />
            {alerts.settings}
            <Link to="/" className="staff-nav-link staff-back-link">
              Back to Website
            </Link>
            <button type="button" className="btn btn-outline btn-small staff-logout" onClick={logout}>
              Logout
            </button>
          </div>
        </div>
      </aside>
      <main id="main" tabIndex={-1} className="staff-main">
        {alerts.panel}
        <LeadToasts />
        <Outlet />
      </main>
    </div>
  );
}
