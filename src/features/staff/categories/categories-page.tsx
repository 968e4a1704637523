import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Category } from '../../../api/categories/categories';
import { useCreateCategory, useDeleteCategory, useUpdateCategory } from '../../../api/categories/mutations';
import { categoriesQueryOptions } from '../../../api/categories/queries';
import { partsQueryOptions } from '../../../api/parts/queries';
import { errorMessage } from '../../../lib/api-error';
import { StaffList } from '../list/staff-list';
import { useDeleteWithConfirm } from '../list/use-delete-with-confirm';
import { useList, useListSearch } from '../list/use-list';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { ErrorText, NoticeMessage, type Notice } from '../shared/notice';
import { StaffPageHeader } from '../shared/staff-page-header';
import { editButtonId, useCategoryColumns } from './category-columns';
import { MoveStatus, partsText } from './move-status';
import { useMoveParts } from './use-move-parts';
import './categories.css';

const searchText = (category: Category) => [category.name];

/** The spec's question, then what deleting does to the parts that use the category. */
function deleteQuestion(category: Category, partCount: number | null): string {
  const question = 'Are you sure you want to delete this category?';
  if (partCount === null) return question;
  if (partCount === 0) return `${question} No parts use "${category.name}".`;
  const parts = partCount === 1 ? '1 part uses' : `${partCount.toLocaleString('en')} parts use`;
  return `${question} ${parts} "${category.name}"; they keep the name, but it will no longer be offered as a category.`;
}

export default function CategoriesPage() {
  const categories = useQuery(categoriesQueryOptions());
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const deleteCategory = useDeleteCategory();
  // Only for the delete question's part count; the parts list is usually in the cache already.
  const parts = useQuery(partsQueryOptions());
  const [newName, setNewName] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // A rename waiting for its confirmation: how many parts it will move, asked before anything is sent.
  const [renaming, setRenaming] = useState<{ id: number; from: string; to: string; count: number } | null>(null);
  const moveParts = useMoveParts();
  const partsUsing = (name: string) => (parts.data ? parts.data.filter((part) => part.category === name).length : null);
  // Failures show in red above the table (spec §8), successes as a notice.
  const report = (next: Notice | null) => {
    setFailure(next?.tone === 'error' ? next.text : null);
    setNotice(next?.tone === 'success' ? next : null);
  };
  const { ask, dialog } = useDeleteWithConfirm<Category>({
    remove: (category, callbacks) => deleteCategory.mutate(category.id, callbacks),
    message: (category) => deleteQuestion(category, partsUsing(category.name)),
    done: (category) => `Category "${category.name}" deleted.`,
    onNotice: report,
  });
  // Leaving inline edit puts focus back on that row's Edit button.
  const lastEdited = useRef<number | null>(null);
  const search = useListSearch();
  useEffect(() => {
    if (editing) {
      lastEdited.current = editing.id;
    } else if (lastEdited.current !== null) {
      document.getElementById(editButtonId(lastEdited.current))?.focus();
      lastEdited.current = null;
    }
  }, [editing]);

  const all = categories.data ?? [];
  const clearMessages = () => {
    setFailure(null);
    setNotice(null);
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    // Spec §5: a blank name is silently ignored.
    if (!name || createCategory.isPending) return;
    clearMessages();
    createCategory.mutate(name, {
      onSuccess: () => {
        setNewName('');
        setNotice({ tone: 'success', text: `Category "${name}" added.` });
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  const rename = ({ id, from, to }: { id: number; from: string; to: string }) => {
    clearMessages();
    moveParts.dismiss();
    updateCategory.mutate(
      { id, name: to },
      {
        onSuccess: () => {
          setEditing(null);
          if (from === to) setNotice({ tone: 'success', text: `Category "${to}" updated.` });
          else void moveParts.move(from, to);
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  const save = () => {
    if (!editing) return;
    const name = editing.name.trim();
    if (!name) return;
    const from = categories.data?.find((category) => category.id === editing.id)?.name ?? name;
    const count = from === name ? 0 : partsUsing(from);
    // The count first: a rename that will move parts says how many before it starts.
    if (count) setRenaming({ id: editing.id, from, to: name, count });
    else rename({ id: editing.id, from, to: name });
  };
  const columns = useCategoryColumns({ editing, setEditing, save, search, saving: updateCategory.isPending, ask });
  const list = useList({ load: categories, columns, searchText });

  return (
    <>
      <StaffPageHeader
        title="Categories Manager"
        actions={
          categories.isSuccess ? (
            <span className="badge count-badge">
              {all.length} {all.length === 1 ? 'category' : 'categories'}
            </span>
          ) : null
        }
      />
      <section className="staff-panel" aria-labelledby="category-add-title">
        <h2 id="category-add-title" className="visually-hidden">
          Add category
        </h2>
        <form className="category-add" onSubmit={add}>
          <div className="field">
            <label htmlFor="category-new" className="visually-hidden">
              Add new category
            </label>
            <input
              id="category-new"
              type="text"
              placeholder="Add new category"
              value={newName}
              onChange={(event) => setNewName(event.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={createCategory.isPending}>
            {createCategory.isPending ? 'Adding...' : 'Add'}
          </button>
        </form>
      </section>
      <ErrorText text={failure} />
      <NoticeMessage notice={notice} onDismiss={() => setNotice(null)} />
      <MoveStatus run={moveParts.run} onFinish={(from, to) => void moveParts.move(from, to)} onDismiss={moveParts.dismiss} />
      <StaffList
        list={list}
        texts={{ caption: 'Categories', pager: 'Category pages', loading: 'Loading categories...', search: 'Search categories' }}
        captionHidden
        searchLabelHidden
        emptyText={list.search.trim() ? 'No categories match your search.' : 'No categories found.'}
      />
      {dialog}
      <ConfirmDialog
        open={renaming !== null}
        title="Rename Category"
        message={
          renaming
            ? `Rename "${renaming.from}" to "${renaming.to}"? ${partsText(renaming.count)} ${renaming.count === 1 ? 'uses' : 'use'} "${renaming.from}"; ${renaming.count === 1 ? 'it' : 'they'} will be moved to "${renaming.to}".`
            : ''
        }
        confirmLabel="Rename"
        onConfirm={() => {
          const next = renaming;
          setRenaming(null);
          if (next) rename(next);
        }}
        onCancel={() => setRenaming(null)}
      />
    </>
  );
}
