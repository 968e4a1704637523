import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { axeViolations, blockThirdParties, expectNoHorizontalScroll } from './support';

/**
 * The public site in Hindi and Gujarati on a 390 px phone: the chooser in the menu, the navigation,
 * the catalogue, both forms with their validation messages and success panels in the chosen script,
 * the choice kept over a reload and given by ?lang=, part names as stored, English as the spec, and
 * the back office in English whatever the visitor chose.
 * SHOTS=/dir also saves each page's screenshot there, to look at.
 */
// bypassCSP: axe is injected as a script tag, as in quality.spec.ts.
test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

const texts = {
  hi: {
    name: 'हिन्दी',
    language: 'भाषा',
    nav: ['होम', 'पार्ट्स कैटलॉग', 'ब्लॉग', 'पूछताछ', 'बाय लीड'],
    menu: 'मेन्यू',
    enquire: 'अभी पूछताछ करें',
    submitEnquiry: 'पूछताछ भेजें',
    nameLabel: /^नाम/,
    nameRequired: 'नाम ज़रूरी है',
    messageShort: 'मैसेज कम से कम 10 अक्षरों का होना चाहिए',
    enquirySent: 'पूछताछ भेज दी गई!',
    submitBuyLead: 'बाय लीड भेजें',
    deliveryRequired: 'डिलीवरी की जगह ज़रूरी है',
    buyLeadSent: 'बाय लीड भेज दी गई!',
    catalogueTitle: 'पार्ट्स कैटलॉग',
    search: 'पार्ट्स खोजें',
    script: /[\u0900-\u097F]/,
  },
  gu: {
    name: 'ગુજરાતી',
    language: 'ભાષા',
    nav: ['હોમ', 'પાર્ટ્સ કેટલોગ', 'બ્લોગ', 'પૂછપરછ', 'બાય લીડ'],
    menu: 'મેનૂ',
    enquire: 'હમણાં પૂછપરછ કરો',
    submitEnquiry: 'પૂછપરછ મોકલો',
    nameLabel: /^નામ/,
    nameRequired: 'નામ જરૂરી છે',
    messageShort: 'મેસેજ ઓછામાં ઓછા 10 અક્ષરનો હોવો જોઈએ',
    enquirySent: 'પૂછપરછ મોકલાઈ ગઈ!',
    submitBuyLead: 'બાય લીડ મોકલો',
    deliveryRequired: 'ડિલિવરીનું સ્થળ જરૂરી છે',
    buyLeadSent: 'બાય લીડ મોકલાઈ ગઈ!',
    catalogueTitle: 'પાર્ટ્સ કેટલોગ',
    search: 'પાર્ટ્સ શોધો',
    script: /[\u0A80-\u0AFF]/,
  },
} as const;

/** The page a phone screen at a time (at most four), to look at for overflow, cut text and boxes in place of letters. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let part = 0; part < Math.min(4, Math.ceil(height / 844)); part += 1) {
    await page.screenshot({
      path: `${dir}/${name}-${part}.png`,
      fullPage: true,
      clip: { x: 0, y: part * 844, width: 390, height: Math.min(844, height - part * 844) },
    });
  }
}

/** Opens the phone menu; a tap before the app has taken over the prerendered page is tried again. */
async function openMenu(page: Page, label: string | RegExp) {
  const toggle = page.getByRole('button', { name: label });
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass();
}

const headerNav = (page: Page) => page.getByRole('banner').getByRole('navigation');

async function fillContact(page: Page) {
  await page.locator('input[name="name"]').fill('Ravi Kumar');
  await page.locator('input[name="phone"]').fill('+91 98765 43210');
  await page.locator('input[name="company"]').fill('Kumar Transport');
  await page.locator('input[name="quantity"]').fill('4');
}

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

/*
 * Hindi walks the whole public site. Gujarati, whose texts come the same way (its catalog is checked whole in
 * tests/unit/i18n/), walks only what its own script changes in a browser: the menu, the catalogue and its search,
 * and both forms' messages, each at 390 px without overflow, and axe.
 */
