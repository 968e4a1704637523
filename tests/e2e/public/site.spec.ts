import { expect, test } from '../fixtures';
import { blockThirdParties, gotoWithScenario } from './support';

test.describe('home and layout', () => {
  test('the partner carousel wraps at both ends and each logo opens its PDF in a new tab', async ({ page, context }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Partner logos' });
    const logos = carousel.getByRole('link');
    await expect(logos).toHaveCount(4);
    await expect(logos.first()).toHaveAccessibleName(/^Partner 1 /);
    await page.getByRole('button', { name: 'Previous partners' }).click();
    await expect(logos.first()).toHaveAccessibleName(/^Partner 5 /);
    await page.getByRole('button', { name: 'Next partners' }).click();
    await expect(logos.first()).toHaveAccessibleName(/^Partner 1 /);
    const popup = context.waitForEvent('page');
    await logos.nth(1).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/\/partners\/partner-2\.pdf$/);
    await tab.close();
  });

  test('View All Brochure opens the brochure PDF in a new tab', async ({ page, context }) => {
    await page.goto('/');
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'View All Brochure' }).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/\/uploads\/brochures\/catalogue-2026\.pdf$/);
    await expect(page.getByRole('banner').getByRole('alert')).toHaveText('');
  });

  test('error scenario: View All Brochure says why it has nothing to open', async ({ page, context }) => {
    await gotoWithScenario(page, '/', 'brochures-reject');
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'View All Brochure' }).click();
    const tab = await popup;
    await expect(page.getByRole('banner').getByRole('alert')).toHaveText(/No brochure available\./);
    await expect.poll(() => tab.isClosed()).toBe(true);
    await gotoWithScenario(page, '/', 'brochures-network');
    await page.getByRole('button', { name: 'View All Brochure' }).click();
    await expect(page.getByRole('banner').getByRole('alert')).toHaveText(/Failed to fetch brochure\./);
  });

  test('the map loads only when asked for', async ({ page }) => {
    const google: string[] = [];
    page.on('request', (request) => {
      if (/google\.com/.test(request.url())) google.push(request.url());
    });
    await blockThirdParties(page);
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(google).toEqual([]);
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.locator('iframe[title^="Map of"]')).toBeVisible();
    await expect.poll(() => google.length).toBeGreaterThan(0);
  });

  test('the chat button sits 24px from the bottom right; its label hides at 600px and below', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const chat = page.getByRole('link', { name: /Chat with us/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    const box = (await chat.boundingBox())!;
    expect(Math.round(1280 - (box.x + box.width))).toBe(24);
    expect(Math.round(800 - (box.y + box.height))).toBe(24);
    await expect(chat.getByText('Chat with us')).toBeVisible();
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(chat.getByText('Chat with us')).toBeHidden();
    await page.setViewportSize({ width: 601, height: 800 });
    await expect(chat.getByText('Chat with us')).toBeVisible();
  });

  test('on a phone the menu toggles open and closed, and a link closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden();
    await toggle.click();
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden();
    await toggle.click();
    await nav.getByRole('link', { name: 'Buy Lead' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Submit Buy Lead' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden();
  });

  test('keyboard only: skip link, then the catalogue through to an enquiry', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Browse Parts' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Parts Catalogue' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search parts' }).focus();
    await page.keyboard.type('drum');
    const card = page.getByRole('article', { name: 'Brake Drum 410 mm' });
    await expect(page.getByRole('article')).toHaveCount(1);
    await card.getByRole('button', { name: /Show Details/ }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: /Hide Details/ })).toBeFocused();
    // Enquire Now sits on the card, just before the details toggle.
    await page.keyboard.press('Shift+Tab');
    await expect(card.getByRole('link', { name: /Enquire Now/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: /Part Name/ })).toHaveValue('Brake Drum 410 mm');
  });
});

test.describe('phone polish', () => {
  for (const width of [360, 390, 412]) {
    test(`at ${width}px the menu button stays put when the menu opens, and the demo badge leaves the copyright line clear`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 760 });
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Menu' });
      const closed = await toggle.boundingBox();
      await toggle.click();
      const open = await page.getByRole('button', { name: 'Close menu' }).boundingBox();
      expect(open).toEqual(closed);
      // Brand and button share one row.
      expect(closed!.y).toBeLessThan(20);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const badge = page.getByRole('complementary', { name: 'Demo mode' });
      await expect(badge).toBeVisible();
      // The text itself, not its paragraph (whose padding makes the room).
      const textBottom = await page.getByText(/^© \d{4} /).evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().bottom;
      });
      expect(textBottom, 'the copyright line ends above the badge').toBeLessThanOrEqual((await badge.boundingBox())!.y);
    });
  }
});
