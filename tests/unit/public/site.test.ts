import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../../src/api/blog-posts/blog-posts';
import { paths } from '../../../src/config/paths';
import { examplePath, pageModuleFile, publicPageAt, publicPageList } from '../../../src/config/public-pages';
import { filterPosts } from '../../../src/features/blog/blog-list-page';
import { postStructuredData } from '../../../src/features/blog/blog-post-page';
import { toWords } from '../../../src/features/site/hours';

const post = (id: number, title: string, excerpt: string, category: string): BlogPost => ({
  id,
  title,
  excerpt,
  category,
  content: '',
  author: 'A',
  date: new Date(2026, 10, 10),
  dateText: '2026-11-10',
  image: null,
  imageUrl: null,
});

describe('filterPosts', () => {
  const posts = [
    post(1, 'Lock Rings', 'Safety first', 'Safety'),
    post(2, 'Silencers', 'Keep the LOCK tight', 'Maintenance'),
    post(3, 'News', 'Nothing here', 'News'),
  ];

  it('matches title or excerpt case-insensitively, combined with the category', () => {
    expect(filterPosts(posts, 'lock', 'All').map((p) => p.id)).toEqual([1, 2]);
    expect(filterPosts(posts, '  LOCK ', 'Maintenance').map((p) => p.id)).toEqual([2]);
    expect(filterPosts(posts, '', 'News').map((p) => p.id)).toEqual([3]);
    expect(filterPosts(posts, 'zzz', 'All')).toEqual([]);
  });
});

describe('postStructuredData', () => {
  it('leaves out what the post does not have', () => {
    const [, posting] = postStructuredData({ ...post(4, 'T', '', ''), author: '', date: null }, 'https://site.example') as [
      unknown,
      Record<string, unknown>,
    ];
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
    expect(publicPageAt('/catalog')?.file).toBe('catalog.html');
    expect(publicPageAt('/blog/')?.file).toBe('blog.html');
    expect(publicPageAt('/blog/12')?.file).toBe('blog-post.html');
    expect(publicPageAt('/inquiry')?.file).toBe('inquiry.html');
    expect(publicPageAt('/buy-lead')?.file).toBe('buy-lead.html');
    for (const path of ['/', '/admin/parts', '/blog/1/comments', '/catalogue', '/nope']) expect(publicPageAt(path), path).toBeUndefined();
  });

  it('points every file at a page module that exists', () => {
    for (const page of publicPageList) {
      expect(existsSync(pageModuleFile(page)), page.module).toBe(true);
      expect(publicPageAt(examplePath(page)), page.path).toBe(page);
    }
  });
});

describe('path builders', () => {
  it('are derived from the public pages, parameters filled in order and encoded', () => {
    expect(paths.catalog).toBe('/catalog');
    expect(paths.blogPost(12)).toBe('/blog/12');
    expect(paths.blogPost('a b')).toBe('/blog/a%20b');
    expect(paths.inquiry()).toBe('/inquiry');
    expect(paths.inquiry('Brake drum & lining')).toBe('/inquiry?part=Brake%20drum%20%26%20lining');
    expect(paths.buyLead).toBe('/buy-lead');
    for (const page of publicPageList) expect(publicPageAt(examplePath(page))?.file, page.path).toBe(page.file);
  });
});
