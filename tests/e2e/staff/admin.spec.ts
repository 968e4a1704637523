import { expect, test } from '../fixtures';
import { signedIn } from '../signed-in';
import { files, loginAdmin } from './support';

test.describe('admin', () => {
  test('logs in through /SSA-admin and /login, sets only the flag, and logs out', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);

    await loginAdmin(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => ({ ...sessionStorage }))).toEqual({ adminSession: 'true' });

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/SSA-admin$/);
    await page.goto('/admin/parts');
    await expect(page).toHaveURL(/\/SSA-admin$/);
    // Logging in again goes back to the page that was asked for.
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('admin12345');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/parts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Parts Manager' })).toBeVisible();
  });

  test('adds a part with an image, a 3D model and a PDF, edits it and deletes it', async ({ page }) => {
    await signedIn(page, 'admin');
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Parts Manager' }).click();
    await page.getByRole('link', { name: 'Add New Part' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Part' })).toBeVisible();

    await page.getByLabel('Part Name').fill('E2E Rear Bumper Bracket');
    await page.getByLabel('Category').selectOption('Chassis Parts');
    await page.getByLabel('Description').fill('Pressed steel bracket, made by the e2e test.');
    await page.getByLabel('Stock').fill('5');
    await page.getByLabel('Part Image').setInputFiles(files.png());
    await expect(page.getByRole('img', { name: 'Part Image preview' })).toBeVisible();
    await page.getByLabel('3D Model').setInputFiles(files.glb());
    await page.getByLabel('Brochure/PDF').setInputFiles(files.pdf());

    const insert = page.waitForRequest((request) => request.url().endsWith('/insert_part.php') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Save Part' }).click();
    const body = (await insert).postDataJSON() as Record<string, string>;
    expect(body.image).toMatch(/^data:image\/png;base64,/);
    expect(body.model_file).toMatch(/^data:model\/gltf-binary;base64,Z2xURg/);
    expect(body.brochure_file).toMatch(/^data:application\/pdf;base64,JVBERi0xLjQ/);

    await expect(page).toHaveURL(/\/admin\/parts$/);
    await expect(page.getByRole('status').filter({ hasText: 'Part added successfully!' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search parts' }).fill('E2E Rear Bumper');
    const row = page.getByRole('row').filter({ hasText: 'E2E Rear Bumper Bracket' });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('img', { name: 'E2E Rear Bumper Bracket' })).toBeVisible();

    await row.getByRole('link', { name: 'Edit E2E Rear Bumper Bracket' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Part: E2E Rear Bumper Bracket' })).toBeVisible();
    await expect(page.getByRole('group', { name: '3D Model' }).getByText(/^Current: .+\.glb$/)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Brochure/PDF' }).getByText(/^Current: .+\.pdf$/)).toBeVisible();
    await expect(page.getByLabel('Change image')).toBeAttached();
    await page.getByLabel('Part Name').fill('E2E Rear Bumper Bracket HD');
    await page.getByRole('button', { name: 'Update Part' }).click();
    // Back to the list view the edit started from, its search kept.
    await expect(page).toHaveURL(/\/admin\/parts\?q=E2E\+Rear\+Bumper$/);
    await expect(page.getByRole('searchbox', { name: 'Search parts' })).toHaveValue('E2E Rear Bumper');
    await expect(page.getByRole('status').filter({ hasText: 'Part updated successfully!' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search parts' }).fill('E2E Rear Bumper');
    const opener = page.getByRole('button', { name: 'Delete E2E Rear Bumper Bracket HD' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
    await expect(dialog).toContainText('Are you sure you want to delete "E2E Rear Bumper Bracket HD"? This action cannot be undone.');
    // A real modal: Escape cancels and focus goes back to the opener.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'No parts found' })).toBeVisible();
  });

  test('answers an enquiry by opening its detail, then deletes it', async ({ page, context }) => {
    await signedIn(page, 'admin');
    await page.getByRole('link', { name: /^Respond to Enquiries/ }).click();
    await expect(page).toHaveURL(/\/admin\/inquiries\?status=pending$/);
    await expect(page.getByRole('button', { name: /^Pending \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('link', { name: 'View enquiry from Rajesh Patel' }).click();
    await expect(page.getByText('Viewing inquiry from Rajesh Patel at Shree Ganesh Logistics')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call Customer' })).toHaveAttribute('href', 'tel:+919825012345');
    const whatsapp = page.getByRole('link', { name: /WhatsApp Customer/ });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(href.pathname).toBe('/919825012345');
    expect(href.searchParams.get('text')).toContain('Rajesh Patel');
    // The chat opens in a new tab; nothing is loaded from outside the test.
    await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'chat' }));
    const [popup] = await Promise.all([page.waitForEvent('popup'), whatsapp.click()]);
    await popup.close();

    await page.getByRole('button', { name: 'Delete Inquiry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
    await expect(dialog).toContainText('Are you sure you want to delete this inquiry? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin\/inquiries$/);
    await expect(page.getByRole('status').filter({ hasText: 'Inquiry deleted successfully.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View enquiry from Rajesh Patel' })).toHaveCount(0);
  });

  test('deletes a buy lead', async ({ page }) => {
    await signedIn(page, 'admin');
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Buy Leads' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Buy Lead Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Show details for Amit Joshi' }).click();
    await expect(page.getByRole('heading', { name: 'Enquiry Message' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete buy lead from Amit Joshi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
    await expect(dialog).toContainText('Are you sure you want to delete this buy lead? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: 'All (11)' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/The buy lead from Amit Joshi was deleted\./);
    await expect(page.getByRole('row').filter({ hasText: 'Amit Joshi' })).toHaveCount(0);
  });

  test('adds, edits and deletes a category', async ({ page }) => {
    await signedIn(page, 'admin');
    await page.getByRole('link', { name: 'Categories' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Categories Manager' })).toBeVisible();
    await expect(page.getByText('12 categories')).toBeVisible();
    await page.getByPlaceholder('Add new category').fill('Fuel System');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('13 categories')).toBeVisible();

    await page.getByPlaceholder('Search categories...').fill('fuel');
    await expect(page.locator('mark')).toHaveText('Fuel');
    await page.getByRole('button', { name: 'Edit Fuel System' }).click();
    await page.getByRole('textbox', { name: 'Category name' }).fill('Fuel Systems');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Edit Fuel Systems' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Fuel Systems' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
    await expect(dialog).toContainText('Are you sure you want to delete this category?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('12 categories')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Fuel Systems' })).toHaveCount(0);
  });

  test('uploads a brochure', async ({ page }) => {
    await signedIn(page, 'admin');
    await page.getByRole('link', { name: 'Brochure Manager' }).click();
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Please select a PDF file to upload.')).toBeVisible();
    await page.getByLabel('Brochure PDF').setInputFiles(files.pdf('catalogue-2027.pdf'));
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Brochure uploaded successfully!' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Open the current brochure/ })).toHaveAttribute('href', /catalogue-2027\.pdf$/);

    // The site's View All Brochure opens the uploaded PDF, which only the fake backend has, not the app.
    await page.getByRole('link', { name: 'Back to Website' }).click();
    const popup = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'View All Brochure' }).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
  });

  test('writes a blog post with an image and deletes it', async ({ page }) => {
    await signedIn(page, 'admin');
    await page.getByRole('link', { name: 'Blog Manager' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Manager' })).toBeVisible();
    await page.getByRole('button', { name: '+ Add New Post' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Content is required')).toBeVisible();
    await page.getByLabel('Title').fill('E2E Monsoon Checks');
    await page.getByLabel('Excerpt').fill('What to check before the rains.');
    await page.getByLabel('Content').fill('First paragraph.\n\nSecond paragraph.');
    await page.getByLabel('Author').fill('E2E Author');
    await page.getByLabel('Category').fill('Maintenance');
    await page.getByLabel('Image', { exact: true }).setInputFiles(files.png('monsoon.png'));
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Post added successfully.' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'E2E Monsoon Checks' });
    await expect(row).toContainText('E2E Author');

    await row.getByRole('button', { name: 'Delete E2E Monsoon Checks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
    await expect(dialog).toContainText('Are you sure you want to delete this post?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'E2E Monsoon Checks' })).toHaveCount(0);
  });
});
