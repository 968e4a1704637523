import { blogPostRecord, staffRows } from '@contract';
import type { BlogPost } from '../../../api/blog-posts/blog-posts';
import { formatShortDate } from '../../../lib/dates';
import { categoryBadge, listColumns } from '../list/list-columns';

/**
 * The list's order, which is not the table's: the table keeps the wire's order (openapi.json publishes it),
 * where the author comes before the date and the category last.
 */
const ORDER = ['title', 'category', 'date', 'author'];
const rows = staffRows(blogPostRecord, 'list').sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b));

/** The blog posts list's columns from the post's rows: the date as the post gives it when it does not read as one, the author as it is. */
export const blogPostColumns = listColumns(rows, ({ column }) => {
  if (column === 'title') return (post: BlogPost) => <span className="staff-cell-main">{post.title}</span>;
  if (column === 'category') return (post: BlogPost) => categoryBadge(post.category);
  if (column === 'date') return (post: BlogPost) => formatShortDate(post.date) || post.dateText;
  return undefined;
});
