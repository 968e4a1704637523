import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../src/config/site';
import { renderRoute } from '../../support/render';
import { htmlError, http, HttpResponse, server } from './helpers';

const header = () => screen.getByRole('banner');
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

function fakeTab() {
  return { opener: {} as unknown, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
}

afterEach(() => vi.restoreAllMocks());

describe('public layout', () => {
  it('has a skip link to the main content and one main landmark', async () => {
    renderRoute('/');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('opens a new page at its top, and leaves going back to the browser', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user, navigate } = renderRoute('/');
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(within(mainNav()).getByRole('link', { name: 'Blog' }));
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await navigate(-1);
    await screen.findByRole('heading', { level: 1, name: 'Heavy-truck parts built to carry the load' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('offers Home, Parts Catalogue, Blog, Enquiry, Buy Lead and View All Brochure', async () => {
    const { user, location } = renderRoute('/');
    const nav = mainNav();
    const expected: [string, string][] = [
      ['Home', '/'],
      ['Parts Catalogue', '/catalog'],
      ['Blog', '/blog'],
      ['Enquiry', '/inquiry'],
      ['Buy Lead', '/buy-lead'],
    ];
    for (const [name, href] of expected) expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(nav).getByRole('button', { name: 'View All Brochure' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Blog' }));
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(location().pathname).toBe('/blog');
    expect(within(mainNav()).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  });

  it('toggles the mobile menu open and closed, and closes it on Escape and after navigating', async () => {
    const { user } = renderRoute('/');
    const toggle = within(header()).getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', mainNav().id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(within(mainNav()).getByRole('link', { name: 'Parts Catalogue' }));
    await screen.findByRole('heading', { level: 1, name: 'Parts Catalogue' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu when a language is chosen, with focus back on the Menu button', async () => {
    const { user } = renderRoute('/');
    const toggle = within(header()).getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(within(mainNav()).getByRole('button', { name: 'हिन्दी' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    // Back to English for the tests after this one (the choice is kept for the visit). The menu is named in
    // Hindi by now if its catalog was quick to load (already loaded by an earlier file in this worker).
    await user.click(toggle);
    await user.click(within(screen.getByRole('navigation', { name: /^(Main|मुख्य)$/ })).getByRole('button', { name: 'English' }));
    expect(await within(header()).findByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  describe('View All Brochure', () => {
    it('opens a tab during the click and points it at the brochure PDF on the asset host', async () => {
      const tab = fakeTab();
      const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      const { user } = renderRoute('/');
      await user.click(screen.getByRole('button', { name: 'View All Brochure' }));
      expect(open).toHaveBeenCalledWith('', '_blank');
      // The new tab does not get a handle on this window.
      expect(tab.opener).toBeNull();
      await vi.waitFor(() => expect(tab.location.href).toBe('http://backend.test/api/uploads/brochures/catalogue-2026.pdf'));
      expect(tab.close).not.toHaveBeenCalled();
      expect(screen.queryByText('No brochure available.')).not.toBeInTheDocument();
    });

    it("shows 'No brochure available.' when the answer is unsuccessful, and closes the tab", async () => {
      server.use(http.get('*/brochures.php', () => HttpResponse.json({ success: false, message: 'No brochure found' })));
      const tab = fakeTab();
      vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      const { user } = renderRoute('/');
      await user.click(screen.getByRole('button', { name: 'View All Brochure' }));
      const alert = await within(header()).findByRole('alert');
      expect(alert).toHaveTextContent('No brochure available.');
      expect(tab.close).toHaveBeenCalled();
      await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByText('No brochure available.')).not.toBeInTheDocument();
    });

    it("shows 'No brochure available.' when the answer has no path", async () => {
      server.use(http.get('*/brochures.php', () => HttpResponse.json({ success: true, bpath: '' })));
      vi.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
      const { user } = renderRoute('/');
      await user.click(screen.getByRole('button', { name: 'View All Brochure' }));
      expect(await screen.findByText('No brochure available.')).toBeInTheDocument();
    });

    it.each([
      ['the connection fails', () => HttpResponse.error()],
      ['the server errors', htmlError],
    ])("shows 'Failed to fetch brochure.' when %s", async (_case, reply) => {
      server.use(http.get('*/brochures.php', reply));
      const tab = fakeTab();
      vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      const { user } = renderRoute('/');
      await user.click(screen.getByRole('button', { name: 'View All Brochure' }));
      // The alert region is always there (so a screen reader hears what arrives); wait for its text.
      expect(await within(header()).findByText('Failed to fetch brochure.')).toBeInTheDocument();
      expect(within(header()).getByRole('alert')).toHaveTextContent('Failed to fetch brochure.');
      expect(tab.close).toHaveBeenCalled();
    });

    it('falls back to opening the PDF directly when a popup blocker ate the first tab', async () => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const { user } = renderRoute('/');
      await user.click(screen.getByRole('button', { name: 'View All Brochure' }));
      await vi.waitFor(() =>
        expect(open).toHaveBeenLastCalledWith(
          'http://backend.test/api/uploads/brochures/catalogue-2026.pdf',
          '_blank',
          'noopener,noreferrer',
        ),
      );
    });
  });

  describe('footer', () => {
    it('has quick links, the address, both phones, the e-mail and social links opening safely in a new tab', async () => {
      renderRoute('/');
      const footer = screen.getByRole('contentinfo');
      const quick = within(footer).getByRole('navigation', { name: 'Quick Links' });
      for (const name of ['Home', 'Parts Catalogue', 'Blog', 'Enquiry', 'Buy Lead'])
        expect(within(quick).getByRole('link', { name })).toBeInTheDocument();
      for (const line of site.address.lines) expect(within(footer).getByText(line)).toBeInTheDocument();
      for (const phone of site.phones)
        expect(within(footer).getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
      expect(within(footer).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
      const social = within(footer).getByRole('list', { name: 'Social media' });
      for (const { name, url } of site.social) {
        const link = within(social).getByRole('link', { name: new RegExp(`^${name}`) });
        expect(link).toHaveAttribute('href', url);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });

    it('loads the third-party map only when the visitor asks for it', async () => {
      const { user, container } = renderRoute('/');
      expect(container.querySelector('iframe')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Show map' }));
      const frame = screen.getByTitle(/^Map of/);
      expect(frame.tagName).toBe('IFRAME');
      expect(frame).toHaveAttribute('src', site.mapEmbedUrl);
      expect(screen.queryByRole('button', { name: 'Show map' })).not.toBeInTheDocument();
    });
  });

  it('shows the chat button on the home page and the catalogue only', async () => {
    const { navigate } = renderRoute('/');
    const chat = screen.getByRole('link', { name: /^Chat with us/ });
    expect(chat.getAttribute('href')).toBe(`https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(site.chatGreeting)}`);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    await navigate('/catalog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Parts Catalogue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Chat with us/ })).toBeInTheDocument();
    await navigate('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Chat with us/ })).not.toBeInTheDocument();
  });
});
