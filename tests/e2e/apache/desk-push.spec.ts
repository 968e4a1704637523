/**
 * One watch and a push (issue #66) on the real Apache with the staff lock on (the `apache-gated-same-origin`
 * project): the desk's own login made by `server/desk-cli.php setup` and added to the lock, and the npm package
 * web-push-testing as the push service (it checks the VAPID signature and decrypts with its own http_ece). What
 * only the whole chain shows: a lead sent through the public form reaches every subscribed device of two staff
 * members as exactly one push naming the customer and the part; a copy of it none; a device the service reports
 * gone is removed; the cron command reads a lead typed into the backend directly; and the nudge's rate is held
 * per client address, whatever X-Forwarded-For says. The rules one by one are server/test-desk.php's; the sender's
 * crypto server/test-push.php's; the worker's notification push-worker.spec.ts's.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eLayouts, serviceUser } from '../../../scripts/apache.ts';
import { expect, logIn, serverSettings, siteOf, STAFF, test } from './support';

const basic = (role: keyof typeof STAFF) => `Basic ${Buffer.from(`${STAFF[role].email}:${STAFF[role].password}`).toString('base64')}`;

/** A device as web-push-testing makes it: a subscription and the hash its messages are read by. */
interface Device {
  role: keyof typeof STAFF;
  clientHash: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}
