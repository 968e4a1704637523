import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures';

/**
 * What only a real browser does with the catalogue's files: the 3D viewer (a custom element, three.js,
 * WebGL) loads only when a preview is opened and shows the model, and Download 3D Model saves the
 * real model the fake backend serves. Filtering, search, the address and the errors are
 * tests/integration/public/catalog.test.tsx and the fault matrix.
 */
test('the 3D viewer loads only when a preview is opened, and Download 3D Model saves the real model', async ({ page }) => {
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

  for (const name of ['Wheel Lock Ring 20 inch', 'Gear Shift Cable Pair']) {
    const each = page.getByRole('article', { name });
    const details = each.getByRole('button', { name: /Show Details/ });
    if (await details.isVisible()) await details.click();
    const [download] = await Promise.all([page.waitForEvent('download'), each.getByRole('link', { name: 'Download 3D Model' }).click()]);
    expect(download.suggestedFilename(), name).toMatch(/\.glb$/);
    const bytes = readFileSync((await download.path())!);
    // A binary glTF starts with the magic 'glTF', not with the app's HTML.
    expect(bytes.subarray(0, 4).toString('latin1'), name).toBe('glTF');
  }
});
