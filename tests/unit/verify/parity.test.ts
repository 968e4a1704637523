// @vitest-environment node
/**
 * The fake backend refuses what the reference PHP backend refuses. The same write scenarios run
 * in order against both (each started fresh from the same seed) and every answer's HTTP status,
 * `success`, `message` and `error` must agree. The refusals are those of php-contract/reference:
 * every fail() of its scripts, and a few writes that succeed, so a wrongly strict fake shows too.
 * Needs php-cli and php-sqlite3, like verify-php.test.ts (it fails with the install command).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockBackendForFile, realNetworkOnly } from './support';

realNetworkOnly();

interface Scenario {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE' | 'GET';
  /** Script and query, e.g. 'parts.php?id=1'. */
  path: string;
  /** A JSON body, a raw text body, or a multipart form (type, and a file as [name, content]). */
  body?: unknown;
  raw?: string;
  form?: { type?: string; file?: [string, string] };
}

const long = (length: number) => 'x'.repeat(length);
const dataUrl = (mime: string, content: string) => `data:${mime};base64,${Buffer.from(content).toString('base64')}`;
const part = { name: 'Parity Part', category: 'Cables', description: 'A part the parity test adds.' };
const inquiry = {
  name: 'Asha Patel',
  phone: '9876543210',
  company: 'Patel Roadways',
  partName: 'Lock Ring',
  quantity: 2,
  message: 'Please quote for two.',
};
const lead = {
  name: 'Asha Patel',
  phone: '9876543210',
  company: 'Patel Roadways',
  partName: 'Lock Ring',
  quantity: 5,
  deliveryLocation: 'Surat',
};

/** What each record script is asked about ids: an update and a delete without one, and an unknown one updated, deleted and read. */
const idScenarios = (what: string, path: string, change: Record<string, unknown>, deleteBody?: Record<string, unknown>): Scenario[] => {
  const a = /^[aeiou]/.test(what) ? 'an' : 'a';
  return [
    { name: `update ${a} ${what} without an id`, method: 'PUT', path, body: change },
    { name: `update an unknown ${what}`, method: 'PUT', path, body: { id: 99999, ...change } },
    { name: `delete ${a} ${what} without an id`, method: 'DELETE', path, ...(deleteBody ? { body: deleteBody } : {}) },
    { name: `delete an unknown ${what}`, method: 'DELETE', path: `${path}?id=99999` },
    { name: `read an unknown ${what}`, method: 'GET', path: `${path}?id=99999` },
  ];
};

