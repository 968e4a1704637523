/**
 * Shared by the e2e specs over real HTTP: the site (dist-php, one origin) talks to the reference
 * PHP backend (another origin). Specs use the spec's texts (SPEC §2) with getByRole/getByLabel,
 * and check what the backend really stored through its own API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test as base } from '../fixtures';

/** Set by playwright.config.ts; dist-php is built against it. */
export const backendUrl = process.env.E2E_PHP_BACKEND_URL ?? 'http://127.0.0.1:8091';

export const STAFF = {
  admin: {
    email: 'admin@example.com',
    password: 'admin12345',
    login: '/SSA-admin',
    heading: 'Admin Login',
    dashboard: '/admin/dashboard',
    title: 'Admin Dashboard',
  },
  subadmin: {
    email: 'subadmin@example.com',
    password: 'subadmin12345',
    login: '/SSA-subadmin',
    heading: 'Subadmin Login',
    dashboard: '/subadmin/dashboard',
    title: 'Sub Admin Dashboard',
  },
} as const;

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface WirePart {
  id: string;
  name: string;
  description: string;
  category: string | null;
  image: string | null;
  model_file: string | null;
  brochure_file: string | null;
}

/** A name no other run has used. */
export const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

/** GET a backend script directly (not through the page) and parse the JSON. */
export async function backendJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${backendUrl}/${path}`);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** Whether a URL is served (used for assets the page links to on the backend host). */
export async function expectServed(request: APIRequestContext, url: string, type: RegExp): Promise<void> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'] ?? '', url).toMatch(type);
}

/** Waits for the page's own (cross-origin) call to a backend script and returns its response. */
export function backendCall(page: Page, script: string, method = 'GET') {
  return page.waitForResponse((response) => response.url().startsWith(`${backendUrl}/${script}`) && response.request().method() === method);
}

/** The spec shows some outcomes as alerts; the app may show them as a notice on the page. Either counts. */
export async function expectAlertOrText(page: Page, text: string, action: () => Promise<void>): Promise<void> {
  let alerted = '';
  const onDialog = (dialog: import('@playwright/test').Dialog) => {
    if (dialog.type() === 'alert') alerted = dialog.message();
    void dialog.accept();
  };
  page.on('dialog', onDialog);
  try {
    await action();
    await expect
      .poll(async () => alerted || ((await page.getByText(text, { exact: true }).count()) > 0 ? text : ''), {
        message: `'${text}' as an alert or on the page`,
      })
      .toBe(text);
  } finally {
    page.off('dialog', onDialog);
  }
}

/** The part-name field (the suggestions list is labelled 'Part name suggestions', so anchor the label). */
export const partNameField = (page: Page) => page.getByLabel(/^part name\s*\*?$/i);

export async function login(page: Page, role: keyof typeof STAFF, password: string = STAFF[role].password): Promise<void> {
  const account = STAFF[role];
  await page.goto(account.login);
  await expect(page.getByRole('heading', { name: account.heading })).toBeVisible();
  await page.getByLabel(/e-?mail/i).fill(account.email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
}

/**
 * Every spec fails when a call to the backend fails in the browser (a CORS or CSP refusal shows
 * up as a failed request) or when the console reports a CORS or Content-Security-Policy error.
 */
export const test = base.extend<{ backendProblems: string[] }>({
  backendProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('requestfailed', (request) => {
        // ERR_ABORTED is the app cancelling a read it no longer needs (a screen left mid-request): not a refusal.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        if (request.url().startsWith(backendUrl))
          problems.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && /CORS|Access-Control-Allow|Content Security Policy/i.test(message.text()))
          problems.push(message.text());
      });
      await use(problems);
      expect(problems, 'failed requests to the PHP backend').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
