import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { inquiryRecord } from '@contract';
import { type Inquiry } from '../../../api/inquiries/inquiries';
import { inquiriesQueryOptions, useSetInquiryStatus } from '../../../api/inquiries/queries';
import { inquiryTexts } from '../../../api/texts/calls';
import { newLeadRow, useNewRows } from '../alerts/lead-alerts';
import { languageOf } from '../desk/reply';
import { csvColumnsOf, ExportButton } from '../list/export-csv';
import { actionColumn } from '../list/list-columns';
import { useListReturnState } from '../list/return';
import { ListEmpty, StaffList } from '../list/staff-list';
import { ALL, useList, type ListFilter, searchOf } from '../list/use-list';
import { useRole } from '../role-context';
import { can, staffPaths } from '../roles';
import type { Column } from '../shared/data-table';
import { deskCsvColumns, leadColumns } from '../shared/lead-columns';
import { NoticeMessage, useNotice } from '../shared/notice';
import { PhoneActions } from '../shared/phone-link';
import { RoleHint } from '../shared/role-hint';
import { StaffPageHeader } from '../shared/staff-page-header';
import { capitalize } from '../shared/status-badge';
import { StatusControl } from '../shared/status-select';
import { STATUSES, useOfferedStatuses } from '../shared/statuses';
import { waitingNarrowing } from '../shared/waiting';
import { deskRefOf, inLineOrder, partsAsked, RequestCell, requestCsvColumns, requestsOf, useCopies } from './request';

const filter: ListFilter<Inquiry> = {
  param: 'status',
  known: STATUSES.inquiries,
  valueOf: (inquiry) => inquiry.status,
  label: capitalize,
  lowerCase: true,
};
const csvColumns = [...csvColumnsOf(inquiryRecord), ...requestCsvColumns];
const narrowing = waitingNarrowing((inquiry: Inquiry) => inquiry.date);
const searched = searchOf(inquiryRecord);

export default function InquiriesPage() {
  const role = useRole();
  const paths = staffPaths(role);
  // Everything is loaded once so the filter buttons can show their counts; filtering is local.
  const inquiries = useQuery({ ...inquiriesQueryOptions(), select: inLineOrder });
  const isNew = useNewRows('inquiries', inquiries.data);
  const [notice, setNotice] = useNotice();
  const returnState = useListReturnState();
  const canSetStatus = can(role, 'inquiries.status');
  const { mutate: setStatus } = useSetInquiryStatus();
  const statuses = useOfferedStatuses('inquiries', inquiries.data);
  const copies = useCopies(inquiries.data);
  const requests = useMemo(() => requestsOf(inquiries.data ?? []), [inquiries.data]);
  const queryClient = useQueryClient();
  const deskCsv = useMemo(() => deskCsvColumns(queryClient, (inquiry: Inquiry) => deskRefOf(inquiry, requests)), [queryClient, requests]);

  const columns = useMemo<Column<Inquiry>[]>(() => {
    const lead = leadColumns(inquiryRecord, {
      isNew,
      deskRef: (inquiry) => deskRefOf(inquiry, requests),
      cells: {
        phone: (inquiry) => (
          <PhoneActions
            phone={inquiry.phone}
            name={inquiry.name}
            parts={partsAsked(inquiry, requests)}
            lang={languageOf(inquiry.message)}
          />
        ),
        status: (inquiry) => (
          <StatusControl
            record={inquiry}
            label={`Status of the enquiry from ${inquiry.name}`}
            statuses={statuses}
            canSet={canSetStatus}
            change={setStatus}
            onFailure={(text) => setNotice({ tone: 'error', text })}
            failed={inquiryTexts.update}
          />
        ),
      },
    });
    // A basket's lines: the request they share, beside the part (src/lib/client-ref.ts).
    const afterPart = lead.findIndex((column) => column.id === 'part') + 1;
    const request: Column<Inquiry> = {
      id: 'request',
      header: 'Request',
      className: 'nowrap',
      cell: (inquiry) => <RequestCell inquiry={inquiry} copyOf={copies.get(inquiry.id)} />,
    };
    return [
      ...lead.slice(0, afterPart),
      request,
      ...lead.slice(afterPart),
      actionColumn('actions', 'Actions', (inquiry: Inquiry) => (
        <Link
          className="btn btn-outline btn-small"
          to={paths.inquiry(inquiry.id)}
          state={returnState(inquiry.id)}
          aria-label={`View enquiry from ${inquiry.name}`}
        >
          View
        </Link>
      )),
    ];
  }, [paths, returnState, canSetStatus, setStatus, setNotice, statuses, isNew, copies, requests]);
  const list = useList({
    load: inquiries,
    columns,
    ...searched,
    filter,
    narrowing,
    defaultSort: { column: 'date', direction: 'descending' },
  });

  const emptyText =
    list.filter !== ALL
      ? `There are no ${list.filter} enquiries at the moment.`
      : list.search.trim()
        ? 'No enquiries match your search criteria.'
        : 'There are no customer enquiries at the moment.';

  return (
    <>
      <StaffPageHeader title="Customer Enquiries" />
      <RoleHint capabilities={['inquiries.status', 'inquiries.delete']} />
      <NoticeMessage notice={notice} onDismiss={() => setNotice(null)} />
      <StaffList
        list={list}
        texts={{
          caption: `Enquiries (${list.matching.length.toLocaleString('en')})`,
          pager: 'Enquiry pages',
          loading: 'Loading inquiries...',
          search: 'Search enquiries',
          searchPlaceholder: role.texts.inquiriesSearchPlaceholder,
        }}
        searchLabelHidden
        rowClass={newLeadRow(isNew)}
        filter={{ kind: 'buttons', label: 'Filter by status' }}
        tools={<ExportButton list="enquiries" columns={csvColumns} more={deskCsv} rows={list.matching} />}
        empty={
          <ListEmpty
            title="No Inquiries Found"
            text={emptyText}
            action={list.filter !== ALL ? { label: 'View All Enquiries', onClick: () => list.setFilter(ALL) } : null}
          />
        }
      />
    </>
  );
}
