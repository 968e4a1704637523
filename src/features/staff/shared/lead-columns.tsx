import type { QueryClient } from '@tanstack/react-query';
import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import {
  staffRows,
  type Field,
  type inquiryRecord,
  type FieldType,
  type leadCustomer,
  type RecordOf,
  type recordId,
  type Row,
  type statusOf,
  type Table,
} from '@contract';
import type { LeadRef } from '../../../api/desk/desk';
import { env } from '../../../config/env';
import { listColumns } from '../list/list-columns';
import type { Column } from './data-table';
import { formatLeadTime, formatLeadTimeLong } from './lead-time';
import { PhoneActions } from './phone-link';
import './lead-details.css';

/**
 * What every lead's table has: an id, a status, the customer's fields and the quantity, which the phone's Call and
 * WhatsApp and the new-lead alerts use.
 */
type LeadTable = {
  id: typeof recordId;
  status: ReturnType<typeof statusOf>;
  quantity: (typeof inquiryRecord)['quantity'];
} & typeof leadCustomer;
export type Lead = RecordOf<LeadTable>;

/** The record's own fields (its id, date and status) come after its customer's in a list and a detail. */
const OWN: ReadonlySet<FieldType> = new Set(['id', 'date', 'status']);
const ownLast = <T extends Table>(rows: Row<T>[]) => [
  ...rows.filter(([, field]) => !OWN.has(field.type)),
  ...rows.filter(([, field]) => OWN.has(field.type)),
];

/** A column's head as its type shows it, unless the screen draws the type its own way (the status control). */
function headCell(field: Field, value: unknown, lead: Lead, badge: ReactNode): ReactNode {
  if (field.type === 'phone') return <PhoneActions phone={lead.phone} name={lead.name} parts={[lead]} />;
  if (field.type === 'date') return formatLeadTime(value as Date | null);
  return (
    <div className="staff-cell-main">
      {String(value)}
      {badge}
    </div>
  );
}

/**
 * A lead list's columns, from its table's `list` parts in the detail's order: a column per head, with the
 * lines under it that are not empty (spec §2.15, §2.17, plus the phone to act on). `isNew` marks, in the first column, a lead
 * that arrived since the staff member last looked.
 */
export function leadColumns<T extends LeadTable>(
  table: T,
  {
    isNew,
    cells = {},
    deskRef,
  }: {
    isNew?: (id: number) => boolean;
    cells?: Partial<Record<FieldType, (lead: RecordOf<T>) => ReactNode>>;
    /** The desk's name for a row's lead: its owner and next step come before the date, where they are seen without scrolling. */
    deskRef?: (lead: RecordOf<T>) => LeadRef;
  },
): Column<RecordOf<T>>[] {
  const rows = ownLast(staffRows(table, 'list'));
  const lines = rows.flatMap(([key, field]) => (field.staff.list && 'under' in field.staff.list ? [{ key, ...field.staff.list }] : []));
  const columns = listColumns(rows, ({ key, field, column, index }) => {
    const under = lines.filter((line) => line.under === column);
    return (lead) => {
      const badge = index === 0 && isNew?.(lead.id as number) ? <span className="badge lead-unread">Unread</span> : null;
      return (
        <>
          {field.type in cells ? cells[field.type]!(lead) : headCell(field, lead[key], lead as Lead, badge)}
          {under.map(({ key: line, prefix }) =>
            lead[line] === '' ? null : (
              <div key={line} className="staff-cell-sub">
                {prefix}
                {String(lead[line])}
              </div>
            ),
          )}
        </>
      );
    };
  });
  if (!deskRef) return columns;
  const date = columns.findIndex((column) => column.id === 'date');
  columns.splice(date < 0 ? columns.length : date, 0, ...deskColumns(deskRef));
  return columns;
}

/** The detail's rows: the texts of a list of terms; each prose field is a paragraph of its own (`detailProseOf`). */
export const detailRowsOf = <T extends Table>(table: T): Row<T>[] =>
  ownLast(staffRows(table, 'detail').filter(([, field]) => field.type !== 'prose'));
export const detailProseOf = <T extends Table>(table: T): Row<T>[] =>
  staffRows(table, 'detail').filter(([, field]) => field.type === 'prose');

function shownValue(field: Field, value: unknown): ReactNode {
  if (field.type === 'email') return value ? <a href={`mailto:${String(value)}`}>{String(value)}</a> : '—';
  if (field.type === 'date') return formatLeadTimeLong(value as Date | null) || '—';
  return value === '' || value === null ? '—' : String(value);
}

/**
 * The detail's list of terms; a screen draws a type its own way (the phone, the status control), or one field
 * (a budget), through `render`, by the field's key before its type.
 */
export function DetailList<T extends Table>({
  table,
  record,
  render = {},
}: {
  table: T;
  record: RecordOf<T>;
  render?: Partial<Record<FieldType | (keyof T & string), ReactNode>>;
}) {
  return (
    <dl className="detail-list">
      {detailRowsOf(table).map(([key, field]) =>
        field.staff.detail === 'whenFilled' && !record[key] ? null : (
          <Fragment key={key}>
            <dt>{field.staff.label}</dt>
            <dd>{key in render ? render[key] : field.type in render ? render[field.type] : shownValue(field, record[key])}</dd>
          </Fragment>
        ),
      )}
    </dl>
  );
}

const deskCells = () => import('../desk/day-cells');
const FollowUpCell = lazy(() => deskCells().then((module) => ({ default: module.FollowUpCell })));
const deskOn = env.desk === 'on';

/**
 * A lead list's column from the lead desk: who owns each lead, and its next step under it (overdue
 * marked), in one column so the list stays within a laptop's width. The backend's rows draw first; the
 * desk's code and answer follow and fill it in. None without a desk.
 */
function deskColumns<R>(refOf: (row: R) => LeadRef): Column<R>[] {
  if (!deskOn) return [];
  return [
    {
      id: 'followUp',
      header: 'Owner and next step',
      // Its width is kept from the first draw: the desk's answer fills it in without moving the columns after it
      // (a click on a row's View, aimed before the fill, landed on something else).
      className: 'follow-up-column',
      cell: (row) => (
        <Suspense fallback={null}>
          <FollowUpCell lead={refOf(row)} />
        </Suspense>
      ),
    },
  ];
}

/** The leads CSV's desk columns (owner, next step, last note), read as the export starts; none without a desk. */
export const deskCsvColumns = <R,>(queryClient: QueryClient, refOf: (row: R) => LeadRef) =>
  deskOn ? () => deskCells().then((module) => module.deskCsvColumns(queryClient, refOf)) : undefined;
