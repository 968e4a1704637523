/**
 * The server-side staff gate (build/staff-gate.ts) on the real Apache, in both layouts: the builds of the
 * `apache-gated-*` projects have VITE_STAFF_GATE=basic, and their backend folder has the build's
 * backend.htaccess as its .htaccess, with the seed's staff in its password file (global-setup.ts). What the
 * layout does not change (the public flows without credentials, a login the lock does not know) is
 * gate-cross-origin.spec.ts's, on the cross-origin site only.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { endpointList, type Endpoint } from '../../../php-contract/endpoints';
import { expect, logIn, siteOf, STAFF, test, watchCredentials, watchProblems } from './support';

const basic = (role: keyof typeof STAFF, password: string = STAFF[role].password) =>
  `Basic ${Buffer.from(`${STAFF[role].email}:${password}`).toString('base64')}`;

interface Named {
  id: string;
  name?: string;
}

/** A request for a contract entry: its method, script and selecting query, with a JSON body if it takes one. */
function call(
  request: APIRequestContext,
  backendUrl: string,
  entry: Endpoint,
  { id = '1', authorization }: { id?: string; authorization?: string } = {},
) {
  const query = new URLSearchParams(entry.requiredQuery.map((name) => [name, name === 'id' ? id : 'brake']));
  const url = `${backendUrl}/${entry.script}${query.size ? `?${query}` : ''}`;
  return request.fetch(url, {
    method: entry.method,
    headers: { ...(authorization ? { Authorization: authorization } : {}), Origin: 'http://elsewhere.example' },
    ...(entry.body === 'json' ? { data: { id: Number(id) } } : entry.body === 'multipart' ? { multipart: { type: 'image' } } : {}),
  });
}

