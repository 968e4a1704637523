import { expect, test } from '../fixtures';

test.describe('part pages', () => {
  test('search, open a part page, and Back restores the search', async ({ page }) => {
    await page.goto('/catalog');
    await page.getByRole('searchbox', { name: 'Search parts' }).fill('silencor');
    await expect(page).toHaveURL(/\/catalog\?q=silencor$/);
    const first = page.getByRole('article').first();
    await expect(first).toHaveAccessibleName('Heavy Duty Silencer Assembly');
    await first.getByRole('link', { name: 'Heavy Duty Silencer Assembly', exact: true }).click();
    await expect(page).toHaveURL(/\/catalog\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Heavy Duty Silencer Assembly' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/catalog\?q=silencor$/);
    await expect(page.getByRole('searchbox', { name: 'Search parts' })).toHaveValue('silencor');
    await expect(page.getByRole('article').first()).toHaveAccessibleName('Heavy Duty Silencer Assembly');
  });

  test('a part page opened directly shows the part, its title and its JSON-LD', async ({ page }) => {
    await page.goto('/catalog/6');
    await expect(page.getByRole('heading', { level: 1, name: 'Wheel Lock Ring 20 inch' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Wheel Lock Ring 20 inch' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Enquire Now/ })).toHaveAttribute('href', '/inquiry?part=Wheel%20Lock%20Ring%2020%20inch');
    await expect(page.getByRole('link', { name: /^Share on WhatsApp/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page).toHaveTitle(/^Wheel Lock Ring 20 inch \|/);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
      '@type': string;
      name?: string;
      sku?: string;
    }[];
    expect(data.map((item) => item['@type']).sort()).toEqual(['BreadcrumbList', 'Product']);
    expect(data.find((item) => item['@type'] === 'Product')).toMatchObject({ name: 'Wheel Lock Ring 20 inch', sku: '6' });
  });

  test("an unknown part says 'Part Not Found'", async ({ page }) => {
    await page.goto('/catalog/9999');
    await expect(page.getByRole('heading', { level: 1, name: 'Part Not Found' })).toBeVisible();
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Enquire Now on a card is one tap, and prefills the enquiry form', async ({ page }) => {
    await page.goto('/catalog');
    const card = page.getByRole('article', { name: 'Silencer Tail Pipe 4 inch' });
    await card.getByRole('link', { name: /^Enquire Now/ }).tap();
    await expect(page).toHaveURL(/\/inquiry\?part=Silencer%20Tail%20Pipe%204%20inch$/);
    await expect(page.getByRole('combobox', { name: /Part Name/ })).toHaveValue('Silencer Tail Pipe 4 inch');
  });
});
