import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { errorMessage } from '../../../api/api-error';
import type { Category } from '../../../api/categories/categories';
import { categoriesQueryOptions, useCreateCategory, useDeleteCategory, useUpdateCategory } from '../../../api/categories/queries';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { Spinner } from '../../../components/spinner';
import { ErrorText, NoticeMessage, type Notice } from '../shared/notice';
import { StaffPageHeader } from '../shared/page-header';
import { matchesSearch } from '../shared/sorting';
import { Highlight } from './highlight';

const editButtonId = (id: number) => `category-${id}-edit`;

export default function CategoriesPage() {
  const categories = useQuery(categoriesQueryOptions());
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const deleteCategory = useDeleteCategory();
  const [newName, setNewName] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Category | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Leaving inline edit puts focus back on that row's Edit button.
  const lastEdited = useRef<number | null>(null);
  useEffect(() => {
    if (editing) {
      lastEdited.current = editing.id;
    } else if (lastEdited.current !== null) {
      document.getElementById(editButtonId(lastEdited.current))?.focus();
      lastEdited.current = null;
    }
  }, [editing]);

  const all = useMemo(() => categories.data ?? [], [categories.data]);
  const visible = useMemo(() => all.filter((category) => matchesSearch(search, [category.name])), [all, search]);

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
      { id: 'id', header: 'ID', cell: (category) => category.id },
      {
        id: 'name',
        header: 'Name',
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
              <button type="button" className="btn btn-danger btn-small" aria-label={`Delete ${category.name}`} onClick={() => setPendingDelete(category)}>
                Delete
              </button>
            </div>
          ),
      },
    ];
  }, [editing, search, updateCategory]);

  const confirmDelete = () => {
    const category = pendingDelete;
    setPendingDelete(null);
    if (!category) return;
    clearMessages();
    deleteCategory.mutate(category.id, {
      onSuccess: () => setNotice({ tone: 'success', text: `Category "${category.name}" deleted.` }),
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

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
      <div className="staff-toolbar categories-search" role="search">
        <div className="field">
          <label htmlFor="category-search" className="visually-hidden">
            Search categories
          </label>
          <input id="category-search" type="search" placeholder="Search categories..." value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
      </div>
      <ErrorText text={failure} />
      <NoticeMessage notice={notice} onDismiss={() => setNotice(null)} />
      {categories.isPending ? (
        <Spinner label="Loading categories..." />
      ) : categories.isError ? (
        <ErrorText text={errorMessage(categories.error)} />
      ) : (
        <DataTable
          caption="Categories"
          captionHidden
          columns={columns}
          rows={visible}
          rowKey={(category) => category.id}
          emptyText={search.trim() ? 'No categories match your search.' : 'No categories found.'}
        />
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Confirm Delete"
        message="Are you sure you want to delete this category?"
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
