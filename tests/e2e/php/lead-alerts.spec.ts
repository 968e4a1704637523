/**
 * New-lead alerts on the PHP backend: on every staff page, one sign-in for the browser, and the
 * dashboard's trend checked against the backend's own records. The toast (naming the lead, staying,
 * opening it) and leads whose ids become visible out of order are tests/integration/staff/lead-alerts.test.tsx's;
 * here the highlighted row as a browser draws it, several leads stored at once, and a console with no 404.
 */
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { signedIn } from '../signed-in';
import { waitForWorker } from './offline-support';
import { backendJson, backendUrl, expect, login, STAFF, test, unique } from './support';

async function postEnquiry(request: APIRequestContext, name: string) {
  const response = await request.post(`${backendUrl}/inquiries.php`, {
    data: {
      name,
      email: '',
      phone: '+91 98250 11111',
      company: 'Alert Test Roadlines',
      partName: 'Brake Drum 410 mm',
      quantity: '3',
      message: 'Please quote.',
    },
  });
  expect(response.ok()).toBe(true);
}

/** A reply to the alerts' check of the open enquiries (src/features/staff/alerts/lead-check.ts). */
const isCheck = (response: Response) => response.url() === `${backendUrl}/inquiries.php?status=pending`;

/** Waits for the alerts' first check, which announces nothing: a lead posted before it would be no news. */
const firstLook = (page: Page, since = 0) =>
  page.waitForResponse((response) => isCheck(response) && response.request().timing().startTime >= since);

/**
 * Moves the page's clock past the next once-a-minute check and waits for its reply. The page sets its next
 * check's timer once it has read the last check's reply, a moment after the test saw it: a clock moved on
 * before that timer exists passes it by (the timer then waits a whole page minute). So the clock moves on a
 * minute at a time until the check goes out.
 */
async function nextCheck(page: Page) {
  let found = false;
  const check = page.waitForResponse(isCheck).then(() => (found = true));
  for (let minute = 0; minute < 3 && !found; minute += 1) {
    await page.clock.fastForward(61_000);
    await Promise.race([check, new Promise((settle) => setTimeout(settle, 2_000))]);
  }
  await check;
}

/**
 * What the console reports of the backend's scripts (a browser logs each failed load there, with its
 * address), and their 4xx/5xx replies; the parts page's missing photo is the seed's own, not a call.
 */
function recordFailures(page: Page) {
  const failures: string[] = [];
  const isScript = (url: string) => url.startsWith(backendUrl) && new URL(url).pathname.endsWith('.php');
  page.on('console', (message) => {
    if (message.type() === 'error' && isScript(message.location().url)) failures.push(`${message.location().url}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (isScript(response.url()) && response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  return failures;
}

/*
 * The offline worker, where a test has it, controls the page from its start: its take-over reads every list
 * again (src/features/offline/offline-queries.ts), the check's among them, at a moment no test chose.
 */
test.describe('without the offline worker', () => {
  test.use({ serviceWorkers: 'block' });
  // One role: the alerts are the role table's, the same for both (tests/integration/staff/lead-alerts.test.tsx
  // runs each role), and what a subadmin may not use is status-change.test.tsx's.
  test('an enquiry posted while the dashboard is open shows in the sidebar, the title, the announcement and the list, without a reload', async ({
    page,
    request,
  }) => {
    const account = STAFF.admin;
    const enquiries = 'Enquiries';
    await page.clock.install();
    const firstCheck = firstLook(page);
    await signedIn(page, 'admin', undefined, { firstVisit: true });
    await expect(page.getByRole('heading', { name: account.title })).toBeVisible();
    await firstCheck;
    await expect(page).toHaveTitle(new RegExp(`^${account.title} \\|`));

    const name = unique('Alert Customer');
    await postEnquiry(request, name);
    // A mark on the window that a reload would wipe.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await nextCheck(page);

    await expect(page.getByRole('link', { name: `${enquiries} 1 new` })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^\\(1\\) ${account.title} \\|`));
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: '1 new enquiry' })).toBeAttached();

    await page.getByRole('link', { name: `${enquiries} 1 new` }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Unread', { exact: true })).toBeVisible();
    // Highlighted as a person sees it: the row's cells have a background other rows lack.
    await expect(row).toHaveClass(/\blead-new\b/);
    const background = (locator: typeof row) =>
      locator
        .locator('td')
        .first()
        .evaluate((cell) => getComputedStyle(cell).backgroundColor);
    const other = page
      .getByRole('row')
      .filter({ hasNot: page.getByText('Unread', { exact: true }) })
      .nth(1);
    expect(await background(row)).not.toBe(await background(other));
    // Looked at: the count is gone, the mark stays on the row while the list is open.
    await expect(page.getByRole('link', { name: enquiries, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Customer Enquiries \|/);

    // An enquiry arriving while the list is open joins it, marked.
    const second = unique('Second Customer');
    await postEnquiry(request, second);
    await nextCheck(page);
    await expect(page.getByRole('row').filter({ hasText: second }).getByText('Unread', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);

    await expect(page.getByRole('button', { name: 'Turn on desktop alerts' })).toBeVisible();
  });
});

