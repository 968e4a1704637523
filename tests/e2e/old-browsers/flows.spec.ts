/**
 * The support target in a real browser (package.json's browserslist: Safari/iOS 15.4, Chrome 100, …):
 * the public and staff flows at phone size on the PHP backend, in a chromium without the built-ins
 * those browsers lack. Dependencies run here too: axios, React Query, the router, the 3D viewer.
 */
import {
  backendCall,
  backendJson,
  backendUrl,
  expectServed,
  login,
  partNameField,
  PNG,
  STAFF,
  unique,
  type WirePart,
} from '../php/support';
import { expect, removedBuiltins, test } from './support';

test('public flows, the built-ins they lack gone before the app starts: catalogue with its 3D preview, a part page, blog list and post, an enquiry and a buy lead sent', async ({
  page,
  request,
}) => {
  // The 3D viewer is a large module; on a loaded CI machine it can take a while to compile.
  test.slow();
  const parts = (await backendJson<{ data: WirePart[] }>(request, 'parts.php')).data;
  const withModel = parts.find((part) => part.model_file)!;
  const categories = (await backendJson<{ data: { name: string }[] }>(request, 'categories.php')).data;
  const posts = await backendJson<{ data?: { id: number | string; title: string }[] } | { id: number | string; title: string }[]>(
    request,
    'blog_posts.php',
  );
  const firstPost = (Array.isArray(posts) ? posts : (posts.data ?? []))[0]!;

  await page.goto('/catalog');
  await expect(page.getByText(withModel.name, { exact: true })).toBeVisible();
  await test.step('the built-ins that the oldest supported browsers lack are gone before the app starts', async () => {
    const removed = await removedBuiltins(page);
    for (const api of [
      'AbortSignal.any',
      'AbortSignal.timeout',
      'Promise.withResolvers',
      'Object.groupBy',
      'Map.groupBy',
      'URL.canParse',
      'Array.fromAsync',
      'Array.prototype.toSorted',
      'Array.prototype.toReversed',
      'Array.prototype.toSpliced',
      'Array.prototype.with',
      'Array.prototype.findLast',
      'Set.prototype.union',
      'Set.prototype.intersection',
      'String.prototype.isWellFormed',
      'String.prototype.toWellFormed',
    ]) {
      expect(removed, api).toContain(api);
    }
    expect(
      await page.evaluate(() => [typeof (AbortSignal as { any?: unknown }).any, typeof ([] as { toSorted?: unknown }).toSorted]),
    ).toEqual(['undefined', 'undefined']);
  });
  // The backend's categories, not the built-in fallback list.
  await expect(page.getByLabel(/category/i).locator('option', { hasText: categories.at(-1)!.name })).toHaveCount(1);
  await page.getByRole('searchbox').fill(withModel.name);
  const card = page.getByRole('listitem').filter({ has: page.getByText(withModel.name, { exact: true }) });
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /show details/i }) })).toHaveCount(1);
  await card.getByRole('button', { name: /show details/i }).click();
  await card.getByRole('button', { name: 'View 3D Preview' }).click();
  await expect(card.locator('model-viewer')).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(() => Boolean(customElements.get('model-viewer')))).toBe(true);
  await expectServed(request, (await card.getByRole('link', { name: /download 3d model/i }).getAttribute('href'))!, /^model\/gltf/);

  // The part's own page, opened directly, with its structured data.
  await page.goto(`/catalog/${withModel.id}`);
  await expect(page.getByRole('heading', { level: 1, name: withModel.name })).toBeVisible();
  await expect(page.getByRole('link', { name: /share on whatsapp/i })).toBeVisible();
  expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toEqual(
    expect.arrayContaining([expect.stringContaining(withModel.name)]),
  );

  // From here through the phone's menu, as a visitor moves about: each page's code loads without its built-ins.
  const menuTo = async (name: string) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  };
  await menuTo('Blog');
  await page.getByRole('link', { name: firstPost.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: firstPost.title })).toBeVisible();
  await expect(page.getByText('Failed to fetch blog post')).toHaveCount(0);

  await menuTo('Enquiry');
  await page.getByLabel(/^name/i).fill(unique('Old Browser Enquirer'));
  await page.getByLabel(/^e-?mail/i).fill('old.browser@example.com');
  await page.getByLabel(/phone/i).fill('98250 12345');
  await page.getByLabel(/company/i).fill('Old Phone Transport');
  await partNameField(page).fill(parts[0]!.name);
  await partNameField(page).press('Escape');
  await page.getByLabel(/quantity/i).fill('2');
  await page.getByLabel(/message/i).fill('Sent from a browser without the newest built-ins.');
  const enquiry = backendCall(page, 'inquiries.php', 'POST');
  await page.getByRole('button', { name: /submit/i }).click();
  expect((await enquiry).status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Enquiry Submitted Successfully!' })).toBeVisible();

  await menuTo('Buy Lead');
  await page.getByLabel(/^(full )?name/i).fill(unique('Old Browser Buyer'));
  await page.getByLabel(/^e-?mail/i).fill('old.buyer@example.com');
  await page.getByLabel(/phone/i).fill('9823045120');
  await page.getByLabel(/company/i).fill('Old Phone Freight');
  await partNameField(page).fill('Spring Shackle Rubber Bush');
  await partNameField(page).press('Escape');
  await page.getByLabel(/part number/i).fill('RB-SS-70');
  await page.getByLabel(/quantity/i).fill('10');
  await page.getByLabel(/budget/i).fill('₹5,000');
  await page.getByLabel(/delivery location/i).fill('Surat, Gujarat');
  await page.getByLabel(/additional requirements/i).fill('None.');
  const lead = backendCall(page, 'buy_leads.php', 'POST');
  await page.getByRole('button', { name: /submit buy lead/i }).click();
  expect((await lead).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Buy Lead Submitted Successfully!' })).toBeVisible();
});

