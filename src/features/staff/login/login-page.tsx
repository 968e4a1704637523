import { Formik, Form, Field } from 'formik';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { adminLogin, subadminLogin } from '../../../api/auth/auth';
import { useLogin } from '../../../api/auth/queries';
import type { Credentials, LoginScript } from '../../../api/auth/types';
import { staffCredentials } from '../../../api/staff-credentials';
import { FormField } from '../../../components/form-field';
import { PageMeta } from '../../../components/page-meta';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { pathInRole, roleList, staffPaths, type Role } from '../roles';
import { hasSession, startSession } from '../session';
import { fullRedirect } from './redirect';
import '../shared/staff-page.css';
import './login.css';

/** Where to go after login: the page the guard was asked for, when it is in this role's area. */
export function loginTarget(role: Role, from: unknown): string {
  if (typeof from === 'string' && (from === role.basePath || from.startsWith(`${role.basePath}/`)) && !from.startsWith('//')) return from;
  return staffPaths(role).dashboard;
}

/**
 * A login failure in words that say whose fault it is: a server error (5xx) or a reply that cannot be
 * read is the server failing, not a wrong password; a 401 or `success: false` keeps the server's
 * message or the spec's 'Invalid email or password. Please try again.'.
 */
export function loginFailureText(error: unknown): string {
  const serverFailed = isApiError(error) && (error.kind === 'invalid-response' || (error.kind === 'http' && (error.status ?? 0) >= 500));
  return serverFailed ? 'The server failed to check the login. Please try again later.' : errorMessage(error);
}

/** Whether the server refused the login itself (a wrong password), rather than failing to check it. */
const refused = (error: unknown) =>
  isApiError(error) && (error.kind === 'rejected' || (error.kind === 'http' && (error.status ?? 0) < 500));

const loginCalls: Record<LoginScript, (credentials: Credentials) => Promise<void>> = {
  'login.php': adminLogin,
  'sadlogin.php': subadminLogin,
};

/**
 * Credentials one login refused, tried at the other role's login: a subadmin at /SSA-admin is
 * told where to sign in instead of 'Invalid email or password'. The other login signs nobody in here,
 * so the credentials it keeps for the staff lock are dropped again unless that role is signed in.
 */
async function roleOf(credentials: Credentials, refusedBy: Role): Promise<Role | null> {
  for (const other of roleList.filter((candidate) => candidate !== refusedBy)) {
    try {
      await loginCalls[other.loginScript](credentials);
      if (!hasSession(other)) staffCredentials.clear(other.loginScript);
      return other;
    } catch {
      // Not this role's either.
    }
  }
  return null;
}

/** 'Admin Login' and 'Subadmin Login': one layout, the role's login script. No client-side rules (spec §5). */
export function LoginPage({ role }: { role: Role }) {
  const location = useLocation();
  const login = useLogin(role.loginScript);
  const state = location.state as { from?: unknown; notice?: unknown } | null;
  const target = loginTarget(role, state?.from);
  // Why the last session ended, when it did not end by Logout (the server's staff lock refused it).
  const notice = typeof state?.notice === 'string' ? state.notice : null;
  const title = `${role.label} Login`;
  // Set once this page has logged in and is loading the next one: it must not also navigate in the app.
  const [leaving, setLeaving] = useState(false);
  // The role whose login accepted the credentials this one refused.
  const [belongsTo, setBelongsTo] = useState<Role | null>(null);
  const from = typeof state?.from === 'string' ? state.from : null;
  const others = roleList.filter((other) => other !== role);

  if (hasSession(role) && !leaving) return <Navigate to={target} replace />;

  return (
    <main id="main" className="login-page">
      <PageMeta title={title} noindex />
      <div className="card login-card">
        <h1>{title}</h1>
        <p className="login-subtitle">Sign in to the {role.texts.areaTitle.toLowerCase()}</p>
        <Formik
          initialValues={{ email: '', password: '' }}
          onSubmit={async (values) => {
            login.reset();
            setBelongsTo(null);
            // Never logged; kept only for the server's staff lock, when the build has it (api/staff-credentials.ts).
            const credentials = { email: values.email.trim(), password: values.password };
            try {
              await login.mutateAsync(credentials);
            } catch (error) {
              if (refused(error)) setBelongsTo(await roleOf(credentials, role));
              return;
            }
            setLeaving(true);
            startSession(role);
            fullRedirect.assign(target);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-describedby={login.isError ? 'login-error' : undefined}>
              {login.isError && belongsTo ? (
                <div id="login-error" className="alert alert-error" role="alert">
                  <p>
                    This email and password are for the {belongsTo.texts.areaTitle.toLowerCase()}. This page is the {title}.
                  </p>
                  <Link to={belongsTo.loginPaths[0]} state={{ from: from && pathInRole(from, role, belongsTo) }}>
                    Go to the {belongsTo.label} Login
                  </Link>
                </div>
              ) : login.isError ? (
                <p id="login-error" className="alert alert-error" role="alert">
                  {loginFailureText(login.error)}
                </p>
              ) : notice ? (
                <p className="alert alert-error" role="alert">
                  {notice}
                </p>
              ) : from ? (
                // Sent here by the guard: which area the address was in, so a subadmin at /admin/... knows it is not theirs.
                <p className="login-note">
                  {from} is in the {role.texts.areaTitle.toLowerCase()}: sign in as {role.id} to open it.
                </p>
              ) : null}
              <FormField label="Email">
                <Field name="email" type="email" autoComplete="username" inputMode="email" />
              </FormField>
              <FormField label="Password">
                <Field name="password" type="password" autoComplete="current-password" />
              </FormField>
              <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                {isSubmitting ? 'Logging in...' : 'Login'}
              </button>
            </Form>
          )}
        </Formik>
        {others.map((other) => (
          <p key={other.id} className="login-other">
            <Link to={other.loginPaths[0]} state={{ from: from && pathInRole(from, role, other) }}>
              {other.label}? Sign in here
            </Link>
          </p>
        ))}
        <Link to="/" className="login-back">
          Back to Home
        </Link>
      </div>
    </main>
  );
}
