import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { act } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { AppRoutes } from '../../src/app/router';
import { roles, type RoleId } from '../../src/features/staff/roles';
import { startSession } from '../../src/features/staff/session';

/** A client like the app's, without retries so failures show at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0, gcTime: Infinity }, mutations: { retry: false } } });
}

export interface RenderRouteOptions {
  /** Log in as this role first (sets its session flag). */
  as?: RoleId;
  /** Pass options to userEvent (e.g. advanceTimers for fake timers). */
  user?: Parameters<typeof userEvent.setup>[0];
}

/**
 * userEvent as these tests use it. Its check that a target is not `pointer-events: none` is off: jsdom
 * loads none of the app's CSS and no element here sets it inline, so the check could never fail, yet
 * its walk of each ancestor's computed style was an eighth of a form test's CPU. Playwright's
 * actionability checks in the e2e suites test real clickability in a real browser.
 * `delay: null`: no timer between keystrokes. A test waits for what the app does (a preview, a
 * status), never for time that typing happened to give it; a timer a keystroke apart cost 10-15% of
 * the form tests' CPU (inquiry, part form, catalogue and layout: 43 against 35-40 CPU-s).
 */
export const setupUser = (options?: Parameters<typeof userEvent.setup>[0]) =>
  userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null, ...options });

/** Renders the whole app at `path`, as a visitor would reach it. */
export function renderRoute(path: string, options: RenderRouteOptions = {}) {
  if (options.as) startSession(roles[options.as]);
  const router: { location?: Location; navigate?: NavigateFunction } = {};
  function RouterProbe() {
    router.location = useLocation();
    router.navigate = useNavigate();
    return null;
  }
  const queryClient = testQueryClient();
  const user = setupUser(options.user);
  const result: RenderResult = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <RouterProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    ...result,
    queryClient,
    user,
    /** Where the app is now (path, search, state). */
    location: () => router.location!,
    /** Goes to `to` as a link in the app would, or (a number) back or forward in the history as the browser's buttons do. */
    navigate: (to: string | number) => act(async () => void (typeof to === 'number' ? router.navigate!(to) : router.navigate!(to))),
  };
}
