import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../api/api-error';
import { categoriesQueryOptions } from '../../../api/categories/queries';
import { otherLast } from '../../../api/categories/categories';
import { partTexts, type Part } from '../../../api/parts/parts';
import { partsQueryOptions, useDeletePart } from '../../../api/parts/queries';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { Spinner } from '../../../components/spinner';
import { useRole } from '../role-context';
import { can, staffPaths } from '../roles';
import { NoticeMessage, useNotice } from '../shared/notice';
import { StaffPageHeader } from '../shared/page-header';
import { matchesSearch } from '../shared/sorting';

const ALL = 'All';

export default function PartsPage() {
  const role = useRole();
  const paths = staffPaths(role);
  const canDelete = can(role, 'parts.delete');
  const parts = useQuery(partsQueryOptions());
  const categories = useQuery(categoriesQueryOptions());
  const deletePart = useDeletePart();
  const [notice, setNotice] = useNotice();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);
  const [pendingDelete, setPendingDelete] = useState<Part | null>(null);

  // The dropdown offers the category list plus any category a part uses that the list lacks.
  const categoryNames = useMemo(() => {
    const names = (categories.data ?? []).map((item) => item.name);
    for (const part of parts.data ?? []) if (part.category && !names.includes(part.category)) names.push(part.category);
    return otherLast(names.map((name) => ({ name }))).map((item) => item.name);
  }, [categories.data, parts.data]);

  const visible = useMemo(
    () =>
      (parts.data ?? []).filter(
        (part) => (category === ALL || part.category === category) && matchesSearch(search, [part.name, part.description]),
      ),
    [parts.data, category, search],
  );

  const columns = useMemo<Column<Part>[]>(
    () => [
      { id: 'id', header: 'ID', cell: (part) => part.id, sortValue: (part) => part.id },
      {
        id: 'name',
        header: 'Name',
        sortValue: (part) => part.name,
        cell: (part) => (
          <div className="staff-thumb-cell">
            <ImageWithFallback src={part.imageUrl} alt={part.name} className="staff-thumb" width={48} height={48} fit="contain" />
            <span className="staff-cell-main">{part.name}</span>
          </div>
        ),
      },
      {
        id: 'category',
        header: 'Category',
        sortValue: (part) => part.category,
        cell: (part) => (part.category ? <span className="badge">{part.category}</span> : null),
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: (part) => (
          <div className="staff-actions">
            <Link className="btn btn-outline btn-small" to={paths.editPart(part.id)} aria-label={`Edit ${part.name}`}>
              Edit
            </Link>
            {canDelete ? (
              <button type="button" className="btn btn-danger btn-small" aria-label={`Delete ${part.name}`} onClick={() => setPendingDelete(part)}>
                Delete
              </button>
            ) : null}
          </div>
        ),
      },
    ],
    [paths, canDelete],
  );

  const confirmDelete = () => {
    const part = pendingDelete;
    setPendingDelete(null);
    if (!part) return;
    setNotice(null);
    deletePart.mutate(part.id, {
      onSuccess: () => setNotice({ tone: 'success', text: `"${part.name}" was deleted.` }),
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
    });
  };

  const filtered = search.trim() !== '' || category !== ALL;

  return (
    <>
      <StaffPageHeader
        title="Parts Manager"
        subtitle={role.texts.partsSubtitle}
        actions={
          <Link className="btn btn-primary" to={paths.addPart}>
            Add New Part
          </Link>
        }
      />
      <NoticeMessage notice={notice} onDismiss={() => setNotice(null)} />
      <div className="staff-toolbar" role="search" aria-label="Filter parts">
        <div className="field">
          <label htmlFor="parts-search">Search parts</label>
          <input id="parts-search" type="search" placeholder="Search parts..." value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <div className="field field-narrow">
          <label htmlFor="parts-category">Category</label>
          <select id="parts-category" value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value={ALL}>All</option>
            {categoryNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {parts.isPending ? (
        <Spinner label="Loading parts..." />
      ) : parts.isError ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(parts.error, partTexts.staffLoad)}
        </p>
      ) : visible.length === 0 ? (
        <div className="staff-empty" role="status">
          <h2>No parts found</h2>
          {role.texts.partsEmptyHint ? <p>{role.texts.partsEmptyHint}</p> : null}
          {filtered ? (
            <p>
              <button
                type="button"
                className="btn btn-outline btn-small"
                onClick={() => {
                  setSearch('');
                  setCategory(ALL);
                }}
              >
                Clear filters
              </button>
            </p>
          ) : null}
        </div>
      ) : (
        <DataTable
          caption={`Parts (${visible.length})`}
          columns={columns}
          rows={visible}
          rowKey={(part) => part.id}
          defaultSort={{ column: 'id', direction: 'ascending' }}
        />
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Confirm Delete"
        message={`Are you sure you want to delete "${pendingDelete?.name ?? ''}"? This action cannot be undone.`}
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
