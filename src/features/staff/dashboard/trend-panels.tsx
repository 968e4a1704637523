import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { BuyLead } from '../../../api/buy-leads/buy-leads';
import type { Inquiry } from '../../../api/inquiries/inquiries';
import { useRole } from '../role-context';
import { staffPaths } from '../roles';
import { WAITING_BUCKETS, waitingCounts } from '../shared/waiting';
import { topParts, weeklyCounts } from './trend';
import { WeekChart } from './week-chart';

const SERIES = [
  { name: 'Enquiries', className: 'week-chart-inquiries' },
  { name: 'Buy leads', className: 'week-chart-buy-leads' },
];

/**
 * The trend at a glance: leads per week, the parts asked for most, and how long the open leads have
 * waited, from the same two lists the rest of the dashboard shows (so the same for every role).
 */
export function TrendPanels({ inquiries, buyLeads }: { inquiries: readonly Inquiry[]; buyLeads: readonly BuyLead[] }) {
  const paths = staffPaths(useRole());
  const figures = useMemo(() => {
    const now = new Date();
    const openInquiries = inquiries.filter((inquiry) => inquiry.status === 'pending');
    const openBuyLeads = buyLeads.filter((lead) => lead.status === 'new');
    return {
      weeks: weeklyCounts([inquiries.map((inquiry) => inquiry.date), buyLeads.map((lead) => lead.createdAt)], now),
      parts: topParts([...inquiries.map((inquiry) => inquiry.partName), ...buyLeads.map((lead) => lead.partName)]),
      waiting: [
        waitingCounts(
          openInquiries.map((inquiry) => inquiry.date),
          now,
        ),
        waitingCounts(
          openBuyLeads.map((lead) => lead.createdAt),
          now,
        ),
      ] as const,
    };
  }, [inquiries, buyLeads]);
  const mostAsked = figures.parts[0]?.count ?? 1;
  // A bucket opens its kind's open leads that have waited that long, the oldest first.
  const bucketLink = (kind: 0 | 1, index: number) =>
    `${kind === 0 ? paths.inquiries('pending') : paths.buyLeads('new')}&waited=${WAITING_BUCKETS[index]!.id}&sort=date&dir=asc`;

  return (
    <div className="dashboard-trend">
      <section className="staff-panel dashboard-weeks" aria-labelledby="weeks-title">
        <h2 id="weeks-title">Leads per week</h2>
        <WeekChart title="Enquiries and buy leads per week, last 12 weeks" series={SERIES} weeks={figures.weeks} />
      </section>
      <section className="staff-panel" aria-labelledby="waiting-title">
        <h2 id="waiting-title">Open leads by waiting time</h2>
        <table className="waiting-table">
          <caption className="visually-hidden">Open leads by how long they have waited</caption>
          <thead>
            <tr>
              <th scope="col">Waited</th>
              <th scope="col">Enquiries</th>
              <th scope="col">Buy leads</th>
            </tr>
          </thead>
          <tbody>
            {WAITING_BUCKETS.map((bucket, index) => (
              <tr key={bucket.id}>
                <th scope="row">{bucket.label}</th>
                {([0, 1] as const).map((kind) => (
                  <td key={kind}>
                    <Link
                      to={bucketLink(kind, index)}
                      aria-label={`${figures.waiting[kind][index]} ${kind === 0 ? 'enquiries' : 'buy leads'} waiting ${bucket.label.toLowerCase()}`}
                    >
                      {figures.waiting[kind][index]}
                    </Link>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="staff-panel dashboard-parts" aria-labelledby="parts-title">
        <h2 id="parts-title">Most requested parts</h2>
        {figures.parts.length === 0 ? (
          <p className="muted">No requests yet.</p>
        ) : (
          <ol className="top-parts">
            {figures.parts.map((part) => (
              <li key={part.name}>
                <span className="top-parts-name">{part.name}</span>
                <span className="top-parts-count">{part.count}</span>
                <span className="top-parts-bar" aria-hidden="true" style={{ inlineSize: `${(part.count / mostAsked) * 100}%` }} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
