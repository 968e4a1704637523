import { expect, test } from '../fixtures';
import { gotoWithScenario } from './support';

test.describe('blog', () => {
  test('filter the list, read a post and go back', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('article')).toHaveCount(6);
    await page.getByRole('button', { name: 'Maintenance', exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('SILENCER');
    await expect(page.getByRole('article')).toHaveCount(1);
    const card = page.getByRole('article', { name: 'Silencer Maintenance for BS-VI Trucks' });
    await expect(card.getByText('October 28, 2026')).toBeVisible();
    await card.getByRole('link', { name: /Read More/ }).click();

    await expect(page).toHaveURL(/\/blog\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Silencer Maintenance for BS-VI Trucks' })).toBeVisible();
    await expect(page).toHaveTitle(/^Silencer Maintenance for BS-VI Trucks \|/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]') as { '@type': string }[];
    expect(jsonLd.map((item) => item['@type'])).toEqual(['BreadcrumbList', 'BlogPosting']);
    expect(await page.locator('.blog-post-content p').count()).toBeGreaterThan(1);

    await page.getByRole('button', { name: /Back to Blog/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });

  test('an unknown post shows Post Not Found with a link back', async ({ page }) => {
    await page.goto('/blog/999');
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page.getByRole('article')).toHaveCount(6);
  });

  test('error scenario: the list and a post show their spec texts', async ({ page }) => {
    await gotoWithScenario(page, '/blog', 'blog-posts-500');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to fetch blog posts');
    await page.goto('/blog/1');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to fetch blog post');
    await gotoWithScenario(page, '/blog/1', 'none');
    await expect(page.getByRole('heading', { level: 1, name: 'How to Inspect Wheel Lock Rings Before Every Trip' })).toBeVisible();
  });
});
