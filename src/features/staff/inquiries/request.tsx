import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { LeadRef } from '../../../api/desk/desk';
import type { Inquiry } from '../../../api/inquiries/inquiries';
import { inquiriesQueryOptions, useSetInquiriesStatus } from '../../../api/inquiries/queries';
import { inquiryTexts } from '../../../api/texts/calls';
import { errorMessage } from '../../../lib/api-error';
import { clientRefOf, copiesOf } from '../../../lib/client-ref';
import { LanguageTag } from '../desk/reply';
import type { CsvColumn } from '../list/export-csv';
import { capitalize } from '../shared/status-badge';
import './request.css';

/**
 * One customer's request: the enquiries the public site sent together from its basket, which share a
 * client reference at the end of their message (src/lib/client-ref.ts; the backend stores no such field).
 */

/** The CSV's columns for the reference: the request's code and the line's place in it, formula-safe like every cell (toCsv). */
export const requestCsvColumns: CsvColumn<Inquiry>[] = [
  { header: 'Reference', value: (inquiry) => clientRefOf(inquiry.message)?.ref ?? '' },
  {
    header: 'Line',
    value: (inquiry) => {
      const line = clientRefOf(inquiry.message)?.line;
      return line ? `${line.index} of ${line.total}` : '';
    },
  },
];

/**
 * The list's cell for an enquiry's request: its reference as a link that lists the request's lines
 * together (the list's search, which reads the message), the customer's language when not English, and 'Copy of #n' on a copy (sent again after
 * a lost reply: same reference and line as an earlier enquiry).
 */
