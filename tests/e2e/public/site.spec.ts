import { expect, test } from '../fixtures';
import { gotoWithScenario } from './support';

/**
 * What only a real browser shows of the site frame: new tabs opened and closed by View All Brochure,
 * the layout of the home page from desktop to phone widths, the keyboard path through focus and the
 * skip link, and a touch tap on a phone. The rest of the frame (carousel, map, menu states, brochure
 * texts under each fault) is tests/integration/public/{home,layout}.test.tsx and the fault matrix.
 */
test.describe('home and layout', () => {
  test('View All Brochure opens the brochure PDF in a new tab; when there is none it says why and closes the tab', async ({
    page,
    context,
  }) => {
    // The home page's HTML holds the whole page: its buttons answer once the app has started, as the demo badge shows.
    const started = page.getByRole('complementary', { name: 'Demo mode' });
    await page.goto('/');
    await expect(started).toBeVisible();
    let popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'View All Brochure' }).click();
    let tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/\/uploads\/brochures\/catalogue-2026\.pdf$/);
    await expect(page.getByRole('banner').getByRole('alert')).toHaveText('');
    await tab.close();

    await gotoWithScenario(page, '/', 'brochures-reject');
    await expect(started).toBeVisible();
    popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'View All Brochure' }).click();
    tab = await popup;
    await expect(page.getByRole('banner').getByRole('alert')).toHaveText(/No brochure available\./);
    await expect.poll(() => tab.isClosed()).toBe(true);
  });

  test('from desktop to phone: the chat button and its label, the phone menu, and the demo badge clear of the copyright line', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    // The prerendered home page's Menu button answers once the app has started, as the demo badge shows.
    await expect(page.getByRole('complementary', { name: 'Demo mode' })).toBeVisible();
    // The chat button sits 24px from the bottom right; its label hides at 600px and below.
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

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const width of [412, 390, 360]) {
      await page.setViewportSize({ width, height: 760 });
      await page.evaluate(() => window.scrollTo(0, 0));
      // The menu's links show only while it is open; its button stays put when it opens.
      await expect(nav.getByRole('link', { name: 'Blog' }), `${width}px`).toBeHidden();
      const toggle = page.getByRole('button', { name: 'Menu' });
      const closed = await toggle.boundingBox();
      await toggle.click();
      const close = page.getByRole('button', { name: 'Close menu' });
      await expect(nav.getByRole('link', { name: 'Blog' }), `${width}px`).toBeVisible();
      expect(await close.boundingBox(), `${width}px`).toEqual(closed);
      // Brand and button share one row.
      expect(closed!.y, `${width}px`).toBeLessThan(20);
      await close.click();
      await expect(nav.getByRole('link', { name: 'Blog' }), `${width}px`).toBeHidden();

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const badge = page.getByRole('complementary', { name: 'Demo mode' });
      await expect(badge).toBeVisible();
      // The text itself, not its paragraph (whose padding makes the room).
      const textBottom = await page.getByText(/^© \d{4} /).evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().bottom;
      });
      expect(textBottom, `at ${width}px the copyright line ends above the badge`).toBeLessThanOrEqual((await badge.boundingBox())!.y);
    }
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
    await page.keyboard.type('drum grey');
    const card = page.getByRole('article', { name: 'Brake Drum 410 mm' });
    await expect(page.getByRole('article')).toHaveCount(1);
    await card.getByRole('button', { name: /Show Details/ }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: /Hide Details/ })).toBeFocused();
    // Enquire Now and Add to enquiry sit on the card, just before the details toggle.
    await page.keyboard.press('Shift+Tab');
    await expect(card.getByRole('button', { name: /^Add to enquiry/ })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(card.getByRole('link', { name: /Enquire Now/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: /Part Name/ })).toHaveValue('Brake Drum 410 mm');
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
