/** The blog post: its table and blog_posts.php's calls. */
import { recordCalls } from '../endpoint.ts';
import { field, recordId, wireOf, type Table } from '../fields.ts';
import { dataItem, dataList, dateText, opaqueObject, optionalText, requiredText, text } from '../schemas.ts';

export const blogPostRecord = {
  id: { ...recordId, staff: { label: 'ID' } },
  title: field({
    type: 'text',
    wire: { name: 'title', read: requiredText(), sentAs: 'text' },
    form: { required: 'Title is required' },
    staff: { label: 'Title', searched: true, list: { column: 'title', sortable: true } },
  }),
  excerpt: field({
    type: 'text',
    wire: { name: 'excerpt', read: text(), sentAs: 'text' },
    form: {},
    staff: { label: 'Excerpt', searched: true },
  }),
  content: field({
    type: 'prose',
    wire: { name: 'content', read: text(), sentAs: 'text' },
    form: { required: 'Content is required' },
    staff: { label: 'Content' },
  }),
  author: field({
    type: 'text',
    wire: { name: 'author', read: text(), sentAs: 'text' },
    form: {},
    staff: { label: 'Author', searched: true, list: { column: 'author', sortable: true } },
  }),
  date: field({
    type: 'date',
    wire: { name: 'date', read: dateText(), sentAs: 'text' },
    form: {},
    staff: { label: 'Date', list: { column: 'date', sortable: true } },
  }),
  category: field({
    type: 'text',
    wire: { name: 'category', read: text(), sentAs: 'text' },
    form: {},
    staff: { label: 'Category', searched: true, list: { column: 'category', sortable: true } },
  }),
  image: field({ type: 'path', wire: { name: 'image', read: optionalText(), sentAs: 'path' }, form: {}, staff: { label: 'Image' } }),
} satisfies Table;

export const blogPostWire = wireOf(blogPostRecord);
export const blogListWire = dataList(blogPostWire);
export const blogItemWire = dataItem(blogPostWire);

export const blogPostCalls = recordCalls('BlogPost', 'BlogPosts', {
  script: 'blog_posts.php',
  read: 'public',
  add: 'admin',
  listQuery: [],
  replies: { list: blogListWire, get: blogItemWire, create: opaqueObject, update: opaqueObject, delete: opaqueObject },
});
