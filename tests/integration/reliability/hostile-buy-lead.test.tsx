/**
 * The buy-lead form against bad and hostile input: each kind of SPEC §5 refusal on the screen, and
 * hostile but valid values (markup, script, 4,990 characters, emoji, Indic scripts, padding
 * spaces) that reach the fake backend intact (trimmed, as the page does) and come back on the
 * staff screen as text, never as markup.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import { buyLeadForm as form, errorBeside, field, fillAll, validBuyLead as valid } from '../public/forms';
import { http, recordRequests, server } from '../public/helpers';

type Label = keyof typeof valid;

/** Collects the JSON bodies the fake backend receives for buy_leads.php (and lets it answer). */
function capturePosts() {
  const posts: Record<string, unknown>[] = [];
  server.use(
    http.post('*/buy_leads.php', async ({ request }) => {
      posts.push((await request.clone().json()) as Record<string, unknown>);
      return undefined;
    }),
  );
  return posts;
}

/** Fills the valid form but for one field, which gets `text`, and submits. */
async function submitWith(label: Label, text: string) {
  const { user } = await form.open();
  await fillAll(user, { ...valid, [label]: text });
  await user.click(form.submitButton());
  return user;
}

/**
 * One case of each kind of §5 refusal and acceptance, on the screen: the message beside its field, what was
 * typed kept, nothing sent; or the form sent with the value as the payload has it. Every boundary value of
 * each rule is tests/unit/public/buy-lead-boundaries.test.ts, on the same rules and payload.
 */
describe('buy-lead form at the §5 boundaries', () => {
  it.each([
    ['Phone Number', '(98)765-4', 'Phone number is invalid'],
    ['Phone Number', '0000000000', 'Phone number is invalid'],
    ['Quantity', '1.5', 'Quantity must be a whole number'],
    ['Email Address', 'meera@@example.in', 'Email is invalid'],
  ] as const)('refuses the %s %j beside the field, keeps it and sends nothing', async (label, text, message) => {
    const posts = recordRequests('buy_leads.php', 'post');
    await submitWith(label, text);
    await waitFor(() => expect(errorBeside(label)).toBe(message));
    expect(field(label)).toHaveValue(label === 'Quantity' ? Number(text) : text);
    expect(posts).toHaveLength(0);
  });

  it("rejects the quantity 'abc': a number field cannot hold it, so it is empty and required", async () => {
    const posts = recordRequests('buy_leads.php', 'post');
    await submitWith('Quantity', 'abc');
    await waitFor(() => expect(errorBeside('Quantity')).toBe('Quantity is required'));
    expect(field('Quantity')).toHaveValue(null);
    expect(posts).toHaveLength(0);
  });

  it.each([
    ['Phone Number', '  98765 43210  ', 'phone', '98765 43210'],
    ['Quantity', '100000', 'quantity', 100000],
    ['Email Address', '  meera@example.in  ', 'email', 'meera@example.in'],
    ['Email Address', '', 'email', ''],
  ] as const)('accepts the %s %j and sends it as %s %j', async (label, text, key, sent) => {
    const posts = capturePosts();
    await submitWith(label, text);
    expect(await screen.findByRole('heading', { name: form.success }, { timeout: 8000 })).toBeInTheDocument();
    expect(posts.map((body) => body[key])).toEqual([sent]);
  });

  it('rejects a delivery location made only of spaces and tabs, and no other field', async () => {
    const posts = recordRequests('buy_leads.php', 'post');
    await submitWith('Delivery Location', ' \t  ');
    await waitFor(() => expect(errorBeside('Delivery Location')).toBe('Delivery location is required'));
    for (const other of Object.keys(valid)) if (other !== 'Delivery Location') expect(errorBeside(other)).toBeNull();
    expect(posts).toHaveLength(0);
  });
});

describe('buy-lead form with hostile input', () => {
  const script = '<script>alert("x")</script>';
  const markup = '<img src=x onerror="alert(1)"><b>bold</b> & "quoted" \'parts\'';
  const long = 'Need <i>forged</i> rings & "special" steel — श्री गणेश ট্রাক லாரி 🚚🔧 '.repeat(200).slice(0, 4_990);
  const hostile = {
    'Full Name': `  ${script}  `,
    'Company Name': '  श्री गणेश ट्रांसपोर्ट 🚚  ',
    'Part Name': `  ${markup}  `,
    'Part Number': '  லாரி-৪১০-👍  ',
    Budget: '  ₹2,00,000 (दो लाख)  ',
    'Delivery Location': '  सूरत, ગુજરાત 🇮🇳  ',
    'Additional Requirements': `   ${long}   `,
  };

  it('sends markup, script, emoji, Indic scripts and 4,990 characters intact (trimmed), and injects nothing', async () => {
    expect(long).toHaveLength(4_990);
    const posts = capturePosts();
    const scriptsBefore = document.querySelectorAll('script').length;
    const { user } = await form.open();
    await fillAll(user, { ...valid, ...hostile });
    // Before sending, the fields hold exactly what was typed, padding and all.
    for (const [label, value] of Object.entries(hostile)) expect(field(label)).toHaveValue(value);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    await user.click(form.submitButton());
    expect(await screen.findByRole('heading', { name: form.success }, { timeout: 8000 })).toBeInTheDocument();
    expect(posts).toEqual([
      {
        name: script,
        email: 'meera@example.in',
        phone: '9876543210',
        company: 'श्री गणेश ट्रांसपोर्ट 🚚',
        partName: markup,
        partNumber: 'லாரி-৪১০-👍',
        quantity: 40,
        budget: '₹2,00,000 (दो लाख)',
        deliveryLocation: 'सूरत, ગુજરાત 🇮🇳',
        additionalRequirements: long.trim(),
      },
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(scriptsBefore);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  }, 30_000);

  it('keeps hostile values in the fields, as typed, when the submit fails', async () => {
    server.use(
      http.post(
        '*/buy_leads.php',
        () => new Response('<html><body>500</body></html>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const { user } = await form.open();
    await fillAll(user, { ...valid, ...hostile });
    await user.click(form.submitButton());
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent('Failed to submit buy lead. Please try again.');
    for (const [label, value] of Object.entries(hostile)) expect(field(label)).toHaveValue(value);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  }, 30_000);

  it('shows the stored lead back on the staff screen as text, never as markup', async () => {
    const first = await form.open();
    await fillAll(first.user, { ...valid, ...hostile });
    await first.user.click(form.submitButton());
    await screen.findByRole('heading', { name: form.success }, { timeout: 8000 });
    first.unmount();

    const { user } = renderRoute('/admin/buy-leads', { as: 'admin' });
    // The name is the script's source, as text: in the table and in its button's name.
    await user.click(await screen.findByRole('button', { name: `Show details for ${script}` }));
    expect(screen.getAllByText(script)[0]).toBeVisible();
    expect(screen.getAllByText(markup)[0]).toBeVisible();
    expect(screen.getAllByText('श्री गणेश ट्रांसपोर्ट 🚚')[0]).toBeVisible();
    expect(
      screen.getByText(
        (_content, element) => element?.tagName !== 'BODY' && element?.textContent === long.trim() && element.children.length === 0,
      ),
    ).toBeVisible();
    expect(document.querySelector('main img[src="x"], main b, main i')).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  }, 30_000);
});