export function RequestCell({ inquiry, copyOf }: { inquiry: Inquiry; copyOf: number | undefined }) {
  const ref = clientRefOf(inquiry.message);
  if (!ref) return null;
  return (
    <>
      {ref.line ? (
        <>
          <Link
            to={{ search: `?q=${encodeURIComponent(ref.ref)}` }}
            aria-label={`Show request ${ref.ref}, line ${ref.line.index} of ${ref.line.total}`}
          >
            {ref.ref}
          </Link>
          <div className="staff-cell-sub">
            {ref.line.index} of {ref.line.total}
          </div>
        </>
      ) : (
        <span className="staff-cell-sub">{ref.ref}</span>
      )}
      {ref.lang && ref.lang !== 'en' ? <LanguageTag lang={ref.lang} /> : null}
      {copyOf !== undefined ? <span className="badge lead-copy">Copy of #{copyOf}</span> : null}
    </>
  );
}

/**
 * The enquiries with each request's lines in their own order (1 of 3, 2 of 3, 3 of 3), in the places the
 * request's rows held; every other row stays where the backend listed it. The backend lists the newest
 * first, so a basket's lines, stored within a second, would read last first; a sort by any column keeps
 * the rows it finds equal in this order. For a query's `select`: stable, so it runs once per reply.
 */
export function inLineOrder(inquiries: Inquiry[]): Inquiry[] {
  const requests = new Map<string, { places: number[]; lines: { inquiry: Inquiry; index: number }[] }>();
  inquiries.forEach((inquiry, place) => {
    const ref = clientRefOf(inquiry.message);
    if (!ref?.line) return;
    const request = requests.get(ref.ref) ?? { places: [], lines: [] };
    requests.set(ref.ref, request);
    request.places.push(place);
    request.lines.push({ inquiry, index: ref.line.index });
  });
  if (requests.size === 0) return inquiries;
  const ordered = [...inquiries];
  for (const { places, lines } of requests.values()) {
    lines.sort((a, b) => a.index - b.index || a.inquiry.id - b.inquiry.id);
    places.forEach((place, at) => (ordered[place] = lines[at]!.inquiry));
  }
  return ordered;
}

/**
 * Each request's lines in their order, by its reference: the first enquiry received for each line, as a
 * copy repeats it. For a query's `select`, so it runs once per reply.
 */
export function requestsOf(inquiries: readonly Inquiry[]): Map<string, Inquiry[]> {
  const lines = new Map<string, Map<number, Inquiry>>();
  for (const inquiry of [...inquiries].sort((a, b) => a.id - b.id)) {
    const ref = clientRefOf(inquiry.message);
    if (!ref?.line) continue;
    const request = lines.get(ref.ref) ?? new Map<number, Inquiry>();
    lines.set(ref.ref, request);
    if (!request.has(ref.line.index)) request.set(ref.line.index, inquiry);
  }
  return new Map([...lines].map(([ref, request]) => [ref, [...request].sort(([a], [b]) => a - b).map(([, line]) => line)]));
}

/** What a reply to an enquiry is about: every line of its request, or the enquiry's own part. */
export const partsAsked = (inquiry: Inquiry, requests: ReadonlyMap<string, readonly Inquiry[]> | undefined): readonly Inquiry[] =>
  requests?.get(clientRefOf(inquiry.message)?.ref ?? '') ?? [inquiry];

/**
 * The lead the desk keeps an enquiry under: a request's lines are one lead, under the lowest id of its lines,
 * so they share one owner, step and history; an enquiry of its own is its own lead.
 */
export const deskRefOf = (inquiry: Inquiry, requests: ReadonlyMap<string, readonly Inquiry[]> | undefined): LeadRef => ({
  kind: 'inquiries',
  id: Math.min(inquiry.id, ...partsAsked(inquiry, requests).map((line) => line.id)),
});

/** The requests among all enquiries, read only for an enquiry that is a line of one (its reply names them all). */
export const useRequests = (inquiry: Inquiry) =>
  useQuery({ ...inquiriesQueryOptions(), enabled: clientRefOf(inquiry.message)?.line !== undefined, select: requestsOf });

/** The copies among the loaded enquiries, each mapped to the enquiry it repeats. */
export const useCopies = (inquiries: readonly Inquiry[] | undefined) => useMemo(() => copiesOf(inquiries ?? []), [inquiries]);

/**
 * On an enquiry's page: the other lines of its request (links), and for admin one status for the whole
 * request, set on every line through the enquiry's own status call, put back on every line if refused.
 */
export function RequestPanel({
  inquiry,
  paths,
  canSetStatus,
  statuses,
}: {
  inquiry: Inquiry;
  paths: { inquiry: (id: number) => string };
  canSetStatus: boolean;
  statuses: readonly string[];
}) {
  const ref = clientRefOf(inquiry.message);
  const all = useQuery({ ...inquiriesQueryOptions(), enabled: ref?.line !== undefined });
  const setStatus = useSetInquiriesStatus();
  const [failure, setFailure] = useState<string | null>(null);
  if (!ref?.line) return null;
  const lines = (all.data ?? [])
    .filter((other) => clientRefOf(other.message)?.ref === ref.ref)
    .sort((a, b) => (clientRefOf(a.message)?.line?.index ?? 0) - (clientRefOf(b.message)?.line?.index ?? 0));
  const shared = lines.every((line) => line.status === lines[0]?.status) ? lines[0]?.status : '';
  return (
    <section className="staff-panel request-panel" aria-labelledby="request-title">
      <h2 id="request-title">Request {ref.ref}</h2>
      <p>
        Line {ref.line.index} of {ref.line.total}: the customer sent these parts together.
      </p>
      {all.isPending ? <p>Loading inquiries...</p> : null}
      <ol className="request-lines">
        {lines.map((line) => (
          <li key={line.id}>
            {line.id === inquiry.id ? (
              <strong aria-current="page">
                {line.partName}, Qty: {line.quantity} (this enquiry)
              </strong>
            ) : (
              <Link to={paths.inquiry(line.id)}>
                {line.partName}, Qty: {line.quantity}
              </Link>
            )}{' '}
            <span className="staff-cell-sub">{capitalize(line.status)}</span>
          </li>
        ))}
      </ol>
      {canSetStatus && lines.length > 1 ? (
        <label className="request-status">
          Status of the whole request
          <select
            value={shared}
            disabled={setStatus.isPending}
            onChange={(event) => {
              setFailure(null);
              setStatus.mutate(
                { records: lines, status: event.target.value },
                {
                  onError: (error) =>
                    setFailure(`${errorMessage(error, inquiryTexts.update)}: every line of the request was put back as it was.`),
                },
              );
            }}
          >
            {shared === '' ? <option value="">Mixed</option> : null}
            {statuses.map((status) => (
              <option key={status} value={status}>
                {capitalize(status)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {failure ? (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
