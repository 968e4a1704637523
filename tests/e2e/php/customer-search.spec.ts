/**
 * the customer's side, on the PHP backend: one search (the enquiry form's suggestions rank
 * as the catalogue does; a search the catalogue cannot read, or one without a result, leads to an
 * enquiry) and the chat button clear of the part page's actions on a phone. Input a person can mean
 * (phone, whole quantities) is the integration tests' (tests/integration/public/inquiry.test.tsx); the
 * number or time shown after sending is forms.spec.ts's.
 */
import type { Page } from '@playwright/test';
import { backendJson, backendUrl, expect, partNameField, test, type WirePart } from './support';

const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Part name suggestions' }).getByRole('option');

/** The page's own `?search=` call for suggestions (the catalogue's whole list is read beside it, without one). */
const suggestionSearch = (page: Page, text: string) =>
  page.waitForResponse(
    (response) => response.url().startsWith(`${backendUrl}/parts.php`) && new URL(response.url()).searchParams.get('search') === text,
  );

test("'ताला चाबी' is not ignored: the catalogue says it cannot read it and offers the enquiry, where 'silencor' suggests the silencer parts, though the backend's own search finds none", async ({
  page,
  request,
}) => {
  await page.goto('/catalog');
  await expect(page.getByText(/^Showing \d+ of \d+ parts$/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search parts' }).fill('ताला चाबी');
  await expect(page.getByRole('status').filter({ hasText: 'could not search for “ताला चाबी”' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No parts found' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.getByRole('link', { name: 'Ask us for this part' }).click();
  await expect(partNameField(page)).toHaveValue('ताला चाबी');

  const backendFinds = (await backendJson<{ data: WirePart[] }>(request, 'parts.php?search=silencor')).data;
  expect(backendFinds, "the reference backend's LIKE search finds nothing for the typo").toEqual([]);
  const searched = suggestionSearch(page, 'silencor');
  await partNameField(page).fill('silencor');
  // The contract's call still goes out, as the spec has it.
  expect((await searched).status()).toBe(200);
  await expect(suggestions(page).first()).toBeVisible();
  const offered = await suggestions(page).allTextContents();
  expect(offered.length).toBeGreaterThan(1);
  expect(offered[0]).toMatch(/silencer/i);
  await suggestions(page).first().click();
  await expect(partNameField(page)).toHaveValue(offered[0]!);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the chat button is clear of the part page's actions wherever the page is scrolled", async ({ page, request }) => {
    const all = (await backendJson<{ data: WirePart[] }>(request, 'parts.php')).data;
    const part = all.find((candidate) => candidate.model_file || candidate.brochure_file) ?? all[0]!;
    await page.goto(`/catalog/${part.id}`);
    const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
    const actions = page.locator('.part-page-actions a, .part-page-share > *, .part-page .part-actions a').filter({ visible: true });
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    const count = await actions.count();
    expect(count).toBeGreaterThan(2);
    for (let at = 0; at < count; at += 1) {
      const action = actions.nth(at);
      // Each action brought to the bottom of the screen, where the chat button is.
      await action.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      const [box, button] = [await action.boundingBox(), await chat.boundingBox()];
      const overlaps =
        box!.x < button!.x + button!.width &&
        button!.x < box!.x + box!.width &&
        box!.y < button!.y + button!.height &&
        button!.y < box!.y + box!.height;
      expect(overlaps, `${(await action.textContent()) ?? ''} under the chat button`).toBe(false);
    }
  });
});
