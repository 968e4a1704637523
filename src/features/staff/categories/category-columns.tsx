import { useMemo, type KeyboardEvent } from 'react';
import type { Category } from '../../../api/categories/categories';
import { actionColumn, RowButton } from '../list/list-columns';
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
      actionColumn('actions', 'Actions', (category: Category) =>
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
            <RowButton
              id={editButtonId(category.id)}
              label={`Edit ${category.name}`}
              onClick={() => setEditing({ id: category.id, name: category.name })}
            >
              Edit
            </RowButton>
            <RowButton tone="danger" label={`Delete ${category.name}`} onClick={() => ask(category)}>
              Delete
            </RowButton>
          </div>
        ),
      ),
    ];
  }, [editing, setEditing, save, search, saving, ask]);
}
