import { useQuery, type QueryClient } from '@tanstack/react-query';
import { leadKey, type LeadRef } from '../../../api/desk/desk';
import { deskLeadsQueryOptions, type DeskIndex } from '../../../api/desk/queries';
import type { CsvColumn } from '../list/export-csv';
import { StepText } from './day-step';

/**
 * The desk's part of a lead list, loaded after the list's rows have drawn (shared/lead-columns.tsx asks
 * for it only in a build with a desk): each row's owner and next step, and the CSV's desk columns.
 */

/** One lead's desk entry, and the desk's day; undefined until the desk answers. */
function useDeskEntry(lead: LeadRef) {
  const key = leadKey(lead);
  return useQuery({ ...deskLeadsQueryOptions(), select: (index) => ({ entry: index.leads.get(key), today: index.today }) }).data;
}

/** A lead's owner ('Not taken' when none), and its next step under it. */
export function FollowUpCell({ lead }: { lead: LeadRef }) {
  const desk = useDeskEntry(lead);
  if (!desk) return null;
  return (
    <>
      <div className="staff-cell-main">{desk.entry?.owner ?? <span className="staff-cell-sub">Not taken</span>}</div>
      <StepText step={desk.entry?.step ?? null} today={desk.today} />
    </>
  );
}

/**
 * The leads CSV's desk columns: owner, the next step's day, time and what, and the last note, written as
 * typed (toCsv defuses formulas). Read from the desk as the export starts; empty when it does not answer.
 */
export async function deskCsvColumns<R>(queryClient: QueryClient, refOf: (row: R) => LeadRef): Promise<CsvColumn<R>[]> {
  const index: DeskIndex | undefined = await queryClient.fetchQuery(deskLeadsQueryOptions()).catch(() => undefined);
  const entry = (row: R) => index?.leads.get(leadKey(refOf(row)));
  return [
    { header: 'Owner', value: (row) => entry(row)?.owner },
    { header: 'Next step date', value: (row) => entry(row)?.step?.due },
    { header: 'Next step time', value: (row) => entry(row)?.step?.time },
    { header: 'Next step', value: (row) => entry(row)?.step?.what },
    { header: 'Last note', value: (row) => entry(row)?.lastNote?.text },
  ];
}
