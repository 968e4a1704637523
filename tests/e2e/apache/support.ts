/**
 * Shared by the specs on the real Apache (playwright.apache.config.ts): which site the project
 * runs against, what the page reported, and a new release copied over the running one.
 */
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { matchEndpoint, type Access } from '../../../php-contract/endpoints';
import type { ApacheSite } from '../../../scripts/apache.ts';
import { expect } from '../fixtures';

export { expect, test } from '../fixtures';

/** The site of this project's layout (tests/e2e/apache/global-setup.ts). */
export function siteOf(testInfo: TestInfo): ApacheSite {
  const sites = JSON.parse(process.env.E2E_APACHE_SITES ?? '[]') as ApacheSite[];
  const site = sites.find((candidate) => `apache-${candidate.name}` === testInfo.project.name);
  if (!site) throw new Error(`No Apache site for the project ${testInfo.project.name}`);
  return site;
}

export const STAFF = {
  admin: { email: 'admin@example.com', password: 'admin12345', login: '/SSA-admin', dashboard: /\/admin\/dashboard$/ },
  subadmin: { email: 'subadmin@example.com', password: 'subadmin12345', login: '/SSA-subadmin', dashboard: /\/subadmin\/dashboard$/ },
} as const;

export async function logIn(page: Page, role: keyof typeof STAFF): Promise<void> {
  const staff = STAFF[role];
  await page.goto(staff.login);
  await page.getByLabel(/e-?mail/i).fill(staff.email);
  await page.getByLabel(/password/i).fill(staff.password);
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click();
  await expect(page).toHaveURL(staff.dashboard);
}

/** Policy violations on the console, and backend calls that failed (a missing picture is the page's to show). */
export function watchProblems(page: Page, backendUrl: string): { csp: string[]; failed: string[]; backendCalls: () => number } {
  const csp: string[] = [];
  const failed: string[] = [];
  let calls = 0;
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) csp.push(message.text());
  });
  // URLs only: request bodies may carry credentials.
  const isCall = (url: string) => url.startsWith(backendUrl) && new URL(url).pathname.endsWith('.php');
  page.on('requestfailed', (request) => {
    // A navigation cancels the previous page's requests.
    const reason = request.failure()?.errorText ?? 'failed';
    if (isCall(request.url()) && !reason.includes('ERR_ABORTED')) failed.push(`${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (!isCall(response.url())) return;
    calls += 1;
    if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
  });
  return { csp, failed, backendCalls: () => calls };
}

/** The server pages' settings in the served copy of the build, rewritten for a test and put back after. */
export function serverSettings(docroot: string) {
  const file = join(docroot, 'server', 'config.php');
  const original = readFileSync(file, 'utf8');
  const [guard, json] = [original.slice(0, original.indexOf('\n') + 1), original.slice(original.indexOf('\n') + 1)];
  const settings = JSON.parse(json) as Record<string, unknown>;
  return {
    settings,
    set: (changes: Record<string, unknown>) => writeFileSync(file, guard + JSON.stringify({ ...settings, ...changes })),
    restore: () => writeFileSync(file, original),
  };
}

/** A port with nothing listening: the backend is stopped. */
export async function deadBackend(): Promise<string> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return `http://127.0.0.1:${port}`;
}

/** Sums the page's layout shifts (as CLS counts them: not those right after input) from its first paint. */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
}

/** GET a backend script directly and parse its JSON. */
export async function backendJson<T>(request: APIRequestContext, backendUrl: string, script: string): Promise<T> {
  const response = await request.get(`${backendUrl}/${script}`);
  expect(response.ok(), script).toBe(true);
  return (await response.json()) as T;
}

/**
 * Copies a new release over the one being served, as an FTP upload over the old files does: every
 * build file gets a new name (the content hash of a changed build) and every page and chunk refers
 * to the new names; the new files go up first, then the old ones are gone.
 */
export function deployNewRelease(docroot: string, release: string): void {
  const assets = join(docroot, 'assets');
  const renames = readdirSync(assets)
    .map((file) => [file, file.replace(/(\.[a-z0-9]+)$/, `${release}$1`)] as const)
    // Longest first, so no name is replaced inside a longer one.
    .sort(([a], [b]) => b.length - a.length);
  const rewrite = (text: string) => renames.reduce((out, [from, to]) => out.split(from).join(to), text);
  for (const [from, to] of renames) {
    const file = join(assets, from);
    if (/\.(js|css)$/.test(from)) writeFileSync(join(assets, to), rewrite(readFileSync(file, 'utf8')));
    else writeFileSync(join(assets, to), readFileSync(file));
  }
  for (const page of readdirSync(docroot).filter((file) => file.endsWith('.html') && statSync(join(docroot, file)).isFile())) {
    const tmp = join(docroot, `${page}.uploading`);
    writeFileSync(tmp, rewrite(readFileSync(join(docroot, page), 'utf8')));
    renameSync(tmp, join(docroot, page));
  }
  // A new release's worker names the new files; its pages' revisions change with them.
  const worker = join(docroot, 'sw.js');
  if (existsSync(worker))
    writeFileSync(worker, rewrite(readFileSync(worker, 'utf8')).replace(/revision:"([^"]+)"/g, `revision:"$1${release}"`));
  for (const [from] of renames) rmSync(join(assets, from));
}

/** Every backend call the page makes: its contract entry's access, and whether it carried credentials (once all are read). */
export function watchCredentials(page: Page, backendUrl: string) {
  const calls: Promise<{ call: string; access: Access | undefined; authorization: boolean }>[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!request.url().startsWith(backendUrl) || !url.pathname.endsWith('.php') || request.method() === 'OPTIONS') return;
    const script = url.pathname.split('/').pop()!;
    // allHeaders, not headers(): the latter leaves out security-related ones such as Authorization.
    const seen = request.allHeaders().then((headers) => ({
      call: `${request.method()} ${script}`,
      access: matchEndpoint(request.method(), script, url.searchParams, (headers['content-type'] ?? '').includes('json'))?.access,
      authorization: headers.authorization !== undefined,
    }));
    // A call made after the test read the list (a lead poll) is still waiting for its headers when the page
    // closes, and its "Test ended" rejection, unhandled, failed a passing test once (CI, passed on its retry).
    seen.catch(() => {});
    calls.push(seen);
  });
  return () => Promise.all(calls);
}
