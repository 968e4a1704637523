import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buyLeadStatusLabel } from '../../../api/buy-leads/buy-leads';
import { buyLeadsQueryOptions } from '../../../api/buy-leads/queries';
import { inquiriesQueryOptions } from '../../../api/inquiries/queries';
import { partsQueryOptions } from '../../../api/parts/queries';
import { partTexts } from '../../../api/texts/calls';
import { errorMessage } from '../../../lib/api-error';
import { isWithinLastDays } from '../../../lib/dates';
import { useRole } from '../role-context';
import { staffPaths } from '../roles';
import { formatLeadTime } from '../shared/lead-time';
import { newestFirst } from '../shared/sorting';
import { StaffPageHeader } from '../shared/staff-page-header';
import { StatusBadge } from '../shared/status-badge';
import { capitalize } from '../shared/status-badge';
import { TrendPanels } from './trend-panels';
import './dashboard.css';

const RECENT_COUNT = 3;
const COUNTER_DAYS = 30;

type Activity = 'inquiries' | 'buyLeads';

export default function DashboardPage() {
  const role = useRole();
  const paths = staffPaths(role);
  const parts = useQuery(partsQueryOptions());
  const inquiries = useQuery(inquiriesQueryOptions());
  const buyLeads = useQuery(buyLeadsQueryOptions());
  const [activity, setActivity] = useState<Activity>('inquiries');

  // The counters really count the last 30 days (the original counted every loaded record).
  const now = new Date();
  const recentInquiryCount = inquiries.data?.filter((inquiry) => isWithinLastDays(inquiry.date, COUNTER_DAYS, now)).length;
  const pendingCount = inquiries.data?.filter((inquiry) => inquiry.status === 'pending').length;
  const recentBuyLeadCount = buyLeads.data?.filter((lead) => isWithinLastDays(lead.createdAt, COUNTER_DAYS, now)).length;

  // One alert per distinct text: three calls refused with the same server message say it once (and keep keys unique).
  const failures = [
    ...new Set(
      [
        parts.isError ? errorMessage(parts.error, partTexts.staffLoad) : null,
        inquiries.isError ? errorMessage(inquiries.error) : null,
        buyLeads.isError ? errorMessage(buyLeads.error) : null,
      ].filter((text): text is string => Boolean(text)),
    ),
  ];

  return (
    <>
      <StaffPageHeader title={role.dashboardTitle} subtitle="Welcome back, Admin!" />
      {failures.map((text) => (
        <p key={text} className="alert alert-error" role="alert">
          {text}
        </p>
      ))}
      <section className="dashboard-stats" aria-label="Summary">
        <Counter label="Total Parts" value={parts.data?.length} loading={parts.isPending} to={paths.parts} />
        <Counter
          label="Total Enquiries"
          value={recentInquiryCount}
          loading={inquiries.isPending}
          note="Last 30 days"
          to={paths.inquiries()}
        />
        <Counter label="Buy Leads" value={recentBuyLeadCount} loading={buyLeads.isPending} note="Last 30 days" to={paths.buyLeads()} />
      </section>
      {inquiries.data && buyLeads.data ? <TrendPanels inquiries={inquiries.data} buyLeads={buyLeads.data} /> : null}
      <div className="dashboard-grid">
        <section className="staff-panel" aria-labelledby="recent-title">
          <h2 id="recent-title">Recent Activities</h2>
          <div className="dashboard-toggle" role="group" aria-label="Show recent">
            <button
              type="button"
              className="btn btn-small"
              aria-pressed={activity === 'inquiries'}
              onClick={() => setActivity('inquiries')}
            >
              Enquiries
            </button>
            <button type="button" className="btn btn-small" aria-pressed={activity === 'buyLeads'} onClick={() => setActivity('buyLeads')}>
              Buy Leads
            </button>
          </div>
          {activity === 'inquiries' ? (
            <RecentList
              loading={inquiries.isPending}
              emptyText="No recent inquiries available."
              items={newestFirst(inquiries.data ?? [], (inquiry) => inquiry.date)
                .slice(0, RECENT_COUNT)
                .map((inquiry) => ({
                  key: inquiry.id,
                  title: inquiry.name,
                  detail: `${inquiry.partName} · Qty ${inquiry.quantity}`,
                  date: formatLeadTime(inquiry.date),
                  status: <StatusBadge status={inquiry.status} label={capitalize(inquiry.status)} />,
                  to: paths.inquiry(inquiry.id),
                }))}
            />
          ) : (
            <RecentList
              loading={buyLeads.isPending}
              emptyText="No recent buy leads available."
              items={newestFirst(buyLeads.data ?? [], (lead) => lead.createdAt)
                .slice(0, RECENT_COUNT)
                .map((lead) => ({
                  key: lead.id,
                  title: lead.name,
                  detail: `${lead.partName} · Qty ${lead.quantity}`,
                  date: formatLeadTime(lead.createdAt),
                  status: <StatusBadge status={buyLeadStatusLabel(lead.status)} />,
                  to: paths.buyLeads(),
                }))}
            />
          )}
        </section>
        <section className="staff-panel" aria-labelledby="quick-title">
          <h2 id="quick-title">Quick Actions</h2>
          <div className="quick-actions">
            <Link className="btn btn-primary" to={paths.addPart}>
              Add New Part
            </Link>
            <Link className="btn btn-outline" to={paths.inquiries('pending')}>
              Respond to Enquiries
              {pendingCount !== undefined ? <span className="badge count-badge quick-count"> {pendingCount} pending</span> : null}
            </Link>
            <Link className="btn btn-outline" to={paths.buyLeads()}>
              Buy Leads
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

function Counter({
  label,
  value,
  loading,
  note,
  to,
}: {
  label: string;
  value: number | undefined;
  loading: boolean;
  note?: string;
  to: string;
}) {
  return (
    <Link to={to} className="card dashboard-stat">
      <span className="dashboard-stat-label">{label}</span>
      <span className="dashboard-stat-value">{loading ? <span aria-label="Loading">…</span> : (value ?? '–')}</span>
      {note ? <span className="dashboard-stat-note">{note}</span> : null}
    </Link>
  );
}

interface RecentItem {
  key: number;
  title: string;
  detail: string;
  date: string;
  status: ReactNode;
  to: string;
}

function RecentList({ loading, emptyText, items }: { loading: boolean; emptyText: string; items: RecentItem[] }) {
  if (loading) return <p className="muted">Loading...</p>;
  if (items.length === 0) return <p className="muted">{emptyText}</p>;
  return (
    <ul className="activity-list">
      {items.map((item) => (
        <li key={item.key} className="activity-item">
          <div>
            <p className="staff-cell-main">
              <Link to={item.to}>{item.title}</Link>
            </p>
            <p className="staff-cell-sub">{item.detail}</p>
          </div>
          <div className="activity-meta">
            {item.status}
            <span>{item.date}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
