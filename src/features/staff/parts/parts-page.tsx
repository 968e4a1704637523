import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { partRecord } from '@contract';
import { otherLast } from '../../../api/categories/categories';
import { categoriesQueryOptions } from '../../../api/categories/queries';
import { useDeletePart } from '../../../api/parts/mutations';
import { type Part } from '../../../api/parts/parts';
import { partsQueryOptions } from '../../../api/parts/queries';
import { partTexts } from '../../../api/texts/calls';
import { csvColumnsOf, ExportButton } from '../list/export-csv';
import { actionColumn, RowButton } from '../list/list-columns';
import { useListReturnState } from '../list/return';
import { ListEmpty, StaffList } from '../list/staff-list';
import { useDeleteWithConfirm } from '../list/use-delete-with-confirm';
import { useList, type ListFilter, searchOf } from '../list/use-list';
import { useRole } from '../role-context';
import { can, staffPaths } from '../roles';
import type { Column } from '../shared/data-table';
import { NoticeMessage, useNotice } from '../shared/notice';
import { RoleHint } from '../shared/role-hint';
import { StaffPageHeader } from '../shared/staff-page-header';
import { partColumns } from './part-columns';

const csvColumns = csvColumnsOf(partRecord);
const searched = searchOf(partRecord);

export default function PartsPage() {
  const role = useRole();
  const paths = staffPaths(role);
  const canDelete = can(role, 'parts.delete');
  const parts = useQuery(partsQueryOptions());
  const categories = useQuery(categoriesQueryOptions());
  const deletePart = useDeletePart();
  const [notice, setNotice] = useNotice();
  const returnState = useListReturnState();
  const deletion = useDeleteWithConfirm<Part>({
    remove: (part, callbacks) => deletePart.mutate(part.id, callbacks),
    message: (part) => `Are you sure you want to delete "${part.name}"? This action cannot be undone.`,
    done: (part) => `"${part.name}" was deleted.`,
    onNotice: setNotice,
  });

  // The dropdown offers the category list first ('Other' last), then any category only a part uses.
  const filter = useMemo<ListFilter<Part>>(
    () => ({ param: 'category', known: otherLast(categories.data ?? []).map((item) => item.name), valueOf: (part) => part.category ?? '' }),
    [categories.data],
  );

  const { ask } = deletion;
  const columns = useMemo<Column<Part>[]>(
    () => [
      ...partColumns,
      actionColumn('actions', 'Actions', (part: Part) => (
        <div className="staff-actions">
          <Link
            className="btn btn-outline btn-small"
            to={paths.editPart(part.id)}
            state={returnState(part.id)}
            aria-label={`Edit ${part.name}`}
          >
            Edit
          </Link>
          {canDelete ? (
            <RowButton tone="danger" label={`Delete ${part.name}`} onClick={() => ask(part)}>
              Delete
            </RowButton>
          ) : null}
        </div>
      )),
    ],
    [paths, canDelete, returnState, ask],
  );
  const list = useList({ load: parts, columns, ...searched, filter, defaultSort: { column: 'id', direction: 'ascending' } });

  return (
    <>
      <StaffPageHeader
        title="Parts Manager"
        subtitle={role.texts.partsSubtitle}
        actions={
          <Link className="btn btn-primary" to={paths.addPart} state={returnState()}>
            Add New Part
          </Link>
        }
      />
      <RoleHint capabilities={['parts.delete']} />
      <NoticeMessage notice={notice} onDismiss={() => setNotice(null)} />
      <StaffList
        list={list}
        texts={{
          caption: `Parts (${list.matching.length.toLocaleString('en')})`,
          pager: 'Parts pages',
          loading: 'Loading parts...',
          search: 'Search parts',
          failed: partTexts.staffLoad,
        }}
        filter={{ kind: 'select', label: 'Category' }}
        tools={<ExportButton list="parts" columns={csvColumns} rows={list.matching} />}
        empty={
          <ListEmpty
            title="No parts found"
            text={role.texts.partsEmptyHint}
            action={list.narrowed ? { label: 'Clear filters', onClick: list.clear } : null}
          />
        }
      />
      {deletion.dialog}
    </>
  );
}
