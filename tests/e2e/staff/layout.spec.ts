/**
 * The staff screens as drawn by a real browser on the fake backend: no screen wider than a phone, and a
 * list that takes one more column without splitting a word.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { loginAdmin } from './support';

/** Every admin screen: each section of the sidebar, and a screen under a section. */
const SCREENS = [
  '/admin/dashboard',
  '/admin/follow-ups',
  '/admin/parts',
  '/admin/parts/add',
  '/admin/parts/1/edit',
  '/admin/inquiries',
  '/admin/inquiries/1',
  '/admin/buy-leads',
  '/admin/categories',
  '/admin/brochures',
  '/admin/blogs',
];
const LISTS = ['/admin/parts', '/admin/inquiries', '/admin/buy-leads', '/admin/categories', '/admin/blogs'];

/** Opens a screen as a typed-in address (the sign-in flag lives in the tab) and waits until it has drawn its data. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

/**
 * Adds a column to the list's table, as a newcomer's one-line column would: each row's longest cell
 * again, under a header of its own.
 */
function addColumn(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector<HTMLTableElement>('table.data-table')!;
    const head = table.tHead!.rows[0]!;
    const header = document.createElement('th');
    header.scope = 'col';
    header.textContent = 'Added column';
    head.insertBefore(header, head.cells[1] ?? null);
    for (const row of table.tBodies[0]!.rows) {
      if (row.cells.length === 1) {
        row.cells[0]!.colSpan += 1;
        continue;
      }
      const longest = [...row.cells].reduce((a, b) => ((b.textContent ?? '').length > (a.textContent ?? '').length ? b : a));
      const cell = longest.cloneNode(true) as HTMLTableCellElement;
      cell.querySelectorAll('a, button, select, input').forEach((control) => control.replaceWith(control.textContent ?? ''));
      row.insertBefore(cell, row.cells[1] ?? null);
    }
  });
}

/** The words in the table's cells that the browser drew over more than one line; a long e-mail or part number may break. */
function splitWords(page: Page) {
  return page.evaluate(() => {
    const split: string[] = [];
    const body = document.querySelector('table.data-table tbody')!;
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        if (match[0].includes('@') || match[0].length > 24) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}

test('at 1280 px a list with a column added splits no word in its cells', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAdmin(page);
  for (const path of LISTS) {
    await open(page, path);
    await expect(page.locator('table.data-table tbody tr').first()).toBeVisible();
    await addColumn(page);
    expect(await splitWords(page), path).toEqual([]);
  }
});

for (const width of [360, 390]) {
  test(`at ${width} px no staff screen is wider than the phone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await loginAdmin(page);
    for (const path of SCREENS) {
      await open(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}
