import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../src/config/site';
import { renderRoute } from '../../support/render';
import { db, gate, htmlError, http, HttpResponse, partRow, recordRequests, server } from './helpers';

const viewer = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock('@google/model-viewer', () => {
  viewer.loaded();
  return {};
});

const card = (name: string) => screen.getByRole('article', { name });
const cardNames = () => screen.queryAllByRole('article').map((article) => within(article).getByRole('heading', { level: 2 }).textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search parts' });
const categorySelect = () => screen.getByRole('combobox', { name: 'Category' });

async function openCatalog(path = '/catalog') {
  const result = renderRoute(path);
  await screen.findByRole('article', { name: 'Heavy Duty Silencer Assembly' });
  return result;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('catalogue', () => {
  it('shows a loading state, then the parts, with its own title', async () => {
    renderRoute('/catalog');
    expect(await screen.findByRole('article', { name: 'Heavy Duty Silencer Assembly' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Parts Catalogue' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`Parts Catalogue | ${site.name}`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Search heavy-truck parts/);
    expect(screen.getByText('Showing 24 of 43 parts')).toBeInTheDocument();
  });

  it("shows 'Loading parts...' while the first request runs", async () => {
    const hold = gate();
    server.use(
      http.get('*/parts.php', async () => {
        await hold.opened;
        return undefined;
      }),
    );
    renderRoute('/catalog');
    expect(await screen.findByText('Loading parts...')).toBeInTheDocument();
    hold.release();
    expect(await screen.findByRole('article', { name: 'Heavy Duty Silencer Assembly' })).toBeInTheDocument();
    expect(screen.queryByText('Loading parts...')).not.toBeInTheDocument();
  });

  describe('cards', () => {
    it('show the image with a spinner until it loads, the category badge, the name and a clamped description', async () => {
      await openCatalog();
      const silencer = card('Heavy Duty Silencer Assembly');
      const image = within(silencer).getByRole('img', { name: 'Heavy Duty Silencer Assembly' });
      expect(image).toHaveAttribute('src', 'http://backend.test/api/uploads/parts/silencer.svg');
      expect(image.parentElement).toHaveAttribute('aria-busy', 'true');
      expect(image.parentElement!.querySelector('.spinner')).not.toBeNull();
      fireEvent.load(image);
      expect(image.parentElement).not.toHaveAttribute('aria-busy');
      expect(image.parentElement!.querySelector('.spinner')).toBeNull();
      expect(within(silencer).getByText('Silencer Parts')).toHaveClass('badge');
      expect(within(silencer).getByText(/^Complete silencer assembly/)).toHaveClass('line-clamp-2');
    });

    it("show 'No Image' when a part has none and 'Image Not Found' when it fails to load", async () => {
      await openCatalog();
      expect(within(card('Silencer Mounting Bracket')).getByText('No Image')).toBeInTheDocument();
      expect(within(card('Silencer Mounting Bracket')).queryByRole('img')).not.toBeInTheDocument();
      const toolKit = card('Lock Ring Tool Kit');
      fireEvent.error(within(toolKit).getByRole('img', { name: 'Lock Ring Tool Kit' }));
      expect(within(toolKit).getByText('Image Not Found')).toBeInTheDocument();
      expect(within(toolKit).queryByRole('img')).not.toBeInTheDocument();
    });

    it('toggle their details; a part with a model and a brochure offers the 3D preview and both downloads', async () => {
      const { user } = await openCatalog();
      const lockRing = card('Wheel Lock Ring 20 inch');
      const toggle = within(lockRing).getByRole('button', { name: /^Show Details/ });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // Enquire Now is on the card itself, without opening the details.
      expect(within(lockRing).getByRole('link', { name: /^Enquire Now/ })).toHaveAttribute(
        'href',
        '/inquiry?part=Wheel%20Lock%20Ring%2020%20inch',
      );
      expect(within(lockRing).queryByRole('link', { name: 'Download 3D Model' })).not.toBeInTheDocument();
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveTextContent(/^Hide Details/);
      expect(within(lockRing).getByRole('button', { name: 'View 3D Preview' })).toBeInTheDocument();
      // The legacy model file is served by its own script.
      expect(within(lockRing).getByRole('link', { name: 'Download 3D Model' })).toHaveAttribute(
        'href',
        'http://backend.test/api/specific_model.php',
      );
      const brochure = within(lockRing).getByRole('link', { name: /^Download Brochure/ });
      expect(brochure).toHaveAttribute('href', 'http://backend.test/api/uploads/brochures/lock-rings.pdf');
      expect(brochure).toHaveAttribute('target', '_blank');
      expect(brochure).toHaveAttribute('rel', 'noopener noreferrer');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(within(lockRing).queryByRole('link', { name: 'Download 3D Model' })).not.toBeInTheDocument();
    });

    it('offer neither the 3D preview nor the downloads when the part has no files', async () => {
      const { user } = await openCatalog();
      const pipe = card('Silencer Tail Pipe 4 inch');
      await user.click(within(pipe).getByRole('button', { name: /^Show Details/ }));
      expect(within(pipe).queryByRole('button', { name: 'View 3D Preview' })).not.toBeInTheDocument();
      expect(within(pipe).queryByRole('link', { name: 'Download 3D Model' })).not.toBeInTheDocument();
      expect(within(pipe).queryByRole('link', { name: /^Download Brochure/ })).not.toBeInTheDocument();
      expect(within(pipe).getByRole('link', { name: /^Enquire Now/ })).toHaveAttribute(
        'href',
        '/inquiry?part=Silencer%20Tail%20Pipe%204%20inch',
      );
    });

    it('load the 3D viewer only when a preview is opened, through serve_model.php', async () => {
      const { user, container } = await openCatalog();
      const cable = card('Gear Shift Cable Pair');
      await user.click(within(cable).getByRole('button', { name: /^Show Details/ }));
      expect(within(cable).queryByRole('link', { name: /^Download Brochure/ })).not.toBeInTheDocument();
      expect(viewer.loaded).not.toHaveBeenCalled();
      expect(container.querySelector('model-viewer')).toBeNull();
      const preview = within(cable).getByRole('button', { name: 'View 3D Preview' });
      await user.click(preview);
      await waitFor(() => expect(container.querySelector('model-viewer')).not.toBeNull());
      expect(viewer.loaded).toHaveBeenCalledTimes(1);
      const element = container.querySelector('model-viewer')!;
      expect(element).toHaveAttribute('src', 'http://backend.test/api/serve_model.php?file=cable-drum.glb');
      expect(element).toHaveAttribute('alt', '3D model of Gear Shift Cable Pair');
      expect(element).toHaveAttribute('camera-controls');
      expect(preview).toHaveAttribute('aria-expanded', 'true');
      await user.click(within(cable).getByRole('button', { name: 'Hide 3D Preview' }));
      expect(container.querySelector('model-viewer')).toBeNull();
    });

    it('Enquire Now, on the card itself, opens the enquiry form with the part name filled in', async () => {
      const { user, location } = await openCatalog();
      const lockRing = card('Wheel Lock Ring 20 inch');
      await user.click(within(lockRing).getByRole('link', { name: /^Enquire Now/ }));
      // The enquiry page is a lazy chunk this file has not loaded yet: give its first load time.
      expect(await screen.findByRole('combobox', { name: /Part Name/ }, { timeout: 15_000 })).toHaveValue('Wheel Lock Ring 20 inch');
      expect(location().search).toBe('?part=Wheel%20Lock%20Ring%2020%20inch');
    });
  });

  describe('filters', () => {
    it('blocks submitting the search form', async () => {
      await openCatalog();
      const form = screen.getByRole('search', { name: 'Parts' });
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    });

    it("offers All first (the default) and the categories with 'Other' last", async () => {
      await openCatalog();
      await waitFor(() => expect(within(categorySelect()).getAllByRole('option').length).toBeGreaterThan(1));
      const options = within(categorySelect())
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(options[0]).toBe('All');
      expect(options.at(-1)).toBe('Other');
      expect(options).toHaveLength(13);
      expect(categorySelect()).toHaveValue('All');
    });

    it('refetches with the category, and without one for All', async () => {
      const requests = recordRequests('parts.php');
      const { user } = await openCatalog();
      expect(requests[0]!.searchParams.has('category')).toBe(false);
      await waitFor(() => expect(within(categorySelect()).getByRole('option', { name: 'Cables' })).toBeInTheDocument());
      await user.selectOptions(categorySelect(), 'Cables');
      await waitFor(() =>
        expect(cardNames()).toEqual(['Accelerator Cable', 'Clutch Cable Assembly', 'Gear Shift Cable Pair', 'Hand Brake Cable']),
      );
      expect(requests.at(-1)!.searchParams.get('category')).toBe('Cables');
      await user.selectOptions(categorySelect(), 'All');
      await waitFor(() => expect(cardNames()).toHaveLength(24));
    });

    it('searches once typing pauses for 300 ms, not on every key', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const requests = recordRequests('parts.php');
      renderRoute('/catalog');
      await screen.findByRole('article', { name: 'Heavy Duty Silencer Assembly' });
      const before = requests.length;
      // Five keystrokes in a row, with no real time passing between them and the checks below.
      for (const text of ['c', 'ca', 'cab', 'cabl', 'cable']) fireEvent.change(searchBox(), { target: { value: text } });
      act(() => vi.advanceTimersByTime(299));
      expect(requests.length).toBe(before);
      act(() => vi.advanceTimersByTime(1));
      await waitFor(() => expect(requests.length).toBe(before + 1));
      expect(requests.at(-1)!.searchParams.get('search')).toBe('cable');
      await waitFor(() =>
        expect(cardNames()).toEqual(['Accelerator Cable', 'Clutch Cable Assembly', 'Gear Shift Cable Pair', 'Hand Brake Cable']),
      );
    });

    it("ranks the list it holds at once, while the backend's own search runs, and merges what that search adds", async () => {
      const hold = gate();
      server.use(
        http.get('*/parts.php', async ({ request }) => {
          if (new URL(request.url).searchParams.get('search') !== 'clamp') return undefined;
          await hold.opened;
          return HttpResponse.json({ success: true, data: [partRow(900, { name: 'Clamp Only The Server Knows', category: 'Clamps' })] });
        }),
      );
      const requests = recordRequests('parts.php');
      const { user } = await openCatalog();
      await user.click(searchBox());
      await user.paste('clamp');
      await waitFor(() => expect(cardNames()[0]).toBe('U-Bolt Clamp 7/8 inch'));
      expect(screen.queryByRole('article', { name: 'Heavy Duty Silencer Assembly' })).not.toBeInTheDocument();
      // The backend's search goes out once typing pauses (300 ms), after the list has been ranked.
      await waitFor(() => expect(requests.at(-1)!.searchParams.get('search')).toBe('clamp'));
      hold.release();
      expect(await screen.findByRole('article', { name: 'Clamp Only The Server Knows' })).toBeInTheDocument();
    });

    it.each([
      ['lock rings', 'Wheel Lock Ring 20 inch'],
      ['ring lock', 'Wheel Lock Ring 20 inch'],
      ['silencor', 'Heavy Duty Silencer Assembly'],
    ])("finds what a buyer types ('%s'), best match first", async (query, first) => {
      const { user } = await openCatalog();
      await user.type(searchBox(), query);
      await waitFor(() => expect(cardNames()[0]).toBe(first));
    });

    it('combines the search with the category', async () => {
      const requests = recordRequests('parts.php');
      const { user } = await openCatalog();
      await user.selectOptions(categorySelect(), await within(categorySelect()).findByRole('option', { name: 'Clamps' }));
      await waitFor(() => expect(cardNames()).toHaveLength(4));
      await user.type(searchBox(), 'spring');
      // Name before description: the U-bolt is for leaf spring mounting.
      await waitFor(() => expect(cardNames()).toEqual(['Leaf Spring Centre Clamp', 'U-Bolt Clamp 7/8 inch']));
      await waitFor(() => expect(requests.at(-1)!.searchParams.get('search')).toBe('spring'));
      expect(requests.at(-1)!.searchParams.get('category')).toBe('Clamps');
    });
  });

  describe('the address', () => {
    it('keeps the search, the category and the page, so Back, reload and shared links restore them', async () => {
      db.seedTable(
        'parts',
        Array.from({ length: 60 }, (_, index) => partRow(index + 1, { category: 'Clamps', name: `Clamp ${index + 1}` })),
      );
      const { user, location } = renderRoute('/catalog');
      await screen.findByRole('article', { name: 'Clamp 1' });
      await user.selectOptions(categorySelect(), await within(categorySelect()).findByRole('option', { name: 'Clamps' }));
      await user.type(searchBox(), 'clamp');
      await waitFor(() => expect(location().search).toBe('?q=clamp&category=Clamps'));
      await user.click(screen.getByRole('button', { name: 'Show more' }));
      expect(location().search).toBe('?q=clamp&category=Clamps&page=2');
    });

    it('keeps every key and the focus when the address follows the search between pauses', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { user, location } = renderRoute('/catalog', { user: { advanceTimers: vi.advanceTimersByTime } });
      await screen.findByRole('article', { name: 'Heavy Duty Silencer Assembly' });
      await user.click(searchBox());
      // Pauses longer than the search's debounce (300 ms): the address changes while the visitor types on.
      const seen: string[] = [];
      for (const part of ['loc', 'k r', 'ings']) {
        await user.keyboard(part);
        await act(() => vi.advanceTimersByTimeAsync(450));
        seen.push(location().search);
      }
      expect(seen).toEqual(['?q=loc', '?q=lock+r', '?q=lock+rings']);
      expect(searchBox()).toHaveValue('lock rings');
      expect(searchBox()).toHaveFocus();
      await waitFor(() => expect(cardNames()[0]).toMatch(/Lock Ring/));
    });

    it('opens a shared link with its search, category and page', async () => {
      db.seedTable(
        'parts',
        Array.from({ length: 60 }, (_, index) => partRow(index + 1, { category: 'Clamps', name: `Clamp ${index + 1}` })),
      );
      renderRoute('/catalog?q=clamp&category=Clamps&page=2');
      await screen.findByRole('article', { name: 'Clamp 1' });
      expect(searchBox()).toHaveValue('clamp');
      expect(categorySelect()).toHaveValue('Clamps');
      expect(screen.getAllByRole('article')).toHaveLength(48);
    });

    it('follows the address when a link changes it, and clears the box for the plain catalogue', async () => {
      const { navigate } = renderRoute('/catalog?q=cable');
      await waitFor(() =>
        expect(cardNames()).toEqual(['Accelerator Cable', 'Clutch Cable Assembly', 'Gear Shift Cable Pair', 'Hand Brake Cable']),
      );
      await navigate('/catalog');
      expect(searchBox()).toHaveValue('');
      await waitFor(() => expect(cardNames()).toHaveLength(24));
    });
  });

  it("shows 'No parts found' with advice when nothing matches", async () => {
    const { user } = await openCatalog();
    await user.type(searchBox(), 'no such part anywhere');
    expect(await screen.findByRole('heading', { name: 'No parts found' })).toBeInTheDocument();
    expect(screen.getByText('Try changing your search terms or selecting a different category.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it("offers 'Ask us for this part' after an empty search, which opens the enquiry with the search as the part name", async () => {
    const { user } = await openCatalog();
    await user.type(searchBox(), 'dynamo');
    await user.click(await screen.findByRole('link', { name: 'Ask us for this part' }, { timeout: 8000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Enquiry' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Part Name/ })).toHaveValue('dynamo'));
  });

  it('says so when it cannot read a search in another script, instead of showing every part', async () => {
    const { user } = await openCatalog();
    await user.type(searchBox(), 'ताला चाबी');
    expect(await screen.findByRole('heading', { name: 'No parts found' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      /reads English letters and numbers only, so it could not search for “ताला चाबी”/,
    );
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Ask us for this part' })).toHaveAttribute(
      'href',
      `/inquiry?part=${encodeURIComponent('ताला चाबी')}`,
    );
  });

  it('searches with the words it can read and says which it left out', async () => {
    const { user } = await openCatalog();
    await user.type(searchBox(), 'ताला cable');
    await waitFor(() => expect(cardNames()).toContain('Clutch Cable Assembly'), { timeout: 8000 });
    expect(await screen.findByText(/searched without “ताला”/, {}, { timeout: 8000 })).toBeInTheDocument();
  });

  describe('errors', () => {
    it.each([
      ["'Failed to load parts' when the server errors", htmlError, 'Failed to load parts'],
      [
        "'Failed to load parts' when the answer is unsuccessful without a message",
        () => HttpResponse.json({ success: false }),
        'Failed to load parts',
      ],
      [
        "the server's message when it sends one",
        () => HttpResponse.json({ success: false, message: 'Database is under maintenance' }),
        'Database is under maintenance',
      ],
      [
        "'Failed to load parts' when the answer is not JSON",
        () => new HttpResponse('Warning: mysqli_connect()', { status: 200 }),
        'Failed to load parts',
      ],
      [
        "'Failed to connect to the server. Please try again later.' when the connection fails",
        () => HttpResponse.error(),
        'Failed to connect to the server. Please try again later.',
      ],
    ])('shows %s', async (_case, reply, text) => {
      server.use(http.get('*/parts.php', reply));
      renderRoute('/catalog');
      expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent(text);
      expect(screen.queryAllByRole('article')).toHaveLength(0);
    });

    it('offers Retry, the phone number and the chat link; Retry loads the parts once the server is back', async () => {
      server.use(http.get('*/parts.php', () => HttpResponse.error(), { once: true }));
      const { user } = renderRoute('/catalog');
      expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent(
        'Failed to connect to the server. Please try again later.',
      );
      expect(screen.getByRole('link', { name: `Call ${site.phones[0]}` })).toHaveAttribute('href', expect.stringMatching(/^tel:\+91/));
      expect(screen.getByRole('link', { name: /^Chat on WhatsApp/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//));
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('article', { name: 'Heavy Duty Silencer Assembly' })).toBeInTheDocument();
    });
  });

  describe('with 5,000 parts', () => {
    it('renders 24 cards at a time, with Show more adding the next 24', async () => {
      db.seedTable(
        'parts',
        Array.from({ length: 5000 }, (_, index) => partRow(index + 1)),
      );
      const { user } = renderRoute('/catalog');
      await screen.findByRole('article', { name: 'Part 1' }, { timeout: 10_000 });
      expect(screen.getAllByRole('article')).toHaveLength(24);
      expect(screen.getByText('Showing 24 of 5,000 parts')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Show more' }));
      expect(screen.getAllByRole('article')).toHaveLength(48);
      // Focus moves to the first new card, so keyboard users continue where they were.
      expect(screen.getByRole('article', { name: 'Part 25' })).toHaveFocus();
      expect(screen.getByText('Showing 48 of 5,000 parts')).toBeInTheDocument();
    }, 20_000);

    it('starts again at 24 cards when the filter changes', async () => {
      db.seedTable(
        'parts',
        Array.from({ length: 100 }, (_, index) => partRow(index + 1, { name: index % 2 ? `Odd part ${index + 1}` : `Part ${index + 1}` })),
      );
      const { user } = renderRoute('/catalog');
      await screen.findByRole('article', { name: 'Part 1' });
      await user.click(screen.getByRole('button', { name: 'Show more' }));
      expect(screen.getAllByRole('article')).toHaveLength(48);
      await user.type(searchBox(), 'odd');
      await waitFor(() => expect(screen.getByText('Showing 24 of 50 parts')).toBeInTheDocument());
      expect(screen.getAllByRole('article')).toHaveLength(24);
    });

    it('shows no Show more button when everything fits', async () => {
      await openCatalog('/catalog');
      const { user } = { user: (await import('@testing-library/user-event')).default.setup() };
      await user.selectOptions(categorySelect(), await within(categorySelect()).findByRole('option', { name: 'Cables' }));
      await waitFor(() => expect(cardNames()).toHaveLength(4));
      expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    });
  });

  it("says when the catalogue came from the offline worker's copy though the browser is online, and from when", async () => {
    const keptAt = new Date(2026, 10, 26, 7, 41);
    server.use(
      http.get('*/parts.php', () =>
        HttpResponse.json(
          { success: true, data: [partRow(1, { name: 'Clutch Cable' })] },
          { headers: { 'X-Offline-Copy': keptAt.toUTCString() } },
        ),
      ),
    );
    renderRoute('/catalog');
    expect(await screen.findByText('The connection is slow or down: showing the catalogue as of 07:41')).toHaveAttribute('role', 'status');
    // The browser says it is back before the link answers: the first look still gets the copy, a later one
    // the network's reply, and the line goes.
    const copyReads = recordRequests('parts.php');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(copyReads.length).toBeGreaterThan(0));
    expect(screen.getByText(/The connection is slow or down/)).toBeInTheDocument();
    server.resetHandlers();
    await waitFor(() => expect(screen.queryByText(/The connection is slow or down/)).toBeNull(), { timeout: 4_000 });
  });
});
