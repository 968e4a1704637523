/**
 * SPEC §2.9–2.14 on the PHP backend: the admin login refused and accepted, and a part added with an image
 * through insert_part.php, then deleted. The subadmin's login through the form is staff.setup.ts's (php-login);
 * the login routes and a subadmin without delete are e2e mock staff/admin.spec.ts's and subadmin.spec.ts's, and the integration tests'.
 */
import { signedIn } from '../signed-in';
import {
  backendCall,
  backendJson,
  backendUrl,
  expect,
  expectAlertOrText,
  expectServed,
  login,
  PNG,
  STAFF,
  test,
  unique,
  type WirePart,
} from './support';

test('admin login: a wrong password is refused with the server message, the right one opens the dashboard', async ({ page }) => {
  const refused = backendCall(page, 'login.php', 'POST');
  await login(page, 'admin', 'not-the-password');
  expect((await refused).status()).toBe(401);
  await expect(page.getByRole('alert').filter({ hasText: /Invalid email or password/ })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === STAFF.admin.login);

  const accepted = backendCall(page, 'login.php', 'POST');
  await page.getByLabel(/password/i).fill(STAFF.admin.password);
  await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
  expect((await accepted).status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === STAFF.admin.dashboard);
  await expect(page.getByRole('heading', { name: STAFF.admin.title })).toBeVisible();
  await expect(page.getByText('Welcome back, Admin!')).toBeVisible();
});

test('admin adds a part with an image through insert_part.php, sees it in the catalogue, then deletes it', async ({ page, request }) => {
  const name = unique('E2E Rubber Bush');
  const category = (await backendJson<{ data: { name: string }[] }>(request, 'categories.php')).data[0]!.name;

  await signedIn(page, 'admin', '/admin/parts/add');
  await page.getByLabel(/^part name/i).fill(name);
  const select = page.getByLabel(/^category/i);
  await expect(select.locator('option').first()).toHaveText('Select category');
  await select.selectOption(category);
  await page.getByLabel(/^description/i).fill('Spring shackle rubber bush, added by the e2e suite.');
  await page.getByLabel(/part image/i).setInputFiles({ name: 'bush.png', mimeType: 'image/png', buffer: PNG });

  const inserted = backendCall(page, 'insert_part.php', 'POST');
  await expectAlertOrText(page, 'Part added successfully!', async () => {
    await page.getByRole('button', { name: 'Save Part' }).click();
    const response = await inserted;
    expect(response.status()).toBe(200);
    // Like the original, insert_part.php answers JSON as text/html; the client reads it as text.
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(response.request().postDataJSON()).toMatchObject({ name, category, image: expect.stringMatching(/^data:image\/png;base64,/) });
  });
  await expect(page).toHaveURL((url) => url.pathname === '/admin/parts');

  // The backend decoded the data URL into a file it serves.
  const stored = (await backendJson<{ data: WirePart[] }>(request, `parts.php?search=${encodeURIComponent(name)}`)).data;
  expect(stored).toHaveLength(1);
  expect(stored[0]!.image).toMatch(/^\/?uploads\/parts\/.+\.png$/);
  await expectServed(request, `${backendUrl}/${stored[0]!.image!.replace(/^\//, '')}`, /^image\/png/);

  // The catalogue shows it with the image loaded from the backend host.
  await page.goto('/catalog');
  await page.getByRole('searchbox').fill(name);
  const image = page.getByRole('img', { name });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  expect(await image.getAttribute('src')).toMatch(new RegExp(`^${backendUrl}/uploads/parts/`));

  await page.goto('/admin/parts');
  await page.getByRole('searchbox').fill(name);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /delete/i }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Are you sure you want to delete "${name}"? This action cannot be undone.`);
  const deleted = backendCall(page, 'parts.php', 'DELETE');
  await dialog.getByRole('button', { name: /delete|confirm|yes/i }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page.getByText(name, { exact: true })).toHaveCount(0);
  expect((await backendJson<{ data: WirePart[] }>(request, `parts.php?search=${encodeURIComponent(name)}`)).data).toEqual([]);
});
