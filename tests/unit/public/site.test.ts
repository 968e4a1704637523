import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePageFile, routePages } from '../../../src/app/route-pages';
import type { BlogPost } from '../../../src/api/blog-posts/blog-posts';
import { filterPosts } from '../../../src/features/blog/blog-list-page';
import { postStructuredData } from '../../../src/features/blog/blog-post-page';
import { toWords } from '../../../src/features/site/hours';

const post = (id: number, title: string, excerpt: string, category: string): BlogPost => ({
  id, title, excerpt, category, content: '', author: 'A', date: new Date(2026, 10, 10), dateText: '2026-11-10', image: null, imageUrl: null,
});

describe('filterPosts', () => {
  const posts = [post(1, 'Lock Rings', 'Safety first', 'Safety'), post(2, 'Silencers', 'Keep the LOCK tight', 'Maintenance'), post(3, 'News', 'Nothing here', 'News')];

  it('matches title or excerpt case-insensitively, combined with the category', () => {
    expect(filterPosts(posts, 'lock', 'All').map((p) => p.id)).toEqual([1, 2]);
    expect(filterPosts(posts, '  LOCK ', 'Maintenance').map((p) => p.id)).toEqual([2]);
    expect(filterPosts(posts, '', 'News').map((p) => p.id)).toEqual([3]);
    expect(filterPosts(posts, 'zzz', 'All')).toEqual([]);
  });
});

describe('postStructuredData', () => {
  it('leaves out what the post does not have', () => {
    const [, posting] = postStructuredData({ ...post(4, 'T', '', ''), author: '', date: null }, 'https://site.example') as [unknown, Record<string, unknown>];
    expect(posting.datePublished).toBeUndefined();
    expect(posting.author).toBeUndefined();
    expect(posting.image).toBeUndefined();
    expect(posting.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': 'https://site.example/blog/4' });
  });
});

describe('toWords', () => {
  it('reads ranges as words', () => {
    expect(toWords('Monday - Saturday')).toBe('Monday to Saturday');
    expect(toWords('9:30 AM - 7:00 PM')).toBe('9:30 AM to 7:00 PM');
    expect(toWords('Closed')).toBe('Closed');
  });
});

describe('route entry pages', () => {
  it('maps each public route to its own HTML file, and nothing else', () => {
    expect(routePageFile('/catalog')).toBe('catalog.html');
    expect(routePageFile('/blog/')).toBe('blog.html');
    expect(routePageFile('/blog/12')).toBe('blog-post.html');
    expect(routePageFile('/inquiry')).toBe('inquiry.html');
    expect(routePageFile('/buy-lead')).toBe('buy-lead.html');
    for (const path of ['/', '/admin/parts', '/blog/1/comments', '/catalogue', '/nope']) expect(routePageFile(path), path).toBeUndefined();
  });

  it('has an Apache rule for every file, each pointing at a page module that exists', () => {
    const htaccess = readFileSync('public/.htaccess', 'utf8');
    for (const page of routePages) {
      expect(existsSync(page.module), page.module).toBe(true);
      const name = page.file.replace(/\.html$/, '');
      expect(htaccess.includes(`${page.file} [L]`) || new RegExp(`\\^\\(([^)]*\\|)?${name}(\\|[^)]*)?\\)/\\?\\$ \\$1\\.html`).test(htaccess), page.file).toBe(true);
    }
  });
});
