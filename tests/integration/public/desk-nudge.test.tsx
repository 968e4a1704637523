/**
 * The public site nudges the lead desk (POST /desk/nudge, src/api/leads/nudge.ts) once for each lead the
 * backend accepts, so the desk reads the backend and pushes to staff phones now: the enquiry, each line of a
 * basket, the buy lead, and a form the outbox sends when the connection returns. Nothing for a refusal, nothing
 * in a build without the desk, and the customer's success never waits on the nudge nor shows its failure.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskMode } from '../../../src/config/env';
import type { OutboxItem } from '../../../src/features/offline/outbox-store';
import { renderRoute } from '../../support/render';
import { buyLeadForm, enquiryForm, fillAll, mainAlert } from './forms';
import { gate, http, HttpResponse, server } from './helpers';

const build = vi.hoisted(() => ({ desk: 'on' as DeskMode }));
vi.mock('../../../src/config/env', async (original) => {
  const actual = await original<typeof import('../../../src/config/env')>();
  return {
    ...actual,
    env: new Proxy(actual.env, { get: (target, key) => (key === 'desk' ? build.desk : target[key as keyof typeof target]) }),
  };
});

// jsdom has no IndexedDB: the device's store of the outbox, in memory (the store itself is the offline e2e's).
const stored = vi.hoisted(() => new Map<string, OutboxItem>());
vi.mock('../../../src/features/offline/outbox-store', () => ({
  allItems: async () => [...stored.values()].map((item) => ({ ...item })),
  deleteItem: async (id: string) => void stored.delete(id),
  putItem: async (item: OutboxItem) => void stored.set(item.id, { ...item }),
  updateItem: async (id: string, change: (item: OutboxItem) => OutboxItem | null) => {
    const item = stored.get(id);
    const next = item ? change({ ...item }) : null;
    if (next) stored.set(id, next);
    return next;
  },
}));

interface Nudge {
  path: string;
  keepalive: boolean;
  body: string;
}

/** Every nudge the desk is sent; `answer` replaces the fake desk's reply (its 202). */
function recordNudges(answer?: () => Response | Promise<Response>) {
  const nudges: Nudge[] = [];
  server.use(
    http.post('*/desk/nudge', async ({ request }) => {
      nudges.push({ path: new URL(request.url).pathname, keepalive: request.keepalive, body: await request.clone().text() });
      return answer?.();
    }),
  );
  return nudges;
}

beforeEach(() => {
  build.desk = 'on';
  stored.clear();
});

describe('the nudge to the lead desk after a lead is accepted', () => {
  it('an accepted enquiry nudges the desk once, with nothing of the enquiry; the success shows without waiting for it', async () => {
    const held = gate();
    const nudges = recordNudges(async () => {
      await held.opened;
      return HttpResponse.json({ success: false, message: 'Too many nudges. Try again in a minute.' }, { status: 429 });
    });
    const { user } = await enquiryForm.open();
    await fillAll(user, enquiryForm.valid);
    await user.click(enquiryForm.submitButton());
    await screen.findByRole('heading', { name: enquiryForm.success });
    expect(nudges).toEqual([{ path: '/desk/nudge', keepalive: true, body: '' }]);
    // The desk refusing (past its rate) is nothing the customer sees.
    held.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: enquiryForm.success })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('alert')).toBeNull();
  });

  it('an accepted buy lead nudges once; a desk that does not answer at all changes nothing for the customer', async () => {
    const nudges = recordNudges(() => HttpResponse.error());
    const { user } = await buyLeadForm.open();
    await fillAll(user, buyLeadForm.valid);
    await user.click(buyLeadForm.submitButton());
    await screen.findByRole('heading', { name: buyLeadForm.success });
    expect(nudges).toHaveLength(1);
    expect(within(screen.getByRole('main')).queryByRole('alert')).toBeNull();
  });

  it("a basket's two lines, each an enquiry accepted, nudge once each", async () => {
    const nudges = recordNudges();
    const { user } = renderRoute('/catalog');
    await screen.findByRole('article', { name: 'Silencer Gasket Set' });
    for (const part of ['Silencer Gasket Set', 'Wheel Lock Ring 20 inch'])
      await user.click(within(screen.getByRole('article', { name: part })).getByRole('button', { name: /^Add to enquiry/ }));
    await user.click(screen.getByRole('link', { name: /^Your enquiry list: / }));
    await screen.findByRole('heading', { name: 'Your enquiry list' });
    const { Name, 'Phone Number': phone, 'Company Name': company, Message } = enquiryForm.valid;
    await fillAll(user, { Name: Name!, 'Phone Number': phone!, 'Company Name': company!, Message: Message! });
    await user.click(screen.getByRole('button', { name: 'Send enquiry for 2 parts' }));
    await screen.findByRole('heading', { name: enquiryForm.success });
    expect(nudges).toHaveLength(2);
  });

  it.each([
    ['an enquiry', enquiryForm],
    ['a buy lead', buyLeadForm],
  ])('%s the backend refuses nudges nothing', async (_name, form) => {
    const nudges = recordNudges();
    server.use(
      http.post(`*/${form.script}`, () => HttpResponse.json({ success: false, message: 'Invalid phone number' }, { status: 400 })),
    );
    const { user } = await form.open();
    await fillAll(user, form.valid);
    await user.click(form.submitButton());
    await mainAlert();
    expect(nudges).toEqual([]);
  });

  it.each<DeskMode>(['no-lock', 'no-server'])('a build whose desk is %s sends no nudge', async (desk) => {
    build.desk = desk;
    const nudges = recordNudges();
    const { user } = await enquiryForm.open();
    await fillAll(user, enquiryForm.valid);
    await user.click(enquiryForm.submitButton());
    await screen.findByRole('heading', { name: enquiryForm.success });
    expect(nudges).toEqual([]);
  });

  it('a buy lead kept in the outbox for want of a connection nudges when it is sent, not before', async () => {
    const nudges = recordNudges();
    server.use(http.post(`*/${buyLeadForm.script}`, () => HttpResponse.error()));
    const { user } = await buyLeadForm.open();
    await fillAll(user, buyLeadForm.valid);
    await user.click(buyLeadForm.submitButton());
    await waitFor(() => expect([...stored.values()].map((item) => item.state)).toEqual(['waiting']));
    expect(nudges).toEqual([]);

    // The connection is back: the outbox sends what waits (its `online` listener's call).
    server.resetHandlers();
    const accepted = recordNudges();
    const { sendWaiting } = await import('../../../src/features/offline/outbox');
    await sendWaiting();
    expect([...stored.values()].map((item) => item.state)).toEqual(['sent']);
    expect(accepted).toHaveLength(1);
  });
});