interface Pushed {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const WATCH_SECONDS = 2;
let service: ChildProcess | null = null;
let serviceUrl = '';
let settings: ReturnType<typeof serverSettings> | null = null;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The desk's command line, run as the user Apache's PHP runs as (its private folder is that user's). */
function deskCli(docroot: string, command: 'setup' | 'watch'): { status: number | null; stdout: string; stderr: string } {
  const user = serviceUser();
  const php = ['php', join(docroot, 'server', 'desk-cli.php'), command];
  const [program, ...args] = user ? ['runuser', '-u', user.name, '--', ...php] : php;
  const run = spawnSync(program!, args, { encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const desk = (
  request: APIRequestContext,
  siteUrl: string,
  path: string,
  role: keyof typeof STAFF,
  init: { method?: string; data?: object } = {},
) =>
  request.fetch(`${siteUrl}/desk/${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: basic(role) },
    ...(init.data ? { data: init.data } : {}),
  });

async function messages(request: APIRequestContext, device: Device): Promise<Pushed[]> {
  const reply = await request.post(`${serviceUrl}/get-notifications`, { data: { clientHash: device.clientHash } });
  expect(reply.status()).toBe(200);
  const { data } = (await reply.json()) as { data: { messages: string[] } };
  return data.messages.map((message) => JSON.parse(message) as Pushed);
}

async function newDevice(request: APIRequestContext, siteUrl: string, role: keyof typeof STAFF, key: string): Promise<Device> {
  const made = await request.post(`${serviceUrl}/subscribe`, { data: { userVisibleOnly: 'true', applicationServerKey: key } });
  expect(made.status()).toBe(200);
  const { data } = (await made.json()) as { data: Device['subscription'] & { clientHash: string } };
  const saved = await desk(request, siteUrl, 'push', role, { method: 'POST', data: { endpoint: data.endpoint, keys: data.keys } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { role, clientHash: data.clientHash, subscription: { endpoint: data.endpoint, keys: data.keys } };
}

test.describe.configure({ mode: 'serial' });

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the first argument's pattern; none is needed here
test.beforeAll(async ({}, testInfo) => {
  const { docroot } = siteOf(testInfo);
  // A short interval, and the test's push service on a loopback http address (production takes https only).
  settings = serverSettings(docroot);
  settings.set({ deskWatchSeconds: WATCH_SECONDS, deskPushLoopback: true });
  const setup = deskCli(docroot, 'setup');
  expect(setup.status, setup.stderr).toBe(0);
  const line = setup.stdout.trim().split('\n').pop()!;
  expect(line).toMatch(/^desk-watch:\$2[aby]\$/);
  const gateDir = e2eLayouts().find((layout) => `apache-${layout.name}` === testInfo.project.name)!.buildEnv.STAFF_GATE_DIR!;
  const htpasswd = join(gateDir, 'staff.htpasswd');
  // The login setup made in this run's private folder replaces any earlier run's.
  const others = readFileSync(htpasswd, 'utf8')
    .split('\n')
    .filter((entry) => entry.trim() !== '' && !entry.startsWith('desk-watch:'));
  writeFileSync(htpasswd, `${[...others, line].join('\n')}\n`);
  const port = await freePort();
  serviceUrl = `http://localhost:${port}`;
  service = spawn('node', ['node_modules/web-push-testing/src/bin/server.js', String(port)], { stdio: 'ignore' });
  await expect.poll(async () => (await fetch(`${serviceUrl}/status`, { method: 'POST' }).catch(() => null))?.status ?? 0).toBe(200);
});

test.afterAll(() => {
  service?.kill();
  settings?.restore();
});

test('a lead sent through the public form: one push to each device of two staff members, naming the customer and the part; none for a copy; a gone device removed; the cron command reads a lead typed into the backend', async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const siteUrl = baseURL!;
  const { backendUrl } = siteOf(testInfo);
  const push = (await (await desk(request, siteUrl, 'push', 'admin')).json()) as { key: string | null; devices: number };
  expect(push.key).toMatch(/^[A-Za-z0-9_-]{87}$/);
  // What waits before the watch has read once is no news: read it now, so only the leads below are new.
  const opened = (await (await desk(request, siteUrl, 'news', 'admin')).json()) as { watching: boolean; seq: number };
  expect(opened.watching).toBe(true);

  const phone = await newDevice(request, siteUrl, 'admin', push.key!);
  const laptop = await newDevice(request, siteUrl, 'admin', push.key!);
  const clerk = await newDevice(request, siteUrl, 'subadmin', push.key!);
  const devices = [phone, laptop, clerk];
  expect(((await (await desk(request, siteUrl, 'push', 'admin')).json()) as { devices: number }).devices).toBe(push.devices + 2);

  // 1. Through the public form, as a mechanic sends it: the page nudges the desk after the backend's answer.
  const name = `Harpreet Singh ${Date.now()}`;
  const part = `Fuel Injector ${Date.now() % 100_000}`;
  const visitor = await browser.newContext({ baseURL });
  try {
    const page = await visitor.newPage();
    const nudged = page.waitForResponse((response) => new URL(response.url()).pathname === '/desk/nudge');
    await page.goto('/inquiry');
    await expect(page.locator('main form button[type="submit"]:disabled')).toHaveCount(0);
    const form = page.locator('main form');
    await form.locator('[name="name"]').fill(name);
    await form.locator('[name="email"]').fill('harpreet@example.com');
    await form.locator('[name="phone"]').fill('+91 98140 12345');
    await form.locator('[name="company"]').fill('Singh Transport');
    await form.locator('[name="partName"]').fill(part);
    await form.locator('[name="partName"]').press('Escape');
    await form.locator('[name="quantity"]').fill('6');
    await form.locator('[name="message"]').fill('Need these for a Tata Prima, urgent.');
    await form.locator('button[type="submit"]').click();
    expect((await nudged).status()).toBe(202);
  } finally {
    await visitor.close();
  }
  const listed = await request.get(`${backendUrl}/inquiries.php?search=${encodeURIComponent(name)}`, {
    headers: { Authorization: basic('admin') },
  });
  const [lead] = ((await listed.json()) as { data: { id: number | string; message: string }[] }).data;
  const id = Number(lead!.id);

  // Within 60 s, without any staff tab open: exactly one each.
  for (const device of devices) {
    await expect.poll(async () => (await messages(request, device)).length, { timeout: 60_000, message: `${device.role}'s push` }).toBe(1);
  }
  for (const device of devices) {
    const [message] = await messages(request, device);
    expect(message).toEqual({
      title: 'New enquiry',
      body: `${name} · ${part}`,
      url: `${device.role === 'admin' ? '/admin' : '/subadmin'}/inquiries/${id}`,
      tag: `inquiries-${id}`,
    });
  }

  // 2. A copy of the same enquiry (its reply lost, sent again with the same reference): the desk finds it, pushes nothing.
  const copy = await request.post(`${backendUrl}/inquiries.php`, {
    data: {
      name,
      email: 'harpreet@example.com',
      phone: '+91 98140 12345',
      company: 'Singh Transport',
      partName: part,
      quantity: 6,
      message: lead!.message,
    },
  });
  expect(copy.status()).toBe(201);
  const copyId = Number(((await copy.json()) as { data: { id: number | string } }).data.id);
  await expect
    .poll(
      async () => {
        const news = (await (await desk(request, siteUrl, `news?since=${opened.seq}`, 'admin')).json()) as { data: { id: number }[] };
        return news.data.map((arrival) => arrival.id);
      },
      { timeout: 30_000, intervals: [WATCH_SECONDS * 1000] },
    )
    .toContain(copyId);

  // 3. The laptop's subscription is gone at the push service; a lead typed into the backend directly, read by cron.
  expect((await request.post(`${serviceUrl}/expire-subscription/${laptop.clientHash}`)).status()).toBe(200);
  const other = await request.post(`${backendUrl}/inquiries.php`, {
    data: {
      name: 'Walk-in Customer',
      email: '',
      phone: '+91 98250 00000',
      company: 'Counter',
      partName: 'Clutch Plate',
      quantity: 1,
      message: 'Typed in at the counter.',
    },
  });
  expect(other.status()).toBe(201);
  const otherId = Number(((await other.json()) as { data: { id: number | string } }).data.id);
  await new Promise((resolve) => setTimeout(resolve, WATCH_SECONDS * 1000 + 200));
  const cron = deskCli(siteOf(testInfo).docroot, 'watch');
  expect(cron.status, cron.stderr).toBe(0);
  for (const device of [phone, clerk]) {
    await expect
      .poll(async () => (await messages(request, device)).map((message) => message.tag), { timeout: 30_000 })
      .toEqual([`inquiries-${id}`, `inquiries-${otherId}`]);
  }
  await expect
    .poll(async () => ((await (await desk(request, siteUrl, 'push', 'admin')).json()) as { devices: number }).devices, { timeout: 30_000 })
    .toBe(push.devices + 1);
  // Nothing came for the copy, then or since.
  expect((await messages(request, phone)).filter((message) => message.tag === `inquiries-${copyId}`)).toEqual([]);
});

test('since you last looked, on two browsers of one staff member: reading a lead on one counts one fewer on the other', async ({
  browser,
  baseURL,
}) => {
  const sinceLooked = (page: Page) => page.getByRole('region', { name: /new since you last looked$/ });
  const countOf = async (page: Page) => Number(/^(\d+) new/.exec((await sinceLooked(page).getByRole('heading').textContent()) ?? '')?.[1]);
  const phone = await browser.newContext({ baseURL });
  const laptop = await browser.newContext({ baseURL });
  try {
    const onPhone = await phone.newPage();
    await logIn(onPhone, 'admin');
    // The leads of the test before are new to the admin: the first staff page lists them.
    await expect(sinceLooked(onPhone)).toBeVisible();
    const before = await countOf(onPhone);
    expect(before).toBeGreaterThanOrEqual(2);
    const seen = onPhone.waitForResponse((response) => new URL(response.url()).pathname === '/desk/seen' && response.status() === 200);
    await sinceLooked(onPhone).getByRole('link').first().click();
    await expect(onPhone).toHaveURL(/\/admin\/inquiries\/\d+$/);
    await seen;

    const onLaptop = await laptop.newPage();
    await logIn(onLaptop, 'admin');
    await expect(sinceLooked(onLaptop).getByRole('heading')).toHaveText(`${before - 1} new since you last looked`);
  } finally {
    await phone.close();
    await laptop.close();
  }
});

test('the nudge is held to its rate per client address, whatever X-Forwarded-For says, and answers nothing of the leads', async ({
  request,
  baseURL,
}) => {
  const statuses: number[] = [];
  for (let index = 0; index < 12; index += 1) {
    const response = await request.post(`${baseURL}/desk/nudge`, { headers: { 'X-Forwarded-For': `203.0.113.${index}` } });
    statuses.push(response.status());
    const body = await response.text();
    expect(body).not.toMatch(/"data"|"name"|"lead"/);
    if (response.status() === 429) {
      expect(JSON.parse(body)).toEqual({ success: false, message: 'Too many nudges. Try again in a minute.' });
      expect(response.headers()['retry-after']).toBe('60');
    }
  }
  expect(statuses.filter((status) => status === 202).length).toBeLessThanOrEqual(6);
  expect(statuses.at(-1)).toBe(429);
});
