import { Link } from 'react-router-dom';
import { useRole } from './role-context';
import { roleList, sectionLabel, sectionsFor, staffPaths, type StaffSection } from './roles';
import { StaffPageHeader } from './shared/staff-page-header';

/**
 * A section this role lacks (e.g. /subadmin/categories): it says whose page it is, from the role
 * table, instead of the public 'Page Not Found'.
 */
export function OtherRolePage({ section }: { section: StaffSection }) {
  const role = useRole();
  const owners = roleList.filter((other) => sectionsFor(other).includes(section));
  const owner = owners[0];
  return (
    <>
      <StaffPageHeader
        title={`This page is for ${owners.map((other) => other.id).join(' and ')}`}
        subtitle={`${owner ? sectionLabel(section, owner) : section.id} is not part of the ${role.texts.areaTitle.toLowerCase()}. You are signed in as ${role.id}.`}
      />
      <p>
        <Link className="btn btn-primary" to={staffPaths(role).dashboard}>
          Back to Dashboard
        </Link>
      </p>
    </>
  );
}
