import type { Response } from '@playwright/test';
import { expect, test } from '../fixtures';
import { axeViolations, blockThirdParties, expectNoHorizontalScroll } from './support';

const pages = [
  ['/', /^Heavy-Truck Parts Manufacturer and Wholesaler \|/],
  ['/catalog', /^Parts Catalogue \|/],
  ['/catalog/6', /^Wheel Lock Ring 20 inch \|/],
  ['/blog', /^Blog \|/],
  ['/blog/1', /^How to Inspect Wheel Lock Rings Before Every Trip \|/],
  ['/inquiry', /^Product Enquiry \|/],
  ['/buy-lead', /^Submit Buy Lead \|/],
] as const;

// axe is injected as a script; the site's CSP (script-src 'self') would refuse it.
test.use({ bypassCSP: true });

for (const width of [360, 768, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [path, title] of pages) {
      test(`${path}: own title and description, one h1, no horizontal scroll, no axe violations`, async ({ page }) => {
        await blockThirdParties(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page).toHaveTitle(title);
        const description = await page.locator('meta[name="description"]').last().getAttribute('content');
        expect(description?.length ?? 0).toBeGreaterThan(50);
        await page.waitForLoadState('networkidle');
        await expectNoHorizontalScroll(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test('the open states pass axe too: catalogue details, form errors, mobile menu, suggestions', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/catalog');
  await page
    .getByRole('article', { name: 'Wheel Lock Ring 20 inch' })
    .getByRole('button', { name: /Show Details/ })
    .click();
  await page.getByRole('button', { name: 'Menu' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/inquiry');
  await page.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: /Part Name/ }).pressSequentially('lock', { delay: 30 });
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a page load does not download again the stylesheet its HTML already carries inline', async ({ page, request }) => {
  for (const path of ['/blog/1', '/catalog']) {
    const stylesheets: Promise<string>[] = [];
    const collect = (response: Response) => {
      if (new URL(response.url()).pathname.endsWith('.css') && response.status() === 200) stylesheets.push(response.text());
    };
    page.on('response', collect);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    const html = await (await request.get(path)).text();
    for (const css of await Promise.all(stylesheets)) expect(html.includes(`<style>${css}</style>`), path).toBe(false);
  }
});

test('robots.txt and the favicon exist', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).toMatch(/User-agent: \*/);
  const favicon = await request.get('/favicon.svg');
  expect(favicon.ok()).toBe(true);
  expect(favicon.headers()['content-type']).toMatch(/svg/);
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('a deep link to a public page already shows the site frame and the page heading', async ({ page }) => {
    for (const [path, heading] of [
      ['/catalog', 'Parts Catalogue'],
      ['/blog', 'Blog'],
      ['/inquiry', 'Product Enquiry'],
      ['/buy-lead', 'Submit Buy Lead'],
      ['/blog/7', null],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('header.site-header .brand'), path).toBeVisible();
      await expect(page.locator('footer.site-footer'), path).toBeVisible();
      if (heading) await expect(page.locator('main h1'), path).toHaveText(heading);
      else await expect(page.locator('main .spinner-label'), path).toHaveText('Loading...');
    }
  });
});
