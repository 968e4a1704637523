import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { RoleContext } from './role-context';
import type { Role } from './roles';
import { hasSession } from './session';

export function StaffLayout({ role }: { role: Role }) {
  const location = useLocation();
  if (!hasSession(role)) return <Navigate to={role.loginPaths[0]} replace state={{ from: location.pathname + location.search }} />;
  return (
    <RoleContext.Provider value={role}>
      <Outlet />
    </RoleContext.Provider>
  );
}
