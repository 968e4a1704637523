import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { errorMessage } from '../../../api/api-error';
import type { Category } from '../../../api/categories/categories';
import { categoriesQueryOptions, useCreateCategory, useDeleteCategory, useUpdateCategory } from '../../../api/categories/queries';
import { partsQueryOptions } from '../../../api/parts/queries';
import type { Column } from '../../../components/data-table';
import { ErrorText, NoticeMessage, type Notice } from '../shared/notice';
import { StaffPageHeader } from '../shared/page-header';
import { StaffList } from '../list/staff-list';
import { useDeleteWithConfirm } from '../list/use-delete-with-confirm';
import { useList, useListSearch } from '../list/use-list';
import { Highlight } from './highlight';

const editButtonId = (id: number) => `category-${id}-edit`;
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
  // Failures show in red above the table (spec §8), successes as a notice.
  const report = (next: Notice | null) => {
    setFailure(next?.tone === 'error' ? next.text : null);
    setNotice(next?.tone === 'success' ? next : null);
  };
  const { ask, dialog } = useDeleteWithConfirm<Category>({
    remove: (category, callbacks) => deleteCategory.mutate(category.id, callbacks),
    message: (category) => deleteQuestion(category, parts.data ? parts.data.filter((part) => part.category === category.name).length : null),
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

  const columns = useMemo<Column<Category>[]>(() => {
    const save = () => {
      if (!editing) return;
      const name = editing.name.trim();
      if (!name) return;
      setFailure(null);
      setNotice(null);
      updateCategory.mutate(
        { id: editing.id, name },
        {
          onSuccess: () => {
            setEditing(null);
            setNotice({ tone: 'success', text: `Category "${name}" updated.` });
          },
          onError: (error) => setFailure(errorMessage(error)),
        },
      );
    };
    const onEditKey = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        save();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        setEditing(null);
      }
    };
    return [
      { id: 'id', header: 'ID', cell: (category) => category.id, sortValue: (category) => category.id },
      {
        id: 'name',
        header: 'Name',
        sortValue: (category) => category.name,
        cell: (category) =>
          editing?.id === category.id ? (
            <div className="category-edit">
              <label htmlFor={`category-${category.id}-name`} className="visually-hidden">
                Category name
              </label>
              <input
                id={`category-${category.id}-name`}
                className="input"
                value={editing.name}
                autoFocus
                disabled={updateCategory.isPending}
                onChange={(event) => setEditing({ id: category.id, name: event.target.value })}
                onKeyDown={onEditKey}
              />
            </div>
          ) : (
            <span className="staff-cell-main">
              <Highlight text={category.name} query={search} />
            </span>
          ),
      },
      {
        id: 'actions',
        header: 'Actions',
        actions: true,
        cell: (category) =>
          editing?.id === category.id ? (
            <div className="staff-actions">
              <button type="button" className="btn btn-primary btn-small" onClick={save} disabled={updateCategory.isPending}>
                {updateCategory.isPending ? 'Saving...' : 'Save'}
              </button>
              <button type="button" className="btn btn-outline btn-small" onClick={() => setEditing(null)} disabled={updateCategory.isPending}>
                Cancel
              </button>
            </div>
          ) : (
            <div className="staff-actions">
              <button
                type="button"
                id={editButtonId(category.id)}
                className="btn btn-outline btn-small"
                aria-label={`Edit ${category.name}`}
                onClick={() => setEditing({ id: category.id, name: category.name })}
              >
                Edit
              </button>
              <button type="button" className="btn btn-danger btn-small" aria-label={`Delete ${category.name}`} onClick={() => ask(category)}>
                Delete
              </button>
            </div>
          ),
      },
    ];
  }, [editing, search, updateCategory, ask]);
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
            <input id="category-new" type="text" placeholder="Add new category" value={newName} onChange={(event) => setNewName(event.target.value)} />
          </div>
          <button type="submit" className="btn btn-primary" disabled={createCategory.isPending}>
            {createCategory.isPending ? 'Adding...' : 'Add'}
          </button>
        </form>
      </section>
      <ErrorText text={failure} />
      <NoticeMessage notice={notice} onDismiss={() => setNotice(null)} />
      <StaffList
        list={list}
        texts={{ caption: 'Categories', pager: 'Category pages', loading: 'Loading categories...', search: 'Search categories' }}
        captionHidden
        searchLabelHidden
        emptyText={list.search.trim() ? 'No categories match your search.' : 'No categories found.'}
      />
      {dialog}
    </>
  );
}
