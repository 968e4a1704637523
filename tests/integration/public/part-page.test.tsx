import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { site } from '../../../src/config/site';
import { renderRoute } from '../../support/render';
import { http, HttpResponse, server } from './helpers';

vi.mock('@google/model-viewer', () => ({}));

const structuredData = () =>
  JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>[];

describe('a part page (/catalog/{id})', () => {
  it("shows the part's picture, text, downloads, Enquire Now, and sharing", async () => {
    renderRoute('/catalog/6');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Wheel Lock Ring 20 inch' });
    const page = heading.closest('article')!;
    expect(within(page).getByRole('img', { name: 'Wheel Lock Ring 20 inch' })).toHaveAttribute(
      'src',
      'http://backend.test/api/uploads/parts/lock-ring.svg',
    );
    expect(within(page).getByText('Lock Rings', { selector: '.badge' })).toBeInTheDocument();
    expect(within(page).getByText(/^Forged lock ring for 20 inch multi-piece rims/)).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: /^Enquire Now/ })).toHaveAttribute(
      'href',
      '/inquiry?part=Wheel%20Lock%20Ring%2020%20inch',
    );
    expect(within(page).getByRole('link', { name: 'Download 3D Model' })).toHaveAttribute(
      'href',
      'http://backend.test/api/specific_model.php',
    );
    expect(within(page).getByRole('link', { name: /^Download Brochure/ })).toHaveAttribute(
      'href',
      'http://backend.test/api/uploads/brochures/lock-rings.pdf',
    );
    expect(within(page).getByRole('button', { name: 'View 3D Preview' })).toBeInTheDocument();
    const share = within(page).getByRole('link', { name: /^Share on WhatsApp/ });
    expect(share).toHaveAttribute('target', '_blank');
    expect(share).toHaveAttribute('rel', 'noopener noreferrer');
    expect(decodeURIComponent(share.getAttribute('href')!)).toBe(
      `https://wa.me/?text=Wheel Lock Ring 20 inch - ${window.location.origin}/catalog/6`,
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Lock Rings' })).toHaveAttribute('href', '/catalog?category=Lock+Rings');
  });

  it('copies its address, and says so', async () => {
    // user-event stands in for the clipboard.
    const { user } = renderRoute('/catalog/6');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/catalog/6`);
  });

  it('derives its title, description and JSON-LD (Product, BreadcrumbList) from the part', async () => {
    renderRoute('/catalog/6');
    await screen.findByRole('heading', { level: 1, name: 'Wheel Lock Ring 20 inch' });
    await waitFor(() => expect(document.title).toBe(`Wheel Lock Ring 20 inch | ${site.name}`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Forged lock ring for 20 inch/);
    const data = structuredData();
    const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; position: number; item: string }[];
    };
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual([
      'Home',
      'Parts Catalogue',
      'Lock Rings',
      'Wheel Lock Ring 20 inch',
    ]);
    expect(breadcrumb.itemListElement.at(-1)).toMatchObject({ position: 4, item: `${window.location.origin}/catalog/6` });
    expect(data.find((item) => item['@type'] === 'Product')).toMatchObject({
      name: 'Wheel Lock Ring 20 inch',
      category: 'Lock Rings',
      sku: '6',
      url: `${window.location.origin}/catalog/6`,
      image: 'http://backend.test/api/uploads/parts/lock-ring.svg',
      brand: { '@type': 'Brand', name: site.name },
    });
  });

  it.each(['/catalog/999', '/catalog/abc', '/catalog/0'])("shows 'Part Not Found' for %s", async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Part Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the Catalogue' })).toHaveAttribute('href', '/catalog');
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow'));
  });

  it("shows 'Failed to get part' with Retry when the load fails, and the part once Retry works", async () => {
    let down = true;
    server.use(http.get('*/parts.php', () => (down ? HttpResponse.error() : undefined)));
    const { user } = renderRoute('/catalog/6');
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent('Failed to get part');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wheel Lock Ring 20 inch' })).toBeInTheDocument();
  });

  it('opens from the catalogue list when the part itself gets no reply (offline, the worker keeps the list)', async () => {
    server.use(http.get('*/parts.php', ({ request }) => (new URL(request.url).searchParams.has('id') ? HttpResponse.error() : undefined)));
    renderRoute('/catalog/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wheel Lock Ring 20 inch' })).toBeInTheDocument();
  });

  it("still says 'Failed to get part' for a part the list does not have", async () => {
    server.use(http.get('*/parts.php', ({ request }) => (new URL(request.url).searchParams.has('id') ? HttpResponse.error() : undefined)));
    renderRoute('/catalog/999');
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent('Failed to get part');
  });

  it('opens from a card in a search, and Back returns to the same search', async () => {
    const { user, location } = renderRoute('/catalog?q=lock%20rings');
    const card = await screen.findByRole('article', { name: 'Wheel Lock Ring 20 inch' });
    await user.click(within(card).getByRole('link', { name: 'Wheel Lock Ring 20 inch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wheel Lock Ring 20 inch' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(location().pathname).toBe('/catalog/6');
    await user.click(screen.getByRole('button', { name: /Back to Catalogue/ }));
    await waitFor(() => expect(location().search).toBe('?q=lock%20rings'));
    expect(await screen.findByRole('searchbox', { name: 'Search parts' })).toHaveValue('lock rings');
  });
});