const scenarios: Scenario[] = [
  // categories.php
  { name: 'category without a name', method: 'POST', path: 'categories.php', body: {} },
  { name: 'category with a blank name', method: 'POST', path: 'categories.php', body: { name: '   ' } },
  { name: 'category name over 100 characters', method: 'POST', path: 'categories.php', body: { name: long(101) } },
  { name: 'duplicate category, other case', method: 'POST', path: 'categories.php', body: { name: 'cables' } },
  { name: 'new category', method: 'POST', path: 'categories.php', body: { name: 'Parity Category' } },
  { name: 'the same category again', method: 'POST', path: 'categories.php', body: { name: 'Parity Category' } },
  { name: 'rename without an id', method: 'PUT', path: 'categories.php', body: { name: 'Anything' } },
  { name: 'rename with a non-numeric id', method: 'PUT', path: 'categories.php', body: { id: 'abc', name: 'Anything' } },
  { name: 'rename to a blank name', method: 'PUT', path: 'categories.php', body: { id: 1, name: '' } },
  { name: 'rename an unknown category', method: 'PUT', path: 'categories.php', body: { id: 9999, name: 'Anything' } },
  { name: 'rename onto another category', method: 'PUT', path: 'categories.php', body: { id: 1, name: 'LOCK RINGS' } },
  { name: 'rename keeping the name', method: 'PUT', path: 'categories.php', body: { id: 1, name: 'Silencer Parts' } },
  { name: 'category body that is not JSON', method: 'PUT', path: 'categories.php', raw: 'id=1&name=x' },
  { name: 'delete a category without an id', method: 'DELETE', path: 'categories.php', body: {} },
  { name: 'delete an unknown category', method: 'DELETE', path: 'categories.php', body: { id: 9999 } },
  // parts.php and insert_part.php
  { name: 'part without its texts', method: 'POST', path: 'parts.php', body: {} },
  { name: 'part name over 255 characters', method: 'POST', path: 'parts.php', body: { ...part, name: long(256) } },
  { name: 'part category over 100 characters', method: 'POST', path: 'parts.php', body: { ...part, category: long(101) } },
  { name: 'part image that is no image', method: 'POST', path: 'insert_part.php', body: { ...part, image: dataUrl('image/png', 'hello') } },
  { name: 'part image with no bytes', method: 'POST', path: 'insert_part.php', body: { ...part, image: 'data:image/png;base64,' } },
  {
    name: 'part brochure that is no PDF',
    method: 'POST',
    path: 'insert_part.php',
    body: { ...part, brochure_file: dataUrl('application/pdf', 'hello') },
  },
  {
    name: 'part model that is no model',
    method: 'POST',
    path: 'insert_part.php',
    body: { ...part, model_file: dataUrl('model/gltf-binary', 'hello') },
  },
  { name: 'new part', method: 'POST', path: 'parts.php', body: part },
  { name: 'update a part without an id', method: 'PUT', path: 'parts.php', body: part },
  { name: 'update an unknown part', method: 'PUT', path: 'parts.php?id=99999', body: part },
  { name: 'update a part to blank texts', method: 'PUT', path: 'parts.php?id=1', body: { name: '', category: 'Cables', description: 'x' } },
  { name: 'update a part', method: 'PUT', path: 'parts.php?id=1', body: { ...part, stock: 3 } },
  { name: 'delete a part without an id', method: 'DELETE', path: 'parts.php' },
  { name: 'delete an unknown part', method: 'DELETE', path: 'parts.php?id=99999' },
  { name: 'read a part by a bad id', method: 'GET', path: 'parts.php?id=abc' },
  // inquiries.php
  { name: 'enquiry with nothing', method: 'POST', path: 'inquiries.php', body: {} },
  {
    name: 'enquiry without a message and quantity',
    method: 'POST',
    path: 'inquiries.php',
    body: { ...inquiry, message: ' ', quantity: '' },
  },
  { name: 'enquiry for 0', method: 'POST', path: 'inquiries.php', body: { ...inquiry, quantity: 0 } },
  { name: 'enquiry for "many"', method: 'POST', path: 'inquiries.php', body: { ...inquiry, quantity: 'many' } },
  { name: 'new enquiry', method: 'POST', path: 'inquiries.php', body: inquiry },
  { name: 'enquiry body that is not JSON', method: 'POST', path: 'inquiries.php', raw: '{"name":' },
  { name: 'enquiry status unknown', method: 'PUT', path: 'inquiries.php', body: { id: 1, status: 'archived' } },
  { name: 'enquiry name blanked', method: 'PUT', path: 'inquiries.php', body: { id: 1, name: '' } },
  { name: 'enquiry part blanked', method: 'PUT', path: 'inquiries.php', body: { id: 1, partName: '' } },
  { name: 'enquiry quantity below 1', method: 'PUT', path: 'inquiries.php', body: { id: 1, quantity: -2 } },
  { name: 'enquiry status responded', method: 'PUT', path: 'inquiries.php', body: { id: 1, status: 'responded' } },
  ...idScenarios('enquiry', 'inquiries.php', { status: 'closed' }),
  // buy_leads.php (failures carry `error`)
  { name: 'buy lead with nothing', method: 'POST', path: 'buy_leads.php', body: {} },
  { name: 'buy lead without delivery', method: 'POST', path: 'buy_leads.php', body: { ...lead, deliveryLocation: '' } },
  { name: 'buy lead for 0', method: 'POST', path: 'buy_leads.php', body: { ...lead, quantity: 0 } },
  {
    name: 'new buy lead, snake_case',
    method: 'POST',
    path: 'buy_leads.php',
    body: { ...lead, partName: undefined, part_name: 'Lock Ring' },
  },
  { name: 'buy lead body that is not JSON', method: 'POST', path: 'buy_leads.php', raw: 'not json' },
  { name: 'buy lead status closed', method: 'PUT', path: 'buy_leads.php', body: { id: 1, status: 'closed' } },
  { name: 'buy lead status unknown', method: 'PUT', path: 'buy_leads.php', body: { id: 1, status: 'won' } },
  { name: 'buy lead delivery blanked', method: 'PUT', path: 'buy_leads.php', body: { id: 1, deliveryLocation: ' ' } },
  { name: 'buy lead quantity "none"', method: 'PUT', path: 'buy_leads.php', body: { id: 1, quantity: 'none' } },
  { name: 'buy lead status quoted', method: 'PUT', path: 'buy_leads.php', body: { id: 1, status: 'quoted' } },
  ...idScenarios('buy lead', 'buy_leads.php', { status: 'quoted' }, {}),
  // blog_posts.php (failures carry `error`, except a bad image's)
  { name: 'post without title and content', method: 'POST', path: 'blog_posts.php', body: { author: 'A' } },
  { name: 'post on 30 February', method: 'POST', path: 'blog_posts.php', body: { title: 'T', content: 'C', date: '2026-02-30' } },
  {
    name: 'post image that is no image',
    method: 'POST',
    path: 'blog_posts.php',
    body: { title: 'T', content: 'C', image: dataUrl('image/png', 'hello') },
  },
  { name: 'post title blanked', method: 'PUT', path: 'blog_posts.php', body: { id: 1, title: '' } },
  ...idScenarios('post', 'blog_posts.php', { title: 'T' }),
  // brochures.php and upload.php
  { name: 'brochure without a path', method: 'POST', path: 'brochures.php', body: {} },
  { name: 'brochure path over 500 bytes', method: 'POST', path: 'brochures.php', body: { bpath: long(501) } },
  { name: 'upload of an unknown type', method: 'POST', path: 'upload.php', form: { type: 'video', file: ['a.pdf', '%PDF-1.4'] } },
  { name: 'upload without a file', method: 'POST', path: 'upload.php', form: { type: 'brochure' } },
  { name: 'brochure upload of a .txt', method: 'POST', path: 'upload.php', form: { type: 'brochure', file: ['notes.txt', 'hello'] } },
  { name: 'image upload of a .pdf', method: 'POST', path: 'upload.php', form: { type: 'image', file: ['a.pdf', '%PDF-1.4'] } },
  { name: 'brochure upload that is no PDF', method: 'POST', path: 'upload.php', form: { type: 'brochure', file: ['a.pdf', 'hello'] } },
  { name: 'image upload that is no image', method: 'POST', path: 'upload.php', form: { type: 'image', file: ['a.png', 'hello'] } },
  // login.php and sadlogin.php
  { name: 'admin login, wrong password', method: 'POST', path: 'login.php', body: { email: 'admin@example.com', password: 'wrong' } },
  { name: 'admin login, nothing', method: 'POST', path: 'login.php', body: {} },
  {
    name: 'subadmin login with the admin account',
    method: 'POST',
    path: 'sadlogin.php',
    body: { email: 'admin@example.com', password: 'admin12345' },
  },
  { name: 'subadmin login', method: 'POST', path: 'sadlogin.php', body: { email: 'SUBADMIN@example.com', password: 'subadmin12345' } },
];