/**
 * The page is in the background (a hidden staff tab has no focus), and the browser's notifications
 * are recorded as shown. `refuse` plays Android's Chrome, whose `new Notification()` throws
 * "Illegal constructor" and leaves only the service worker registration's showNotification.
 */
async function recordNotifications(page: Page, refuse: boolean) {
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript((refuse) => {
    const shown: { via: string; title: string; body?: string; url?: unknown; click?: () => void }[] = [];
    Object.assign(window, { __shown: shown });
    document.hasFocus = () => false;
    const Page = window.Notification;
    const Recorded = function (title: string, options?: NotificationOptions) {
      if (refuse)
        throw new TypeError(
          "Failed to construct 'Notification': Illegal constructor. Use ServiceWorkerRegistration.showNotification() instead.",
        );
      const notification = new Page(title, options);
      shown.push({ via: 'page', title, body: options?.body, click: () => notification.onclick?.call(notification, new Event('click')) });
      return notification;
    } as unknown as typeof Notification;
    Object.defineProperty(Recorded, 'permission', { get: () => Page.permission });
    Recorded.requestPermission = Page.requestPermission.bind(Page);
    window.Notification = Recorded;
    const show = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
      shown.push({ via: 'worker', title, body: options?.body, url: (options?.data as { url?: unknown } | undefined)?.url });
      return show.call(this, title, options);
    };
  }, refuse);
}

for (const refuse of [false, true]) {
  test.describe(() => {
    // The page's own notification needs no worker; the one through the worker has it from the page's start (above).
    test.use({ serviceWorkers: refuse ? 'allow' : 'block' });
    test(`a new enquiry shows a desktop alert while the tab is in the background: ${refuse ? "through the service worker where the page's own is refused (Android's Chrome)" : 'the page’s own, whose click opens the enquiry in the same tab'}`, async ({
      page,
      request,
    }) => {
      await recordNotifications(page, refuse);
      await page.clock.install();
      let firstCheck = refuse ? null : firstLook(page);
      await signedIn(page, 'admin', undefined, { firstVisit: true });
      if (refuse) {
        await waitForWorker(page);
        firstCheck = firstLook(page, Date.now());
        await page.reload();
      }
      await expect(page.getByText('Desktop alerts are on.')).toBeVisible();
      await firstCheck;

      const name = unique('Desktop Alert');
      await postEnquiry(request, name);
      await nextCheck(page);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __shown: unknown[] }).__shown.length)).toBe(1);
      const [shown] = await page.evaluate(() =>
        (window as unknown as { __shown: { via: string; title: string; body?: string; url?: unknown }[] }).__shown.map(
          ({ via, title, body, url }) => ({ via, title, body, url }),
        ),
      );
      const { data } = await backendJson<{ data: { id: number | string; name: string }[] }>(request, 'inquiries.php');
      const id = Number(data.find((row) => row.name === name)!.id);
      expect(shown).toEqual({
        via: refuse ? 'worker' : 'page',
        title: 'New enquiry',
        body: `${name} · Brake Drum 410 mm`,
        url: refuse ? `/admin/inquiries/${id}` : undefined,
      });

      if (refuse) {
        // The worker holds it, with the path its notificationclick opens (public/notification-click.js).
        const held = await page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body, n.data?.url]),
        );
        expect(held).toEqual([['New enquiry', `${name} · Brake Drum 410 mm`, `/admin/inquiries/${id}`]]);
      } else {
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
        await page.evaluate(() => (window as unknown as { __shown: { click: () => void }[] }).__shown[0]!.click());
        await expect(page).toHaveURL((url) => url.pathname === `/admin/inquiries/${id}`);
        await expect(page.getByText(name).first()).toBeVisible();
        expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
      }
    });
  });
}

test.describe('without the offline worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('five enquiries stored at once while admin is on the parts page: one line counts them, moving the page by one notice, and its list names each; the title counts five; no check answers 404', async ({
    page,
    request,
  }) => {
    const failures = recordFailures(page);
    await page.clock.install();
    const firstCheck = firstLook(page);
    await signedIn(page, 'admin', '/admin/parts', { firstVisit: true });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await firstCheck;
    const before = (await heading.boundingBox())!.y;

    const names = [1, 2, 3, 4, 5].map((line) => unique(`Rush Customer ${line}`));
    await Promise.all(names.map((name) => postEnquiry(request, name)));
    await nextCheck(page);

    const toasts = page.getByRole('region', { name: 'New leads' });
    const line = toasts.getByText('5 new leads', { exact: true });
    await expect(line).toBeVisible();
    // The page moves down by the one line's notice and its margin, not by five notices.
    const notice = (await toasts.locator('.lead-toasts-fold').boundingBox())!;
    expect((await heading.boundingBox())!.y - before).toBeLessThanOrEqual(notice.height + 17);
    await expect(page).toHaveTitle(/^\(5\) /);
    await expect(page.getByRole('link', { name: 'Enquiries 5 new' })).toBeVisible();
    await toasts.getByRole('button', { name: 'Show the list' }).click();
    for (const name of names) await expect(toasts.getByText(name, { exact: true })).toBeVisible();
    await expect(toasts.getByRole('listitem')).toHaveCount(5);
    // The next check finds nothing new: each lead is still named once.
    await nextCheck(page);
    await expect(toasts.getByRole('listitem')).toHaveCount(5);
    expect(failures).toEqual([]);
  });
});

