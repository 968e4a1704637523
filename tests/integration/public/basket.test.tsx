import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import { field, fillAll } from './forms';
import { db, http, HttpResponse, server } from './helpers';

/** The enquiry basket : filled from the catalogue, sent with one tap, each line its own enquiry. */

const contact = {
  Name: 'Ravi Kumar',
  'Phone Number': '+91 98765 43210',
  'Company Name': 'Kumar Transport',
  Message: 'Need these for two trucks by Friday.',
};

const basketLink = () => screen.getByRole('link', { name: /^Your enquiry list: / });
const sendButton = () => screen.getByRole('button', { name: /^(Send enquiry for \d+ parts?|Submitting\.\.\.)$/ });
const card = (part: string) => screen.getByRole('article', { name: part });

/** Every enquiry the backend is sent, as its body. */
function recordBodies() {
  const bodies: { partName: string; quantity: number; message: string }[] = [];
  server.use(
    http.post('*/inquiries.php', async ({ request }) => {
      bodies.push((await request.clone().json()) as (typeof bodies)[number]);
      return undefined;
    }),
  );
  return bodies;
}

async function fillBasketFromCatalogue() {
  const app = renderRoute('/catalog');
  const { user } = app;
  await screen.findByRole('article', { name: 'Silencer Gasket Set' });
  expect(screen.queryByRole('link', { name: /^Your enquiry list/ })).toBeNull();
  await user.click(within(card('Silencer Gasket Set')).getByRole('button', { name: /^Add to enquiry/ }));
  // Said politely, and counted in the header.
  expect(await screen.findByText('Silencer Gasket Set added to your enquiry list (quantity 1).')).toHaveAttribute('aria-live', 'polite');
  expect(basketLink()).toHaveAccessibleName('Your enquiry list: 1 part');
  await user.click(within(card('Wheel Lock Ring 20 inch')).getByRole('button', { name: /^Add to enquiry/ }));
  await user.click(within(card('Lock Ring Tool Kit')).getByRole('button', { name: /^Add to enquiry/ }));
  // The same part again is one more of it, not a second line.
  await user.click(within(card('Lock Ring Tool Kit')).getByRole('button', { name: /^Add to enquiry/ }));
  expect(screen.getByText('Lock Ring Tool Kit added to your enquiry list (quantity 2).')).toBeInTheDocument();
  expect(basketLink()).toHaveAccessibleName('Your enquiry list: 3 parts');
  await user.click(basketLink());
  await screen.findByRole('heading', { name: 'Your enquiry list' });
  return app;
}

