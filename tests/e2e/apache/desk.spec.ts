/**
 * The lead desk (server/desk.php) on the real Apache with the staff lock on and the unchanged reference
 * backend (the `apache-gated-same-origin` project): what only two browsers, the real lock and the real
 * store show. The calls' rules one by one are the store's tests (server/test-desk*.php, SQLite and
 * MariaDB) and the fake backend's; the screens' every state is the integration tests'.
 */
import type { APIRequestContext } from '@playwright/test';
import { deskEndpointList } from '../../../php-contract/desk';
import type { Endpoint } from '../../../php-contract/endpoint';
import { expect, siteOf, STAFF, test } from './support';

const basic = (role: keyof typeof STAFF, password: string = STAFF[role].password) =>
  `Basic ${Buffer.from(`${STAFF[role].email}:${password}`).toString('base64')}`;

/** A desk call as the contract names it, on the site's origin. */
function deskCall(
  request: APIRequestContext,
  siteUrl: string,
  entry: Endpoint,
  { authorization, data, query }: { authorization?: string; data?: object; query?: Record<string, string> } = {},
) {
  const selecting = new URLSearchParams(
    query ?? Object.fromEntries(entry.requiredQuery.map((name) => [name, name === 'kind' ? 'inquiries' : '1'])),
  );
  return request.fetch(`${siteUrl}/${entry.script}${selecting.size ? `?${selecting}` : ''}`, {
    method: entry.method,
    headers: authorization ? { Authorization: authorization } : {},
    ...(entry.body === 'json' ? { data: data ?? { kind: 'inquiries', id: 1 } } : {}),
  });
}

const desk = (id: string) => deskEndpointList.find((entry) => entry.id === id)!;

test('every desk URL answers 401 without credentials or with a wrong password; a subadmin may not assign (403)', async ({
  request,
  baseURL,
}) => {
  const siteUrl = baseURL!;
  expect(deskEndpointList.length).toBeGreaterThanOrEqual(8);
  for (const entry of deskEndpointList) {
    const response = await deskCall(request, siteUrl, entry);
    expect(response.status(), `${entry.id}: ${entry.method} ${entry.script}`).toBe(401);
    expect(await response.text(), entry.id).not.toMatch(/"data"|"lead"|"notes"/);
    expect((await deskCall(request, siteUrl, entry, { authorization: basic('admin', 'not-the-password') })).status(), entry.id).toBe(401);
  }
  const leads = await deskCall(request, siteUrl, desk('listDeskLeads'), { authorization: basic('subadmin') });
  expect(leads.status()).toBe(200);
  expect(((await leads.json()) as { me: { user: string; role: string } }).me).toEqual({ user: STAFF.subadmin.email, role: 'subadmin' });
  const assign = await deskCall(request, siteUrl, desk('assignDeskLead'), {
    authorization: basic('subadmin'),
    data: { kind: 'inquiries', id: 1, owner: STAFF.subadmin.email, version: 0 },
  });
  expect(assign.status()).toBe(403);
  const templates = await deskCall(request, siteUrl, desk('saveDeskTemplates'), {
    authorization: basic('subadmin'),
    data: { lang: 'en', text: 'Hello {name}' },
  });
  expect(templates.status()).toBe(403);
});

test("no URL serves the desk's store or its code, however it is spelled", async ({ request, baseURL }, testInfo) => {
  const { docroot } = siteOf(testInfo);
  // The store is in the private folder, outside the web root: make sure it exists first.
  expect((await deskCall(request, baseURL!, desk('listDeskLeads'), { authorization: basic('admin') })).status()).toBe(200);
  for (const path of [
    '/desk.sqlite',
    '/desk/desk.sqlite',
    '/server/desk.php',
    '/server/lib/desk.php',
    '/server/config.php',
    '/%73erver/desk.php',
    '/desk/..%2fserver%2fconfig.php',
    '/desk/../server/desk.php',
    '//server//desk.php',
    '/server/desk.php/leads',
  ]) {
    const response = await request.get(`${baseURL}${path}`, { headers: { Authorization: basic('admin') }, maxRedirects: 0 });
    const body = await response.text();
    expect(body, path).not.toMatch(/^SQLite format 3/);
    expect(body, path).not.toMatch(/<\?php|"lead"|"notes"/);
    if (!path.startsWith('/desk/')) expect(response.status(), path).toBe(404);
  }
  expect(docroot).toBeTruthy();
});
