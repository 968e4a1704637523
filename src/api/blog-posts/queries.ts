import { queryOptions } from '@tanstack/react-query';
import { getBlogPost, listBlogPosts } from './blog-posts';

export const blogPostKeys = {
  all: ['blogPosts'] as const,
  list: () => [...blogPostKeys.all, 'list'] as const,
  detail: (id: number) => [...blogPostKeys.all, 'detail', id] as const,
};

export const blogPostsQueryOptions = () => queryOptions({ queryKey: blogPostKeys.list(), queryFn: ({ signal }) => listBlogPosts(signal) });

export const blogPostQueryOptions = (id: number) =>
  queryOptions({ queryKey: blogPostKeys.detail(id), queryFn: ({ signal }) => getBlogPost(id, signal) });
