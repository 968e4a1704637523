import type { ReactNode } from 'react';
import { buyLeadRecord } from '@contract';
import type { BuyLead } from '../../../api/buy-leads/buy-leads';
import { DetailList, detailProseOf } from '../shared/lead-columns';
import { PhoneActions, type OpenedLink } from '../shared/phone-link';
import { shownBudget } from '../shared/rupees';

/**
 * A buy lead's contact and message: in its row of the list when opened, and on its own page, where the status
 * is its control (`status`) and an opened Call or WhatsApp is a line of its history (`onOpen`).
 * The message's heading is 'Enquiry Message' for both roles: the spec quotes only the subadmin's (§2.17), the site says Enquiry.
 */
export function BuyLeadDetails({
  lead,
  status,
  onOpen,
}: {
  lead: BuyLead;
  status?: ReactNode;
  onOpen?: ((link: OpenedLink, phone: string) => void) | undefined;
}) {
  return (
    <div className="lead-details">
      <div>
        <h3>Contact Information</h3>
        <DetailList
          table={buyLeadRecord}
          record={lead}
          render={{
            phone: <PhoneActions phone={lead.phone} name={lead.name} parts={[lead]} onOpen={onOpen} />,
            budget: shownBudget(lead.budget),
            ...(status ? { status } : {}),
          }}
        />
      </div>
      {detailProseOf(buyLeadRecord).map(([key]) => (
        <div key={key}>
          <h3>Enquiry Message</h3>
          <p className="message-text">{String(lead[key]).trim() || 'No additional requirements.'}</p>
        </div>
      ))}
    </div>
  );
}
