import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../../src/config/site';
import { renderRoute } from '../../support/render';
import { db, gate, htmlError, http, HttpResponse, server } from './helpers';

const cardTitles = () => screen.queryAllByRole('article').map((article) => within(article).getByRole('heading', { level: 2 }).textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search articles' });
const categoryButton = (name: string) => within(screen.getByRole('group', { name: 'Filter by category' })).getByRole('button', { name });

async function openBlog() {
  const result = renderRoute('/blog');
  await screen.findByRole('article', { name: 'How to Inspect Wheel Lock Rings Before Every Trip' });
  return result;
}

describe('blog list', () => {
  it("shows 'Loading articles...' and then the posts, newest first, with its own title", async () => {
    const hold = gate();
    server.use(
      http.get('*/blog_posts.php', async () => {
        await hold.opened;
        return undefined;
      }),
    );
    renderRoute('/blog');
    expect(await screen.findByText('Loading articles...')).toBeInTheDocument();
    hold.release();
    await screen.findByRole('article', { name: 'How to Inspect Wheel Lock Rings Before Every Trip' });
    expect(cardTitles()).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Blog | ${site.name}`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Maintenance tips/);
  });

  it("shows each post's image, category, long date, title, excerpt, author and Read More", async () => {
    await openBlog();
    const post = screen.getByRole('article', { name: 'How to Inspect Wheel Lock Rings Before Every Trip' });
    // /uploads/ paths are prefixed with the backend host.
    expect(post.querySelector('img')).toHaveAttribute('src', 'http://backend.test/api/uploads/blog/lock-ring-check.svg');
    expect(within(post).getByText('Safety')).toBeInTheDocument();
    expect(within(post).getByText('November 10, 2026')).toHaveAttribute('datetime', '2026-11-10');
    expect(within(post).getByRole('heading', { level: 2 })).toHaveClass('line-clamp-2');
    expect(within(post).getByText(/^A cracked or mis-seated lock ring/)).toHaveClass('line-clamp-3');
    expect(within(post).getByText('By Rakesh Patel')).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', '/blog/1');
    const noImage = screen.getByRole('article', { name: 'Five Signs Your Brake Drums Need Replacing' });
    expect(within(noImage).getByText('No Image')).toBeInTheDocument();
  });

  it('offers All plus the distinct categories of the posts', async () => {
    await openBlog();
    const buttons = within(screen.getByRole('group', { name: 'Filter by category' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['All', 'Safety', 'Maintenance', 'Industry News', 'Company News']);
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by category', async () => {
    const { user } = await openBlog();
    await user.click(categoryButton('Maintenance'));
    expect(categoryButton('Maintenance')).toHaveAttribute('aria-pressed', 'true');
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(['Silencer Maintenance for BS-VI Trucks', 'Choosing the Right Rubber Bush Compound']);
  });

  it('searches titles case-insensitively', async () => {
    const { user } = await openBlog();
    await user.type(searchBox(), 'BRAKE DRUMS');
    expect(cardTitles()).toEqual(['Five Signs Your Brake Drums Need Replacing']);
  });

  it('searches excerpts too', async () => {
    const { user } = await openBlog();
    await user.type(searchBox(), 'diwali');
    expect(cardTitles()).toEqual(['Freight Demand Outlook for the Festive Season 2026']);
  });

  it('combines the search with the category', async () => {
    const { user } = await openBlog();
    await user.type(searchBox(), 'ring');
    const matching = cardTitles();
    expect(matching.length).toBeGreaterThan(1);
    await user.click(categoryButton('Safety'));
    expect(cardTitles()).toEqual(['How to Inspect Wheel Lock Rings Before Every Trip']);
  });

  it('shows the empty state with Clear filters, which brings every post back', async () => {
    const { user } = await openBlog();
    await user.click(categoryButton('Company News'));
    await user.type(searchBox(), 'lock ring');
    expect(screen.getByText('No articles found matching your criteria.')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cardTitles()).toHaveLength(6);
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'true');
  });

  it.each([
    ['the server errors', htmlError, 'Failed to fetch blog posts'],
    ['the connection fails', () => HttpResponse.error(), 'Failed to fetch blog posts'],
    ['the answer carries an error', () => HttpResponse.json({ error: 'Table blog_posts is locked' }), 'Table blog_posts is locked'],
  ])('shows the error when %s', async (_case, reply, text) => {
    server.use(http.get('*/blog_posts.php', reply));
    renderRoute('/blog');
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent(text);
    expect(cardTitles()).toHaveLength(0);
  });

  it('offers Retry, which loads the posts once the server is back', async () => {
    server.use(http.get('*/blog_posts.php', () => HttpResponse.error(), { once: true }));
    const { user } = renderRoute('/blog');
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent('Failed to fetch blog posts');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardTitles().length).toBeGreaterThan(0));
  });
});

describe('blog post', () => {
  it('shows the title, long date, category, author, excerpt, image and the content as paragraphs', async () => {
    renderRoute('/blog/1');
    const heading = await screen.findByRole('heading', { level: 1, name: 'How to Inspect Wheel Lock Rings Before Every Trip' });
    const article = heading.closest('article')!;
    expect(within(article).getByText('November 10, 2026')).toHaveAttribute('datetime', '2026-11-10');
    expect(within(article).getByText(/^A cracked or mis-seated lock ring/)).toHaveClass('blog-post-excerpt');
    expect(within(article).getByText('Safety')).toHaveClass('badge');
    expect(within(article).getByText('By Rakesh Patel')).toBeInTheDocument();
    expect(article.querySelector('img')).toHaveAttribute('src', 'http://backend.test/api/uploads/blog/lock-ring-check.svg');
    const paragraphs = [...article.querySelectorAll('.blog-post-content p')].map((p) => p.textContent);
    expect(paragraphs).toHaveLength(4);
    expect(paragraphs[0]).toMatch(/^Lock rings hold the tyre bead/);
    expect(paragraphs[3]).toMatch(/^Replace rings in matched sets/);
  });

  it('shows no image when the post has none', async () => {
    renderRoute('/blog/6');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Five Signs Your Brake Drums Need Replacing' });
    expect(heading.closest('article')!.querySelector('img')).toBeNull();
  });

  it('shows content as text, never as HTML', async () => {
    db.update('blog_posts', 1, { content: 'First <b>bold</b> <img src=x onerror="alert(1)">\n\nSecond line one\nline two' });
    renderRoute('/blog/1');
    const heading = await screen.findByRole('heading', { level: 1 });
    const article = heading.closest('article')!;
    expect(article.querySelector('.blog-post-content b')).toBeNull();
    expect(article.querySelector('.blog-post-content img')).toBeNull();
    expect(within(article).getByText('First <b>bold</b> <img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(article.querySelectorAll('.blog-post-content p')).toHaveLength(2);
  });

  it('derives the page title, description and JSON-LD breadcrumb and blog posting from the post', async () => {
    renderRoute('/blog/1');
    await screen.findByRole('heading', { level: 1, name: 'How to Inspect Wheel Lock Rings Before Every Trip' });
    await waitFor(() => expect(document.title).toBe(`How to Inspect Wheel Lock Rings Before Every Trip | ${site.name}`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^A cracked or mis-seated lock ring/);
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script!.textContent!) as Record<string, unknown>[];
    const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; position: number }[] };
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual([
      'Home',
      'Blog',
      'How to Inspect Wheel Lock Rings Before Every Trip',
    ]);
    const posting = data.find((item) => item['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({
      headline: 'How to Inspect Wheel Lock Rings Before Every Trip',
      datePublished: '2026-11-10',
      author: { '@type': 'Person', name: 'Rakesh Patel' },
      articleSection: 'Safety',
      image: 'http://backend.test/api/uploads/blog/lock-ring-check.svg',
    });
  });

  it("shows 'Loading article...' while the post loads", async () => {
    const hold = gate();
    server.use(
      http.get('*/blog_posts.php', async () => {
        await hold.opened;
        return undefined;
      }),
    );
    renderRoute('/blog/2');
    expect(await screen.findByText('Loading article...')).toBeInTheDocument();
    hold.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Silencer Maintenance for BS-VI Trucks' })).toBeInTheDocument();
  });

  it.each([
    ['an unknown id', '/blog/999'],
    ['a non-numeric id', '/blog/abc'],
  ])("shows 'Post Not Found' with a link back for %s", async (_case, path) => {
    const { user, location } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Blog' }));
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(location().pathname).toBe('/blog');
  });

  it.each([
    ['the server errors', htmlError, 'Failed to fetch blog post'],
    ['the connection fails', () => HttpResponse.error(), 'Failed to fetch blog post'],
  ])("shows 'Failed to fetch blog post' when %s", async (_case, reply, text) => {
    server.use(http.get('*/blog_posts.php', reply));
    renderRoute('/blog/1');
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: /Back to Blog/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("'Back to Blog' goes back one step in history", async () => {
    const { user, location, navigate } = renderRoute('/blog');
    await screen.findByRole('article', { name: 'Silencer Maintenance for BS-VI Trucks' });
    await user.type(searchBox(), 'silencer');
    await user.click(
      within(screen.getByRole('article', { name: 'Silencer Maintenance for BS-VI Trucks' })).getByRole('link', { name: /^Read More/ }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Silencer Maintenance for BS-VI Trucks' });
    await navigate('/blog/3');
    await screen.findByRole('heading', { level: 1, name: 'Freight Demand Outlook for the Festive Season 2026' });
    await user.click(screen.getByRole('button', { name: /Back to Blog/ }));
    // One step back: the previous post, not the list.
    expect(await screen.findByRole('heading', { level: 1, name: 'Silencer Maintenance for BS-VI Trucks' })).toBeInTheDocument();
    expect(location().pathname).toBe('/blog/2');
  });

  it("'Back to Blog' goes to the list when the post was the first page visited", async () => {
    const { user, location } = renderRoute('/blog/2');
    await screen.findByRole('heading', { level: 1, name: 'Silencer Maintenance for BS-VI Trucks' });
    await user.click(screen.getByRole('button', { name: /Back to Blog/ }));
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(location().pathname).toBe('/blog');
  });
});
