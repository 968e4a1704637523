/** Shared by the offline specs : the worker, offline mode, the two forms, what the device holds. */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, partNameField } from './support';

/** Waits until the offline worker has installed and controls the page (it registers after load). */
export async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { message: 'the offline worker controls the page' })
    .toBe(true);
}

/**
 * A public form is in its page's HTML and runs once its code, which comes after the paint, is in: the
 * network is taken away only from forms the app runs. A form typed into while its code is on its way
 * is the subject of e2e mock public/quality.spec.ts.
 */
export async function formsRunning(page: Page): Promise<void> {
  await expect(page.locator('main form button[type="submit"]:disabled')).toHaveCount(0);
}

/** Offline mode, checked from the worker too: its own fetches must fail, or a test would prove nothing. */
export async function leaveOffline(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) await formsRunning(page);
  await context.setOffline(true);
  const worker = context.serviceWorkers()[0];
  // The worker is a target of its own, and the offline mode reaches it a moment later on a busy machine.
  if (worker)
    await expect
      .poll(
        () =>
          worker.evaluate(() =>
            fetch(`/robots.txt?${Date.now()}`).then(
              () => 'online',
              () => 'offline',
            ),
          ),
        { message: 'the offline worker is offline too' },
      )
      .toBe('offline');
}

export async function fillInquiry(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Product Enquiry' })).toBeVisible();
  await page.getByLabel(/^name/i).fill(name);
  await page.getByLabel(/^e-?mail/i).fill('offline.enquirer@example.com');
  await page.getByLabel('Phone Number').fill('+91 98250 12345');
  await page.getByLabel(/company/i).fill('Highway Haulage');
  await partNameField(page).fill('Brake Drum');
  await partNameField(page).press('Escape');
  await page.getByLabel(/quantity/i).fill('2');
  await page.getByLabel(/message/i).fill('Sent from under a bridge.');
}

export async function fillBuyLead(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Submit Buy Lead' })).toBeVisible();
  await page.getByLabel(/^(full )?name/i).fill(name);
  await page.getByLabel(/^e-?mail/i).fill('offline.buyer@example.com');
  await page.getByLabel('Phone Number').fill('9823045120');
  await page.getByLabel(/company/i).fill('Highway Freight');
  await partNameField(page).fill('Leaf Spring');
  await partNameField(page).press('Escape');
  await page.getByLabel(/quantity/i).fill('40');
  await page.getByLabel(/delivery location/i).fill('Nagpur, Maharashtra');
}

/** The two lead forms as the offline and slow-link specs drive them: where, how filled, which call stores them. */
export const LEAD_FORMS = [
  {
    article: 'an',
    name: 'enquiry',
    path: '/inquiry',
    fill: fillInquiry,
    script: 'inquiries.php',
    part: 'Brake Drum',
    success: 'Enquiry Submitted Successfully!',
  },
  {
    article: 'a',
    name: 'buy lead',
    path: '/buy-lead',
    fill: fillBuyLead,
    script: 'buy_leads.php',
    part: 'Leaf Spring',
    success: 'Buy Lead Submitted Successfully!',
  },
] as const;

/** How many records the backend at `backendUrl` holds under this name (its own list call, searched). */
export async function countStored(request: APIRequestContext, backendUrl: string, script: string, name: string): Promise<number> {
  const response = await request.get(`${backendUrl}/${script}?search=${encodeURIComponent(name)}`);
  expect(response.ok()).toBe(true);
  // inquiries.php answers { data: [...] }, buy_leads.php a bare list (spec §7).
  const body = (await response.json()) as { data: { name: string }[] } | { name: string }[];
  return (Array.isArray(body) ? body : body.data).filter((row) => row.name === name).length;
}

/** After a staff session: Cache Storage and IndexedDB hold no staff call, page or credential, and still the public reads. */
export async function expectNoStaffDataOnDevice(page: Page): Promise<void> {
  const stored = await storedOnDevice(page);
  expect(stored.cached.length, 'the worker keeps the public pages').toBeGreaterThan(0);
  const staff = /inquiries\.php|buy_leads\.php|login\.php|sadlogin\.php|whatsapp_status\.php|\/admin(\/|$)|\/subadmin(\/|$)|\/SSA-/;
  expect(stored.cached.filter((url) => staff.test(url))).toEqual([]);
  expect(stored.indexedDb.filter((text) => staff.test(text) || /admin@example\.com/.test(text))).toEqual([]);
  expect(
    stored.cached.some((url) => /parts\.php/.test(url)),
    'public reads are kept',
  ).toBe(true);
}

/** Every URL in Cache Storage, and every record of every IndexedDB database, as text. */
export function storedOnDevice(page: Page): Promise<{ cached: string[]; indexedDb: string[] }> {
  return page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) cached.push(request.url);
    }
    const indexedDb: string[] = [];
    for (const { name, version } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name, version);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store, 'readonly').objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
        indexedDb.push(...rows.map((row) => `${name}/${store}: ${JSON.stringify(row)}`));
      }
      db.close();
    }
    return { cached, indexedDb };
  });
}