describe('the enquiry basket', () => {
  it('is filled from the catalogue, changed on the enquiry page and sent with one tap: one enquiry per line, one reference, one confirmation', async () => {
    const bodies = recordBodies();
    const { user } = await fillBasketFromCatalogue();
    const quantity = (part: string) => screen.getByRole('spinbutton', { name: `Quantity of ${part}` });
    expect(quantity('Lock Ring Tool Kit')).toHaveValue(2);
    await user.clear(quantity('Wheel Lock Ring 20 inch'));
    await user.type(quantity('Wheel Lock Ring 20 inch'), '4');
    await user.click(screen.getByRole('button', { name: /^Remove ?Silencer Gasket Set$/ }));
    expect(screen.queryByText('Silencer Gasket Set')).toBeNull();
    // A part that is not in the catalogue, by its name (Enter adds it, and sends nothing).
    await user.type(screen.getByLabelText('A part not in the catalogue'), 'Hose clamp 40 mm{Enter}');
    expect(quantity('Hose clamp 40 mm')).toHaveValue(1);
    expect(bodies).toHaveLength(0);
    expect(basketLink()).toHaveAccessibleName('Your enquiry list: 3 parts');

    await fillAll(user, contact);
    await user.click(sendButton());
    const panel = await screen.findByRole('heading', { name: 'Enquiry Submitted Successfully!' });
    expect(panel).toHaveFocus();

    expect(bodies.map(({ partName, quantity: count }) => [partName, count])).toEqual([
      ['Wheel Lock Ring 20 inch', 4],
      ['Lock Ring Tool Kit', 2],
      ['Hose clamp 40 mm', 1],
    ]);
    const ref = /\nRef (\S+) · 1 of 3$/.exec(bodies[0]!.message)?.[1];
    expect(ref).toBeDefined();
    expect(bodies.map((body) => body.message)).toEqual(
      [1, 2, 3].map((index) => `Need these for two trucks by Friday.\n\nRef ${ref} · ${index} of 3`),
    );
    const stored = db.all('inquiries').slice(-3);
    expect(screen.getByText(`Your reference is ${ref}. Please quote it when you call us.`)).toBeVisible();
    expect(screen.getByText(`Wheel Lock Ring 20 inch × 4: enquiry number ${String(stored[0]!.id)}.`)).toBeVisible();
    expect(screen.getByText(`Hose clamp 40 mm × 1: enquiry number ${String(stored[2]!.id)}.`)).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Your enquiry list/ })).toBeNull();

    // The next enquiry is the one-part form again, with the customer's details kept.
    await user.click(screen.getByRole('button', { name: 'Submit Another Enquiry' }));
    expect(await screen.findByRole('button', { name: 'Submit Enquiry' })).toBeVisible();
    expect(field('Name')).toHaveValue('Ravi Kumar');
    expect(field('Company Name')).toHaveValue('Kumar Transport');
    expect(field('Part Name')).toHaveValue('');
  });

  it('keeps a refused line, says which, and sends only that one again, under the same reference', async () => {
    let refused = 0;
    server.use(
      http.post('*/inquiries.php', async ({ request }) => {
        const body = (await request.clone().json()) as { partName: string };
        if (body.partName !== 'Wheel Lock Ring 20 inch' || refused > 0) return undefined;
        refused += 1;
        return HttpResponse.json({ success: false, message: 'Part is discontinued' }, { status: 400 });
      }),
    );
    // Registered after the refusal, so it runs first and sees the refused request too.
    const bodies = recordBodies();
    const { user } = await fillBasketFromCatalogue();
    await fillAll(user, contact);
    await user.click(sendButton());

    expect(
      await screen.findByText('2 of 3 parts were sent. The parts marked below were not sent: correct them and send again.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Not sent: Part is discontinued')).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Wheel Lock Ring 20 inch' })).toHaveAccessibleDescription(
      'Not sent: Part is discontinued',
    );
    expect(screen.queryByRole('spinbutton', { name: 'Quantity of Lock Ring Tool Kit' })).toBeNull();
    expect(screen.getByText(/^Lock Ring Tool Kit × 2: enquiry number \d+\.$/)).toBeVisible();
    expect(sendButton()).toHaveAccessibleName('Send enquiry for 1 part');

    await user.click(sendButton());
    await screen.findByRole('heading', { name: 'Enquiry Submitted Successfully!' });
    expect(bodies.map((body) => body.partName)).toEqual([
      'Silencer Gasket Set',
      'Wheel Lock Ring 20 inch',
      'Lock Ring Tool Kit',
      'Wheel Lock Ring 20 inch',
    ]);
    const refs = bodies.map((body) => /Ref (\S+ · \d of 3)$/.exec(body.message)?.[1]);
    expect(refs[3]).toBe(refs[1]);
    expect(new Set(refs.map((ref) => ref?.split(' ')[0])).size).toBe(1);
  });

  it('checks every quantity before sending anything', async () => {
    const bodies = recordBodies();
    const { user } = await fillBasketFromCatalogue();
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantity of Lock Ring Tool Kit' }));
    await fillAll(user, contact);
    await user.click(sendButton());
    expect(await screen.findByText('Not sent: Quantity must be a positive number')).toBeVisible();
    expect(bodies).toHaveLength(0);
  });

  it("joins the part of 'Enquire Now' to a basket in use, rather than dropping the basket for the one-part form", async () => {
    const { user } = await fillBasketFromCatalogue();
    await user.click(screen.getByRole('link', { name: 'Add more parts from the catalogue' }));
    await user.click(
      within(await screen.findByRole('article', { name: 'Split Lock Ring 9.00-20' })).getByRole('link', { name: /^Enquire Now/ }),
    );
    expect(await screen.findByRole('spinbutton', { name: 'Quantity of Split Lock Ring 9.00-20' })).toHaveValue(1);
    expect(screen.getAllByRole('spinbutton')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Submit Enquiry' })).toBeNull();
    // A part already in it keeps its quantity.
    await user.click(screen.getByRole('link', { name: 'Add more parts from the catalogue' }));
    await user.click(
      within(await screen.findByRole('article', { name: 'Lock Ring Tool Kit' })).getByRole('link', { name: /^Enquire Now/ }),
    );
    expect(await screen.findByRole('spinbutton', { name: 'Quantity of Lock Ring Tool Kit' })).toHaveValue(2);
    expect(screen.getAllByRole('spinbutton')).toHaveLength(4);
  });

  it('is kept on the device: a new visit finds it, and the enquiry page shows it', async () => {
    const first = await fillBasketFromCatalogue();
    first.unmount();
    renderRoute('/inquiry');
    await screen.findByRole('heading', { name: 'Your enquiry list' });
    await waitFor(() => expect(screen.getAllByRole('spinbutton')).toHaveLength(3));
  });
});
