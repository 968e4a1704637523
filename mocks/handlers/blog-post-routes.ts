/** blog_posts.php: the blog's posts; `{data}` without `success` when read, `error` on a refusal. */
import { blogPostRecord, type blogPostCalls } from '../../php-contract/records';
import * as db from '../db';
import { recordTexts } from './record-texts';
import type { RecordScript, Route, RouteRequest } from './route-helpers';
import { deleteRoute, field, has, json, refuse, refused, rowOfQuery, rowToUpdate, textOf } from './route-helpers';
import { storeIfDataUrl } from './stored-files';

/** The reference's post_date: YYYY-MM-DD (a longer timestamp is cut to its date), today when blank. */
function postDate(value: string): string {
  if (!value) return db.nowDateTime().slice(0, 10);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.getUTCMonth() !== Number(match[2]) - 1 || date.getUTCDate() !== Number(match[3]))
    return refused('Invalid date', 400, 'error');
  return match[0];
}

const POST_TEXT = recordTexts(blogPostRecord);
const POSTS: RecordScript = { table: 'blog_posts', missing: 'Missing post id', notFound: 'Post not found', key: 'error' };
const postFail = (message: string, status = 400) => refuse(message, status, 'error');

function createBlogPost({ body }: RouteRequest) {
  const values = POST_TEXT.sent(body);
  if (POST_TEXT.missing(values).length) return postFail('Title and content are required');
  const date = postDate(textOf(body, 'date'));
  const image = storeIfDataUrl(field(body, 'image'), 'image', 'blog');
  const row = db.insert('blog_posts', { ...values, date, image });
  return json({ success: true, id: String(row.id) });
}

function updateBlogPost(req: RouteRequest) {
  const { body } = req;
  const existing = rowToUpdate(POSTS, req);
  const next = POST_TEXT.updated(body, existing);
  if (POST_TEXT.missing(next).length) return postFail('Title and content are required');
  const date = has(body, 'date') ? postDate(textOf(body, 'date')) : existing.date;
  const image = has(body, 'image') ? storeIfDataUrl(field(body, 'image'), 'image', 'blog') : existing.image;
  db.update('blog_posts', existing.id, { ...next, date, image });
  return json({ success: true });
}

export const blogPostRoutes = {
  listBlogPosts: () =>
    json({ data: [...db.all('blog_posts')].sort((a, b) => String(b.date).localeCompare(String(a.date))).map(db.asPhpRow) }),
  getBlogPost: ({ query }) => {
    const row = rowOfQuery('blog_posts', query);
    return row ? json({ data: db.asPhpRow(row) }) : json({ error: 'Post not found' }, 404);
  },
  createBlogPost,
  updateBlogPost,
  deleteBlogPost: deleteRoute(POSTS),
} satisfies Record<keyof typeof blogPostCalls, Route>;
