import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { can, staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { answer, db, holdRequests, roleCases, server } from './helpers';

describe.each(roleCases)('$name enquiry detail', ({ role }) => {
  const paths = staffPaths(role);

  it('shows every field of the enquiry', async () => {
    const release = holdRequests('get', 'inquiries.php');
    renderRoute(paths.inquiry(1), { as: role.id });
    expect(await screen.findByText('Loading inquiry details...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Viewing inquiry from Rajesh Patel at Shree Ganesh Logistics')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'rajesh.patel@shreeganeshlogistics.in' })).toHaveAttribute(
      'href',
      'mailto:rajesh.patel@shreeganeshlogistics.in',
    );
    // The number shows as typed at once; it becomes a link when the phone reader is in (phone-link.tsx).
    expect(await screen.findByRole('link', { name: '+91 98250 12345' })).toHaveAttribute('href', 'tel:+919825012345');
    expect(screen.getByText('Heavy Duty Silencer Assembly')).toBeInTheDocument();
    expect(screen.getByText('5')).toBeInTheDocument();
    // The stored DATETIME 2026-11-20 14:03:11 with its time of day.
    expect(screen.getByText('November 20, 2026 at 2:03 PM')).toBeInTheDocument();
    const message = screen.getByText(/Need 5 silencer assemblies/);
    // Line breaks are kept.
    expect(message.textContent).toBe(
      'Need 5 silencer assemblies for our 12 wheeler fleet in Ahmedabad.\nPlease share price with GST and delivery time.',
    );
    expect(message).toHaveClass('message-text');
  });

  it('offers call, WhatsApp (new tab, digits, greeting) and links under the role', async () => {
    renderRoute(paths.inquiry(1), { as: role.id });
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    expect(await within(actions).findByRole('link', { name: 'Call Customer' })).toHaveAttribute('href', 'tel:+919825012345');
    const whatsapp = within(actions).getByRole('link', { name: /WhatsApp Customer/ });
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL(whatsapp.getAttribute('href')!);
    expect(url.pathname).toBe('/919825012345');
    // The English reply template, the built-in one without a desk.
    expect(url.searchParams.get('text')).toMatch(
      /^Hello Rajesh Patel, thank you for your enquiry about Heavy Duty Silencer Assembly \(\d+\)\./,
    );
    expect(within(actions).getByRole('link', { name: 'View Parts Catalogue' })).toHaveAttribute('href', paths.parts);
    expect(within(actions).getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', paths.dashboard);
    expect(screen.getByRole('link', { name: 'Back to Inquiries' })).toHaveAttribute('href', paths.inquiries());
  });

  it.each([['abc'], ['0']])("shows 'Inquiry Not Found' for the id %s", async (id) => {
    renderRoute(paths.inquiry(id), { as: role.id });
    expect(await screen.findByRole('heading', { name: 'Inquiry Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The inquiry you're looking for doesn't exist or might have been deleted.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Inquiries' })).toHaveAttribute('href', paths.inquiries());
  });

  it('shows the fetch error for an unknown id or a failed load', async () => {
    const { unmount } = renderRoute(paths.inquiry(999), { as: role.id });
    expect(await screen.findByRole('heading', { name: 'Inquiry Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Inquiry not found')).toBeInTheDocument();
    unmount();
    answer('get', 'inquiries.php', { success: false });
    const second = renderRoute(paths.inquiry(2), { as: role.id });
    expect(await screen.findByText('Failed to fetch inquiry')).toBeInTheDocument();
    second.unmount();
    server.resetHandlers();
    setScenario('inquiries-network');
    renderRoute(paths.inquiry(2), { as: role.id });
    expect(await screen.findByText('Failed to load inquiry details')).toBeInTheDocument();
  });

  if (can(role, 'inquiries.delete')) {
    it('deletes after the confirmation and returns to the list', async () => {
      const { user, location } = renderRoute(paths.inquiry(1), { as: role.id });
      await user.click(await screen.findByRole('button', { name: 'Delete Inquiry' }));
      const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
      expect(dialog).toHaveTextContent('Are you sure you want to delete this inquiry? This action cannot be undone.');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(location().pathname).toBe(paths.inquiries()));
      expect(db.find('inquiries', 1)).toBeUndefined();
      expect(await screen.findByRole('status')).toHaveTextContent('Inquiry deleted successfully.');
      await screen.findByRole('table');
      expect(screen.queryByText('Rajesh Patel')).toBeNull();
    });

    it("alerts 'Failed to delete inquiry. Please try again.' when the delete fails", async () => {
      answer('delete', 'inquiries.php', { success: false, message: 'Locked' });
      const { user, location } = renderRoute(paths.inquiry(1), { as: role.id });
      await user.click(await screen.findByRole('button', { name: 'Delete Inquiry' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to delete inquiry\. Please try again\.$/);
      expect(location().pathname).toBe(paths.inquiry(1));
    });
  } else {
    it('has no delete', async () => {
      renderRoute(paths.inquiry(1), { as: role.id });
      await screen.findByText('Viewing inquiry from Rajesh Patel at Shree Ganesh Logistics');
      expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
    });
  }
});
