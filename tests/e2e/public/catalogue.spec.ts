import { expect, test } from '../fixtures';
import { gotoWithScenario } from './support';

test.describe('catalogue', () => {
  test('browse, filter by category and search, with the list kept while typing', async ({ page }) => {
    await page.goto('/catalog');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(24);
    await expect(page.getByText('Showing 24 of 40 parts')).toBeVisible();
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(cards).toHaveCount(40);
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);

    const category = page.getByRole('combobox', { name: 'Category' });
    await expect(category.locator('option').last()).toHaveText('Other');
    await category.selectOption('Lock Rings');
    await expect(cards).toHaveCount(5);
    await page.getByRole('searchbox', { name: 'Search parts' }).pressSequentially('tool', { delay: 40 });
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Lock Ring Tool Kit' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search parts' }).fill('no such thing');
    await expect(page.getByRole('heading', { name: 'No parts found' })).toBeVisible();
    await expect(page.getByText('Try changing your search terms or selecting a different category.')).toBeVisible();
    // Enter in the search box submits nothing and the page stays, the search and category in its address.
    await page.getByRole('searchbox', { name: 'Search parts' }).press('Enter');
    await expect(page).toHaveURL(/\/catalog\?q=no\+such\+thing&category=Lock\+Rings$/);
  });

  test('open the details and the 3D preview; the viewer loads only then', async ({ page }) => {
    // Headless chromium renders WebGL in software: the viewer's first frames can hold the page for half a minute.
    test.setTimeout(120_000);
    const viewerRequests: string[] = [];
    page.on('request', (request) => {
      if (/model-viewer/.test(request.url())) viewerRequests.push(request.url());
    });
    await page.goto('/catalog');
    const card = page.getByRole('article', { name: 'Wheel Lock Ring 20 inch' });
    await card.getByRole('button', { name: /Show Details/ }).click();
    await expect(card.getByRole('link', { name: 'Download 3D Model' })).toHaveAttribute('href', /specific_model\.php$/);
    await expect(card.getByRole('link', { name: /Download Brochure/ })).toHaveAttribute('href', /\/uploads\/brochures\/lock-rings\.pdf$/);
    expect(viewerRequests).toEqual([]);
    expect(await page.evaluate(() => Boolean(customElements.get('model-viewer')))).toBe(false);

    const model = page.waitForResponse(/specific_model\.php/);
    await card.getByRole('button', { name: 'View 3D Preview' }).click();
    const viewer = card.locator('model-viewer');
    // The viewer's code (three.js) is fetched and compiled only now: over 10 s once on a busy CI machine.
    await expect(viewer).toBeVisible({ timeout: 60_000 });
    // React sets src as a property on the upgraded custom element.
    await expect
      .poll(() => viewer.evaluate((element) => (element as HTMLElement & { src: string }).src), { timeout: 60_000 })
      .toMatch(/specific_model\.php$/);
    expect(viewerRequests.length).toBeGreaterThan(0);
    expect((await model).status()).toBe(200);
    await expect(card.getByRole('button', { name: 'Hide 3D Preview' })).toHaveAttribute('aria-expanded', 'true', { timeout: 60_000 });
  });

  test('enquire from a card: the enquiry form opens with the part filled in', async ({ page }) => {
    await page.goto('/catalog');
    const card = page.getByRole('article', { name: 'Gear Shift Cable Pair' });
    await card.getByRole('button', { name: /Show Details/ }).click();
    await card.getByRole('link', { name: /Enquire Now/ }).click();
    await expect(page).toHaveURL(/\/inquiry\?part=Gear%20Shift%20Cable%20Pair$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Enquiry' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Part Name/ })).toHaveValue('Gear Shift Cable Pair');
  });

  test('error scenario: a server error shows the spec text, and recovers when it is gone', async ({ page }) => {
    await gotoWithScenario(page, '/catalog', 'parts-500');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to load parts');
    await expect(page.getByRole('article')).toHaveCount(0);
    await gotoWithScenario(page, '/catalog', 'parts-network');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to connect to the server. Please try again later.');
    await gotoWithScenario(page, '/catalog', 'none');
    await expect(page.getByRole('article')).toHaveCount(24);
  });
});

test.describe('catalogue: the address and the files', () => {
  test('typing with pauses keeps every key, and the search lands in the address; reload restores it', async ({ page }) => {
    await page.goto('/catalog');
    const box = page.getByRole('searchbox', { name: 'Search parts' });
    await box.click();
    // Pauses longer than the search's debounce, so the address changes while the visitor types on.
    for (const part of ['loc', 'k r', 'ings']) {
      await page.keyboard.type(part, { delay: 60 });
      await page.waitForTimeout(450);
    }
    await expect(box).toHaveValue('lock rings');
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/\/catalog\?q=lock\+rings$/);
    await expect(page.getByRole('article').first()).toHaveAccessibleName(/Lock Ring/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search parts' })).toHaveValue('lock rings');
    await expect(page.getByRole('article')).toHaveCount(5);
  });

  test('the home page featured cards open the catalogue filtered to their category', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Featured Products' }).getByRole('link', { name: 'Lock Ring' }).click();
    await expect(page).toHaveURL(/\/catalog\?category=Lock\+Rings$/);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Lock Rings');
    await expect(page.getByRole('article')).toHaveCount(5);
  });

  test('Download 3D Model saves the real model on the fake backend', async ({ page }) => {
    await page.goto('/catalog');
    for (const name of ['Gear Shift Cable Pair', 'Wheel Lock Ring 20 inch']) {
      const card = page.getByRole('article', { name });
      await card.getByRole('button', { name: /Show Details/ }).click();
      const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download 3D Model' }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.glb$/);
      const { readFileSync } = await import('node:fs');
      const bytes = readFileSync((await download.path())!);
      // A binary glTF starts with the magic 'glTF', not with the app's HTML.
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('glTF');
    }
  });
});
