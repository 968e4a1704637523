import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/** Switches the fake backend's failure scenario for this tab (`none` switches it off). */
export async function gotoWithScenario(page: Page, path: string, scenario: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}scenario=${scenario}`);
}

/** The third-party map never loads during tests: the site must work offline. */
export async function blockThirdParties(page: Page) {
  await page.route(/^https:\/\/(www\.)?google\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }),
  );
}

const require = createRequire(import.meta.url);
/** axe-core's browser build (a dependency of lighthouse, which the project already uses). */
export const axePath = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const axeSource = readFileSync(axePath, 'utf8');

/**
 * Runs axe (WCAG 2 A/AA and best practices) on the page; returns the violations, shortened. axe is
 * put in the page once, through the devtools protocol, which the page's CSP does not govern: the
 * page runs under its own policy while axe checks it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations;
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
