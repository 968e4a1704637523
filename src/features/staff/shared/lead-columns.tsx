import type { Column } from '../../../components/data-table';
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