for (const [code, words] of Object.entries(texts)) {
  const whole = code === 'hi';
  test(`${words.name}: chosen in the menu, the site speaks it and keeps it`, async ({ page }) => {
    // The i18n runtime says nothing on the console: the catalogs ship compiled, and a text the catalog
    // does not have (a part's name, the server's words) is shown without asking it.
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.goto('/');
    await openMenu(page, 'Menu');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: words.name }).click();
    // Choosing closes the menu: opened again, under its new name, it shows the choice.
    await openMenu(page, words.menu);
    await expect(page.getByRole('group', { name: words.language }).getByRole('button', { name: words.name })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    const nav = headerNav(page);
    for (const item of words.nav) await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(words.script);
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', words.script);
    await expectNoHorizontalScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `home-${code}`);

    // Reload keeps the choice: the page draws in the language, with no English left in the frame.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('button', { name: words.menu })).toBeVisible();

    // The catalogue: its chrome in the language, the part names as stored.
    await openMenu(page, words.menu);
    await headerNav(page).getByRole('link', { name: words.nav[1], exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.catalogueTitle })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: words.search })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(words.enquire) }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Wheel Lock Ring 20 inch' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, `catalog-${code}`);

    // A Hindi or Gujarati trade word finds the part.
    await page.getByRole('searchbox', { name: words.search }).fill(code === 'hi' ? 'लॉक रिंग' : 'લૉક રિંગ');
    await expect(page.getByRole('heading', { level: 2, name: 'Wheel Lock Ring 20 inch' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Silencer/ })).toHaveCount(0);

    // The part page: its own texts in the language, the part's name as stored, in the trail too.
    if (whole) {
      await page.getByRole('link', { name: 'Wheel Lock Ring 20 inch', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Wheel Lock Ring 20 inch' })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(words.enquire) })).toBeVisible();
      await expect(page.locator('.breadcrumb')).toContainText(words.nav[0]);
      await expect(page.locator('.breadcrumb')).toContainText('Wheel Lock Ring 20 inch');
    }

    // The enquiry form, reached by the menu as a visitor does: validation messages, then the success panel.
    await openMenu(page, words.menu);
    await headerNav(page).getByRole('link', { name: words.nav[3], exact: true }).click();
    await page.getByRole('button', { name: words.submitEnquiry }).click();
    await expect(page.getByText(words.nameRequired, { exact: true })).toBeVisible();
    await page.locator('textarea[name="message"]').fill('short');
    await page.getByRole('button', { name: words.submitEnquiry }).click();
    await expect(page.getByText(words.messageShort, { exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `inquiry-errors-${code}`);
    if (whole) {
      await fillContact(page);
      await page.getByRole('combobox').fill('Wheel Lock Ring 20 inch');
      await page.locator('textarea[name="message"]').fill('Please quote for four rings.');
      await page.getByRole('button', { name: words.submitEnquiry }).click();
      await expect(page.getByRole('heading', { name: words.enquirySent })).toBeFocused();
      await expect(page.locator('.form-reference')).toHaveText(words.script);
    }

    // The buy-lead form.
    await openMenu(page, words.menu);
    await headerNav(page).getByRole('link', { name: words.nav[4], exact: true }).click();
    await page.getByRole('button', { name: words.submitBuyLead }).click();
    await expect(page.getByText(words.deliveryRequired, { exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, `buy-lead-errors-${code}`);
    if (whole) {
      await fillContact(page);
      await page.locator('input[name="partName"]').fill('Silencer Clamp');
      await page.locator('input[name="deliveryLocation"]').fill('Surat');
      await page.getByRole('button', { name: words.submitBuyLead }).click();
      await expect(page.getByRole('heading', { name: words.buyLeadSent })).toBeFocused();
      await shot(page, `buy-lead-sent-${code}`);
    }
    expect(warnings.filter((text) => /message|catalog|lingui/i.test(text))).toEqual([]);
    if (!whole) return;

    // The back office stays in English whatever the visitor chose.
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });
}

test('a shared link with ?lang=hi opens in Hindi; English comes back as the spec has it', async ({ page }) => {
  await page.goto('/catalog?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'पार्ट्स कैटलॉग' })).toBeVisible();
  await openMenu(page, 'मेन्यू');
  await page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Parts Catalogue' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Parts Catalogue' })).toBeVisible();
  await openMenu(page, 'Menu');
  for (const item of ['Home', 'Parts Catalogue', 'Blog', 'Enquiry', 'Buy Lead'])
    await expect(headerNav(page).getByRole('link', { name: item, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View All Brochure' })).toBeVisible();
  await shot(page, 'catalog-en');
  await page.goto('/inquiry');
  await page.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  await shot(page, 'inquiry-errors-en');
});

test.describe('?lang= before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and the forms come drawn in the language the link asks for', async ({ page }) => {
    for (const [path, language, heading] of [
      ['/?lang=hi', 'hi', 'लोड झेलने के लिए बने हेवी ट्रक पार्ट्स'],
      ['/inquiry?lang=hi', 'hi', 'प्रोडक्ट पूछताछ'],
      ['/buy-lead?lang=gu', 'gu', 'બાય લીડ મોકલો'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html'), path).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
  });
});

test('a form drawn in Hindi by its link is taken over as it is, its heading and a field typed into kept', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  // The HTML's module scripts hold DOMContentLoaded back: the page is there once it is committed and parsed.
  await page.goto('/inquiry?lang=hi', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'प्रोडक्ट पूछताछ' });
  await heading.evaluate((element) => element.setAttribute('data-drawn-by', 'html'));
  await page.locator('input[name="name"]').fill('Ravi Kumar');
  release();
  await expect(page.getByRole('complementary', { name: 'Demo mode' })).toBeVisible();
  // The same element: taken over, not drawn again.
  await expect(heading).toHaveAttribute('data-drawn-by', 'html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('input[name="name"]')).toHaveValue('Ravi Kumar');
});
