/**
 * Hostile but valid input on the enquiry form: markup, emoji, Devanagari, a very long message and
 * padding spaces arrive intact (a text over its limit is cut there, and the form says so) (trimmed, as contactPayload and the page do), nothing is injected
 * into the document, and the §5 boundaries not already covered by public/inquiry.test.tsx hold.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageWithoutRef } from '../../../src/lib/client-ref';
import { enquiryForm as form, errorBeside, field, fill, fillAll, validEnquiry as valid } from '../public/forms';
import { http, recordRequests, server } from '../public/helpers';

describe('enquiry form with hostile input', () => {
  it('sends markup, emoji, Devanagari and a 4,990-character message intact (trimmed), injects no script, and succeeds', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/inquiries.php', async ({ request }) => {
        posts.push(await request.clone().json());
        return undefined;
      }),
    );
    const scriptsBefore = document.querySelectorAll('script').length;
    const longMessage = `${'Need <b>bold</b> & "quoted" \'parts\' श्री गणेश 🚚 '.repeat(400)}`.slice(0, 4_990);
    expect(longMessage).toHaveLength(4_990);
    const { user } = await form.open();
    await fillAll(user, {
      ...valid,
      Name: '  <script>alert(1)</script>  ',
      'Company Name': '  श्री गणेश 🚚  ',
      'Part Name': '  Wheel Lock Ring 20 inch  ',
      Message: `   ${longMessage}   `,
    });
    expect(field('Message')).toHaveValue(`   ${longMessage}   `);
    await user.click(form.submitButton());
    expect(await screen.findByRole('heading', { name: 'Enquiry Submitted Successfully!' }, { timeout: 8000 })).toBeInTheDocument();
    // The form trims every text before sending (contactPayload + message.trim()).
    expect(posts).toEqual([
      {
        name: '<script>alert(1)</script>',
        email: 'ravi@example.in',
        phone: '+91 98765 43210',
        company: 'श्री गणेश 🚚',
        partName: 'Wheel Lock Ring 20 inch',
        quantity: 12,
        message: expect.any(String),
      },
    ]);
    // The message as typed (trimmed), then the enquiry's client reference on a line of its own.
    const { message } = posts[0] as { message: string };
    expect(messageWithoutRef(message)).toBe(longMessage.trim());
    expect(message).toMatch(/^\S[^]*\S\n\nRef \S+$/);
    expect(document.querySelectorAll('script')).toHaveLength(scriptsBefore);
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  }, 20_000);

  describe('boundaries not covered by public/inquiry.test.tsx', () => {
    it.each([
      ['Phone Number', '(98)765-4', 'Phone number is invalid'], // 9 characters
      ['Phone Number', '+91-(98765)-4321', 'Phone number is invalid'], // 16 characters
      ['Quantity', '-1', 'Quantity must be a positive number'],
      ['Message', '   Nine char   ', 'Message must be at least 10 characters'], // 9 after trimming
    ])(
      'rejects %s %j with %j',
      async (label, text, message) => {
        const posts = recordRequests('inquiries.php', 'post');
        const { user } = await form.open();
        await fillAll(user, { ...valid, [label]: text });
        await user.click(form.submitButton());
        await waitFor(() => expect(errorBeside(label)).toBe(message));
        expect(posts).toHaveLength(0);
      },
      15_000,
    );

    it('takes 5,000 characters of a longer message, and says the limit is reached', async () => {
      const { user } = await form.open();
      await fill(user, 'Message', 'm'.repeat(6_000));
      expect(field('Message')).toHaveValue('m'.repeat(5_000));
      expect(field('Message')).toHaveAccessibleDescription('5,000 of 5,000 characters: that is the limit');
      await fill(user, 'Message', 'm'.repeat(4_000));
      expect(field('Message')).not.toHaveAccessibleDescription(/characters/);
    }, 15_000);

    it.each([
      ['Quantity', '1.5'],
      ['Quantity', '1e3'],
    ])(
      'rejects %s %j: a whole number is asked for',
      async (label, text) => {
        const posts = recordRequests('inquiries.php', 'post');
        const { user } = await form.open();
        await fillAll(user, { ...valid, [label]: text });
        await user.click(form.submitButton());
        await waitFor(() => expect(errorBeside(label)).toBe('Quantity must be a whole number'));
        expect(posts).toHaveLength(0);
      },
      15_000,
    );

    it("rejects quantity 'abc': a number input cannot hold it, so it is empty and required", async () => {
      const posts = recordRequests('inquiries.php', 'post');
      const { user } = await form.open();
      await fillAll(user, { ...valid, Quantity: 'abc' });
      await user.click(form.submitButton());
      await waitFor(() => expect(errorBeside('Quantity')).toBe('Quantity is required'));
      expect(field('Quantity')).toHaveValue(null);
      expect(posts).toHaveLength(0);
    }, 15_000);

    it.each([
      ['Phone Number', '(98250) 12345'], // 12 characters once spaces are removed
      ['Phone Number', '+91 (98250) 12345'], // 15 characters once spaces are removed
      ['Message', '   Ten chars!   '], // 10 after trimming
    ])(
      'accepts %s %j',
      async (label, text) => {
        const { user } = await form.open();
        await fillAll(user, { ...valid, [label]: text });
        await user.click(form.submitButton());
        expect(await screen.findByRole('heading', { name: 'Enquiry Submitted Successfully!' }, { timeout: 8000 })).toBeInTheDocument();
      },
      15_000,
    );
  });
});
