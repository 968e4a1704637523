import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DeskUnseen } from '@contract';
import { leadKinds } from '../alerts/lead-kinds';
import type { LeadKind } from '../alerts/seen';
import type { Role } from '../roles';
import { formatLeadTime } from '../shared/lead-time';
import './desk-watch.css';

const KIND_NAMES: Record<LeadKind, string> = { inquiries: 'Enquiry', buyLeads: 'Buy lead' };

/**
 * The apps (one query client each: a page load) that have greeted: the panel shows on the first staff page of
 * a page load only, and nothing of it is stored (a reload greets again, with what is still unseen).
 */
const greeted = new WeakSet<QueryClient>();

/**
 * "N new since you last looked": on the first staff page the app opens, the leads this staff member has
 * not seen on any device (GET desk/unseen), each opening its lead. The list stays as it was on opening, as a
 * list's marks do, until dismissed; reading a lead marks it seen for the staff member's other devices.
 */
export function SinceLooked({ role, unseen }: { role: Role; unseen: DeskUnseen | undefined }) {
  const queryClient = useQueryClient();
  const [first] = useState(() => !greeted.has(queryClient));
  const [shown, setShown] = useState<DeskUnseen | null>(null);
  const [dismissed, setDismissed] = useState(false);
  if (first && unseen && shown === null) setShown(unseen);
  useEffect(() => void greeted.add(queryClient), [queryClient]);
  const count = dismissed ? 0 : (shown?.count ?? 0);
  const sentence = count > 0 ? `${count} new since you last looked` : '';
  return (
    <>
      <div className="visually-hidden" aria-live="polite">
        {sentence}
      </div>
      {shown && count > 0 ? (
        <section className="desk-since" aria-labelledby="desk-since-title">
          <div className="desk-since-head">
            <h2 id="desk-since-title">{sentence}</h2>
            <button type="button" className="btn btn-outline btn-small" onClick={() => setDismissed(true)}>
              Dismiss
            </button>
          </div>
          <ul>
            {shown.data.map((lead) => {
              const kind = lead.kind as LeadKind;
              const to = leadKinds[kind]?.open(role, lead.id);
              if (!to) return null;
              return (
                <li key={`${lead.kind}-${lead.id}`}>
                  <Link to={to}>
                    {lead.name} · {lead.part}
                  </Link>
                  <span className="desk-since-meta">
                    {KIND_NAMES[kind]} · {formatLeadTime(new Date(lead.at))}
                  </span>
                </li>
              );
            })}
          </ul>
          {shown.count > shown.data.length ? <p className="desk-since-more">The newest {shown.data.length} are listed.</p> : null}
        </section>
      ) : null}
    </>
  );
}
