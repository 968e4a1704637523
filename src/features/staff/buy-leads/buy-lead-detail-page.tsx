import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { BuyLead } from '../../../api/buy-leads/buy-leads';
import { buyLeadQueryOptions, useSetBuyLeadStatus } from '../../../api/buy-leads/queries';
import { buyLeadTexts } from '../../../api/texts/calls';
import { PageMeta } from '../../../components/page-meta';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-error';
import { LeadDeskPanel, useLinkOpened } from '../desk/lead-desk-panel';
import { useRole } from '../role-context';
import { can, staffPaths } from '../roles';
import { LeadNotFound } from '../shared/lead-not-found';
import { ErrorText } from '../shared/notice';
import { RoleHint } from '../shared/role-hint';
import { StaffPageHeader } from '../shared/staff-page-header';
import { StatusControl } from '../shared/status-select';
import { useOfferedStatuses } from '../shared/statuses';
import { BuyLeadDetails } from './buy-lead-details';

const NOT_FOUND_TEXT = "The buy lead you're looking for doesn't exist or might have been deleted.";

/** One buy lead on a page of its own, with its follow-ups: what its row in the list shows, and the desk. */
export default function BuyLeadDetailPage() {
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id) && Number(id) > 0;
  const lead = useQuery({ ...buyLeadQueryOptions(Number(id)), enabled: valid });

  if (!valid) return <BuyLeadNotFound text={NOT_FOUND_TEXT} />;
  if (lead.data) return <BuyLeadDetail lead={lead.data} />;
  if (lead.isPending) {
    return (
      <>
        <PageMeta title="Buy Lead Details" noindex />
        <Spinner label="Loading buy lead details..." />
      </>
    );
  }
  return <BuyLeadNotFound text={isApiError(lead.error) ? lead.error.message : NOT_FOUND_TEXT} />;
}

function BuyLeadNotFound({ text }: { text: string }) {
  const paths = staffPaths(useRole());
  return <LeadNotFound title="Buy Lead Not Found" text={text} back={{ to: paths.buyLeads(), label: 'Back to Buy Leads' }} />;
}

function BuyLeadDetail({ lead }: { lead: BuyLead }) {
  const role = useRole();
  const paths = staffPaths(role);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate: setStatus } = useSetBuyLeadStatus();
  const statuses = useOfferedStatuses('buyLeads', [lead]);
  const deskLead = { kind: 'buyLeads', id: lead.id } as const;
  const opened = useLinkOpened(deskLead);

  return (
    <>
      <StaffPageHeader
        title="Buy Lead Details"
        subtitle={`Viewing buy lead from ${lead.name} at ${lead.company}`}
        actions={
          <Link className="btn btn-outline" to={paths.buyLeads()}>
            Back to Buy Leads
          </Link>
        }
      />
      <RoleHint capabilities={['buyLeads.status']} />
      <ErrorText text={failure} />
      <section className="staff-panel" aria-labelledby="buy-lead-info">
        <h2 id="buy-lead-info">Customer Information</h2>
        <BuyLeadDetails
          lead={lead}
          onOpen={opened}
          status={
            <StatusControl
              record={lead}
              label="Status"
              statuses={statuses}
              canSet={can(role, 'buyLeads.status')}
              change={setStatus}
              onFailure={setFailure}
              failed={buyLeadTexts.update}
            />
          }
        />
      </section>
      <LeadDeskPanel lead={deskLead} />
    </>
  );
}
