import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { LeadRef } from '../../../api/desk/desk';
import { env } from '../../../config/env';
import type { OpenedLink } from '../shared/phone-link';

const LeadDesk = lazy(() => import('./lead-desk'));

const LOADING = <p>Loading follow-ups...</p>;

/**
 * A lead's follow-ups on its page: the desk's owner, next step and notes (./lead-desk.tsx, loaded after the
 * page has drawn), or why this site has none. `lead`: null until the page knows which lead the desk keeps it
 * under (a request's line waits for its request).
 */
export function LeadDeskPanel({ lead }: { lead: LeadRef | null }) {
  return (
    <section className="staff-panel lead-desk" aria-labelledby="lead-desk-title">
      <h2 id="lead-desk-title">Follow-ups</h2>
      {env.desk === 'no-lock' ? (
        <>
          <p>Follow-ups need the staff lock.</p>
          <p>
            Owners, next steps and notes are kept by the website&apos;s own server, and it answers only staff it can check. Ask the
            website&apos;s administrator (whoever set up its hosting) to turn on the staff lock, as the deployment guide says
            (docs/deploying.md, &ldquo;Locking the staff calls&rdquo; and &ldquo;The lead desk&rdquo;):
          </p>
          <ol>
            <li>Build the site with the staff lock on.</li>
            <li>Add every staff member&apos;s email and back-office password to the lock.</li>
            <li>Upload the site and the lock&apos;s two files, then sign in again.</li>
          </ol>
        </>
      ) : env.desk === 'no-server' ? (
        <>
          <p>Follow-ups need the site&apos;s PHP pages.</p>
          <p>
            This site was built without its PHP pages (SERVER_PAGES=off), so there is no server to keep owners, next steps and notes. Ask
            the website&apos;s administrator to build it with the PHP pages on a host that runs PHP.
          </p>
        </>
      ) : lead ? (
        <Suspense fallback={LOADING}>
          <LeadDesk lead={lead} />
        </Suspense>
      ) : (
        LOADING
      )}
    </section>
  );
}

/**
 * On a lead's page: opening its Call or WhatsApp link adds a line to the lead's history, through the desk's
 * outbox (loaded on the click, so the lists carry none of it), never holding the link back. Undefined
 * without a desk or before the page knows the lead.
 */
export function useLinkOpened(lead: LeadRef | null): ((link: OpenedLink, phone: string) => void) | undefined {
  const queryClient = useQueryClient();
  if (!lead || env.desk !== 'on') return undefined;
  return (link, phone) =>
    void import('./lead-desk-outbox').then(({ queueNote }) => queueNote(queryClient, { ...lead, type: link, text: phone }));
}
