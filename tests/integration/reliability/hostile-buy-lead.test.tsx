/**
 * The buy-lead form against bad and hostile input: every SPEC §5 rule at its boundaries, and
 * hostile but valid values (markup, script, 4,990 characters, emoji, Indic scripts, padding
 * spaces) that reach the fake backend intact (trimmed, as the page does) and come back on the
 * staff screen as text, never as markup.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import { errorBeside, field, fillAll, validBuyLead as valid } from '../public/forms';
import { http, recordRequests, server } from '../public/helpers';

type Label = keyof typeof valid;

const submitButton = () => screen.getByRole('button', { name: /^(Submit Buy Lead|Submitting\.\.\.)$/ });
const SUCCESS = 'Buy Lead Submitted Successfully!';

async function openForm() {
  const result = renderRoute('/buy-lead');
  await screen.findByRole('heading', { level: 1, name: 'Submit Buy Lead' });
  await screen.findByRole('button', { name: 'Submit Buy Lead' });
  return result;
}

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
  const { user } = await openForm();
  await fillAll(user, { ...valid, [label]: text });
  await user.click(submitButton());
  return user;
}

/** Phones with their length once spaces are removed (the §5 rule counts those characters). */
const rejectedPhones: [string, number][] = [
  ['(98)765-4', 9],
  ['98765 4321', 9], // 10 characters typed, 9 once the space is gone
  ['+91 987 654', 9],
  ['+91-(98765)-4321', 16],
  ['+91 (98765) 43-210', 16],
  ['98765 43210 12345 6', 16],
  ['98765abcde', 10], // letters
  ['98765.43210', 11], // a dot
  ['98765/43210', 11], // a slash
  // Issue #30: §5's characters, but no number India can have.
  ['0000000000', 10],
  ['1234567890', 10],
  ['(98) 765-43', 10], // 7 digits
];
const acceptedPhones: [string, number][] = [
  ['9876543210', 10],
  ['98250 12345', 10],
  ['079 2658 1234', 11], // a landline, with its trunk 0
  ['+91 (98250) 12345', 15],
  ['+91-98765-43210', 15], // plus and hyphens count
  ['  98765 43210  ', 10], // padding is trimmed
];

describe('buy-lead form at the §5 boundaries', () => {
  it.each(rejectedPhones)('rejects the phone %j (%i characters without spaces)', async (phone, length) => {
    expect(phone.replace(/\s/g, '')).toHaveLength(length);
    const posts = recordRequests('buy_leads.php', 'post');
    await submitWith('Phone Number', phone);
    await waitFor(() => expect(errorBeside('Phone Number')).toBe('Phone number is invalid'));
    expect(field('Phone Number')).toHaveValue(phone);
    expect(posts).toHaveLength(0);
  });

  it.each(acceptedPhones)('accepts the phone %j (%i characters without spaces) and sends it trimmed', async (phone, length) => {
    expect(phone.trim().replace(/\s/g, '')).toHaveLength(length);
    const posts = capturePosts();
    await submitWith('Phone Number', phone);
    expect(await screen.findByRole('heading', { name: SUCCESS }, { timeout: 8000 })).toBeInTheDocument();
    expect(posts.map((body) => body.phone)).toEqual([phone.trim()]);
  });

  it.each([
    ['0', 'Quantity must be a positive number'],
    ['-1', 'Quantity must be a positive number'],
    ['-0.5', 'Quantity must be a positive number'],
    ['', 'Quantity is required'],
    ['1.5', 'Quantity must be a whole number'],
    ['1e3', 'Quantity must be a whole number'],
  ])('rejects the quantity %j with %j', async (quantity, message) => {
    const posts = recordRequests('buy_leads.php', 'post');
    await submitWith('Quantity', quantity);
    await waitFor(() => expect(errorBeside('Quantity')).toBe(message));
    expect(posts).toHaveLength(0);
  });

  it("rejects the quantity 'abc': a number field cannot hold it, so it is empty and required", async () => {
    const posts = recordRequests('buy_leads.php', 'post');
    await submitWith('Quantity', 'abc');
    await waitFor(() => expect(errorBeside('Quantity')).toBe('Quantity is required'));
    expect(field('Quantity')).toHaveValue(null);
    expect(posts).toHaveLength(0);
  });

  // §5: a number greater than 0; issue #30: a whole one (1.5 and 1e3 are refused above).
  it.each([
    ['1', 1],
    ['100000', 100000],
  ])('accepts the quantity %j and sends the number %d', async (quantity, sent) => {
    const posts = capturePosts();
    await submitWith('Quantity', quantity);
    expect(await screen.findByRole('heading', { name: SUCCESS }, { timeout: 8000 })).toBeInTheDocument();
    expect(posts.map((body) => body.quantity)).toEqual([sent]);
  });

  it.each(['meera', 'meera@', '@example.in', 'meera@@example.in', 'meera shah@example.in', 'meera@exa mple.in', '<meera@example.in>'])(
    'rejects the e-mail %j',
    async (email) => {
      const posts = recordRequests('buy_leads.php', 'post');
      await submitWith('Email Address', email);
      await waitFor(() => expect(errorBeside('Email Address')).toBe('Email is invalid'));
      expect(posts).toHaveLength(0);
    },
  );

  it.each([
    ['meera.shah+leads@example.co.in', 'meera.shah+leads@example.co.in'],
    ['  meera@example.in  ', 'meera@example.in'],
    ['', ''], // optional
  ])('accepts the e-mail %j and sends %j', async (email, sent) => {
    const posts = capturePosts();
    await submitWith('Email Address', email);
    expect(await screen.findByRole('heading', { name: SUCCESS }, { timeout: 8000 })).toBeInTheDocument();
    expect(posts.map((body) => body.email)).toEqual([sent]);
  });

  it.each([
    ['Full Name', 'Name is required'],
    ['Phone Number', 'Phone number is required'],
    ['Company Name', 'Company name is required'],
    ['Part Name', 'Part name is required'],
    ['Delivery Location', 'Delivery location is required'],
  ] as const)('rejects %s made only of spaces and tabs with %j', async (label, message) => {
    const posts = recordRequests('buy_leads.php', 'post');
    await submitWith(label, ' \t  ');
    await waitFor(() => expect(errorBeside(label)).toBe(message));
    for (const other of Object.keys(valid)) if (other !== label) expect(errorBeside(other)).toBeNull();
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
    const { user } = await openForm();
    await fillAll(user, { ...valid, ...hostile });
    // Before sending, the fields hold exactly what was typed, padding and all.
    for (const [label, value] of Object.entries(hostile)) expect(field(label)).toHaveValue(value);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: SUCCESS }, { timeout: 8000 })).toBeInTheDocument();
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
    const { user } = await openForm();
    await fillAll(user, { ...valid, ...hostile });
    await user.click(submitButton());
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent('Failed to submit buy lead. Please try again.');
    for (const [label, value] of Object.entries(hostile)) expect(field(label)).toHaveValue(value);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  }, 30_000);

  it('shows the stored lead back on the staff screen as text, never as markup', async () => {
    const first = await openForm();
    await fillAll(first.user, { ...valid, ...hostile });
    await first.user.click(submitButton());
    await screen.findByRole('heading', { name: SUCCESS }, { timeout: 8000 });
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
