/** The blog post: its table and blog_posts.php's calls. */
import { recordCalls } from '../endpoint.ts';
import { field, recordId, wireOf, type Table } from '../fields.ts';
import { dataItem, dataList, dateText, opaqueObject, optionalText, requiredText, text } from '../schemas.ts';

export const blogPostRecord = {
  id: { ...recordId, shown: [] },
  title: field({
    type: 'text',
    wire: 'title',
    read: requiredText(),
    send: 'filled',
    required: 'Title is required',
    label: 'Title',
    shown: ['list'],
  }),
  excerpt: field({ type: 'text', wire: 'excerpt', read: text(), send: 'optional', label: 'Excerpt', shown: ['list'] }),
  content: field({
    type: 'prose',
    wire: 'content',
    read: text(),
    send: 'filled',
    required: 'Content is required',
    label: 'Content',
    shown: [],
  }),
  author: field({ type: 'text', wire: 'author', read: text(), send: 'optional', label: 'Author', shown: ['list'] }),
  date: field({ type: 'date', wire: 'date', read: dateText(), send: 'optional', label: 'Date', shown: [] }),
  category: field({ type: 'text', wire: 'category', read: text(), send: 'optional', label: 'Category', shown: ['list'] }),
  image: field({ type: 'path', wire: 'image', read: optionalText(), send: 'path', label: 'Image', shown: [] }),
} satisfies Table;

export const blogPostWire = wireOf(blogPostRecord);
export const blogListWire = dataList(blogPostWire);
export const blogItemWire = dataItem(blogPostWire);

export const blogPostCalls = recordCalls('BlogPost', 'BlogPosts', {
  resource: 'blogPosts',
  script: 'blog_posts.php',
  read: 'public',
  add: 'admin',
  listQuery: [],
  replies: { list: blogListWire, get: blogItemWire, create: opaqueObject, update: opaqueObject, delete: opaqueObject },
});
