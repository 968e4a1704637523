/**
 * The lead desk with the staff lock off (the same-origin site without a gate): it fails closed. Every desk
 * URL answers 503 with no data, whatever credentials come, and the back office says why follow-ups are
 * missing instead of showing an error or an empty list.
 */
import { deskEndpointList } from '../../../php-contract/desk';
import { expect, logIn, STAFF, test } from './support';

test('with the lock off, the desk answers no call and the back office says follow-ups need the staff lock', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = `Basic ${Buffer.from(`${STAFF.admin.email}:${STAFF.admin.password}`).toString('base64')}`;
  for (const entry of deskEndpointList) {
    for (const headers of [{}, { Authorization: admin }] as Record<string, string>[]) {
      const response = await request.fetch(`${baseURL}/${entry.script}?kind=inquiries&id=1`, {
        method: entry.method,
        headers,
        ...(entry.body === 'json' ? { data: { kind: 'inquiries', id: 1 } } : {}),
      });
      expect(response.status(), entry.id).toBe(503);
      expect(await response.json(), entry.id).toEqual({ success: false, message: 'The lead desk needs the staff lock.' });
    }
  }

  const deskCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/desk/')) deskCalls.push(sent.url());
  });
  await logIn(page, 'admin');
  await page.getByRole('link', { name: /^Follow-ups/ }).click();
  await expect(page.getByRole('heading', { name: 'Follow-ups need the staff lock.' })).toBeVisible();
  await page.goto('/admin/inquiries/1');
  await expect(page.getByRole('region', { name: 'Follow-ups' })).toContainText('Follow-ups need the staff lock.');
  expect(deskCalls, 'a build without the lock asks the desk nothing').toEqual([]);
});
