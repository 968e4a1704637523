import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../api/api-error';
import type { Inquiry } from '../../../api/inquiries/inquiries';
import { inquiriesQueryOptions } from '../../../api/inquiries/queries';
import { DataTable, type Column } from '../../../components/data-table';
import { Spinner } from '../../../components/spinner';
import { formatShortDate } from '../../../lib/dates';
import { useRole } from '../role-context';
import { staffPaths } from '../roles';
import { NoticeMessage, useNotice } from '../shared/notice';
import { StaffPageHeader } from '../shared/page-header';
import { matchesSearch } from '../shared/sorting';
import { StatusBadge } from '../shared/status-badge';
import { ALL_STATUSES, capitalize, StatusFilter, useStatusParam, type StatusOption } from '../shared/status-filter';

/** The statuses the original names, in workflow order; any others the server sends follow. */
const KNOWN_STATUSES = ['pending', 'responded', 'closed'];

export default function InquiriesPage() {
  const role = useRole();
  const paths = staffPaths(role);
  // Everything is loaded once so the filter buttons can show their counts; filtering is local.
  const inquiries = useQuery(inquiriesQueryOptions());
  const [status, setStatus] = useStatusParam();
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useNotice();
  const all = useMemo(() => inquiries.data ?? [], [inquiries.data]);

  const options = useMemo<StatusOption[]>(() => {
    const present = [...new Set(all.map((inquiry) => inquiry.status))];
    const statuses = [...KNOWN_STATUSES, ...present.filter((value) => !KNOWN_STATUSES.includes(value)).sort()];
    if (status !== ALL_STATUSES && !statuses.includes(status)) statuses.push(status);
    return [
      { value: ALL_STATUSES, label: 'All', count: all.length },
      ...statuses.map((value) => ({ value, label: capitalize(value), count: all.filter((inquiry) => inquiry.status === value).length })),
    ];
  }, [all, status]);

  const visible = useMemo(
    () =>
      all.filter(
        (inquiry) =>
          (status === ALL_STATUSES || inquiry.status === status) &&
          matchesSearch(search, [inquiry.name, inquiry.company, inquiry.email, inquiry.phone, inquiry.partName, inquiry.message]),
      ),
    [all, status, search],
  );

  const columns = useMemo<Column<Inquiry>[]>(
    () => [
      {
        id: 'customer',
        header: 'Customer',
        sortValue: (inquiry) => inquiry.name,
        cell: (inquiry) => (
          <>
            <div className="staff-cell-main">{inquiry.name}</div>
            <div className="staff-cell-sub">{inquiry.company}</div>
            {inquiry.email ? <div className="staff-cell-sub">{inquiry.email}</div> : null}
          </>
        ),
      },
      {
        id: 'part',
        header: 'Part',
        sortValue: (inquiry) => inquiry.partName,
        cell: (inquiry) => (
          <>
            <div className="staff-cell-main">{inquiry.partName}</div>
            <div className="staff-cell-sub">Qty: {inquiry.quantity}</div>
          </>
        ),
      },
      { id: 'date', header: 'Date', className: 'nowrap', sortValue: (inquiry) => inquiry.date, cell: (inquiry) => formatShortDate(inquiry.date) },
      { id: 'status', header: 'Status', cell: (inquiry) => <StatusBadge status={inquiry.status} label={capitalize(inquiry.status)} /> },
      {
        id: 'actions',
        header: 'Actions',
        cell: (inquiry) => (
          <Link className="btn btn-outline btn-small" to={paths.inquiry(inquiry.id)} aria-label={`View enquiry from ${inquiry.name}`}>
            View
          </Link>
        ),
      },
    ],
    [paths],
  );

  const emptyText =
    status !== ALL_STATUSES
      ? `There are no ${status} inquiries at the moment.`
      : search.trim()
        ? 'No inquiries match your search criteria.'
        : 'There are no customer inquiries at the moment.';

  return (
    <>
      <StaffPageHeader title="Customer Enquiries" />
      <NoticeMessage notice={notice} onDismiss={() => setNotice(null)} />
      <StatusFilter label="Filter by status" options={options} value={status} onChange={setStatus} />
      <div className="staff-toolbar" role="search">
        <div className="field">
          <label htmlFor="inquiries-search" className="visually-hidden">
            Search enquiries
          </label>
          <input
            id="inquiries-search"
            type="search"
            placeholder={role.texts.inquiriesSearchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {inquiries.isPending ? (
        <Spinner label="Loading inquiries..." />
      ) : inquiries.isError ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(inquiries.error)}
        </p>
      ) : visible.length === 0 ? (
        <div className="staff-empty" role="status">
          <h2>No Inquiries Found</h2>
          <p>{emptyText}</p>
          {status !== ALL_STATUSES ? (
            <p>
              <button type="button" className="btn btn-outline btn-small" onClick={() => setStatus(ALL_STATUSES)}>
                View All Inquiries
              </button>
            </p>
          ) : null}
        </div>
      ) : (
        <DataTable
          caption={`Enquiries (${visible.length})`}
          columns={columns}
          rows={visible}
          rowKey={(inquiry) => inquiry.id}
          defaultSort={{ column: 'date', direction: 'descending' }}
        />
      )}
    </>
  );
}
