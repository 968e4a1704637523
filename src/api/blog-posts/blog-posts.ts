import {
  blogPostCalls,
  saysRefused,
  serverMessage,
  blogItemWire,
  blogListWire,
  blogPostRecord,
  bodyOf,
  fromWire,
  type InputOf,
  type RecordOf,
} from '@contract';
import { assetUrl } from '../../config/urls';
import { ApiError } from '../../lib/api-error';
import { callEndpoint, callUnlessRefused, readWire, recordCall } from '../http';
import type { CallTexts } from '../texts/call-texts';
import { blogTexts } from '../texts/calls';

/**
 * A post, with its stored date text (sent back unchanged on update) and a safe URL for its image (/uploads/ paths on the asset host), or
 * null.
 */
export type BlogPost = RecordOf<typeof blogPostRecord> & { dateText: string; imageUrl: string | null };

/** What the form sends: the date as text. */
export type BlogPostInput = Omit<InputOf<typeof blogPostRecord>, 'date'> & { date: string };

export function toBlogPost(row: Record<string, unknown>): BlogPost {
  const post = fromWire(blogPostRecord, row);
  return { ...post, dateText: (row.date as string | null) ?? '', imageUrl: assetUrl(post.image, { allowImageData: true }) };
}

/** The post body split into paragraphs at blank lines. */
export const paragraphsOf = (content: string) =>
  content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** `{data: [...]}`: the blog has no `success` flag; an `error` text is a failure. */
export async function normalizeBlogPosts(body: unknown): Promise<BlogPost[]> {
  return readWire(blogListWire, rejectErrorBody(body, blogTexts.load), blogTexts.load).data.map(toBlogPost);
}

export function readBlogPost(body: unknown): BlogPost {
  return toBlogPost(readWire(blogItemWire, rejectErrorBody(body, blogTexts.get), blogTexts.get).data);
}

export async function normalizeBlogPost(body: unknown): Promise<BlogPost> {
  return readBlogPost(body);
}

function rejectErrorBody(body: unknown, texts: CallTexts): unknown {
  if (saysRefused(body)) throw new ApiError('rejected', texts.failed, { serverMessage: serverMessage(body) });
  return body;
}

export async function listBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  return normalizeBlogPosts(await callEndpoint(blogPostCalls.listBlogPosts, blogTexts.load, { signal }));
}

export const getBlogPost = recordCall(blogPostCalls.getBlogPost, blogTexts.get, normalizeBlogPost);

export async function createBlogPost(input: BlogPostInput): Promise<void> {
  await callUnlessRefused(blogPostCalls.createBlogPost, blogTexts.save, { body: bodyOf(blogPostRecord, input, 'create') });
}

export async function updateBlogPost(post: BlogPostInput & { id: number }): Promise<void> {
  await callUnlessRefused(blogPostCalls.updateBlogPost, blogTexts.save, { body: bodyOf(blogPostRecord, post, 'update') });
}

export async function deleteBlogPost(id: number): Promise<void> {
  await callUnlessRefused(blogPostCalls.deleteBlogPost, blogTexts.remove, { query: { id } });
}
