import { useStaffWrite } from '../staff-write';
import { createBlogPost, deleteBlogPost, updateBlogPost, type BlogPostInput } from './blog-posts';
import { blogPostKeys } from './queries';

// The staff's writes, apart from the reads (./queries.ts), so a public page's code holds no mutation code.

/** Adds a post, or updates it when an id is given. */
export const useSaveBlogPost = () =>
  useStaffWrite(blogPostKeys.all, ({ id, input }: { id?: number; input: BlogPostInput }) =>
    id === undefined ? createBlogPost(input) : updateBlogPost({ ...input, id }),
  );

export const useDeleteBlogPost = () => useStaffWrite(blogPostKeys.all, (id: number) => deleteBlogPost(id));
