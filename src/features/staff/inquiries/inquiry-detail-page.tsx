import { Fragment, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { inquiryRecord } from '@contract';
import { type Inquiry } from '../../../api/inquiries/inquiries';
import { inquiryQueryOptions, useDeleteInquiry, useSetInquiryStatus } from '../../../api/inquiries/queries';
import { inquiryTexts } from '../../../api/texts/calls';
import { newTabProps } from '../../../config/urls';
import { clientRefOf } from '../../../lib/client-ref';
import { LeadDeskPanel, useLinkOpened } from '../desk/lead-desk-panel';
import { LanguageTag, languageOf, useReplyText } from '../desk/reply';
import { useRole } from '../role-context';
import { can, staffPaths } from '../roles';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { DetailList, detailProseOf } from '../shared/lead-columns';
import { LeadPage } from '../shared/lead-page';
import { ErrorText, withNotice } from '../shared/notice';
import { usePhoneReader } from '../shared/phone-link';
import { RoleHint } from '../shared/role-hint';
import { StaffPageHeader } from '../shared/staff-page-header';
import { StatusControl } from '../shared/status-select';
import { useOfferedStatuses } from '../shared/statuses';
import { deskRefOf, partsAsked, RequestPanel, useRequests } from './request';
import './inquiry-detail.css';

export default function InquiryDetailPage() {
  const paths = staffPaths(useRole());
  return (
    <LeadPage
      query={inquiryQueryOptions}
      texts={{
        title: 'Enquiry Details',
        loading: 'Loading inquiry details...',
        notFoundTitle: 'Inquiry Not Found',
        notFound: "The inquiry you're looking for doesn't exist or might have been deleted.",
        back: { to: paths.inquiries(), label: 'Back to Inquiries' },
      }}
    >
      {(inquiry) => <InquiryDetail inquiry={inquiry} />}
    </LeadPage>
  );
}

function InquiryDetail({ inquiry }: { inquiry: Inquiry }) {
  const role = useRole();
  const paths = staffPaths(role);
  const navigate = useNavigate();
  const deleteInquiry = useDeleteInquiry();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate: setStatus } = useSetInquiryStatus();
  const phones = usePhoneReader();
  const requests = useRequests(inquiry);
  const phoneHref = phones?.customerTelHref(inquiry.phone);
  // The reply opens in the customer's language, from its template.
  const lang = languageOf(inquiry.message);
  const reply = useReplyText(lang, inquiry.name, partsAsked(inquiry, requests.data));
  const chatHref = phones?.customerChatLink(inquiry.phone, reply);
  const statuses = useOfferedStatuses('inquiries', [inquiry]);
  // A request's line is kept under its request's lowest line, known once the request is read.
  const deskLead = clientRefOf(inquiry.message)?.line && !requests.data ? null : deskRefOf(inquiry, requests.data);
  const opened = useLinkOpened(deskLead);

  const confirmDelete = () => {
    setConfirming(false);
    setFailure(null);
    deleteInquiry.mutate(inquiry.id, {
      onSuccess: () => navigate(paths.inquiries(), { state: withNotice({ tone: 'success', text: 'Inquiry deleted successfully.' }) }),
      onError: () => setFailure('Failed to delete inquiry. Please try again.'),
    });
  };

  return (
    <>
      <StaffPageHeader
        title="Enquiry Details"
        subtitle={`Viewing inquiry from ${inquiry.name} at ${inquiry.company}`}
        actions={
          <>
            <Link className="btn btn-outline" to={paths.inquiries()}>
              Back to Inquiries
            </Link>
            {can(role, 'inquiries.delete') ? (
              <button type="button" className="btn btn-danger" disabled={deleteInquiry.isPending} onClick={() => setConfirming(true)}>
                {deleteInquiry.isPending ? 'Deleting...' : 'Delete Inquiry'}
              </button>
            ) : null}
          </>
        }
      />
      <RoleHint capabilities={['inquiries.status', 'inquiries.delete']} />
      <ErrorText text={failure} />
      <div className="detail-grid">
        <section className="staff-panel" aria-labelledby="inquiry-info">
          <h2 id="inquiry-info">Customer Information</h2>
          <DetailList
            table={inquiryRecord}
            record={inquiry}
            render={{
              phone: phoneHref ? (
                <a href={phoneHref} onClick={() => opened?.('call', inquiry.phone)}>
                  {inquiry.phone}
                </a>
              ) : (
                inquiry.phone
              ),
              status: (
                <StatusControl
                  record={inquiry}
                  label="Status"
                  statuses={statuses}
                  canSet={can(role, 'inquiries.status')}
                  change={setStatus}
                  onFailure={setFailure}
                  failed={inquiryTexts.update}
                />
              ),
            }}
          />
          <p>
            Language: <LanguageTag lang={lang} />
          </p>
          {detailProseOf(inquiryRecord).map(([key, field]) => (
            <Fragment key={key}>
              <h3>{field.staff.label}</h3>
              <p className="message-text">{String(inquiry[key])}</p>
            </Fragment>
          ))}
        </section>
        <section className="staff-panel" aria-labelledby="inquiry-actions">
          <h2 id="inquiry-actions">Quick Actions</h2>
          <div className="detail-actions">
            {phones ? null : (
              // Where Call and WhatsApp will be, until the phone reader is in: the links below stay put.
              <>
                <span className="btn btn-primary phone-pending" aria-hidden="true">
                  Call Customer
                </span>
                <span className="btn btn-accent phone-pending" aria-hidden="true">
                  WhatsApp Customer
                </span>
              </>
            )}
            {phoneHref ? (
              <a className="btn btn-primary" href={phoneHref} onClick={() => opened?.('call', inquiry.phone)}>
                Call Customer
              </a>
            ) : null}
            {chatHref ? (
              <a className="btn btn-accent" href={chatHref} onClick={() => opened?.('whatsapp', inquiry.phone)} {...newTabProps}>
                WhatsApp Customer<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
            <Link className="btn btn-outline" to={paths.parts}>
              View Parts Catalogue
            </Link>
            <Link className="btn btn-outline" to={paths.dashboard}>
              Back to Dashboard
            </Link>
          </div>
        </section>
      </div>
      <LeadDeskPanel lead={deskLead} />
      <RequestPanel inquiry={inquiry} paths={paths} canSetStatus={can(role, 'inquiries.status')} statuses={statuses} />
      <ConfirmDialog
        open={confirming}
        title="Confirm Delete"
        message="Are you sure you want to delete this inquiry? This action cannot be undone."
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
