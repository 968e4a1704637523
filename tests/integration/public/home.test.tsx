import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadRoute } from '../../../src/app/router';
import { site } from '../../../src/config/site';
import { renderRoute } from '../../support/render';

const carousel = () => screen.getByRole('region', { name: 'Partner logos' });
const shownPartners = () =>
  within(carousel())
    .getAllByRole('link')
    .map((link) => within(link).getByRole('img').getAttribute('alt'));

describe('home page', () => {
  // The home page is lazy like the others; the app's start-up has its code in before the first render (src/main.tsx).
  beforeAll(() => preloadRoute('/'));

  it('has its own title and description, and one h1', async () => {
    renderRoute('/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`Heavy-Truck Parts Manufacturer and Wholesaler | ${site.name}`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/since 1996/);
  });

  it('has a hero with Browse Parts and Get a Quote', () => {
    renderRoute('/');
    const hero = screen.getByRole('region', { name: /Heavy-truck parts/ });
    expect(within(hero).getByRole('link', { name: 'Browse Parts' })).toHaveAttribute('href', '/catalog');
    expect(within(hero).getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/inquiry');
  });

  describe('partner carousel', () => {
    it('shows 4 of the 8 logos, each opening its PDF in a new tab', () => {
      renderRoute('/');
      expect(shownPartners()).toEqual(['Partner 1', 'Partner 2', 'Partner 3', 'Partner 4']);
      const first = within(carousel()).getAllByRole('link')[0]!;
      expect(first).toHaveAttribute('href', '/partners/partner-1.pdf');
      expect(first).toHaveAttribute('target', '_blank');
      expect(first).toHaveAttribute('rel', 'noopener noreferrer');
      expect(first).toHaveAccessibleName('Partner 1 brochure (PDF, opens in a new tab)');
      expect(within(carousel()).getByRole('group', { name: '1 of 2' })).toBeInTheDocument();
    });

    it('moves to the next slide and wraps from the last back to the first', async () => {
      const { user } = renderRoute('/');
      await user.click(screen.getByRole('button', { name: 'Next partners' }));
      expect(shownPartners()).toEqual(['Partner 5', 'Partner 6', 'Partner 7', 'Partner 8']);
      expect(within(carousel()).getAllByRole('link')[3]).toHaveAttribute('href', '/partners/partner-8.pdf');
      await user.click(screen.getByRole('button', { name: 'Next partners' }));
      expect(shownPartners()).toEqual(['Partner 1', 'Partner 2', 'Partner 3', 'Partner 4']);
    });

    it('wraps from the first slide back to the last with previous', async () => {
      const { user } = renderRoute('/');
      await user.click(screen.getByRole('button', { name: 'Previous partners' }));
      expect(shownPartners()).toEqual(['Partner 5', 'Partner 6', 'Partner 7', 'Partner 8']);
      expect(within(carousel()).getByRole('group', { name: '2 of 2' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Previous partners' }));
      expect(shownPartners()).toEqual(['Partner 1', 'Partner 2', 'Partner 3', 'Partner 4']);
    });

    it('has one dot per slide that jumps to it and marks the current one', async () => {
      const { user } = renderRoute('/');
      const dots = within(carousel()).getAllByRole('button', { name: /^Show slide/ });
      expect(dots).toHaveLength(2);
      expect(dots[0]).toHaveAttribute('aria-current', 'true');
      await user.click(screen.getByRole('button', { name: 'Show slide 2' }));
      expect(shownPartners()).toEqual(['Partner 5', 'Partner 6', 'Partner 7', 'Partner 8']);
      expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
      expect(screen.getByRole('button', { name: 'Show slide 1' })).not.toHaveAttribute('aria-current');
      await user.click(screen.getByRole('button', { name: 'Show slide 1' }));
      expect(shownPartners()).toEqual(['Partner 1', 'Partner 2', 'Partner 3', 'Partner 4']);
    });

    it('works from the keyboard', async () => {
      const { user } = renderRoute('/');
      screen.getByRole('button', { name: 'Next partners' }).focus();
      await user.keyboard('{Enter}');
      expect(shownPartners()[0]).toBe('Partner 5');
      await user.keyboard(' ');
      expect(shownPartners()[0]).toBe('Partner 1');
    });
  });

  it('lists Why Choose Us: Quality Assured, Fast Delivery, Expert Support', () => {
    renderRoute('/');
    const section = screen.getByRole('region', { name: 'Why Choose Us' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Quality Assured', 'Fast Delivery', 'Expert Support']);
  });

  it("has three featured product cards linking to the catalogue, filtered to the card's category", () => {
    renderRoute('/');
    const section = screen.getByRole('region', { name: 'Featured Products' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Silencer Parts', 'Chassis Parts', 'Lock Ring']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/catalog?category=Silencer+Parts',
      '/catalog?category=Chassis+Parts',
      '/catalog?category=Lock+Rings',
    ]);
  });

  it('tells the company story: established 1996, team of 11-20', () => {
    renderRoute('/');
    const about = screen.getByRole('region', { name: 'About Us' });
    expect(about).toHaveTextContent('established in 1996');
    expect(about).toHaveTextContent('team of 11-20');
  });

  it('ends with a call to action: Browse Catalogue and Submit Buy Lead', () => {
    renderRoute('/');
    const cta = screen.getByRole('region', { name: /Need parts in bulk/ });
    expect(within(cta).getByRole('link', { name: 'Browse Catalogue' })).toHaveAttribute('href', '/catalog');
    expect(within(cta).getByRole('link', { name: 'Submit Buy Lead' })).toHaveAttribute('href', '/buy-lead');
  });

  it('keeps headings in order: h1, then h2 sections, then h3', () => {
    const { container } = renderRoute('/');
    const levels = [...container.querySelectorAll('main h1, main h2, main h3')].map((h) => Number(h.tagName[1]));
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    });
    expect(levels[0]).toBe(1);
  });
});