test('a second tab of the browser is signed in; logging out in one signs out both; subadmin stays separate; closing every tab ends it', async ({
  context,
  page,
}) => {
  await login(page, 'admin');
  await expect(page.getByRole('heading', { name: STAFF.admin.title })).toBeVisible();

  const second = await context.newPage();
  await second.goto('/admin/buy-leads');
  await expect(second.getByRole('heading', { name: 'Buy Lead Management' })).toBeVisible();
  await expect(second).toHaveURL((url) => url.pathname === '/admin/buy-leads');

  const subadmin = await context.newPage();
  await subadmin.goto('/subadmin/dashboard');
  await expect(subadmin.getByRole('heading', { name: STAFF.subadmin.heading })).toBeVisible();
  await subadmin.close();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: STAFF.admin.heading })).toBeVisible();
  // The other tab goes to the login page at once, without waiting for its next step.
  await expect(second.getByRole('heading', { name: STAFF.admin.heading })).toBeVisible();
  await expect(second).toHaveURL((url) => url.pathname === STAFF.admin.login);

  await login(page, 'admin');
  await expect(page.getByRole('heading', { name: STAFF.admin.title })).toBeVisible();
  const third = await context.newPage();
  await third.goto('/admin/dashboard');
  await expect(third.getByRole('heading', { name: STAFF.admin.title })).toBeVisible();
  await page.close();
  await second.close();
  await third.close();
  const afterAll = await context.newPage();
  await afterAll.goto('/admin/dashboard');
  await expect(afterAll.getByRole('heading', { name: STAFF.admin.heading })).toBeVisible();
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The Monday of a MySQL DATETIME's calendar day, as the table names it ("Nov 23, 2026"), counted with the test's own calendar. */
function mondayOf(datetime: string) {
  const [y, m, d] = datetime.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

test('the dashboard’s weeks equal the backend’s records per week, and its top parts a count made here', async ({ page, request }) => {
  await signedIn(page, 'admin');
  await expect(page.getByRole('heading', { name: STAFF.admin.title })).toBeVisible();
  const inquiries = (await backendJson<{ data: { date: string; partName: string }[] }>(request, 'inquiries.php')).data;
  const buyLeads = await backendJson<{ created_at: string; partName: string }[]>(request, 'buy_leads.php');

  const table = page.getByRole('table', { name: 'Enquiries and buy leads per week, last 12 weeks' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(rows).toHaveCount(12);
  const shown = new Map<string, [number, number]>();
  for (const row of await rows.all()) {
    const cells = await row.getByRole('cell').allTextContents();
    shown.set((await row.getByRole('rowheader').textContent())!, [Number(cells[0]), Number(cells[1])]);
  }
  const expected = new Map([...shown.keys()].map((week) => [week, [0, 0] as [number, number]]));
  for (const inquiry of inquiries) expected.get(mondayOf(inquiry.date))?.splice(0, 1, expected.get(mondayOf(inquiry.date))![0] + 1);
  for (const lead of buyLeads) expected.get(mondayOf(lead.created_at))?.splice(1, 1, expected.get(mondayOf(lead.created_at))![1] + 1);
  expect(shown).toEqual(expected);
  // The seed has records in these weeks: the comparison is not of zeros.
  expect([...shown.values()].flat().reduce((sum, count) => sum + count, 0)).toBeGreaterThan(5);

  const counts = new Map<string, number>();
  for (const part of [...inquiries, ...buyLeads].map((record) => record.partName.trim())) counts.set(part, (counts.get(part) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 10);
  const list = page.getByRole('region', { name: 'Most requested parts' }).getByRole('listitem');
  await expect(list).toHaveCount(10);
  const listed = (await list.all()).map(async (item) => [
    await item.locator('.top-parts-name').textContent(),
    Number(await item.locator('.top-parts-count').textContent()),
  ]);
  expect(await Promise.all(listed)).toEqual(top);

  // Each waiting-time bucket opens exactly the open leads it counts.
  const older = page.getByRole('link', { name: /buy leads waiting older$/ });
  const count = Number((await older.getAttribute('aria-label'))!.split(' ')[0]);
  expect(count).toBeGreaterThan(0);
  await older.click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/admin/buy-leads' && url.searchParams.get('status') === 'new' && url.searchParams.get('waited') === 'older',
  );
  await expect(page.getByRole('button', { name: /^New \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Waited more than 7 days')).toBeVisible();
  await expect(page.locator('.pager-status')).toContainText(new RegExp(`^Showing 1–${count} of ${count}`));
});
