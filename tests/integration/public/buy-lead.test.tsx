import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../src/config/site';
import { blankBuyLead } from '../../../src/features/buy-lead/buy-lead-schema';
import { buyLeadForm as form, errorBeside, failures, field, fillAll, sharedRules, validBuyLead as valid } from './forms';
import { db, http, server } from './helpers';

const required = ['Full Name', 'Phone Number', 'Company Name', 'Part Name', 'Quantity', 'Delivery Location'];

afterEach(() => vi.restoreAllMocks());

describe('buy-lead page', () => {
  it('scrolls to the top on load and has its own title and description', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await form.open();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    await waitFor(() => expect(document.title).toBe(`Submit Buy Lead | ${site.name}`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/within 24 hours/);
  });

  it('groups the form into Contact Information, Product Requirements and Delivery Information', async () => {
    await form.open();
    const groups = within(screen.getByRole('form', { name: 'Submit Buy Lead' })).getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Contact Information',
      'Product Requirements',
      'Delivery Information',
    ]);
    const contact = screen.getByRole('group', { name: 'Contact Information' });
    for (const label of ['Full Name', 'Email Address', 'Phone Number', 'Company Name'])
      expect(within(contact).getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    const product = screen.getByRole('group', { name: 'Product Requirements' });
    for (const label of ['Part Name', 'Part Number', 'Quantity', 'Budget'])
      expect(within(product).getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    const delivery = screen.getByRole('group', { name: 'Delivery Information' });
    for (const label of ['Delivery Location', 'Additional Requirements'])
      expect(within(delivery).getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    for (const label of required) expect(field(label)).toHaveAttribute('aria-required', 'true');
    for (const label of ['Email Address', 'Part Number', 'Budget', 'Additional Requirements'])
      expect(field(label)).not.toHaveAttribute('aria-required');
  });

  it("explains 'Why Submit a Buy Lead?' with the 24-hour promise", async () => {
    await form.open();
    const panel = screen.getByRole('complementary', { name: 'Why Submit a Buy Lead?' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Competitive Pricing', 'Quality Assurance', 'Fast Response']);
    expect(panel).toHaveTextContent('We respond to every buy lead within 24 hours.');
  });

  describe('validation (spec §5)', () => {
    it(
      'shows every required message for an empty form and sends nothing',
      form.rejectsEmpty({
        'Full Name': 'Name is required',
        'Phone Number': 'Phone number is required',
        'Company Name': 'Company name is required',
        'Part Name': 'Part name is required',
        Quantity: 'Quantity is required',
        'Delivery Location': 'Delivery location is required',
      }),
    );

    it.each([
      ['Full Name', '', 'Name is required'],
      ['Email Address', 'meera@@example', 'Email is invalid'],
      ...sharedRules,
      ['Phone Number', '98765', 'Phone number is invalid'],
      ['Phone Number', '98765 43210 12345 6', 'Phone number is invalid'],
      ['Delivery Location', '  ', 'Delivery location is required'],
    ])('%s %j → %s', form.rejectsOne);

    it('accepts the form without the optional fields, and has no message rule', async () => {
      const posts: unknown[] = [];
      server.use(
        http.post('*/buy_leads.php', async ({ request }) => {
          posts.push(await request.clone().json());
          return undefined;
        }),
      );
      const { user } = await form.open();
      await fillAll(user, Object.fromEntries(Object.entries(valid).filter(([label]) => required.includes(label))));
      await user.click(form.submitButton());
      expect(await screen.findByRole('heading', { name: 'Buy Lead Submitted Successfully!' })).toBeInTheDocument();
      // Every field the form holds is sent, '' when left blank.
      expect(posts).toEqual([
        {
          ...blankBuyLead,
          name: 'Meera Shah',
          phone: '9876543210',
          company: 'Shah Logistics',
          partName: 'Brake Drum 410 mm',
          quantity: 40,
          deliveryLocation: 'Surat, Gujarat',
        },
      ]);
    });

    it('clears a field error when the field is edited', async () => {
      const { user } = await form.open();
      await user.click(form.submitButton());
      await waitFor(() => expect(errorBeside('Delivery Location')).toBe('Delivery location is required'));
      await user.type(field('Delivery Location'), 'S');
      expect(errorBeside('Delivery Location')).toBeNull();
      expect(errorBeside('Full Name')).toBe('Name is required');
    });
  });

  describe('submitting', () => {
    it("shows 'Submitting...' with the button disabled, then the success message with 'Submit Another Buy Lead'", async () => {
      const { user, heading } = await form.submitHeld();
      expect(heading).toHaveFocus();
      expect(db.all('buy_leads').at(-1)).toMatchObject({
        name: 'Meera Shah',
        partNumber: 'BD-410',
        quantity: 40,
        deliveryLocation: 'Surat, Gujarat',
        status: 'new',
      });
      // buy_leads.php answers no id: the time it was sent is the reference.
      expect(screen.getByText(/^Sent on \w+ \d+, \d{4} at \d+:\d{2} [AP]M\. Please mention this time when you call us\.$/)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Submit Another Buy Lead' }));
      for (const label of Object.keys(valid)) expect(field(label)).toHaveValue(label === 'Quantity' ? null : '');
    });

    it('sends one buy lead for a double click', form.sendsOnce);

    it.each(failures('error', 'Duplicate lead for this phone number', 'Failed to submit buy lead. Please try again.'))(
      'on failure shows %s and keeps the form',
      form.failsKeeping,
    );
  });

  it('keeps a draft through a failed submit and a reload, and clears it on success', form.keepsDraft('Surat, Gujarat'), 30_000);
});
