import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { buyLeadRecord } from '@contract';
import { type BuyLead } from '../../../api/buy-leads/buy-leads';
import { buyLeadsQueryOptions, useDeleteBuyLead, useSetBuyLeadStatus } from '../../../api/buy-leads/queries';
import type { LeadRef } from '../../../api/desk/desk';
import { buyLeadTexts } from '../../../api/texts/calls';
import { newLeadRow, useNewRows } from '../alerts/lead-alerts';
import { csvColumnsOf, ExportButton } from '../list/export-csv';
import { actionColumn, RowButton } from '../list/list-columns';
import { ListEmpty, StaffList } from '../list/staff-list';
import { useDeleteWithConfirm } from '../list/use-delete-with-confirm';
import { ALL, useList, type ListFilter, searchOf } from '../list/use-list';
import { useRole } from '../role-context';
import { can, staffPaths } from '../roles';
import type { Column } from '../shared/data-table';
import { deskCsvColumns, leadColumns } from '../shared/lead-columns';
import { NoticeMessage, useNotice } from '../shared/notice';
import { RoleHint } from '../shared/role-hint';
import { StaffPageHeader } from '../shared/staff-page-header';
import { capitalize } from '../shared/status-badge';
import { StatusControl } from '../shared/status-select';
import { STATUSES, useOfferedStatuses } from '../shared/statuses';
import { waitingNarrowing } from '../shared/waiting';
import { BuyLeadDetails } from './buy-lead-details';

/**
 * One tab per stored status, so the tabs add up to All. The spec's New/Quoted reading (§3) is for
 * the dashboard's summary; here every status is shown by its own word.
 */
const filter: ListFilter<BuyLead> = {
  param: 'status',
  known: STATUSES.buyLeads,
  valueOf: (lead) => lead.status,
  label: capitalize,
  lowerCase: true,
};
const csvColumns = csvColumnsOf(buyLeadRecord);
const deskRefOf = (lead: BuyLead): LeadRef => ({ kind: 'buyLeads', id: lead.id });
const narrowing = waitingNarrowing((lead: BuyLead) => lead.createdAt);
const searched = searchOf(buyLeadRecord);
const detailsId = (lead: BuyLead) => `buy-lead-${lead.id}-details`;

function toggled(ids: ReadonlySet<number>, id: number): ReadonlySet<number> {
  const next = new Set(ids);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export default function BuyLeadsPage() {
  const role = useRole();
  const paths = staffPaths(role);
  const canDelete = can(role, 'buyLeads.delete');
  const leads = useQuery(buyLeadsQueryOptions());
  const isNew = useNewRows('buyLeads', leads.data);
  const deleteLead = useDeleteBuyLead();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useNotice();
  const canSetStatus = can(role, 'buyLeads.status');
  const { mutate: setStatus } = useSetBuyLeadStatus();
  const statuses = useOfferedStatuses('buyLeads', leads.data);
  const queryClient = useQueryClient();
  const deskCsv = useMemo(() => deskCsvColumns(queryClient, deskRefOf), [queryClient]);
  const { ask, dialog } = useDeleteWithConfirm<BuyLead>({
    remove: (lead, callbacks) => deleteLead.mutate(lead.id, callbacks),
    message: () => 'Are you sure you want to delete this buy lead? This action cannot be undone.',
    done: (lead) => `The buy lead from ${lead.name} was deleted.`,
    onNotice: setNotice,
  });

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
      ...leadColumns(buyLeadRecord, {
        isNew,
        deskRef: deskRefOf,
        cells: {
          status: (lead) => (
            <StatusControl
              record={lead}
              label={`Status of the buy lead from ${lead.name}`}
              statuses={statuses}
              canSet={canSetStatus}
              change={setStatus}
              onFailure={(text) => setNotice({ tone: 'error', text })}
              failed={buyLeadTexts.update}
            />
          ),
        },
      }),
    ];
    list.push(
      actionColumn('open', 'Open', (lead: BuyLead) => (
        <Link className="btn btn-outline btn-small" to={paths.buyLead(lead.id)} aria-label={`View buy lead from ${lead.name}`}>
          View
        </Link>
      )),
    );
    if (canDelete) {
      list.push(
        actionColumn('actions', 'Actions', (lead: BuyLead) => (
          <RowButton tone="danger" label={`Delete buy lead from ${lead.name}`} onClick={() => ask(lead)}>
            Delete
          </RowButton>
        )),
      );
    }
    return list;
  }, [expanded, canDelete, ask, canSetStatus, setStatus, setNotice, statuses, isNew, paths]);
  const list = useList({ load: leads, columns, ...searched, filter, narrowing, defaultSort: { column: 'date', direction: 'descending' } });

  const emptyText =
    list.filter !== ALL
      ? `There are no ${list.filter} buy leads at the moment.`
      : list.search.trim()
        ? 'No buy leads match your search criteria.'
        : 'There are no customer buy leads at the moment.';

  return (
    <>
      <StaffPageHeader title="Buy Lead Management" />
      <RoleHint capabilities={['buyLeads.status', 'buyLeads.delete']} />
      <NoticeMessage notice={notice} onDismiss={() => setNotice(null)} />
      <div className="card count-card">
        <span className="dashboard-stat-label">Total Buy Leads</span>
        <span className="count-card-value">{leads.isSuccess ? list.total.toLocaleString('en') : '…'}</span>
      </div>
      <StaffList
        list={list}
        texts={{
          caption: `Buy leads (${list.matching.length.toLocaleString('en')})`,
          pager: 'Buy lead pages',
          loading: 'Loading buy leads...',
          search: 'Search buy leads',
        }}
        searchLabelHidden
        rowClass={newLeadRow(isNew)}
        filter={{ kind: 'buttons', label: 'Filter by status' }}
        tools={<ExportButton list="buy-leads" columns={csvColumns} more={deskCsv} rows={list.matching} />}
        detailsId={detailsId}
        renderDetails={(lead) => (expanded.has(lead.id) ? <BuyLeadDetails lead={lead} /> : null)}
        empty={
          <ListEmpty
            title="No Buy Leads Found"
            text={emptyText}
            action={list.filter !== ALL ? { label: 'View All Buy Leads', onClick: () => list.setFilter(ALL) } : null}
          />
        }
      />
      {dialog}
    </>
  );
}
