import type { ReactNode } from 'react';
import type { Field, RecordOf, Row, Table } from '@contract';
import type { Column } from '../shared/data-table';

/** A column's head: the field whose `list` part is a column, its column id and its place in the list. */
export interface Head<T extends Table> {
  key: keyof T & string;
  field: Field;
  column: string;
  index: number;
}

/**
 * A staff list's columns from its rows' `list` parts, in the rows' order: a column per head, under the
 * part's header or the label, sorted by its value when the part says so, a date kept on one line. `cell`
 * draws a head's cells the screen's way; a head it leaves (undefined) shows its value as text.
 */
export function listColumns<T extends Table, R extends RecordOf<T> = RecordOf<T>>(
  rows: Row<T>[],
  cell: (head: Head<T>) => ((record: R) => ReactNode) | undefined = () => undefined,
): Column<R>[] {
  const heads = rows.flatMap(([key, field]) =>
    field.staff.list && 'column' in field.staff.list ? [{ key, field, ...field.staff.list }] : [],
  );
  return heads.map(({ key, field, column, header, sortable }, index) => ({
    id: column,
    header: header ?? field.staff.label,
    className: field.type === 'date' ? 'nowrap' : undefined,
    sortValue: sortable ? (record) => record[key] as string | number | Date | null : undefined,
    cell: cell({ key, field, column, index }) ?? ((record) => String(record[key])),
  }));
}

/** A category as the lists show it: a badge, or nothing when there is none. */
export const categoryBadge = (category: string) => (category ? <span className="badge">{category}</span> : null);

/** A column of one control per row (Edit, View, Delete): never sorted, as wide as its controls. */
export const actionColumn = <R,>(id: string, header: string, cell: (record: R) => ReactNode): Column<R> => ({
  id,
  header,
  actions: true,
  cell,
});

interface RowButtonProps {
  /** The row's own name for it ('Delete Brake Drum'): a table of Delete buttons says nothing to a screen reader. */
  label: string;
  tone?: 'outline' | 'danger';
  onClick: () => void;
  id?: string;
  children: ReactNode;
}

/** A button in a staff table's row. */
export function RowButton({ label, tone = 'outline', onClick, id, children }: RowButtonProps) {
  return (
    <button type="button" id={id} className={`btn btn-${tone} btn-small`} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}
