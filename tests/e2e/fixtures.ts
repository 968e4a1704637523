/**
 * The e2e specs' `test`: Playwright's, plus a record of what the page did, written out only when a
 * test fails. A failure on a CI machine then says what the page showed (its address, whether the
 * fake backend's service worker controlled it, the text of its main region) and what happened
 * before (navigations, page errors, console errors, failed requests), not only which locator
 * timed out. `npm test` prints the file (test-results/e2e-diagnostics.txt) after the e2e run.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, type Page } from '@playwright/test';

const MAX_EVENTS = 25;

function record(page: Page): string[] {
  const events: string[] = [];
  const started = Date.now();
  const note = (line: string) => events.push(`${((Date.now() - started) / 1000).toFixed(1)}s ${line}`);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
  });
  page.on('load', () => note('load'));
  page.on('crash', () => note('the page crashed'));
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text()}`);
  });
  // The URL only: request bodies and headers may carry credentials.
  page.on('requestfailed', (request) =>
    note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`),
  );
  return events;
}

async function pageState(page: Page): Promise<string> {
  try {
    const state = await page.evaluate(() => ({
      url: location.href,
      serviceWorker: navigator.serviceWorker?.controller ? 'controlled' : 'not controlled',
      text: ((document.querySelector('main') ?? document.body)?.innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 400),
    }));
    return `${state.url} (${state.serviceWorker})\n  main text: ${state.text}`;
  } catch (error) {
    return `the page could not be read: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
}

export const test = base.extend<{ diagnostics: void }>({
  diagnostics: [
    async ({ page }, use, testInfo) => {
      const events = record(page);
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const lines = [
        `── ${testInfo.project.name} › ${testInfo.titlePath.slice(1).join(' › ')} (attempt ${testInfo.retry + 1}, ${testInfo.status})`,
        `  page: ${await pageState(page)}`,
        ...events.slice(-MAX_EVENTS).map((event) => `  ${event}`),
      ];
      appendFileSync(join(testInfo.project.outputDir, 'e2e-diagnostics.txt'), `${lines.join('\n')}\n`);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
