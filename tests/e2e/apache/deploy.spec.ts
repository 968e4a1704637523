/**
 * The production build as the users' host serves it (Apache with the build's own .htaccess, the
 * PHP backend through mod_php), with the backend in the site's api/ folder and on a second origin.
 */
import { backendJson, expect, logIn, siteOf, test, watchProblems } from './support';

interface Named {
  id: string;
  name?: string;
  title?: string;
  model_file?: string | null;
}

test('every route of SPEC §2.1 is served directly (on the cross-origin site, each that reads the backend), draws its data, and breaks no security rule', async ({
  page,
  request,
}, testInfo) => {
  // One test walks every route (about 50 s here, more beside another suite): the limit is for the walk, not one page.
  test.slow();
  const { backendUrl, url } = siteOf(testInfo);
  // The routes' rules and headers are one .htaccess in both layouts, walked in full on the same-origin site: each page
  // drawn once, every address asked of the server. On the cross-origin site, whose pages' policy and reads go to
  // another origin, the walk draws each public route and every admin page that reads the backend.
  const everyRoute = new URL(backendUrl).origin === new URL(url).origin;
  const problems = watchProblems(page, backendUrl);
  const parts = (await backendJson<{ data: Named[] }>(request, backendUrl, 'parts.php')).data;
  const posts = (await backendJson<{ data: Named[] }>(request, backendUrl, 'blog_posts.php')).data;
  const inquiries = (await backendJson<{ data: Named[] }>(request, backendUrl, 'inquiries.php')).data;
  const leads = await backendJson<Named[]>(request, backendUrl, 'buy_leads.php');
  const categories = (await backendJson<{ data: Named[] }>(request, backendUrl, 'categories.php')).data;
  const [part, post, inquiry, lead, category] = [parts[0]!, posts[0]!, inquiries[0]!, leads[0]!, categories[0]!];

  /** As Apache sends them (mod_headers on, the .htaccess read): a header dropped from the rules fails here. */
  const expectHeaders = (path: string, headers: Record<string, string>, meta: string | null) => {
    expect(headers, path).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    });
    // The page's own policy matches the server's.
    expect(headers['content-security-policy'], path).toBe(`${meta}; frame-ancestors 'none'`);
  };

  /** Opens a route as a typed-in address and checks what it shows. */
  const open = async (path: string, shows: string) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByText(shows, { exact: true }).first(), path).toBeVisible();
    await expect(page.getByRole('heading', { name: /Something went wrong|Page Not Found/ }), path).toHaveCount(0);
    expectHeaders(path, response!.headers(), await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'));
  };

  /**
   * Another address of a page the walk opens (a login's second route, a list's filter, the subadmin's copy of an
   * admin page): what the server does with it, as the browser would get it, without drawing the same page again.
   */
  const served = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<div id="root">');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? null;
    expectHeaders(path, response.headers(), meta && meta.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
  };

  await open('/', 'Why Choose Us');
  await open('/catalog', part.name!);
  await open(`/catalog/${part.id}`, part.name!);
  await open('/blog', post.title!);
  await open(`/blog/${post.id}`, post.title!);
  await open(`/inquiry?part=${encodeURIComponent(part.name!)}`, 'Product Enquiry');
  await open('/buy-lead', 'Submit Buy Lead');
  if (everyRoute) {
    await open('/SSA-admin', 'Admin Login');
    await open('/SSA-subadmin', 'Subadmin Login');
    for (const path of ['/login', '/subadmin-login']) await served(path);
  }

  // The back office: the login's redirect is a typed-in load of the dashboard, and each deep address (a record's
  // own page) is opened directly; the lists are reached through the sidebar, as staff move about, and their
  // addresses asked of the server. The app's own routing of every address is the integration suite's (layout.test.tsx).
  await logIn(page, 'admin');
  await expect(page.getByText('Admin Dashboard', { exact: true }).first()).toBeVisible();
  await served('/admin/dashboard');
  const sidebar = async (link: string, path: string, shows: string) => {
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL((address) => address.pathname === path);
    await expect(page.getByText(shows, { exact: true }).first(), path).toBeVisible();
    await expect(page.getByRole('heading', { name: /Something went wrong|Page Not Found/ }), path).toHaveCount(0);
    // The lazy screens' stylesheets arrive one by one; none may undo the frame's (the Menu button is for narrow screens).
    await expect(page.getByRole('button', { name: 'Menu' }), path).toBeHidden();
    await served(path);
  };
  await sidebar('Parts Manager', '/admin/parts', part.name!);
  if (everyRoute) {
    await served('/admin/parts/add');
    await open(`/admin/parts/${part.id}/edit`, `Edit Part: ${part.name}`);
  }
  await open(`/admin/inquiries/${inquiry.id}`, inquiry.name!);
  await sidebar('Enquiries', '/admin/inquiries', inquiry.name!);
  await sidebar('Buy Leads', '/admin/buy-leads', lead.name!);
  await sidebar('Categories', '/admin/categories', category.name!);
  await sidebar('Brochure Manager', '/admin/brochures', "Upload the brochure PDF that the website's 'View All Brochure' link opens.");
  await sidebar('Blog Manager', '/admin/blogs', post.title!);
  if (everyRoute) {
    await served('/admin/inquiries?status=pending');
    await served('/admin/buy-leads?status=new');
    // The subadmin's pages are the admin's, through the role table: signed in, one is drawn, the others served.
    await logIn(page, 'subadmin');
    await expect(page.getByText('Sub Admin Dashboard', { exact: true }).first()).toBeVisible();
    for (const path of ['/subadmin/dashboard', '/subadmin/parts', '/subadmin/parts/add', `/subadmin/parts/${part.id}/edit`])
      await served(path);
    for (const path of ['/subadmin/inquiries', '/subadmin/inquiries?status=pending', `/subadmin/inquiries/${inquiry.id}`])
      await served(path);
    for (const path of ['/subadmin/buy-leads', '/subadmin/buy-leads?status=new']) await served(path);
  }

  expect(problems.backendCalls(), 'the pages called the backend').toBeGreaterThan(10);
  expect(problems.csp).toEqual([]);
  expect(problems.failed).toEqual([]);
});

