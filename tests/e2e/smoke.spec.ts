import { expect, test } from './fixtures';

test('the built site starts on the fake backend and shows the demo badge', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Demo mode' })).toContainText('Demo data');
});
