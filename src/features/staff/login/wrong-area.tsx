import { Link } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { pathInRole, staffPaths, type Role } from '../roles';
import '../shared/staff-page.css';
import './login.css';

/**
 * A staff member signed in as one role at an address of another's area (a subadmin typing /admin/...):
 * where they are and where to go, instead of the other login page without a word.
 */
export function WrongArea({ role, signedInAs, path }: { role: Role; signedInAs: Role; path: string }) {
  const title = `This page is for ${role.id}`;
  const same = pathInRole(path, role, signedInAs);
  return (
    <main id="main" className="login-page">
      <PageMeta title={title} noindex />
      <div className="card login-card">
        <h1>{title}</h1>
        <p className="login-subtitle">
          {path} is in the {role.texts.areaTitle.toLowerCase()}. You are signed in as {signedInAs.id}.
        </p>
        <Link className="btn btn-primary" to={same ?? staffPaths(signedInAs).dashboard}>
          {same && same !== staffPaths(signedInAs).dashboard ? 'Open this page in the' : 'Go to the'}{' '}
          {signedInAs.texts.areaTitle.toLowerCase()}
        </Link>
        <p className="login-other">
          <Link to={role.loginPaths[0]} state={{ from: path }}>
            Sign in as {role.id}
          </Link>
        </p>
      </div>
    </main>
  );
}
