import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { buyLeadStatusLabel, type BuyLead } from '../../../api/buy-leads/buy-leads';
import { buyLeadsQueryOptions, useDeleteBuyLead } from '../../../api/buy-leads/queries';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { Spinner } from '../../../components/spinner';
import { formatShortDate } from '../../../lib/dates';
import { useRole } from '../role-context';
import { can } from '../roles';
import { NoticeMessage, useNotice } from '../shared/notice';
import { StaffPageHeader } from '../shared/page-header';
import { matchesSearch } from '../shared/sorting';
import { StatusBadge } from '../shared/status-badge';
import { ALL_STATUSES, StatusFilter, useStatusParam, type StatusOption } from '../shared/status-filter';

/**
 * A lead matches a status filter by its stored status, or by how it is shown:
 * 'quoted' covers every lead shown as Quoted (spec §3: anything but 'new').
 */
const matchesStatus = (lead: BuyLead, status: string) =>
  status === ALL_STATUSES || lead.status === status || buyLeadStatusLabel(lead.status).toLowerCase() === status;

const detailsId = (lead: BuyLead) => `buy-lead-${lead.id}-details`;

function toggled(ids: ReadonlySet<number>, id: number): ReadonlySet<number> {
  const next = new Set(ids);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export default function BuyLeadsPage() {
  const role = useRole();
  const canDelete = can(role, 'buyLeads.delete');
  const leads = useQuery(buyLeadsQueryOptions());
  const deleteLead = useDeleteBuyLead();
  const [status, setStatus] = useStatusParam();
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<BuyLead | null>(null);
  const [notice, setNotice] = useNotice();
  const all = useMemo(() => leads.data ?? [], [leads.data]);

  const options = useMemo<StatusOption[]>(() => {
    const options: StatusOption[] = [
      { value: ALL_STATUSES, label: 'All', count: all.length },
      { value: 'new', label: 'New', count: all.filter((lead) => matchesStatus(lead, 'new')).length },
      { value: 'quoted', label: 'Quoted', count: all.filter((lead) => matchesStatus(lead, 'quoted')).length },
    ];
    if (!options.some((option) => option.value === status)) {
      options.push({ value: status, label: status.charAt(0).toUpperCase() + status.slice(1), count: all.filter((lead) => matchesStatus(lead, status)).length });
    }
    return options;
  }, [all, status]);

  const visible = useMemo(
    () =>
      all.filter(
        (lead) =>
          matchesStatus(lead, status) &&
          matchesSearch(search, [lead.name, lead.company, lead.partName, lead.email, lead.phone, lead.additionalRequirements]),
      ),
    [all, status, search],
  );

  const columns = useMemo<Column<BuyLead>[]>(() => {
    const list: Column<BuyLead>[] = [
      {
        id: 'expand',
        header: 'Details',
        headerHidden: true,
        cell: (lead) => {
          const open = expanded.has(lead.id);
          return (
            <button
              type="button"
              className="btn btn-outline expand-button"
              aria-expanded={open}
              aria-controls={open ? detailsId(lead) : undefined}
              aria-label={`${open ? 'Hide' : 'Show'} details for ${lead.name}`}
              onClick={() => setExpanded((current) => toggled(current, lead.id))}
            >
              <span aria-hidden="true">{open ? '−' : '+'}</span>
            </button>
          );
        },
      },
      {
        id: 'customer',
        header: 'Customer',
        sortValue: (lead) => lead.name,
        cell: (lead) => (
          <>
            <div className="staff-cell-main">{lead.name}</div>
            <div className="staff-cell-sub">{lead.company}</div>
            {lead.email ? <div className="staff-cell-sub">{lead.email}</div> : null}
          </>
        ),
      },
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
      { id: 'date', header: 'Date', className: 'nowrap', sortValue: (lead) => lead.createdAt, cell: (lead) => formatShortDate(lead.createdAt) },
      { id: 'status', header: 'Status', cell: (lead) => <StatusBadge status={buyLeadStatusLabel(lead.status)} /> },
    ];
    if (canDelete) {
      list.push({
        id: 'actions',
        header: 'Actions',
        cell: (lead) => (
          <button type="button" className="btn btn-danger btn-small" aria-label={`Delete buy lead from ${lead.name}`} onClick={() => setPendingDelete(lead)}>
            Delete
          </button>
        ),
      });
    }
    return list;
  }, [expanded, canDelete]);

  const confirmDelete = () => {
    const lead = pendingDelete;
    setPendingDelete(null);
    if (!lead) return;
    setNotice(null);
    deleteLead.mutate(lead.id, {
      onSuccess: () => setNotice({ tone: 'success', text: `The buy lead from ${lead.name} was deleted.` }),
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
    });
  };

  const emptyText =
    status !== ALL_STATUSES
      ? `There are no ${status} buy leads at the moment.`
      : search.trim()
        ? 'No buy leads match your search criteria.'
        : 'There are no customer buy leads at the moment.';

  return (
    <>
      <StaffPageHeader title="Buy Lead Management" />
      <NoticeMessage notice={notice} onDismiss={() => setNotice(null)} />
      <div className="card count-card">
        <span className="dashboard-stat-label">Total Buy Leads</span>
        <span className="count-card-value">{leads.isPending ? '…' : all.length}</span>
      </div>
      <StatusFilter label="Filter by status" options={options} value={status} onChange={setStatus} />
      <div className="staff-toolbar" role="search">
        <div className="field">
          <label htmlFor="buy-leads-search" className="visually-hidden">
            Search buy leads
          </label>
          <input id="buy-leads-search" type="search" placeholder="Search buy leads..." value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
      </div>
      {leads.isPending ? (
        <Spinner label="Loading buy leads..." />
      ) : leads.isError ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(leads.error)}
        </p>
      ) : visible.length === 0 ? (
        <div className="staff-empty" role="status">
          <h2>No Buy Leads Found</h2>
          <p>{emptyText}</p>
          {status !== ALL_STATUSES ? (
            <p>
              <button type="button" className="btn btn-outline btn-small" onClick={() => setStatus(ALL_STATUSES)}>
                View All Buy Leads
              </button>
            </p>
          ) : null}
        </div>
      ) : (
        <DataTable
          caption={`Buy leads (${visible.length})`}
          columns={columns}
          rows={visible}
          rowKey={(lead) => lead.id}
          defaultSort={{ column: 'date', direction: 'descending' }}
          detailsId={detailsId}
          renderDetails={(lead) => (expanded.has(lead.id) ? <LeadDetails lead={lead} messageHeading={role.texts.buyLeadMessageHeading} /> : null)}
        />
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Confirm Delete"
        message="Are you sure you want to delete this buy lead? This action cannot be undone."
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}

function LeadDetails({ lead, messageHeading }: { lead: BuyLead; messageHeading: string }) {
  return (
    <div className="lead-details">
      <div>
        <h3>Contact Information</h3>
        <dl className="detail-list">
          <dt>Email</dt>
          <dd>{lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : '—'}</dd>
          <dt>Phone</dt>
          <dd>{lead.phone ? <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a> : '—'}</dd>
          <dt>Company</dt>
          <dd>{lead.company || '—'}</dd>
          <dt>Delivery</dt>
          <dd>{lead.deliveryLocation || '—'}</dd>
          {lead.partNumber ? (
            <>
              <dt>Part Number</dt>
              <dd>{lead.partNumber}</dd>
            </>
          ) : null}
          {lead.budget ? (
            <>
              <dt>Budget</dt>
              <dd>{lead.budget}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <div>
        <h3>{messageHeading}</h3>
        <p className="message-text">{lead.additionalRequirements.trim() || 'No additional requirements.'}</p>
      </div>
    </div>
  );
}
