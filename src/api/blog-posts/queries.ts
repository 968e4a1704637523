import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createBlogPost, deleteBlogPost, getBlogPost, listBlogPosts, updateBlogPost, type BlogPostInput } from './blog-posts';

export const blogPostKeys = {
  all: ['blogPosts'] as const,
  list: () => [...blogPostKeys.all, 'list'] as const,
  detail: (id: number) => [...blogPostKeys.all, 'detail', id] as const,
};

export const blogPostsQueryOptions = () => queryOptions({ queryKey: blogPostKeys.list(), queryFn: ({ signal }) => listBlogPosts(signal) });

export const blogPostQueryOptions = (id: number) =>
  queryOptions({ queryKey: blogPostKeys.detail(id), queryFn: ({ signal }) => getBlogPost(id, signal) });

function useInvalidateBlogPosts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: blogPostKeys.all });
}

/** Adds a post, or updates it when an id is given. */
export function useSaveBlogPost() {
  const invalidate = useInvalidateBlogPosts();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: BlogPostInput }) =>
      id === undefined ? createBlogPost(input) : updateBlogPost({ ...input, id }),
    onSuccess: invalidate,
  });
}

export function useDeleteBlogPost() {
  const invalidate = useInvalidateBlogPosts();
  return useMutation({ mutationFn: (id: number) => deleteBlogPost(id), onSuccess: invalidate });
}
