import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBlogPost, deleteBlogPost, updateBlogPost, type BlogPostInput } from './blog-posts';
import { blogPostKeys } from './queries';

// The staff's writes, apart from the reads (./queries.ts), so a public page's code holds no mutation code.

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
