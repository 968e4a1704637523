import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import type { BlogPost } from '../../../api/blog-posts/blog-posts';
import { blogPostsQueryOptions, useDeleteBlogPost } from '../../../api/blog-posts/queries';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { Spinner } from '../../../components/spinner';
import { formatShortDate } from '../../../lib/dates';
import { ErrorText, NoticeMessage, type Notice } from '../shared/notice';
import { StaffPageHeader } from '../shared/page-header';
import { BlogPostForm } from './blog-post-form';

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; post: BlogPost };

export default function BlogPostsPage() {
  const posts = useQuery(blogPostsQueryOptions());
  const deletePost = useDeleteBlogPost();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [pendingDelete, setPendingDelete] = useState<BlogPost | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const open = (next: FormState) => {
    setNotice(null);
    setFailure(null);
    setForm(next);
  };

  const close = () => {
    setForm({ mode: 'closed' });
    addButton.current?.focus();
  };

  const columns = useMemo<Column<BlogPost>[]>(
    () => [
      { id: 'title', header: 'Title', sortValue: (post) => post.title, cell: (post) => <span className="staff-cell-main">{post.title}</span> },
      { id: 'category', header: 'Category', sortValue: (post) => post.category, cell: (post) => (post.category ? <span className="badge">{post.category}</span> : null) },
      { id: 'date', header: 'Date', className: 'nowrap', sortValue: (post) => post.date, cell: (post) => formatShortDate(post.date) || post.dateText },
      { id: 'author', header: 'Author', sortValue: (post) => post.author, cell: (post) => post.author },
      {
        id: 'edit',
        header: 'Edit',
        cell: (post) => (
          <button type="button" className="btn btn-outline btn-small" aria-label={`Edit ${post.title}`} onClick={() => {
              setNotice(null);
              setFailure(null);
              setForm({ mode: 'edit', post });
            }}>
            Edit
          </button>
        ),
      },
      {
        id: 'delete',
        header: 'Delete',
        cell: (post) => (
          <button type="button" className="btn btn-danger btn-small" aria-label={`Delete ${post.title}`} onClick={() => setPendingDelete(post)}>
            Delete
          </button>
        ),
      },
    ],
    [],
  );

  const confirmDelete = () => {
    const post = pendingDelete;
    setPendingDelete(null);
    if (!post) return;
    setNotice(null);
    setFailure(null);
    deletePost.mutate(post.id, {
      onSuccess: () => {
        if (form.mode === 'edit' && form.post.id === post.id) setForm({ mode: 'closed' });
        setNotice({ tone: 'success', text: `"${post.title}" was deleted.` });
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <>
      <StaffPageHeader
        title="Blog Post Manager"
        actions={
          <button ref={addButton} type="button" className="btn btn-primary" onClick={() => open({ mode: 'add' })}>
            + Add New Post
          </button>
        }
      />
      <ErrorText text={failure} />
      <NoticeMessage notice={notice} onDismiss={() => setNotice(null)} />
      {form.mode !== 'closed' ? (
        <BlogPostForm
          key={form.mode === 'edit' ? form.post.id : 'new'}
          post={form.mode === 'edit' ? form.post : null}
          onCancel={close}
          onSaved={(mode) => {
            close();
            setNotice({ tone: 'success', text: mode === 'added' ? 'Post added successfully.' : 'Post updated successfully.' });
          }}
        />
      ) : null}
      <div className="blog-table">
        {posts.isPending ? (
          <Spinner label="Loading blog posts..." />
        ) : posts.isError ? (
          <ErrorText text={errorMessage(posts.error)} />
        ) : (
          <DataTable
            caption="Blog posts"
            captionHidden
            columns={columns}
            rows={posts.data}
            rowKey={(post) => post.id}
            defaultSort={{ column: 'date', direction: 'descending' }}
            emptyText="No blog posts found."
          />
        )}
      </div>
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Confirm Delete"
        message="Are you sure you want to delete this post?"
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
