import { Fragment, type ReactNode } from 'react';
import { shownIn, type Field, type FieldType, type RecordOf, type Row, type Table } from '@contract';
import type { Column } from '../../../components/data-table';
import { formatLongDate } from '../../../lib/dates';
import { PhoneActions } from './phone-link';

interface Lead {
  id: number;
  name: string;
  company: string;
  email: string;
  phone: string;
  partName: string;
  quantity: number;
}

/** The Customer, Phone and Part columns enquiries and buy leads share (spec §2.15, §2.17, plus the phone to act on); `isNew` marks a lead that arrived since the staff member last looked. */
export function leadColumns<T extends Lead>(isNew?: (id: number) => boolean): Column<T>[] {
  return [
    {
      id: 'customer',
      header: 'Customer',
      sortValue: (lead) => lead.name,
      cell: (lead) => (
        <>
          <div className="staff-cell-main">
            {lead.name}
            {isNew?.(lead.id) ? <span className="badge lead-unread">Unread</span> : null}
          </div>
          <div className="staff-cell-sub">{lead.company}</div>
          {lead.email ? <div className="staff-cell-sub">{lead.email}</div> : null}
        </>
      ),
    },
    { id: 'phone', header: 'Phone', cell: (lead) => <PhoneActions phone={lead.phone} name={lead.name} partName={lead.partName} /> },
    {
      id: 'part',
      header: 'Part',
      sortValue: (lead) => lead.partName,
      cell: (lead) => (
        <>
          <div className="staff-cell-main">{lead.partName}</div>
          <div className="staff-cell-sub">Qty: {lead.quantity}</div>
        </>
      ),
    },
  ];
}

// A lead's detail (the enquiry's page, the buy lead's row), from its table's `shown` and labels.

/** The record's own fields (its id, date and status) come after its customer's in a detail. */
const OWN: ReadonlySet<FieldType> = new Set(['id', 'date', 'status']);

/** The detail's rows: the texts of a list of terms; each prose field is a paragraph of its own (`detailProseOf`). */
export function detailRowsOf<T extends Table>(table: T): Row<T>[] {
  const rows = shownIn(table, 'detail').filter(([, field]) => field.type !== 'prose');
  return [...rows.filter(([, field]) => !OWN.has(field.type)), ...rows.filter(([, field]) => OWN.has(field.type))];
}
export const detailProseOf = <T extends Table>(table: T): Row<T>[] =>
  shownIn(table, 'detail').filter(([, field]) => field.type === 'prose');

function shownValue(field: Field, value: unknown): ReactNode {
  if (field.type === 'email') return value ? <a href={`mailto:${String(value)}`}>{String(value)}</a> : '—';
  if (field.type === 'date') return formatLongDate(value as Date | null) || '—';
  return value === '' || value === null ? '—' : String(value);
}

/** The detail's list of terms; a screen draws a type its own way (the phone, the status control) through `render`. */
export function DetailList<T extends Table>({
  table,
  record,
  render = {},
}: {
  table: T;
  record: RecordOf<T>;
  render?: Partial<Record<FieldType, ReactNode>>;
}) {
  return (
    <dl className="detail-list">
      {detailRowsOf(table).map(([key, field]) =>
        field.hideEmpty && !record[key] ? null : (
          <Fragment key={key}>
            <dt>{field.label}</dt>
            <dd>{field.type in render ? render[field.type] : shownValue(field, record[key])}</dd>
          </Fragment>
        ),
      )}
    </dl>
  );
}