interface Answer {
  status: number;
  success: unknown;
  message: unknown;
  error: unknown;
}

async function send(base: string, scenario: Scenario): Promise<Answer> {
  let body: BodyInit | undefined;
  const headers: Record<string, string> = {};
  if (scenario.form) {
    const form = new FormData();
    if (scenario.form.type) form.set('type', scenario.form.type);
    if (scenario.form.file) form.set('file', new Blob([scenario.form.file[1]]), scenario.form.file[0]);
    body = form;
  } else if (scenario.raw !== undefined) {
    body = scenario.raw;
    headers['Content-Type'] = 'application/json';
  } else if (scenario.body !== undefined) {
    body = JSON.stringify(scenario.body);
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${base}/${scenario.path}`, { method: scenario.method, headers, body });
  const text = await response.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { unreadable: text.slice(0, 80) };
  }
  return { status: response.status, success: parsed.success, message: parsed.message, error: parsed.error };
}

const runAll = async (base: string) => {
  const answers: Record<string, Answer> = {};
  for (const scenario of scenarios) answers[scenario.name] = await send(base, scenario);
  return answers;
};

interface PhpBackend {
  url: string;
  stop: () => Promise<void>;
}
// scripts/backend-php.mjs has no type declarations; a non-literal specifier keeps tsc from asking for them.
const launcher = '../../../scripts/backend-php.ts';

describe('the fake backend refuses what the reference PHP backend refuses', () => {
  const mock = mockBackendForFile();
  let php: PhpBackend | undefined;
  let startError: unknown;
  const dataDir = mkdtempSync(join(tmpdir(), 'parity-php-'));

  beforeAll(async () => {
    try {
      const { startPhpBackend } = (await import(launcher)) as {
        startPhpBackend: (options: { port?: number; dataDir?: string }) => Promise<PhpBackend>;
      };
      php = await startPhpBackend({ port: 0, dataDir });
    } catch (error) {
      startError = error;
    }
  }, 30_000);
  afterAll(async () => {
    await php?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every write scenario with the same status, success, message and error', async () => {
    if (!php)
      throw new Error(`The reference PHP backend could not start (sudo apt-get install -y php-cli php-sqlite3): ${String(startError)}`);
    const reference = await runAll(php.url);
    const fake = await runAll(mock.current.url);
    // Both answered: a scenario list that only produced network failures would agree too.
    expect(Object.values(reference).filter((answer) => answer.status >= 400).length).toBeGreaterThan(60);
    expect(Object.values(reference).filter((answer) => answer.status < 300).length).toBeGreaterThan(5);
    expect(fake).toEqual(reference);
  }, 60_000);
});
