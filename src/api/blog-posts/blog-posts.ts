import { endpoints, saysRefused, serverMessage, blogItemWire, blogListWire, type BlogPostWire } from '@contract';
import { parseBackendDate } from '../../lib/dates';
import { assetUrl } from '../../lib/urls';
import { ApiError } from '../../lib/api-error';
import { callEndpoint, callUnlessRefused, readWire, recordCall } from '../http';
import { blogTexts } from '../../texts/calls';
import type { CallTexts } from '../../texts/calls';

export interface BlogPost {
  id: number;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  date: Date | null;
  /** The stored date text, sent back unchanged on update. */
  dateText: string;
  /** The stored image path. */
  image: string | null;
  /** A safe URL for the image (/uploads/ paths on the asset host), or null. */
  imageUrl: string | null;
}

export interface BlogPostInput {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  date: string;
  category: string;
  image: string | null;
}

export function toBlogPost(row: BlogPostWire): BlogPost {
  return {
    id: row.id,
    title: row.title.trim(),
    excerpt: row.excerpt.trim(),
    content: row.content,
    author: row.author.trim(),
    category: row.category.trim(),
    date: parseBackendDate(row.date),
    dateText: row.date ?? '',
    image: row.image,
    imageUrl: assetUrl(row.image, { allowImageData: true }),
  };
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

export async function normalizeBlogPost(body: unknown): Promise<BlogPost> {
  return toBlogPost(readWire(blogItemWire, rejectErrorBody(body, blogTexts.get), blogTexts.get).data);
}

function rejectErrorBody(body: unknown, texts: CallTexts): unknown {
  if (saysRefused(body)) throw new ApiError('rejected', texts.failed, { serverMessage: serverMessage(body) });
  return body;
}

export async function listBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  return normalizeBlogPosts(await callEndpoint(endpoints.listBlogPosts, blogTexts.load, { signal }));
}

export const getBlogPost = recordCall(endpoints.getBlogPost, blogTexts.get, normalizeBlogPost);

export async function createBlogPost(input: BlogPostInput): Promise<void> {
  await callUnlessRefused(endpoints.createBlogPost, blogTexts.save, { body: input });
}

export async function updateBlogPost(post: BlogPostInput & { id: number }): Promise<void> {
  await callUnlessRefused(endpoints.updateBlogPost, blogTexts.save, { body: post });
}

export async function deleteBlogPost(id: number): Promise<void> {
  await callUnlessRefused(endpoints.deleteBlogPost, blogTexts.remove, { query: { id } });
}