test('pictures and 3D models load from the backend', async ({ page, request }, testInfo) => {
  const { backendUrl } = siteOf(testInfo);
  const problems = watchProblems(page, backendUrl);
  const parts = (await backendJson<{ data: Named[] }>(request, backendUrl, 'parts.php')).data;
  const withModel = parts.find((part) => part.model_file);
  expect(withModel, 'the seed has a part with a 3D model').toBeDefined();

  await page.goto('/catalog');
  // The cards the server drew are the app's once it has taken the page over (their buttons do nothing before).
  await expect(page.locator('[data-server-record]')).toHaveCount(0);
  await page.getByRole('searchbox').fill(withModel!.name!);
  const card = page.getByRole('article').filter({ hasText: withModel!.name! }).first();
  const picture = card.getByRole('img').first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await card.getByRole('button', { name: /Show Details/ }).click();
  const href = await card.getByRole('link', { name: /Download 3D Model/ }).getAttribute('href');
  const modelUrl = new URL(href ?? '', page.url()).href;
  expect(modelUrl.startsWith(backendUrl), modelUrl).toBe(true);
  // Fetched from the page as the 3D viewer fetches it: under the page's policy, across origins when the backend is elsewhere.
  // (Drawing it needs WebGL, which is slow and unsteady in a headless browser without a GPU.)
  const model = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, type: response.headers.get('content-type'), bytes: (await response.arrayBuffer()).byteLength };
  }, modelUrl);
  expect(model).toMatchObject({ status: 200, type: expect.stringMatching(/^model\/gltf/) });
  expect(model.bytes).toBeGreaterThan(100);

  expect(problems.csp).toEqual([]);
  expect(problems.failed).toEqual([]);
});

test('the server fails honestly: missing files are 404s, pages are revalidated, build files cached for good', async ({
  page,
  request,
}, testInfo) => {
  const { backendUrl } = siteOf(testInfo);
  const missingAsset = await request.get('/assets/no-such-chunk-1a2b3c4d.js');
  expect(missingAsset.status()).toBe(404);
  expect(await missingAsset.text()).not.toContain('id="root"');
  expect((await request.get(`${backendUrl}/no_such_script.php`)).status()).toBe(404);

  // A path that is no page is a 404 too, and shows the app's own page for it.
  const unknown = await page.goto('/no-such-page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

  const home = await request.get('/');
  expect(home.headers()['cache-control']).toBe('no-cache');
  const catalog = await request.get('/catalog');
  expect(catalog.headers()['cache-control']).toBe('no-cache');
  // The home page names its code for after the paint (<meta name="app-code">) instead of a <script src>.
  const script = /(?:src="|<meta name="app-code" content=")(\/assets\/[^" ]+\.js)/.exec(await home.text())?.[1];
  expect(script, 'the home page loads a script from /assets/').toBeDefined();
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  // Neither the server's rules nor the build's own notes are served.
  expect((await request.get('/.htaccess')).status()).not.toBe(200);
  for (const file of ['/nginx.conf.example', '/.vite/chunks.json']) expect((await request.get(file)).status(), file).toBe(404);
});

test('?lang=hi and ?lang=gu: the home page and the forms come drawn in that language', async ({ request }) => {
  for (const path of ['/', '/inquiry', '/buy-lead']) {
    for (const language of ['hi', 'gu']) {
      const html = await (await request.get(`${path}?lang=${language}`)).text();
      expect(html, `${path}?lang=${language}`).toMatch(new RegExp(`<html lang="${language}"`));
    }
    expect(await (await request.get(`${path}?lang=fr`)).text(), `${path}?lang=fr`).toMatch(/<html lang="en"/);
  }
});
