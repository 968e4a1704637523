import type { Page, Response } from '@playwright/test';
import { expect, test } from '../fixtures';
import { axeViolations, blockThirdParties, expectNoHorizontalScroll } from './support';

/**
 * Each public route, loaded once as a phone loads it and then resized to a tablet and a desktop:
 * its own title and description and one h1 in the built page, the app started on the fake backend,
 * no CSS fetched again that the HTML carries inline, and at every width no horizontal scroll and no
 * axe violations, all under the site's Content-Security-Policy with no violation and no error.
 * /catalog and /inquiry also pass axe in their open states (details, menu, errors, suggestions).
 */
const pages: [path: string, title: RegExp, openStates?: (page: Page) => Promise<void>][] = [
  ['/', /^Heavy-Truck Parts Manufacturer and Wholesaler \|/],
  [
    '/catalog',
    /^Parts Catalogue \|/,
    async (page) => {
      await page
        .getByRole('article', { name: 'Wheel Lock Ring 20 inch' })
        .getByRole('button', { name: /Show Details/ })
        .click();
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    },
  ],
  ['/catalog/6', /^Wheel Lock Ring 20 inch \|/],
  ['/blog', /^Blog \|/],
  ['/blog/1', /^How to Inspect Wheel Lock Rings Before Every Trip \|/],
  [
    '/inquiry',
    /^Product Enquiry \|/,
    async (page) => {
      await page.getByRole('button', { name: 'Submit Enquiry' }).click();
      await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
      await page.getByRole('combobox', { name: /Part Name/ }).pressSequentially('lock', { delay: 30 });
      await expect(page.getByRole('option').first()).toBeVisible();
    },
  ],
  ['/buy-lead', /^Submit Buy Lead \|/],
];

// Phone first, as most visitors come; the layout changes at each of these widths.
const WIDTHS = [360, 768, 1280];

for (const [path, title, openStates] of pages) {
  test(`${path}: own title and description, one h1, CSS once, no CSP violation or error; at ${WIDTHS.join(', ')} px no horizontal scroll and no axe violations`, async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy|Refused to/i.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const stylesheets: Promise<string>[] = [];
    page.on('response', (response: Response) => {
      if (new URL(response.url()).pathname.endsWith('.css') && response.status() === 200) stylesheets.push(response.text());
    });
    await blockThirdParties(page);
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(path);

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(title);
    const description = await page.locator('meta[name="description"]').last().getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(50);
    // The heading is in the page's HTML; the badge shows the app has started on the fake backend.
    await expect(page.getByRole('complementary', { name: 'Demo mode' })).toContainText('Demo data');
    await page.waitForLoadState('networkidle');

    // A stylesheet the HTML already carries inline is not downloaded again.
    const html = await (await request.get(path)).text();
    for (const css of await Promise.all(stylesheets))
      expect(html.includes(`<style>${css}</style>`), 'a stylesheet fetched again').toBe(false);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoHorizontalScroll(page);
      expect(await axeViolations(page), `axe at ${width}px`).toEqual([]);
    }
    if (openStates) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await openStates(page);
      expect(await axeViolations(page), 'axe in the open states').toEqual([]);
    }

    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toContain("script-src 'self'");
    // No CSP violation, nor any other error: a prerendered page the app could not take over as it is reports one.
    expect(errors).toEqual([]);
  });
}

test('/inquiry with a basket: at 360, 768 and 1280 px no horizontal scroll and no axe violations, with its errors shown', async ({
  page,
}) => {
  await blockThirdParties(page);
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  await page.goto('/catalog');
  for (const part of ['Wheel Lock Ring 20 inch', 'Heavy Duty Silencer Assembly'])
    await page
      .getByRole('article', { name: part })
      .getByRole('button', { name: /^Add to enquiry/ })
      .click();
  await page.getByRole('link', { name: 'Your enquiry list: 2 parts' }).click();
  await expect(page.getByRole('heading', { name: 'Your enquiry list' })).toBeVisible();
  await page.getByLabel('A part not in the catalogue').fill('Hose clamp 40 mm, stainless, for the radiator pipe of a 1618 tipper');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Send enquiry for 3 parts' }).click();
  await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    expect(await axeViolations(page), `axe at ${width}px`).toEqual([]);
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

  test('a deep link to a public page already shows the site frame and the page heading; the home page is there whole', async ({ page }) => {
    for (const [path, heading] of [
      ['/', 'Heavy-truck parts built to carry the load'],
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
    // The home page reads no data: its HTML holds all of it, with its own title.
    await page.goto('/');
    await expect(page).toHaveTitle(/^Heavy-Truck Parts Manufacturer and Wholesaler \|/);
    await expect(page.getByRole('heading', { level: 2, name: 'Why Choose Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Parts' })).toHaveAttribute('href', '/catalog');
    // The forms read no data either: their HTML holds them whole, fields and all.
    for (const [path, title, submit] of [
      ['/inquiry', /^Product Enquiry \|/, 'Submit Enquiry'],
      ['/buy-lead', /^Submit Buy Lead \|/, 'Submit Buy Lead'],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
      await expect(page.getByRole('textbox', { name: /Phone Number/ }), path).toBeEditable();
      await expect(
        page.getByRole('combobox', { name: /Part Name/ }).or(page.getByRole('textbox', { name: /Part Name/ })),
        path,
      ).toBeVisible();
      // Without the app the form cannot be sent: its button is off rather than putting the fields in the address.
      await expect(page.getByRole('button', { name: submit }), path).toBeDisabled();
    }
  });
});

test("a form typed into before the app's code arrives keeps its text when the app takes it over, with one heading and no shift, and sends it", async ({
  page,
}) => {
  // The app's code is held back until the visitor has typed, as on a slow link.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => shifts.push((entry as PerformanceEntry & { value: number }).value)),
    ).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });
  // The HTML's module scripts hold DOMContentLoaded back: the page is there once it is committed and parsed.
  await page.goto('/inquiry', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ravi Patel');
  await page.getByRole('textbox', { name: /Phone Number/ }).fill('+91 98250 12345');
  await page.getByRole('textbox', { name: /Message/ }).fill('Twenty lock rings, please.');
  release();
  // The app has started: the demo's badge is its own root.
  await expect(page.getByRole('complementary', { name: 'Demo mode' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Ravi Patel');
  await expect(page.getByRole('textbox', { name: /Phone Number/ })).toHaveValue('+91 98250 12345');
  await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue('Twenty lock rings, please.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  await page.getByRole('textbox', { name: /Company Name/ }).fill('Patel Roadways');
  await page.getByRole('combobox', { name: /Part Name/ }).fill('Lock Ring');
  await page.getByRole('spinbutton', { name: /Quantity/ }).fill('20');
  await page.getByRole('button', { name: 'Submit Enquiry' }).click();
  // Sent with the text typed before the code: an empty name or phone would have been refused.
  await expect(page.getByRole('heading', { name: 'Enquiry Submitted Successfully!' })).toBeVisible();
});
