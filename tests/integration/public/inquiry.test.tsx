import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../src/config/site';
import { enquiryForm as form, errorBeside, failures, field, fillAll, sharedRules, validEnquiry as valid } from './forms';
import { db, htmlError, http, HttpResponse, recordRequests, server } from './helpers';

afterEach(() => vi.restoreAllMocks());

describe('enquiry page', () => {
  it('opens at the top of the page, and shows its success message there', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = await form.open();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    scrollTo.mockClear();
    await fillAll(user, valid);
    await user.click(form.submitButton());
    await screen.findByRole('heading', { name: 'Enquiry Submitted Successfully!' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('has its own title and description and a contact card with address, hours, phones and e-mail', async () => {
    await form.open();
    await waitFor(() => expect(document.title).toBe(`Product Enquiry | ${site.name}`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/price or availability/);
    const card = screen.getByRole('complementary', { name: 'Contact Information' });
    for (const line of site.address.lines) expect(within(card).getByText(line)).toBeInTheDocument();
    expect(within(card).getByText('Monday to Saturday')).toBeInTheDocument();
    expect(within(card).getByText('9:30 AM to 7:00 PM')).toBeInTheDocument();
    expect(within(card).getByText('Sunday')).toBeInTheDocument();
    expect(within(card).getByText('Closed')).toBeInTheDocument();
    for (const phone of site.phones)
      expect(within(card).getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
    expect(within(card).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  });

  it('labels every control and marks the required ones', async () => {
    await form.open();
    for (const label of ['Name', 'Phone Number', 'Company Name', 'Part Name', 'Quantity', 'Message'])
      expect(field(label)).toHaveAttribute('aria-required', 'true');
    expect(field('Email')).not.toHaveAttribute('aria-required');
    expect(field('Quantity')).toHaveAttribute('min', '1');
    expect(field('Part Name')).toHaveAttribute('role', 'combobox');
  });

  it('prefills the part name from ?part=', async () => {
    await form.open('/inquiry?part=Brake%20Drum%20410%20mm');
    expect(field('Part Name')).toHaveValue('Brake Drum 410 mm');
  });

  describe('validation (spec §5), errors beside the fields', () => {
    it(
      'shows every required message for an empty form, sends nothing and focuses the first invalid field',
      form.rejectsEmpty({
        Name: 'Name is required',
        'Phone Number': 'Phone number is required',
        'Company Name': 'Company name is required',
        'Part Name': 'Part name is required',
        Quantity: 'Quantity is required',
        Message: 'Message is required',
      }),
    );

    // One case of each rule, shown beside its field; every boundary of the table is
    // tests/unit/public/inquiry-boundaries.test.ts's, on the rules and payload this page uses.
    it.each([
      ['Name', '', 'Name is required'],
      ['Email', 'not-an-email', 'Email is invalid'],
      ...sharedRules,
      ['Phone Number', '12345', 'Phone number is invalid'],
      ['Phone Number', '0000000000', 'Phone number is invalid'],
      ['Message', '', 'Message is required'],
      ['Message', 'Too short', 'Message must be at least 10 characters'],
    ])('%s %j → %s', form.rejectsOne);

    it.each([
      ['Email', ''],
      ['Phone Number', '(079) 2282-0002'],
      ['Quantity', '1'],
      ['Message', 'Ten chars!'],
    ])('accepts %s %j', async (label, text) => {
      const { user } = await form.open();
      await fillAll(user, { ...valid, [label]: text });
      await user.click(form.submitButton());
      expect(await screen.findByRole('heading', { name: 'Enquiry Submitted Successfully!' })).toBeInTheDocument();
    });

    it("clears a field's error as soon as that field is edited, leaving the others", async () => {
      const { user } = await form.open();
      await user.click(form.submitButton());
      await waitFor(() => expect(errorBeside('Name')).toBe('Name is required'));
      await user.type(field('Name'), 'R');
      expect(errorBeside('Name')).toBeNull();
      expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
      expect(errorBeside('Phone Number')).toBe('Phone number is required');
      await user.type(field('Part Name'), 'L');
      expect(errorBeside('Part Name')).toBeNull();
    });
  });

  describe('part-name suggestions', () => {
    it('suggests part names as the visitor types and fills the field with the one picked', async () => {
      const searches = recordRequests('parts.php');
      const { user } = await form.open();
      await user.type(field('Part Name'), 'lock ring');
      const option = await screen.findByRole('option', { name: 'Wheel Lock Ring 20 inch' });
      // Not one search per key (the exact 300 ms timing is covered with fake timers in part-name-combobox.test.tsx).
      // The catalogue's whole list is read once alongside (no search); the suggestion searches carry the text.
      const terms = searches.map((url) => url.searchParams.get('search')).filter((term) => term !== null);
      expect(terms.at(-1)).toBe('lock ring');
      expect(terms.length).toBeLessThan('lock ring'.length);
      await user.click(option);
      expect(field('Part Name')).toHaveValue('Wheel Lock Ring 20 inch');
      expect(screen.queryByRole('option')).not.toBeInTheDocument();
    });

    it('works from the keyboard: arrow down and Enter pick, without submitting', async () => {
      const posts = recordRequests('inquiries.php', 'post');
      const { user } = await form.open();
      await user.type(field('Part Name'), 'brake drum');
      await screen.findByRole('option', { name: 'Brake Drum 410 mm' });
      await user.keyboard('{ArrowDown}{Enter}');
      expect(field('Part Name')).toHaveValue('Brake Drum 410 mm');
      expect(posts).toHaveLength(0);
      expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    });
  });

  describe('submitting', () => {
    it("shows 'Submitting...' with the button disabled, then the success message; the enquiry reaches the backend", async () => {
      const { posts, heading } = await form.submitHeld();
      expect(heading).toHaveFocus();
      expect(posts).toEqual([
        {
          name: 'Ravi Kumar',
          email: 'ravi@example.in',
          phone: '+91 98765 43210',
          company: 'Kumar Transport',
          partName: 'Wheel Lock Ring 20 inch',
          quantity: 12,
          // The customer's message as typed, then the enquiry's client reference on a line of its own (src/lib/client-ref.ts).
          message: expect.stringMatching(/^Please quote for 12 rings with delivery\.\n\nRef [2-9A-Z]{4}-[2-9A-Z]{2}$/),
        },
      ]);
      const stored = db.all('inquiries').at(-1)!;
      expect(stored).toMatchObject({ name: 'Ravi Kumar', part_name: 'Wheel Lock Ring 20 inch', quantity: 12, status: 'pending' });
      // The number the backend gave the stored enquiry, for the customer to quote.
      expect(screen.getByText(`Your enquiry number is ${String(stored.id)}. Please quote it when you call us.`)).toBeVisible();
    });

    it('shows the time it was sent when the reply names no enquiry', async () => {
      server.use(
        http.post('*/inquiries.php', () =>
          HttpResponse.json({ success: true, message: 'Inquiry submitted successfully' }, { status: 201 }),
        ),
      );
      const { user } = await form.open();
      await fillAll(user, valid);
      await user.click(form.submitButton());
      await screen.findByRole('heading', { name: 'Enquiry Submitted Successfully!' });
      expect(screen.getByText(/^Sent on \w+ \d+, \d{4} at \d+:\d{2} [AP]M\. Please mention this time when you call us\.$/)).toBeVisible();
      expect(screen.queryByText(/enquiry number/)).toBeNull();
    });

    it('sends one enquiry for a double click', form.sendsOnce);

    it('says it is still sending while a slow reply is on its way, never that there is no connection', async () => {
      // Past a quarter of the lead's wait (VITE_LEAD_TIMEOUT_MS, 2 s here), within the wait itself.
      server.use(
        http.post('*/inquiries.php', async () => {
          await delay(1_200);
          return HttpResponse.json({ success: true, message: 'Inquiry submitted successfully' }, { status: 201 });
        }),
      );
      const { user } = await form.open();
      await fillAll(user, valid);
      await user.click(form.submitButton());
      expect(await screen.findByText('Still sending: the connection is slow. Please keep this page open.')).toHaveAttribute(
        'role',
        'status',
      );
      expect(screen.queryByText(/no connection/i)).toBeNull();
      await screen.findByRole('heading', { name: 'Enquiry Submitted Successfully!' });
      expect(screen.queryByText(/Still sending/)).toBeNull();
    });

    it("'Submit Another Enquiry' keeps the customer's name, e-mail, phone and company, and clears the part", async () => {
      const { user, location } = await form.open('/inquiry?part=Brake%20Drum%20410%20mm');
      await fillAll(user, valid);
      await user.click(form.submitButton());
      await user.click(await screen.findByRole('button', { name: 'Submit Another Enquiry' }));
      const kept = ['Name', 'Email', 'Phone Number', 'Company Name'];
      for (const label of Object.keys(valid))
        expect(field(label)).toHaveValue(kept.includes(label) ? valid[label] : label === 'Quantity' ? null : '');
      expect(location().search).toBe('');
      expect(screen.queryByRole('heading', { name: 'Enquiry Submitted Successfully!' })).not.toBeInTheDocument();
    });

    it('sends a second try of one enquiry under the same client reference, and the next enquiry under a new one', async () => {
      const messages: string[] = [];
      let failFirst = true;
      server.use(
        http.post('*/inquiries.php', async ({ request }) => {
          messages.push(((await request.clone().json()) as { message: string }).message);
          if (!failFirst) return undefined;
          failFirst = false;
          return htmlError();
        }),
      );
      const { user } = await form.open();
      await fillAll(user, valid);
      await user.click(form.submitButton());
      expect(await screen.findByText('Failed to submit inquiry. Please try again.')).toBeVisible();
      await user.click(form.submitButton());
      await user.click(await screen.findByRole('button', { name: 'Submit Another Enquiry' }));
      await fillAll(user, { 'Part Name': 'Brake Drum 410 mm', Quantity: '2', Message: 'Two more drums, please.' });
      await user.click(form.submitButton());
      await screen.findByRole('heading', { name: 'Enquiry Submitted Successfully!' });
      const refs = messages.map((message) => /Ref (\S+)$/.exec(message)?.[1]);
      expect(refs).toHaveLength(3);
      expect(refs[1]).toBe(refs[0]);
      expect(refs[2]).not.toBe(refs[0]);
    });

    it.each(failures('message', 'Missing required fields: phone', 'Failed to submit inquiry. Please try again.'))(
      'on failure shows %s and keeps the form',
      form.failsKeeping,
    );
  });

  describe('draft', () => {
    it('survives a failed submit and a reload, and is cleared by a successful submit', form.keepsDraft('Kumar Transport'), 30_000);

    it('is saved as the visitor types, shortly after they pause', async () => {
      const { user } = await form.open();
      await user.type(field('Company Name'), 'Patel Roadways');
      await waitFor(() => expect(JSON.parse(window.localStorage.getItem(form.draftKey)!)).toMatchObject({ company: 'Patel Roadways' }));
    });

    it('writes a pending draft at once when the page is left (reload, tab closed)', async () => {
      const { user } = await form.open();
      await user.type(field('Company Name'), 'Quick Reload Ltd');
      window.dispatchEvent(new Event('pagehide'));
      expect(JSON.parse(window.localStorage.getItem(form.draftKey)!)).toMatchObject({ company: 'Quick Reload Ltd' });
    });

    it('lets ?part= win over the part name of a draft', async () => {
      window.localStorage.setItem(form.draftKey, JSON.stringify({ name: 'Saved Name', partName: 'Old part' }));
      await form.open('/inquiry?part=Brake%20Drum%20410%20mm');
      expect(field('Name')).toHaveValue('Saved Name');
      expect(field('Part Name')).toHaveValue('Brake Drum 410 mm');
    });

    it('ignores a corrupt draft', async () => {
      window.localStorage.setItem(form.draftKey, '{not json');
      await form.open();
      expect(field('Name')).toHaveValue('');
    });
  });
});
