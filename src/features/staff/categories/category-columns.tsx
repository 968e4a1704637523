import { useMemo, type KeyboardEvent } from 'react';
import type { Category } from '../../../api/categories/categories';
import type { Column } from '../shared/data-table';
import { Highlight } from './highlight';

export const editButtonId = (id: number) => `category-${id}-edit`;

interface Editing {
  id: number;
  name: string;
}

interface CategoryColumnsProps {
  editing: Editing | null;
  setEditing: (next: Editing | null) => void;
  /** Saves the row being edited (the page asks first when the rename moves parts). */
  save: () => void;
  search: string;
  saving: boolean;
  ask: (category: Category) => void;
}

/** The categories table's columns: the name edited in place (Enter saves, Escape cancels), Edit and Delete. */
export function useCategoryColumns({ editing, setEditing, save, search, saving, ask }: CategoryColumnsProps): Column<Category>[] {
  return useMemo<Column<Category>[]>(() => {
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
                disabled={saving}
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
              <button type="button" className="btn btn-primary btn-small" onClick={save} disabled={saving}>
                {saving ? 'Saving...' : 'Save'}
              </button>
              <button type="button" className="btn btn-outline btn-small" onClick={() => setEditing(null)} disabled={saving}>
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
              <button
                type="button"
                className="btn btn-danger btn-small"
                aria-label={`Delete ${category.name}`}
                onClick={() => ask(category)}
              >
                Delete
              </button>
            </div>
          ),
      },
    ];
  }, [editing, setEditing, save, search, saving, ask]);
}
