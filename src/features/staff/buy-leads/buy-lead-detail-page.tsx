import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BuyLead } from '../../../api/buy-leads/buy-leads';
import { buyLeadQueryOptions, useSetBuyLeadStatus } from '../../../api/buy-leads/queries';
import { buyLeadTexts } from '../../../api/texts/calls';
import { LeadDeskPanel, useLinkOpened } from '../desk/lead-desk-panel';
import { useRole } from '../role-context';
import { can, staffPaths } from '../roles';
import { LeadPage } from '../shared/lead-page';
import { ErrorText } from '../shared/notice';
import { RoleHint } from '../shared/role-hint';
import { StaffPageHeader } from '../shared/staff-page-header';
import { StatusControl } from '../shared/status-select';
import { useOfferedStatuses } from '../shared/statuses';
import { BuyLeadDetails } from './buy-lead-details';

/** One buy lead on a page of its own, with its follow-ups: what its row in the list shows, and the desk. */
export default function BuyLeadDetailPage() {
  const paths = staffPaths(useRole());
  return (
    <LeadPage
      query={buyLeadQueryOptions}
      texts={{
        title: 'Buy Lead Details',
        loading: 'Loading buy lead details...',
        notFoundTitle: 'Buy Lead Not Found',
        notFound: "The buy lead you're looking for doesn't exist or might have been deleted.",
        back: { to: paths.buyLeads(), label: 'Back to Buy Leads' },
      }}
    >
      {(lead) => <BuyLeadDetail lead={lead} />}
    </LeadPage>
  );
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
