import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { blogPostRecord } from '@contract';
import type { BlogPost } from '../../../api/blog-posts/blog-posts';
import { useDeleteBlogPost } from '../../../api/blog-posts/mutations';
import { blogPostsQueryOptions } from '../../../api/blog-posts/queries';
import { actionColumn, RowButton } from '../list/list-columns';
import { StaffList } from '../list/staff-list';
import { useDeleteWithConfirm } from '../list/use-delete-with-confirm';
import { useList } from '../list/use-list';
import { searchOf } from '../list/use-list';
import type { Column } from '../shared/data-table';
import { ErrorText, NoticeMessage, type Notice } from '../shared/notice';
import { StaffPageHeader } from '../shared/staff-page-header';
import { blogPostColumns } from './blog-post-columns';
import { BlogPostForm } from './blog-post-form';
import './blog-posts.css';

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; post: BlogPost };

const searched = searchOf(blogPostRecord);

export default function BlogPostsPage() {
  const posts = useQuery(blogPostsQueryOptions());
  const deletePost = useDeleteBlogPost();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [editedId, setEditedId] = useState<number | null>(null);
  const { ask, dialog } = useDeleteWithConfirm<BlogPost>({
    remove: (post, { onSuccess, onError }) =>
      deletePost.mutate(post.id, {
        onSuccess: () => {
          setForm((current) => (current.mode === 'edit' && current.post.id === post.id ? { mode: 'closed' } : current));
          onSuccess();
        },
        onError,
      }),
    message: () => 'Are you sure you want to delete this post?',
    done: (post) => `"${post.title}" was deleted.`,
    // Failures show in red (spec §8), successes as a notice.
    onNotice: (next) => {
      setFailure(next?.tone === 'error' ? next.text : null);
      setNotice(next?.tone === 'success' ? next : null);
    },
  });

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
      ...blogPostColumns,
      actionColumn('edit', 'Edit', (post: BlogPost) => (
        <RowButton
          label={`Edit ${post.title}`}
          onClick={() => {
            setNotice(null);
            setFailure(null);
            setForm({ mode: 'edit', post });
          }}
        >
          Edit
        </RowButton>
      )),
      actionColumn('delete', 'Delete', (post: BlogPost) => (
        <RowButton tone="danger" label={`Delete ${post.title}`} onClick={() => ask(post)}>
          Delete
        </RowButton>
      )),
    ],
    [ask],
  );
  const list = useList({ load: posts, columns, ...searched, defaultSort: { column: 'date', direction: 'descending' } });

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
            setEditedId(form.mode === 'edit' ? form.post.id : null);
            close();
            setNotice({ tone: 'success', text: mode === 'added' ? 'Post added successfully.' : 'Post updated successfully.' });
          }}
        />
      ) : null}
      <div className="blog-table">
        <StaffList
          list={list}
          texts={{ caption: 'Blog posts', pager: 'Blog post pages', loading: 'Loading blog posts...', search: 'Search posts' }}
          captionHidden
          searchLabelHidden
          emptyText="No blog posts found."
          highlight={editedId}
        />
      </div>
      {dialog}
    </>
  );
}