test('staff flows: login, every list, a part added and edited', async ({ page, request }) => {
  await login(page, 'admin');
  await expect(page).toHaveURL((url) => url.pathname === STAFF.admin.dashboard);
  await expect(page.getByRole('heading', { name: STAFF.admin.title })).toBeVisible();

  const inquiries = await backendJson<{ data: { name: string }[] }>(request, 'inquiries.php');
  // Through the phone's menu, as staff move about: each section's code loads without its built-ins.
  for (const [link, heading] of [
    ['Parts Manager', 'Parts Manager'],
    ['Buy Leads', 'Buy Lead Management'],
    ['Categories', 'Categories Manager'],
    ['Blog Manager', 'Blog Post Manager'],
    ['Brochure Manager', 'Brochure Manager'],
    ['Enquiries', 'Customer Enquiries'],
  ] as const) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /failed/i })).toHaveCount(0);
  }
  await expect(page.getByText(inquiries.data[0]!.name, { exact: true }).first()).toBeVisible();

  const name = unique('Old Browser Bracket');
  await page.goto('/admin/parts/add');
  await page.getByLabel(/^part name/i).fill(name);
  const category = page.getByLabel(/^category/i);
  await category.selectOption({ index: 1 });
  await page.getByLabel(/^description/i).fill('Added from a browser without the newest built-ins.');
  await page.getByLabel(/part image/i).setInputFiles({ name: 'bracket.png', mimeType: 'image/png', buffer: PNG });
  const inserted = backendCall(page, 'insert_part.php', 'POST');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Save Part' }).click();
  expect((await inserted).status()).toBe(200);
  const stored = (await backendJson<{ data: WirePart[] }>(request, `parts.php?search=${encodeURIComponent(name)}`)).data;
  expect(stored).toHaveLength(1);

  await page.goto(`/admin/parts/${stored[0]!.id}/edit`);
  await expect(page.getByLabel(/^part name/i)).toHaveValue(name);
  await page.getByLabel(/^description/i).fill('Edited from a browser without the newest built-ins.');
  const updated = backendCall(page, 'parts.php', 'PUT');
  await page.getByRole('button', { name: 'Update Part' }).click();
  expect((await updated).status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/parts');
  const edited = (await backendJson<{ data: WirePart[] }>(request, `parts.php?search=${encodeURIComponent(name)}`)).data;
  expect(edited[0]!.description).toBe('Edited from a browser without the newest built-ins.');
  expect((await request.delete(`${backendUrl}/parts.php?id=${stored[0]!.id}`)).ok()).toBe(true);
});
