import { Formik, Form, Field } from 'formik';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useLogin } from '../../../api/auth/queries';
import { FormField } from '../../../components/form-field';
import { PageMeta } from '../../../components/page-meta';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { staffPaths, type Role } from '../roles';
import { hasSession, startSession } from '../session';
import { fullRedirect } from './redirect';
import '../staff.css';

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
            try {
              // Never logged; kept only for the server's staff lock, when the build has it (api/staff-credentials.ts).
              await login.mutateAsync({ email: values.email.trim(), password: values.password });
            } catch {
              return;
            }
            setLeaving(true);
            startSession(role);
            fullRedirect.assign(target);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-describedby={login.isError ? 'login-error' : undefined}>
              {login.isError ? (
                <p id="login-error" className="alert alert-error" role="alert">
                  {loginFailureText(login.error)}
                </p>
              ) : notice ? (
                <p className="alert alert-error" role="alert">
                  {notice}
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
        <Link to="/" className="login-back">
          Back to Home
        </Link>
      </div>
    </main>
  );
}