test('every staff entry of the contract refuses a request without credentials; public calls and preflights stay open', async ({
  request,
}, testInfo) => {
  const { backendUrl } = siteOf(testInfo);
  const staffEntries = endpointList.filter((entry) => entry.access !== 'public');
  expect(staffEntries.length).toBeGreaterThan(15);
  for (const entry of staffEntries) {
    const response = await call(request, backendUrl, entry);
    expect(response.status(), `${entry.id}: ${entry.method} ${entry.script}`).toBe(401);
    // Across origins the site must be able to read the refusal.
    if (testInfo.project.name.includes('cross-origin')) expect(response.headers()['access-control-allow-origin'], entry.id).toBe('*');
  }
  // So is a wrong password.
  expect(
    (
      await call(
        request,
        backendUrl,
        staffEntries.find((entry) => entry.id === 'listInquiries')!,
        { authorization: basic('admin', 'not-the-password') },
      )
    ).status(),
  ).toBe(401);

  for (const entry of endpointList.filter((e) => e.access === 'public' && e.method === 'GET')) {
    expect((await call(request, backendUrl, entry)).status(), entry.id).toBe(200);
  }
  // CORS preflights of every script are answered without credentials, and allow the Authorization header.
  for (const script of new Set(endpointList.map((entry) => entry.script))) {
    const preflight = await request.fetch(`${backendUrl}/${script}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://elsewhere.example',
        'Access-Control-Request-Method': 'DELETE',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status(), script).toBeLessThan(300);
    if (testInfo.project.name.includes('cross-origin'))
      expect(preflight.headers()['access-control-allow-headers'], script).toMatch(/authorization/i);
  }
});

test("staff credentials open staff calls; the server refuses a subadmin's delete", async ({ request }, testInfo) => {
  const { backendUrl } = siteOf(testInfo);
  const entry = (id: string) => endpointList.find((e) => e.id === id)!;
  for (const role of ['admin', 'subadmin'] as const) {
    const inquiries = await call(request, backendUrl, entry('listInquiries'), { authorization: basic(role) });
    expect(inquiries.status(), role).toBe(200);
    expect(((await inquiries.json()) as { data: Named[] }).data.length).toBeGreaterThan(0);
    expect((await call(request, backendUrl, entry('listBuyLeads'), { authorization: basic(role) })).status(), role).toBe(200);
  }
  const part = ((await (await call(request, backendUrl, entry('listParts'))).json()) as { data: Named[] }).data[0]!;
  const refused = await call(request, backendUrl, entry('deletePart'), { id: part.id, authorization: basic('subadmin') });
  expect(refused.status()).toBe(403);
  expect((await call(request, backendUrl, entry('getPart'), { id: part.id })).status(), 'the part is still there').toBe(200);
  for (const id of ['deleteInquiry', 'deleteBuyLead', 'createCategory', 'saveBrochure', 'deleteBlogPost']) {
    expect((await call(request, backendUrl, entry(id), { id: '999999', authorization: basic('subadmin') })).status(), id).toBe(403);
  }
});

/** Everything the browser kept that a credential could leak into: local storage, IndexedDB and Cache Storage, as text. */
const keptOutsideTheTab = (page: Page) =>
  page.evaluate(async () => {
    const texts: string[] = [JSON.stringify({ ...localStorage })];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((done, fail) =>
        Object.assign(indexedDB.open(name), {
          onsuccess(this: IDBOpenDBRequest) {
            done(this.result);
          },
          onerror: fail,
        }),
      );
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((done) =>
          Object.assign(db.transaction(store).objectStore(store).getAll(), {
            onsuccess(this: IDBRequest<unknown[]>) {
              done(this.result);
            },
          }),
        );
        texts.push(name, store, JSON.stringify(rows));
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        texts.push(request.url, JSON.stringify([...request.headers]), await ((await cache.match(request))?.text() ?? Promise.resolve('')));
    }
    return texts.join('\n');
  });

test('admin and subadmin work through the lock; their credentials go only with staff calls and never leak', async ({ page }, testInfo) => {
  const { backendUrl } = siteOf(testInfo);
  const problems = watchProblems(page, backendUrl);
  const watched = watchCredentials(page, backendUrl);
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  page.on('framenavigated', (frame) => addresses.push(frame.url()));

  // Admin: lists, then an admin-only write (a category), seen in the list.
  await logIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/admin/inquiries');
  await expect(page.getByRole('heading', { name: 'Customer Enquiries' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^View enquiry from/ }).first()).toBeVisible();
  await page.goto('/admin/categories');
  const category = `Gate Category ${Date.now().toString(36)}`;
  await page.getByLabel('Add new category').fill(category);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(category, { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('staffLock:')))).toEqual([]);

  // Subadmin: the parts list, a part's stock changed (a staff write), the enquiries read.
  await logIn(page, 'subadmin');
  await page.goto('/subadmin/parts');
  await page.getByRole('link', { name: /^edit/i }).first().click();
  const stock = page.getByLabel(/^stock/i);
  await stock.fill(String(40 + Math.floor(Math.random() * 50)));
  await page.getByRole('button', { name: 'Update Part' }).click();
  await expect(page).toHaveURL(/\/subadmin\/parts(\?|$)/);
  // The list's read, not the lead alerts' probe past the newest lead (`?id=`), whose 404 is its answer.
  const leads = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/buy_leads.php') && !url.searchParams.has('id');
  });
  await page.goto('/subadmin/buy-leads');
  await expect(page.getByRole('heading', { name: 'Buy Lead Management' })).toBeVisible();
  expect((await leads).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Subadmin Login' })).toHaveCount(0);

  const calls = await watched();
  const staffCalls = calls.filter((c) => c.access !== 'public');
  expect(staffCalls.map((c) => c.call)).toEqual(
    expect.arrayContaining(['GET inquiries.php', 'POST categories.php', 'PUT parts.php', 'GET buy_leads.php']),
  );
  expect(
    staffCalls.filter((c) => !c.authorization),
    'staff calls without credentials',
  ).toEqual([]);
  const publicCalls = calls.filter((c) => c.access === 'public');
  expect(publicCalls.map((c) => c.call)).toEqual(expect.arrayContaining(['POST login.php', 'POST sadlogin.php', 'GET categories.php']));
  expect(
    publicCalls.filter((c) => c.authorization),
    'public calls with credentials',
  ).toEqual([]);
  expect(problems.failed).toEqual([]);

  const secrets = (['admin', 'subadmin'] as const).flatMap((role) => [
    STAFF[role].password,
    basic(role).slice('Basic '.length),
    encodeURIComponent(STAFF[role].password),
  ]);
  const kept = await keptOutsideTheTab(page);
  for (const secret of secrets) {
    expect(
      console.filter((text) => text.includes(secret)),
      'console',
    ).toEqual([]);
    expect(
      addresses.filter((url) => url.includes(secret)),
      'addresses',
    ).toEqual([]);
    expect(kept.includes(secret), 'localStorage, IndexedDB or Cache Storage').toBe(false);
  }
});
