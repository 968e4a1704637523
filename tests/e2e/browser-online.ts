/**
 * The e2e set-up's first check: that the test browser believes it is online. Chromium says
 * navigator.onLine = false on a machine whose only network interface is loopback, though every server the
 * tests use is on 127.0.0.1; the site then shows its offline line, keeps forms in the outbox and holds
 * back the worker's reads, and tests fail far from the cause. So the run stops first, and says why.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_LAUNCHER } from '../../scripts/bench/chromium.ts';

export const OFFLINE_BROWSER = [
  'The test browser reports navigator.onLine = false: chromium reads the machine as offline when it has no network',
  'interface up but loopback (a container started with --network none, for one). The site would then act offline',
  'and the e2e tests fail without naming the cause. Give the machine an interface that is up, e.g. as root:',
  '  ip link add e2e0 type veth peer name e2e1 && ip link set e2e1 up && ip link set e2e0 up',
  'or run the container with a network; the tests reach only 127.0.0.1 either way.',
].join('\n');

/** Throws OFFLINE_BROWSER when the page's browser says it is offline. */
export async function expectBrowserOnline(page: Page): Promise<void> {
  if (!(await page.evaluate(() => navigator.onLine))) throw new Error(OFFLINE_BROWSER);
}

/** A Playwright globalSetup: the check in a first page of the suites' own chromium, before any test. */
export default async function checkBrowserOnline(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_LAUNCHER, args: CHROMIUM_FLAGS });
  try {
    await expectBrowserOnline(await browser.newPage());
  } finally {
    await browser.close();
  }
}
