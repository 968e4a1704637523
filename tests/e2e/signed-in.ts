/**
 * Staff signed in once per role and project, not in every test: the `<project>-login` setup project
 * (staff.setup.ts) logs in through the form as each role and saves what the browser then holds;
 * `signedIn(page, role, path)` puts that into a fresh test's page and opens `path` (the role's dashboard
 * by default) as a typed-in address: one load of the app, not the login form, the dashboard and the page.
 * Tests about logging in (the form, wrong passwords, logging out and in again) still use the form.
 * The app keeps its session flag in sessionStorage, which Playwright's storageState leaves out, so
 * the saved state is storageState (cookies, localStorage) plus the tab's sessionStorage.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

export type StaffRole = 'admin' | 'subadmin';

interface SignedInState {
  cookies: Parameters<import('@playwright/test').BrowserContext['addCookies']>[0];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
  origin: string;
  sessionStorage: [string, string][];
  /** Where the login landed: the role's dashboard. */
  url: string;
}

/** The setup project `<project>-login` signs in for `<project>`; the file is per run (outputDir is emptied). */
const stateFile = (project: string, role: StaffRole) =>
  join(test.info().config.projects.find((p) => p.name === project)?.outputDir ?? 'test-results', '.auth', `${project}-${role}.json`);

/** Called by the setup project once its page shows the role's dashboard. */
export async function saveSignedIn(page: Page, project: string, role: StaffRole): Promise<void> {
  const file = stateFile(project, role);
  const url = new URL(page.url());
  const state: SignedInState = {
    ...(await page.context().storageState()),
    origin: url.origin,
    sessionStorage: await page.evaluate(() => Object.entries(sessionStorage)),
    url: url.pathname,
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(state));
}

/**
 * This test's page, signed in as `role` (saved by this project's setup), on `path` (the role's dashboard by
 * default). `firstVisit` leaves out the leads' 'last looked' marks (alerts/seen.ts), as a browser that has just
 * logged in for the first time has none: the tests of the new-lead alerts count from the page's own first check.
 */
export async function signedIn(page: Page, role: StaffRole, path?: string, { firstVisit = false } = {}): Promise<void> {
  const state = JSON.parse(readFileSync(stateFile(test.info().project.name, role), 'utf8')) as SignedInState;
  await page.context().addCookies(state.cookies);
  // A blank page of the site's own origin, answered here, so its storage is in place before the app starts.
  const blank = `${state.origin}/__signed-in`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>signing in</title>' }));
  await page.goto(blank);
  await page.evaluate(
    ({ local, session }) => {
      for (const { name, value } of local) localStorage.setItem(name, value);
      for (const [name, value] of session) sessionStorage.setItem(name, value);
    },
    {
      local: (state.origins.find((entry) => entry.origin === state.origin)?.localStorage ?? []).filter(
        ({ name }) => !(firstVisit && name.startsWith('staffLeadsSeen:')),
      ),
      session: state.sessionStorage,
    },
  );
  await page.unroute(blank);
  const target = path ?? state.url;
  await page.goto(target);
  const pathname = new URL(target, state.origin).pathname;
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}
